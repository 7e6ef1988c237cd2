// runtime: dom. The pairings by table: who sits where (a column per seat at two seats; at more, one
// cell with the seats numbered in a grid that lines up from table to table, where six narrow
// columns would break every name), why the engine paired them so, and once published, whether the
// result is in and how much extra time a table has. Byes are listed under the tables.
import { useTranslation } from 'react-i18next';
import type { Official, RoundOfficials } from '../../../shared/model/official';
import type { Round } from '../../../shared/model/round';
import { TableOfficialsCell } from '../officials/TableOfficialsCell';
import { ChosenSeats } from './ChosenSeats';
import { noteTexts } from './note-text';
import { seatColumns } from './seat-columns';
import { TableTimeCell } from './TableTimeCell';
import { TeamSeats } from './TeamSeats';
import type { TimerRules } from './TableTimers';

interface Props {
  round: Round;
  names: Map<number, string>;
  /** The ruleset's figure repair clock, started beside each table's time. */
  repairMinutes?: number | undefined;
  /** The ruleset's wait for a late player and time-outs, started at each table. */
  timers?: TimerRules | undefined;
  /** Who officiates at each table, and who may (left out: no officials column). */
  officials?: { ofRound: RoundOfficials; list: Official[] } | undefined;
  /** The stage is never ended for time: no extra minutes or clock to stop, so no time column. */
  untimed?: boolean;
}

export function PairingsTable({ round, names, repairMinutes, timers, officials, untimed = false }: Props) {
  const { t } = useTranslation();
  const played = round.status !== 'draft';
  const tables = round.tables.filter((tb) => !tb.bye);
  const byes = round.tables.filter((tb) => tb.bye);
  const seats = seatColumns(tables);
  const many = seats > 2;
  // Seats chosen in order (a seated playoff) and teams are listed in one cell however many there are.
  const oneCell = many || Boolean(round.stage?.seatsChosen) || tables.some((tb) => tb.teams);
  const timed = round.status === 'published' && !untimed;

  return (
    <>
      <table className={many ? `pairings seats-${seats}` : 'pairings'} aria-label={t('rounds.round', { number: round.number })}>
        <thead>
          <tr>
            <th scope="col">{t('rounds.columns.table')}</th>
            {oneCell ? (
              <th scope="col">{t('rounds.columns.players')}</th>
            ) : (
              <>
                <th scope="col">{t('rounds.columns.seat', { number: 1 })}</th>
                <th scope="col">{t('rounds.columns.seat', { number: 2 })}</th>
              </>
            )}
            <th scope="col">{t('rounds.columns.notes')}</th>
            {officials && <th scope="col">{t('rounds.officials.column')}</th>}
            {played && <th scope="col">{t('rounds.columns.result')}</th>}
            {timed && <th scope="col">{t('rounds.columns.time')}</th>}
          </tr>
        </thead>
        <tbody>
          {tables.map((tb) => (
            <tr key={tb.id} data-table={tb.number} className={tb.manual ? 'manual' : undefined}>
              <td className="table-number">{tb.number}</td>
              {tb.teams ? (
                <td className="seats">
                  <TeamSeats table={tb} editable={round.status === 'published' && !tb.result} />
                </td>
              ) : round.stage?.seatsChosen ? (
                <td className="seats">
                  <ChosenSeats table={tb} editable={round.status === 'published' && !tb.result} />
                </td>
              ) : many ? (
                <td className="seats">
                  <ol className="seat-grid">
                    {tb.seats.map((s) => (
                      <li key={s.position}>
                        <span className="seat-number">{s.position}</span>
                        <span className="seat-name">{s.name}</span>
                      </li>
                    ))}
                  </ol>
                </td>
              ) : (
                tb.seats.map((s) => (
                  <td key={s.position} className="seat">
                    <span className="seat-name">{s.name}</span>
                    {s.position === 1 && s.role && <span className="role">{t('rounds.firstRole', { role: t(`rounds.roles.${s.role}`, { defaultValue: s.role }) })}</span>}
                  </td>
                ))
              )}
              <td className="table-notes">
                {tb.manual && <span className="badge badge-manual">{t('rounds.manualBadge')}</span>}
                {noteTexts(t, tb.notes, names).map((text) => (
                  <span key={text} className="note">
                    {text}
                  </span>
                ))}
              </td>
              {officials && (
                <TableOfficialsCell table={tb} officials={officials.list} assigned={officials.ofRound.tables.find((x) => x.tableId === tb.id)?.officials ?? []} />
              )}
              {played && (
                <td>
                  <span className={`badge ${tb.result ? 'badge-in' : 'badge-missing'}`}>{t(tb.result ? 'rounds.entered' : 'rounds.missing')}</span>
                </td>
              )}
              {timed && <TableTimeCell round={round} table={tb} repairMinutes={repairMinutes} timers={timers} />}
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
