// runtime: dom. The referee assigned to a table (the officials feature, on the Rounds tab), if any:
// the name the desk offers where a referee decides, so it is typed once per event, not per slip.
import { useQuery } from '../../api/use-query';

export function useTableReferee(eventId: number, roundId: number, tableId: number): string {
  const officials = useQuery('official.ofRound', { roundId }, eventId).data;
  return officials?.tables.find((x) => x.tableId === tableId)?.officials.find((o) => o.duty === 'referee')?.name ?? '';
}
