// runtime: dom. The pairings by table: who sits where (a column per seat, as many as the largest
// table has), why the engine paired them so, and once published, whether the result is in and how
// much extra time a table has. Byes are listed under the tables.
import { useTranslation } from 'react-i18next';
import type { Round } from '../../../shared/model/round';
import { noteTexts } from './note-text';
import { seatColumns, seatsInColumns } from './seat-columns';
import { TableTimeCell } from './TableTimeCell';

export function PairingsTable({ round, names }: { round: Round; names: Map<number, string> }) {
  const { t } = useTranslation();
  const played = round.status !== 'draft';
  const tables = round.tables.filter((tb) => !tb.bye);
  const byes = round.tables.filter((tb) => tb.bye);
  const columns = seatColumns(tables);

  return (
    <>
      <table className="pairings" aria-label={t('rounds.round', { number: round.number })}>
        <thead>
          <tr>
            <th scope="col">{t('rounds.columns.table')}</th>
            {Array.from({ length: columns }, (_, i) => (
              <th key={i} scope="col">
                {t('rounds.columns.seat', { number: i + 1 })}
              </th>
            ))}
            <th scope="col">{t('rounds.columns.notes')}</th>
            {played && <th scope="col">{t('rounds.columns.result')}</th>}
            {round.status === 'published' && <th scope="col">{t('rounds.columns.time')}</th>}
          </tr>
        </thead>
        <tbody>
          {tables.map((tb) => (
            <tr key={tb.id} data-table={tb.number} className={tb.manual ? 'manual' : undefined}>
              <td className="table-number">{tb.number}</td>
              {seatsInColumns(tb.seats, columns).map((s, i) => (
                <td key={i} className="seat">
                  <span className="seat-name">{s?.name}</span>
                  {s?.position === 1 && s.role && <span className="role">{t('rounds.firstRole', { role: t(`rounds.roles.${s.role}`, { defaultValue: s.role }) })}</span>}
                </td>
              ))}
              <td className="table-notes">
                {tb.manual && <span className="badge badge-manual">{t('rounds.manualBadge')}</span>}
                {noteTexts(t, tb.notes, names).map((text) => (
                  <span key={text} className="note">
                    {text}
                  </span>
                ))}
              </td>
              {played && (
                <td>
                  <span className={`badge ${tb.result ? 'badge-in' : 'badge-missing'}`}>{t(tb.result ? 'rounds.entered' : 'rounds.missing')}</span>
                </td>
              )}
              {round.status === 'published' && <TableTimeCell round={round} table={tb} />}
            </tr>
          ))}
        </tbody>
      </table>
      {byes.map((bye) => (
        <p key={bye.id} className="bye-line" data-testid="bye-line">
          <span className="badge badge-bye">{t('rounds.bye')}</span> {t('rounds.byeLine', { name: bye.seats[0]?.name ?? '' })}
          {noteTexts(t, bye.notes, names).map((text) => (
            <span key={text} className="note">
              {text}
            </span>
          ))}
        </p>
      ))}
    </>
  );
}
