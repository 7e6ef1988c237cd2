// runtime: node. Shared steps of the round handlers: find a round, claim its version, answer
// with the round as windows see it.
import { CommandError } from '../../../shared/contract/errors';
import type { Round, RoundTable } from '../../../shared/model/round';
import type { StoredRound, StoredTable } from '../../store/repositories/rounds';
import type { HandlerContext } from '../context';
import { roundView, tableView } from './round-view';

export function requireRound(ctx: HandlerContext, roundId: number): StoredRound {
  const round = ctx.store.rounds.get(roundId);
  if (!round) throw new CommandError('not_found', `There is no round ${roundId}.`, { reason: 'no_round', roundId });
  return round;
}

/** The round as the caller read it: only its identity and version are needed. */
type RoundRef = Pick<StoredRound, 'id' | 'number' | 'version'>;

export function staleRound(round: RoundRef, version: number): CommandError {
  return new CommandError('conflict', `Round ${round.number} was changed at another desk meanwhile; reload and try again.`, {
    reason: 'round_changed',
    round: round.number,
    roundId: round.id,
    expected: version,
    actual: round.version,
  });
}

/** A table whose version moved on since the caller read it; `more`: what else the refusal tells
 * (a result's, what is stored now). */
export function staleTable(table: Pick<StoredTable, 'id' | 'number'>, more: Record<string, unknown> = {}): CommandError {
  return new CommandError('conflict', `Table ${table.number} was changed at another desk meanwhile; reload and try again.`, { reason: 'table_changed', table: table.number, tableId: table.id, ...more });
}

/** Why a round's status refuses a command: the sentence for logs and API users; windows say it
 * from the catalog by the code (errors.reasons). */
const statusRefusals = {
  clock_needs_published: 'the clock runs only in a published round',
  closed_not_paired_again: 'a closed round is not paired again',
  only_draft_published: 'only a draft is published',
  only_published_unpublished: 'only a published round goes back to a draft',
  only_published_closed: 'only a published round is closed',
} as const;

export function requireStatus(round: StoredRound, allowed: StoredRound['status'][], why: keyof typeof statusRefusals): void {
  if (!allowed.includes(round.status)) {
    throw new CommandError('conflict', `Round ${round.number} is ${round.status}; ${statusRefusals[why]}.`, {
      reason: why,
      round: round.number,
      roundId: round.id,
      status: round.status,
    });
  }
}

/** Re-reads the round after a change, announces it and returns it with slip codes. */
export function roundChanged(ctx: HandlerContext, roundId: number): Round {
  const round = ctx.store.rounds.get(roundId)!;
  ctx.changed({ entity: 'round', eventId: round.eventId, roundId });
  return roundView(ctx.store, round);
}

/** Announces a change to one table of a round, with whether the round has all its results now. */
export function announceTable(ctx: HandlerContext, eventId: number, roundId: number, tableId: number): void {
  ctx.changed({ entity: 'table', eventId, roundId, tableId, roundComplete: ctx.store.rounds.withoutResult(roundId) === 0 });
}

/** The same for a command that changed one table: only that table is read back, so entering a
 * result costs the same at a 2,000-table round as at a 10-table one. */
export function tableChanged(ctx: HandlerContext, tableId: number): RoundTable {
  const table = ctx.store.rounds.table(tableId)!;
  const round = ctx.store.rounds.header(table.roundId)!;
  announceTable(ctx, round.eventId, table.roundId, tableId);
  return tableView(ctx.store, table, round);
}

/** A round still missing results cannot be closed, nor the next one paired. */
export function missingTablesError(round: RoundRef, missing: number[], refused: 'close' | 'pair_next'): CommandError {
  const what = refused === 'close' ? 'The round cannot be closed' : 'The next round cannot be paired';
  return new CommandError(
    'conflict',
    `${what}: round ${round.number} has no result yet for table${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`,
    { reason: refused === 'close' ? 'missing_results_close' : 'missing_results_pair', round: round.number, roundId: round.id, missingTables: missing },
  );
}

/** Netrunner Floor 10: a dropped or forfeited entry is never seated again, so a draft that still
 * seats one is not published. */
export function refuseDroppedSeated(ctx: HandlerContext, round: StoredRound): void {
  const gone = ctx.store.entries
    .list(round.eventId)
    .filter((e) => e.droppedAfterRound !== null && e.droppedAfterRound < round.number)
    .filter((e) => round.tables.some((t) => t.seats.some((s) => s.entryId === e.id)));
  if (gone.length === 0) return;
  throw new CommandError(
    'conflict',
    `${gone.map((e) => e.name).join(', ')} ${gone.length > 1 ? 'have' : 'has'} dropped but ${gone.length > 1 ? 'are' : 'is'} seated in round ${round.number}; pair it again first.`,
    { reason: 'dropped_seated', names: gone.map((e) => e.name), round: round.number, roundId: round.id, droppedEntries: gone.map((e) => e.id) },
  );
}

/** The same for a result: none is taken for a table of a round after one of its entries dropped. */
export function refuseDroppedAtTable(ctx: HandlerContext, table: StoredTable, round: { number: number }): void {
  for (const seat of table.seats) {
    const entry = ctx.store.entries.get(seat.entryId);
    if (entry?.droppedAfterRound != null && entry.droppedAfterRound < round.number) {
      throw new CommandError(
        'conflict',
        `${entry.name} dropped after round ${entry.droppedAfterRound}; table ${table.number} of round ${round.number} takes no result.`,
        { reason: 'dropped_no_result', name: entry.name, after: entry.droppedAfterRound, table: table.number, round: round.number, tableId: table.id, entryId: entry.id },
      );
    }
  }
}
