// runtime: dom. A round's result slips, 1, 2 or 4 to a page, collated for cutting (collate.ts);
// byes get no slip. Each page is its own box so the order on paper is exactly the collation. Slips
// with a feature's lines under several games, and a round of team tables, print at most two to a
// page (games.ts, fittingPerPage).
import { useTranslation } from 'react-i18next';
import type { RoundTable } from '../../../shared/model/round';
import { scopeOf } from '../divisions/division-scope';
import { eventTitle } from '../divisions/event-title';
import type { PrintOptions } from './params';
import { collate } from './collate';
import { fittingPerPage, slipRules } from './games';
import { SheetFrame } from './SheetFrame';
import { Slip } from './Slip';
import { seatPlayerIds } from './seat-player-ids';
import { combined, useSnapshot } from './use-snapshot';
import { signersOf, useTableWords } from '../features/table-words';

export function SlipsSheet(props: { roundId: number; options: PrintOptions }) {
  const { t } = useTranslation();
  const round = useSnapshot('round.get', { roundId: props.roundId });
  const event = useSnapshot('event.get', round.state === 'done' ? { id: round.value.eventId, ...scopeOf(round.value.divisionId) } : null);
  const words = useTableWords(props.roundId);
  const eventId = round.state === 'done' ? { eventId: round.value.eventId } : null;
  const entries = useSnapshot('entry.list', eventId);
  const players = useSnapshot('player.list', eventId);
  const status = combined(round, event, words, entries, players);
  const playerIds = entries.state === 'done' && players.state === 'done' ? seatPlayerIds(entries.value, players.value, t('print.slip.playerIdSeparator')) : new Map<number, string>();
  const { paper, autoprint } = props.options;
  const tables = round.state === 'done' ? { teams: round.value.tables.some((x) => x.teams), mostSeats: Math.max(0, ...round.value.tables.map((x) => x.seats.length)) } : null;
  const perPage = event.state === 'done' && tables ? fittingPerPage(props.options.perPage, slipRules(event.value, []), tables) : props.options.perPage;

  let pages: (RoundTable | null)[][] = [];
  if (round.state === 'done') {
    const tables = round.value.tables.filter((t) => !t.bye && t.seats.length >= 2).sort((a, b) => a.number - b.number);
    pages = collate(tables, perPage);
  }
  return (
    <SheetFrame paper={paper} status={status} autoprint={autoprint} className={`slips per-${perPage}`}>
      {round.state === 'done' &&
        event.state === 'done' &&
        words.state === 'done' &&
        entries.state === 'done' &&
        players.state === 'done' &&
        pages.map((page, p) => (
          <section className="sheet-page" key={p}>
            {page.map((table, i) =>
              table ? (
                <Slip
                  key={table.id}
                  table={table}
                  eventName={eventTitle(event.value)}
                  round={round.value}
                  rules={slipRules(event.value, table.seats.map((s) => s.role), round.value.stage?.position)}
                  signers={signersOf(words.value, table.id)}
                  playerIds={playerIds}
                />
              ) : (
                <div className="slip slip-empty" key={`empty-${i}`} />
              ),
            )}
          </section>
        ))}
    </SheetFrame>
  );
}
