// runtime: dom. Tables in number order, one line per seat in seat order: at two seats "vs" before
// the second, at more each seat's number before it, so a long name wrapped onto a second line is
// not read as another player. Where the game has roles, each seat says which it plays in game 1
// (for Netrunner, who is the Corporation first). A table's wait or time-out ticks under its seats.
// Where the players choose their seats (a seated playoff), a table whose starting order is recorded
// lists them in it, numbered by starting position, each with its seat choice place; until then in
// seat choice order, said so under the names. Where the event's stages play to targets of their own
// (Doomtrooper: 25 PP, then 40), each table says the one it plays to. A table of teams lists its
// teams, each "Team 1: A & B" with its Player #1 first.
import { useTranslation } from 'react-i18next';
import type { TournamentEvent } from '../../../shared/model/event';
import type { Round, RoundTable } from '../../../shared/model/round';
import { stageForm } from '../../../shared/model/stage-form';
import { seatsInStartingOrder, teamLines } from '../../../shared/features/seat-order/model';
import { PagedColumns } from './PagedColumns';
import { pairingsByTable } from './pairing-rows';
import { TableTimerLines } from '../features/table-timers/RoomTableTimers';
import type { ClockFormat } from './ClockView';
import './display.css';

export type TableFormat = ClockFormat & Pick<TournamentEvent['format'], 'resultForm'>;

export function PairingsByTable(props: { round: Round; format: TableFormat; pageMs: number; onPages: (n: number) => void }) {
  const { t } = useTranslation();
  const form = stageForm(props.format.resultForm, props.round.stage?.position);
  const name = props.format.resultForm.scoreName;
  const threshold = form.ownTarget && form.target !== undefined ? t('display.threshold', { target: form.target, score: t(`results.scoreNames.${name}`, { defaultValue: name }) }) : null;
  const items = pairingsByTable(props.round).map((table) => ({ key: String(table.id), node: <TableRow table={table} format={props.format} threshold={threshold} seatsChosen={props.round.stage?.seatsChosen ?? false} /> }));
  const header = (
    <div className="dp-column-header dp-table-row">
      <span>{t('display.columns.table')}</span>
      <span>{t('display.columns.players')}</span>
    </div>
  );
  return <PagedColumns items={items} minColumnVh={78} label={t('display.views.table')} pageMs={props.pageMs} columnHeader={header} onPages={props.onPages} />;
}

/** The target a table plays to, where the event's stages set their own; null elsewhere. */
type Threshold = string | null;

function TableRow({ table, format, threshold, seatsChosen }: { table: RoundTable; format: ClockFormat; threshold: Threshold; seatsChosen: boolean }) {
  const { t } = useTranslation();
  const numbered = table.seats.length > 2;
  if (seatsChosen && !table.bye) return <ChosenTableRow table={table} format={format} threshold={threshold} />;
  if (table.teams && !table.bye) return <TeamTableRow table={table} format={format} threshold={threshold} />;
  return (
    <div className="dp-table-row" data-table={table.bye ? 'bye' : table.number}>
      <div className={table.bye ? 'dp-table-number dp-bye' : 'dp-table-number'}>{table.bye ? t('display.bye') : table.number}</div>
      <div className="dp-seats">
        {table.seats.map((seat, i) => (
          <div className={numbered ? 'dp-seat dp-seat-numbered' : 'dp-seat'} key={seat.entryId}>
            {numbered && <span className="dp-seat-number">{seat.position}</span>}
            {i > 0 && !seat.role && !numbered && <span className="dp-vs">{t('display.vs')} </span>}
            <span className="dp-seat-name">{seat.name}</span>
            {seat.role && <span className={`dp-role dp-role-${seat.role}`}>{t(`display.roles.${seat.role}`, { defaultValue: seat.role })}</span>}
          </div>
        ))}
        {!table.bye && threshold && <div className="dp-threshold">{threshold}</div>}
        {table.extraMinutes > 0 && <div className="dp-extra">{t('display.extraMinutes', { minutes: table.extraMinutes })}</div>}
        {!table.bye && <TableTimerLines table={table} features={format.features} />}
      </div>
    </div>
  );
}

function ChosenTableRow({ table, format, threshold }: { table: RoundTable; format: ClockFormat; threshold: Threshold }) {
  const { t } = useTranslation();
  const rows = seatsInStartingOrder(table.seats, table.startingPositions);
  const recorded = rows[0]?.start != null;
  return (
    <div className="dp-table-row" data-table={table.number} data-starting-order={recorded ? 'chosen' : 'seat-choice'}>
      <div className="dp-table-number">{table.number}</div>
      <div className="dp-seats">
        {rows.map((r) => (
          <div className="dp-seat dp-seat-numbered" key={r.seat.entryId}>
            <span className="dp-seat-number">{r.start ?? r.choice}</span>
            <span className="dp-seat-name">{r.seat.name}</span>
            {recorded && <span className="dp-choice">{t('display.seatChoice', { place: r.choice })}</span>}
          </div>
        ))}
        <div className="dp-order-state">{t(recorded ? 'display.startingOrderChosen' : 'display.seatChoiceOrder')}</div>
        {threshold && <div className="dp-threshold">{threshold}</div>}
        {table.extraMinutes > 0 && <div className="dp-extra">{t('display.extraMinutes', { minutes: table.extraMinutes })}</div>}
        <TableTimerLines table={table} features={format.features} />
      </div>
    </div>
  );
}

/** A table of teams: a line per team, "Team 1: A & B", its Player #1 first once recorded. */
function TeamTableRow({ table, format, threshold }: { table: RoundTable; format: ClockFormat; threshold: Threshold }) {
  const { t } = useTranslation();
  return (
    <div className="dp-table-row" data-table={table.number} data-teams={teamLines(table).length}>
      <div className="dp-table-number">{table.number}</div>
      <div className="dp-seats">
        {teamLines(table).map((players, k) => (
          <div className="dp-seat dp-seat-numbered" key={k}>
            <span className="dp-seat-name">{t('results.teamName', { team: k + 1, players: players.join(' & ') })}</span>
          </div>
        ))}
        {threshold && <div className="dp-threshold">{threshold}</div>}
        {table.extraMinutes > 0 && <div className="dp-extra">{t('display.extraMinutes', { minutes: table.extraMinutes })}</div>}
        <TableTimerLines table={table} features={format.features} />
      </div>
    </div>
  );
}
