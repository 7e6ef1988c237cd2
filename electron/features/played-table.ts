// runtime: node. A table being played, as the commands that act at one find it (a feature's
// included): refused for a bye, a draft or a table that is not there; with its round and the
// ruleset its division plays. A stale table's refusal is the core's (`staleTable`,
// core/services/rounds.ts).
import { CommandError } from '../../shared/contract/errors';
import type { Ruleset } from '../engine/rulesets/types';
import type { HandlerContext } from '../core/context';
import { announceTable } from '../core/services/rounds';
import { roundRuleset } from '../core/services/round-ruleset';
import type { StoredTable } from '../store/repositories/rounds';

type TableRow = StoredTable & { roundId: number };

export function playedTable(ctx: HandlerContext, tableId: number): { table: TableRow; ruleset: Ruleset; round: { number: number; eventId: number; divisionId: number; stageId: number } } {
  const table = ctx.store.rounds.table(tableId);
  if (!table) throw new CommandError('not_found', `There is no table ${tableId}.`, { reason: 'no_table', tableId });
  if (table.bye) throw new CommandError('validation', 'A bye is not played.', { fields: [{ path: 'tableId', message: 'A bye', code: 'bye' }] });
  const round = ctx.store.rounds.header(table.roundId)!;
  if (round.status === 'draft') throw new CommandError('conflict', `Round ${round.number} is not published yet.`, { reason: 'round_not_published', round: round.number, roundId: table.roundId });
  return { table, ruleset: roundRuleset(ctx.store, round), round };
}

/** Tells every window the table changed (with whether its round has all its results). */
export function announcePlayedTable(ctx: HandlerContext, table: TableRow, round: { eventId: number }): void {
  announceTable(ctx, round.eventId, table.roundId, table.id);
}
