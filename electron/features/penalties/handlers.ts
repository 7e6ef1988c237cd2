// runtime: node. Penalties a referee gives at a table (Attacktix 4.3), recorded at the desk in
// order and escalated by the ruleset. Each claims the table's version: a result's validity depends
// on its penalties, so a desk holding an older table is told.
import { CommandError } from '../../../shared/contract/errors';
import type { PenaltyRecord } from '../../../shared/features/penalties/model';
import { penaltiesFeature } from '../../../shared/features/penalties/contract';
import { validateMatchResult } from '../../engine/rulesets';
import type { HandlerContext } from '../../core/context';
import { resultProblem } from '../../core/services/result-problems';
import { staleTable, tableChanged } from '../../core/services/rounds';
import { stageLines } from '../../core/services/stages';
import type { FeatureHost } from '../feature';
import { featureOptions } from '../options';
import { playedTable } from '../played-table';
import { escalatePenalties } from './escalate';
import { lastPlayableGame } from './playable';
import { validatePenaltyForfeits } from './validate-forfeits';
import { tableForfeits } from './views';
import { penaltiesAt } from './record';

/** A result already entered must still hold under the new record: a game it gives the offender
 * cannot become lost by penalty unseen. The result is corrected first. */
function checkStoredResult(ctx: HandlerContext, at: ReturnType<typeof playedTable>, records: PenaltyRecord[]): void {
  const { table, ruleset, round } = at;
  if (!table.result) return;
  const stage = stageLines(ctx.store, round.divisionId).find((l) => l.id === round.stageId)!;
  const entries = table.seats.map((s) => s.entryId);
  const notes = [...validateMatchResult(ruleset, entries, table.result.games, stage.kind, table.teams ?? undefined), ...validatePenaltyForfeits(ruleset, entries, table.result.games, tableForfeits(ruleset, records))];
  if (notes.length > 0) throw resultProblem(notes, table.number);
}

export const penaltyHandlers: FeatureHost<typeof penaltiesFeature>['handlers'] = {
  'penalty.record'(input, ctx) {
    const at = playedTable(ctx, input.tableId);
    const { table, ruleset } = at;
    const refuse = (path: string, message: string, code: string, params?: Record<string, number>) =>
      new CommandError('validation', `Table ${table.number}: ${message}.`, { fields: [{ path, message, code, ...(params ? { params } : {}) }] });
    const catalog = featureOptions(ruleset, penaltiesFeature);
    if (!catalog) throw refuse('offence', 'this ruleset records no penalties', 'no_penalties');
    if (!catalog.offences.some((o) => o.id === input.offence)) throw refuse('offence', 'not an offence of this ruleset', 'unknown_offence');
    if (!table.seats.some((s) => s.entryId === input.entryId)) throw refuse('entryId', 'not a player at this table', 'not_at_table');
    if (input.game > ruleset.gamesPerMatch) throw refuse('game', `a match has at most ${ruleset.gamesPerMatch} games`, 'no_such_game');
    const records = [...penaltiesAt.of(table), { entryId: input.entryId, game: input.game, offence: input.offence, recordedAt: ctx.now }];
    // Nothing is given once the player's game, or the match, is lost by penalty (Decision 4.3).
    if (escalatePenalties(ruleset, records).at(-1) === null) throw refuse('game', 'the game or match is already lost by penalty', 'already_lost_by_penalty');
    // No penalty lies in a game the match never reached: not this one, nor one recorded before it.
    const last = lastPlayableGame(ruleset, table.seats.map((s) => s.entryId), tableForfeits(ruleset, records), table.result?.games);
    const unplayed = records.find((r) => r.game > last);
    if (unplayed) throw refuse('game', `game ${unplayed.game} cannot be played: the match is decided by game ${last}`, 'game_not_played', { game: unplayed.game, last });
    checkStoredResult(ctx, at, records);
    if (!penaltiesAt.set(ctx.store, table.id, input.version, records)) throw staleTable(table);
    return tableChanged(ctx, table.id);
  },
  'penalty.remove'(input, ctx) {
    const at = playedTable(ctx, input.tableId);
    const { table } = at;
    const before = penaltiesAt.of(table);
    const removed = before[input.index];
    if (!removed) throw new CommandError('validation', `Table ${table.number} has no penalty ${input.index + 1}.`, { fields: [{ path: 'index', message: 'No such penalty', code: 'no_penalty' }] });
    const records = before.filter((_, i) => i !== input.index);
    checkStoredResult(ctx, at, records);
    if (!penaltiesAt.set(ctx.store, table.id, input.version, records.length ? records : null)) throw staleTable(table);
    ctx.annotate({ table: table.number, removed, before, after: records });
    return tableChanged(ctx, table.id);
  },
};
