// runtime: pure. The player ID a sheet prints beside a seat: the organizer's own (from an imported
// list, "P00115"), as the desk shows it; a team's players' IDs joined. The app's internal numbers
// mean nothing at the desk, so a seat whose players have no player ID prints none.
import type { Entry } from '../../../shared/model/entry';
import type { ListedPlayer } from '../../../shared/model/player';

/** Each entry's player IDs as printed ("P00115", "P00115, P00116"), for entries with any. */
export function seatPlayerIds(entries: readonly Pick<Entry, 'id' | 'playerIds'>[], players: readonly Pick<ListedPlayer, 'id' | 'playerId'>[], separator: string): Map<number, string> {
  const codes = new Map(players.flatMap((p) => (p.playerId ? [[p.id, p.playerId] as const] : [])));
  const ids = new Map<number, string>();
  for (const e of entries) {
    const own = e.playerIds.flatMap((id) => codes.get(id) ?? []);
    if (own.length > 0) ids.set(e.id, own.join(separator));
  }
  return ids;
}
