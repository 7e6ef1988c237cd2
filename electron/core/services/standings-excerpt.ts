// runtime: node. The standings a phone following one player asks for: the first rows and that
// player's own wherever it is, instead of every row. At a round's last result every phone asks
// again; the whole standings of a 2,000-player event were 0.7 MB each, 300 phones' worth parsed
// and sent at once, and the next round's first results waited behind them.
import type { Standings, StandingsInput } from '../../../shared/model/standings';
import type { Store } from '../../store/store';

/** `standings` cut to the first `top` rows and the rows of `name`: a row of that name (as
 * listed, a namesake's label included), or the entry of a player of that name or label (a side
 * one of whose players is listed so), wherever they are. */
export function standingsExcerpt(store: Store, standings: Standings, excerpt: NonNullable<StandingsInput['excerpt']>): Standings {
  const { rows } = standings;
  const { top, name } = excerpt;
  const own = new Set<number>();
  if (name !== undefined && name !== '') {
    for (const row of rows) if (row.name === name) own.add(row.entryId);
    // A player listed by their name, or by the label that tells them from a namesake (or puts
    // their family name first), as the phone's search lists them.
    const players = store.players.withSameName(standings.eventId, name).filter((p) => p.name === name).map((p) => p.id);
    for (const [playerId, label] of store.shownNames.of(standings.eventId).byPlayer) if (label === name) players.push(playerId);
    for (const playerId of players) {
      const entryId = store.players.entryOf(playerId);
      if (entryId !== null) own.add(entryId);
    }
  }
  const head = rows.slice(0, top);
  const further = own.size === 0 ? [] : rows.slice(top).filter((r) => own.has(r.entryId));
  const ownInRows = [...head, ...further].filter((r) => own.has(r.entryId)).map((r) => r.entryId);
  return { ...standings, rows: [...head, ...further], excerpt: { rowsInAll: rows.length, own: ownInRows } };
}
