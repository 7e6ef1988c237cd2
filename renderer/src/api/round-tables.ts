// runtime: dom. A round held by a window takes in a change to one of its tables (a result, a
// timer) by fetching that table alone: at 2,048 tables the whole round is megabytes.
import type { ArbiterApi } from '../../../shared/contract/client';
import { ROUND_TABLES_MOST, type Round, type RoundTable } from '../../../shared/model/round';
import { getApi } from './client';
import type { PartialRefresh } from './pending-refresh';

/** `api`: where the tables are fetched from (the window's client; the bench's simulated displays
 * bring their own). */
export function roundTables(roundId: number, api: () => Pick<ArbiterApi, 'call'> = getApi): PartialRefresh<Round, RoundTable> {
  return {
    part(change) {
      if (change.entity !== 'table' || change.roundId === undefined) return 'whole';
      if (change.roundId !== roundId) return 'unaffected';
      return change.tableId ?? 'whole';
    },
    fetch: (tableIds) => api().call('round.tables', { roundId, tableIds }),
    most: ROUND_TABLES_MOST,
    merge(round, tables) {
      const fetched = new Map(tables.map((t) => [t.id, t]));
      return { ...round, tables: round.tables.map((t) => fetched.get(t.id) ?? t) };
    },
  };
}
