// runtime: dom. Where each player's list of the event stands (lists.status), and the counts the
// desk's summary line says.
import type { ListStatus } from '../../../shared/model/list-status';
import { useQuery } from '../api/use-query';

export interface ListCounts {
  total: number;
  missing: ListStatus[];
  problems: ListStatus[];
}

export function listCounts(statuses: readonly ListStatus[]): ListCounts {
  return { total: statuses.length, missing: statuses.filter((s) => s.state === 'missing'), problems: statuses.filter((s) => s.state === 'problems') };
}

/** The statuses (empty until they land, and where the event plays no list) and each player's. */
export function useListStatus(eventId: number): { statuses: ListStatus[]; byPlayer: Map<number, ListStatus[]> } {
  const statuses = useQuery('lists.status', { eventId }).data ?? [];
  const byPlayer = new Map<number, ListStatus[]>();
  for (const s of statuses) byPlayer.set(s.playerId, [...(byPlayer.get(s.playerId) ?? []), s]);
  return { statuses, byPlayer };
}
