// runtime: dom. Tables in number order, one line per seat in seat order: at two seats "vs" before
// the second, at more each seat's number before it, so a long name wrapped onto a second line is
// not read as another player. Where the game has roles, each seat says which it plays in game 1
// (for Netrunner, who is the Corporation first). Under a table's seats, the features' lines (its
// wait or time-out ticking).
// Where a feature orders a table's seats (the players choose their seats, a table of teams), it
// lists them (features/play-order.ts). Where the event's stages play to targets of their own
// (Doomtrooper: 25 PP, then 40), each table says the one it plays to.
import { useTranslation } from 'react-i18next';
import type { TournamentEvent } from '../../../shared/model/event';
import type { Round, RoundTable } from '../../../shared/model/round';
import { stageForm } from '../../../shared/model/stage-form';
import { seatOrderOf } from '../features/play-order';
import { PagedColumns } from './PagedColumns';
import { pairingsByTable } from './pairing-rows';
import { FeatureRoomTableLines } from '../features/RoomSlots';
import type { ClockFormat } from './ClockView';
import './display.css';

export type TableFormat = ClockFormat & Pick<TournamentEvent['format'], 'resultForm'>;

export function PairingsByTable(props: { round: Round; format: TableFormat; pageMs: number; onPages: (n: number) => void }) {
  const { t } = useTranslation();
  const form = stageForm(props.format.resultForm, props.round.stage?.position);
  const name = props.format.resultForm.scoreName;
  const threshold = form.ownTarget && form.target !== undefined ? t('display.threshold', { target: form.target, score: t(`results.scoreNames.${name}`, { defaultValue: name }) }) : null;
  const items = pairingsByTable(props.round).map((table) => ({ key: String(table.id), node: <TableRow round={props.round} table={table} format={props.format} threshold={threshold} /> }));
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

function TableRow({ round, table, format, threshold }: { round: Round; table: RoundTable; format: ClockFormat; threshold: Threshold }) {
  const { t } = useTranslation();
  const numbered = table.seats.length > 2;
  const order = seatOrderOf(round, table);
  return (
    <div className="dp-table-row" data-table={table.bye ? 'bye' : table.number}>
      <div className={table.bye ? 'dp-table-number dp-bye' : 'dp-table-number'}>{table.bye ? t('display.bye') : table.number}</div>
      <div className="dp-seats">
        {order ? (
          <order.ProjectorSeats table={table} />
        ) : (
          table.seats.map((seat, i) => (
            <div className={numbered ? 'dp-seat dp-seat-numbered' : 'dp-seat'} key={seat.entryId}>
              {numbered && <span className="dp-seat-number">{seat.position}</span>}
              {i > 0 && !seat.role && !numbered && <span className="dp-vs">{t('display.vs')} </span>}
              <span className="dp-seat-name">{seat.name}</span>
              {seat.role && <span className={`dp-role dp-role-${seat.role}`}>{t(`display.roles.${seat.role}`, { defaultValue: seat.role })}</span>}
            </div>
          ))
        )}
        {!table.bye && threshold && <div className="dp-threshold">{threshold}</div>}
        {table.extraMinutes > 0 && <div className="dp-extra">{t('display.extraMinutes', { minutes: table.extraMinutes })}</div>}
        {!table.bye && <FeatureRoomTableLines table={table} features={format.features} />}
      </div>
    </div>
  );
}
