// runtime: dom. What the judge should look at before publishing: forced rematches, second byes,
// hand-made tables, late entries.
import { useTranslation } from 'react-i18next';
import type { NoteValue } from '../../../shared/model/note';
import { warningTexts } from './note-text';

export function RoundWarnings({ warnings, names }: { warnings: NoteValue[]; names: Map<number, string> }) {
  const { t } = useTranslation();
  return (
    <div className={`round-warnings ${warnings.length ? 'has-warnings' : ''}`} role="region" aria-label={t('rounds.warnings')}>
      <h3>{t('rounds.warnings')}</h3>
      {warnings.length === 0 ? (
        <p className="empty">{t('rounds.noWarnings')}</p>
      ) : (
        <ul>
          {warningTexts(t, warnings, names).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
