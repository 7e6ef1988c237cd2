// runtime: node. Penalties a referee gives at a table (Attacktix 4.3), recorded at the desk in
// order and escalated by the ruleset; and the figure repair clock (4.4.1). Both claim the table's
// version: a result's validity depends on its penalties, so a desk holding an older table is told.
import { CommandError } from '../../../shared/contract/errors';
import type { PenaltyRecord } from '../../../shared/model/penalty';
import { validateMatchResult } from '../../engine/scoring';
import type { HandlerContext, Handlers } from '../context';
import { resultProblem } from '../services/result-problems';
import { tableChanged } from '../services/rounds';
import { stageLines } from '../services/stages';
import { escalatePenalties } from '../../engine/penalties/escalate';
import { lastPlayableGame } from '../../engine/penalties/playable';
import { tableForfeits } from '../services/table-penalties';
import { playedTable, staleTable } from '../../features/played-table';

/** A result already entered must still hold under the new record: a game it gives the offender
 * cannot become lost by penalty unseen. The result is corrected first. */
function checkStoredResult(ctx: HandlerContext, at: ReturnType<typeof playedTable>, records: PenaltyRecord[]): void {
  const { table, ruleset, round } = at;
  if (!table.result) return;
  const stage = stageLines(ctx.store, round.divisionId).find((l) => l.id === round.stageId)!;
  const notes = validateMatchResult(ruleset, table.seats.map((s) => s.entryId), table.result.games, stage.kind, tableForfeits(ruleset, records), table.teams ?? undefined);
  if (notes.length > 0) throw resultProblem(notes, table.number);
}

export const penaltyHandlers: Pick<Handlers, 'penalty.record' | 'penalty.remove' | 'table.repair'> = {
  'penalty.record'(input, ctx) {
    const at = playedTable(ctx, input.tableId);
    const { table, ruleset } = at;
    const refuse = (path: string, message: string, code: string, params?: Record<string, number>) =>
      new CommandError('validation', `Table ${table.number}: ${message}.`, { fields: [{ path, message, code, ...(params ? { params } : {}) }] });
    if (!ruleset.penalties) throw refuse('offence', 'this ruleset records no penalties', 'no_penalties');
    if (!ruleset.penalties.offences.some((o) => o.id === input.offence)) throw refuse('offence', 'not an offence of this ruleset', 'unknown_offence');
    if (!table.seats.some((s) => s.entryId === input.entryId)) throw refuse('entryId', 'not a player at this table', 'not_at_table');
    if (input.game > ruleset.gamesPerMatch) throw refuse('game', `a match has at most ${ruleset.gamesPerMatch} games`, 'no_such_game');
    const records = [...table.penalties, { entryId: input.entryId, game: input.game, offence: input.offence, recordedAt: ctx.now }];
    // Nothing is given once the player's game, or the match, is lost by penalty (Decision 4.3).
    if (escalatePenalties(ruleset, records).at(-1) === null) throw refuse('game', 'the game or match is already lost by penalty', 'already_lost_by_penalty');
    // No penalty lies in a game the match never reached: not this one, nor one recorded before it.
    const last = lastPlayableGame(ruleset, table.seats.map((s) => s.entryId), tableForfeits(ruleset, records), table.result?.games);
    const unplayed = records.find((r) => r.game > last);
    if (unplayed) throw refuse('game', `game ${unplayed.game} cannot be played: the match is decided by game ${last}`, 'game_not_played', { game: unplayed.game, last });
    checkStoredResult(ctx, at, records);
    if (!ctx.store.rounds.setPenalties(table.id, input.version, records)) throw staleTable(table);
    return tableChanged(ctx, table.id);
  },
  'penalty.remove'(input, ctx) {
    const at = playedTable(ctx, input.tableId);
    const { table } = at;
    const removed = table.penalties[input.index];
    if (!removed) throw new CommandError('validation', `Table ${table.number} has no penalty ${input.index + 1}.`, { fields: [{ path: 'index', message: 'No such penalty', code: 'no_penalty' }] });
    const records = table.penalties.filter((_, i) => i !== input.index);
    checkStoredResult(ctx, at, records);
    if (!ctx.store.rounds.setPenalties(table.id, input.version, records)) throw staleTable(table);
    ctx.annotate({ table: table.number, removed, before: table.penalties, after: records });
    return tableChanged(ctx, table.id);
  },
  'table.repair'(input, ctx) {
    const { table, ruleset } = playedTable(ctx, input.tableId);
    if (!ruleset.repairMinutes) throw new CommandError('validation', 'This ruleset has no repair clock.', { fields: [{ path: 'tableId', message: 'No repair clock', code: 'no_repair_clock' }] });
    const startedAt = table.repairStartedAt;
    if (startedAt && Date.parse(ctx.now) - Date.parse(startedAt) < ruleset.repairMinutes * 60_000) {
      throw new CommandError('conflict', `Table ${table.number}'s repair clock is running.`, { reason: 'repair_running', table: table.number, tableId: table.id });
    }
    if (!ctx.store.rounds.startRepair(table.id, input.version, ctx.now)) throw staleTable(table);
    ctx.annotate({ table: table.number, before: startedAt, after: ctx.now });
    return tableChanged(ctx, table.id);
  },
};
