// runtime: node. A stored round as windows see it: with the slip code of every table (lettered
// with its division after the event's first).
import type { Round, RoundTable } from '../../../shared/model/round';
import type { StoredRound, StoredTable } from '../../store/repositories/rounds';
import type { Store } from '../../store/store';
import { makeSlipCode } from '../slip-code';

type RoundHead = { number: number; eventId: number; divisionId?: number | undefined };

/** Gives a table of the round its slip code; the secret and the division are read once. */
function slipCodes(store: Store, round: RoundHead): (table: StoredTable) => RoundTable {
  const secret = store.events.slipSecret(round.eventId);
  const division = round.divisionId === undefined ? 1 : (store.divisions.get(round.divisionId)?.position ?? 1);
  return (table) => ({ ...table, slipCode: table.bye ? '' : makeSlipCode(secret, round.number, table.number, division) });
}

export function roundView(store: Store, round: StoredRound): Round {
  return { ...round, tables: round.tables.map(slipCodes(store, round)) };
}

/** One table as windows see it, for commands that change a single table. */
export function tableView(store: Store, table: StoredTable, round: RoundHead): RoundTable {
  return slipCodes(store, round)(table);
}
