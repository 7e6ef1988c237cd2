// runtime: dom. One list of a squad (figures or backups): a row per figure with its name and
// points, each named for a screen reader and marked where the core refused it, a button to add a
// row, a row marked whose figure failed its inspection, and the list's total against its level
// with how far it is off.
import { useFeatureText } from '../text';
import { squadsTexts } from './texts';
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
  const text = useFeatureText(squadsTexts);
  const set = (i: number, k: 'name' | 'points', value: string) => onChange(rows.map((r, j) => (j === i ? { ...r, [k]: value } : r)));
  const offText = off === 0 ? text('squad.addsUp') : off < 0 ? text('squad.short', { count: -off }) : text('squad.over', { count: off });
  return (
    <fieldset className={`squad-list squad-${list}`}>
      <legend>{text(`squad.${list}`)}</legend>
      {rows.length > 0 && (
        <table className="squad-rows">
          <thead>
            <tr>
              <th scope="col">{text('squad.name')}</th>
              <th scope="col" className="num">{text('squad.points')}</th>
              <th scope="col"><span className="visually-hidden">{text('squad.remove')}</span></th>
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
                      aria-label={text(`squad.rowName.${list}`, { n })}
                      value={row.name}
                      maxLength={80}
                      onChange={(e) => set(i, 'name', e.target.value)}
                      aria-invalid={nameError ? true : undefined}
                      title={nameError}
                    />
                    {nameError && <span className="field-error">{nameError}</span>}
                    {disqualified && <span className="squad-failed">{text('squad.failedInspection')}</span>}
                  </td>
                  <td className="num">
                    <input
                      aria-label={text(`squad.rowPoints.${list}`, { n })}
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
                    <button type="button" className="quiet" aria-label={text(`squad.removeRow.${list}`, { n })} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                      {text('squad.remove')}
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
          {text(`squad.add.${list}`)}
        </button>
        <p className={`squad-total ${off === 0 ? 'squad-ok' : 'squad-off'}`} data-testid={`squad-total-${list}`} aria-live="polite">
          {text('squad.total', { total, level })} · <strong>{offText}</strong>
        </p>
      </div>
    </fieldset>
  );
}
