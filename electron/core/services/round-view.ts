// runtime: node. A stored round as windows see it: with the slip code of every table.
import type { Round, RoundTable } from '../../../shared/model/round';
import type { StoredRound, StoredTable } from '../../store/repositories/rounds';
import type { Store } from '../../store/store';
import { makeSlipCode } from '../slip-code';

export function roundView(store: Store, round: StoredRound): Round {
  const secret = store.events.slipSecret(round.eventId);
  return {
    ...round,
    tables: round.tables.map((t) => ({ ...t, slipCode: t.bye ? '' : makeSlipCode(secret, round.number, t.number) })),
  };
}

/** One table as windows see it, for commands that change a single table. */
export function tableView(store: Store, table: StoredTable, round: { number: number; eventId: number }): RoundTable {
  const secret = store.events.slipSecret(round.eventId);
  return { ...table, slipCode: table.bye ? '' : makeSlipCode(secret, round.number, table.number) };
}
