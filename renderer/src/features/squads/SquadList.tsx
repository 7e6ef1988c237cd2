// runtime: dom. One list of a squad (figures or backups): a row per figure with its name and
// points, each named for a screen reader and marked where the core refused it, a button to add a
// row, a row marked whose figure failed its inspection, and the list's total against its level
// with how far it is off.
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../../shared/contract/errors';
import { fieldError } from '../../components/ErrorNotice';
import { foldForSearch } from '../../../../shared/text/fold';
import { emptyRow, type SquadRow } from './squad-rows';

interface Props {
  list: 'figures' | 'backups';
  rows: SquadRow[];
  onChange(rows: SquadRow[]): void;
  error: AppError | undefined;
  /** The folded names of the figures whose latest inspection disqualified them. */
  failed: ReadonlySet<string>;
  total: number;
  level: number;
  off: number;
}

export function SquadList({ list, rows, onChange, error, failed, total, level, off }: Props) {
  const { t } = useTranslation();
  const set = (i: number, k: 'name' | 'points', value: string) => onChange(rows.map((r, j) => (j === i ? { ...r, [k]: value } : r)));
  const offText = off === 0 ? t('squad.addsUp') : off < 0 ? t('squad.short', { count: -off }) : t('squad.over', { count: off });
  return (
    <fieldset className={`squad-list squad-${list}`}>
      <legend>{t(`squad.${list}`)}</legend>
      {rows.length > 0 && (
        <table className="squad-rows">
          <thead>
            <tr>
              <th scope="col">{t('squad.name')}</th>
              <th scope="col" className="num">{t('squad.points')}</th>
              <th scope="col"><span className="visually-hidden">{t('squad.remove')}</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const n = i + 1;
              const nameError = fieldError(error, `${list}.${i}.name`);
              const pointsError = fieldError(error, `${list}.${i}.points`);
              const disqualified = row.name.trim() !== '' && failed.has(foldForSearch(row.name));
              return (
                <tr key={row.key} className={disqualified ? 'squad-row-failed' : undefined}>
                  <td>
                    <input
                      aria-label={t(`squad.rowName.${list}`, { n })}
                      value={row.name}
                      maxLength={80}
                      onChange={(e) => set(i, 'name', e.target.value)}
                      aria-invalid={nameError ? true : undefined}
                      title={nameError}
                    />
                    {nameError && <span className="field-error">{nameError}</span>}
                    {disqualified && <span className="squad-failed">{t('squad.failedInspection')}</span>}
                  </td>
                  <td className="num">
                    <input
                      aria-label={t(`squad.rowPoints.${list}`, { n })}
                      inputMode="numeric"
                      className="squad-points"
                      value={row.points}
                      onChange={(e) => set(i, 'points', e.target.value)}
                      aria-invalid={pointsError ? true : undefined}
                      title={pointsError}
                    />
                    {pointsError && <span className="field-error">{pointsError}</span>}
                  </td>
                  <td>
                    <button type="button" className="quiet" aria-label={t(`squad.removeRow.${list}`, { n })} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                      {t('squad.remove')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <div className="squad-foot">
        <button type="button" onClick={() => onChange([...rows, emptyRow()])}>
          {t(`squad.add.${list}`)}
        </button>
        <p className={`squad-total ${off === 0 ? 'squad-ok' : 'squad-off'}`} data-testid={`squad-total-${list}`} aria-live="polite">
          {t('squad.total', { total, level })} · <strong>{offText}</strong>
        </p>
      </div>
    </fieldset>
  );
}
