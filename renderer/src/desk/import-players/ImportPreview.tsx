// runtime: dom. What an import would do, row by row: how many are new, already registered,
// repeated in the file or wrong; each wrong row named by its spreadsheet row and field; new rows
// whose name someone registered or an earlier row already has (the desk makes sure they are
// other people, as the registration form asks); and the first rows as they would be registered.
import { useTranslation } from 'react-i18next';
import type { OutputOf } from '../../../../shared/contract/operations';
import type { ImportRow } from '../../../../shared/model/player-import';

const shownProblems = 50;
const shownRows = 100;

export function ImportPreview({ preview }: { preview: OutputOf<'player.importPreview'> }) {
  const { t } = useTranslation();
  const { counts } = preview;
  const invalid = preview.rows.filter((r) => r.status === 'invalid');
  const namesakes = preview.rows.filter((r) => r.sameNameAs !== null || r.sameNameRow !== null);
  const namesakeText = (r: ImportRow) =>
    r.sameNameAs ? t('playerImport.namesake.registered', { name: r.sameNameAs.name }) : t('playerImport.namesake.row', { row: r.sameNameRow });
  const issueText = (r: ImportRow) =>
    r.issues
      .map((i) => {
        const words = { field: t(`playerImport.fields.${i.field}`), value: i.value, problem: t(`playerImport.issues.${i.code}`, { max: i.max }) };
        // A value too long to read whole is not quoted; how long it may be says enough.
        return i.value === '' || i.code === 'too_long' ? t('playerImport.issue', words) : t('playerImport.issueQuoted', words);
      })
      .join('; ');
  const statusText = (r: ImportRow) =>
    r.status === 'registered'
      ? t('playerImport.status.registered', { name: r.sameAs?.name })
      : r.status === 'repeated'
        ? t('playerImport.status.repeated', { row: r.sameAsRow })
        : r.status === 'invalid'
          ? issueText(r)
          : r.sameNameAs !== null || r.sameNameRow !== null
            ? `${t('playerImport.status.new')}; ${namesakeText(r)}`
            : t('playerImport.status.new');
  return (
    <div className="import-preview">
      <h3>{t('playerImport.previewTitle')}</h3>
      <ul className="import-counts">
        <li>{t('playerImport.counts.new', { count: counts.new })}</li>
        <li>{t('playerImport.counts.registered', { count: counts.registered })}</li>
        <li>{t('playerImport.counts.repeated', { count: counts.repeated })}</li>
        <li className={counts.invalid > 0 ? 'bad' : undefined}>{t('playerImport.counts.invalid', { count: counts.invalid })}</li>
      </ul>
      {invalid.length > 0 && (
        <div className="notice notice-warn" role="alert">
          <p>{t('playerImport.problemsTitle')}</p>
          <ul className="import-problems">
            {invalid.slice(0, shownProblems).map((r) => (
              <li key={r.row}>{t('playerImport.rowProblem', { row: r.row, problems: issueText(r) })}</li>
            ))}
            {invalid.length > shownProblems && <li>{t('import.more', { count: invalid.length - shownProblems })}</li>}
          </ul>
        </div>
      )}
      {namesakes.length > 0 && (
        <div className="notice notice-warn import-namesakes">
          <p>{t('playerImport.namesake.title', { count: namesakes.length })}</p>
          <ul className="import-problems">
            {namesakes.slice(0, shownProblems).map((r) => (
              <li key={r.row}>{t('playerImport.rowProblem', { row: r.row, problems: `${r.name}: ${namesakeText(r)}` })}</li>
            ))}
            {namesakes.length > shownProblems && <li>{t('import.more', { count: namesakes.length - shownProblems })}</li>}
          </ul>
        </div>
      )}
      <table className="import-rows">
        <thead>
          <tr>
            <th scope="col">{t('playerImport.row')}</th>
            <th scope="col">{t('playerImport.fields.name')}</th>
            <th scope="col">{t('playerImport.fields.playerId')}</th>
            <th scope="col">{t('playerImport.fields.dateOfBirth')}</th>
            <th scope="col">{t('playerImport.fields.club')}</th>
            <th scope="col">{t('playerImport.result')}</th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.slice(0, shownRows).map((r) => (
            <tr key={r.row} className={r.sameNameAs !== null || r.sameNameRow !== null ? `import-${r.status} import-namesake` : `import-${r.status}`}>
              <td>{r.row}</td>
              <td>{r.name}</td>
              <td>{r.playerId}</td>
              <td>{r.dateOfBirth}</td>
              <td>{r.club}</td>
              <td>{statusText(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {preview.rows.length > shownRows && <p className="hint">{t('playerImport.moreRows', { count: preview.rows.length - shownRows })}</p>}
    </div>
  );
}
