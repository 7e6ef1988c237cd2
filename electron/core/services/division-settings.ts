// runtime: node. New ruleset options for a division (the event's settings, for every division that
// plays them; or a division's own): the scoring fixed once its round 1 is published, and the
// stages its options plan never changing under a stage that has rounds.
import { CommandError } from '../../../shared/contract/errors';
import type { StoredEvent } from '../../../shared/model/event';
import { buildRuleset, type StagePlan } from '../../engine/rulesets';
import type { StoredDivision } from '../../store/repositories/divisions';
import { entryMaker } from '../../features/registry';
import type { HandlerContext } from '../context';
import { assertScoringUnchanged, parseOptions } from './event-settings';
import { eventProgress } from './event-view';

/** Refuses options the division can no longer take; returns how to replan its stages once the
 * options are written. */
export function checkDivisionOptions(ctx: HandlerContext, event: StoredEvent, division: StoredDivision, before: Record<string, unknown>, after: Record<string, unknown>): () => void {
  const parsed = parseOptions(event.ruleset, after);
  if (eventProgress(ctx.store, event, division).scoringLocked) assertScoringUnchanged(parseOptions(event.ruleset, before), parsed);
  const ruleset = buildRuleset(event.ruleset, parsed);
  const makerBefore = entryMaker(buildRuleset(event.ruleset, parseOptions(event.ruleset, before)));
  // The feature that made the division's entries says whether their size may change now.
  if ((makerBefore?.size ?? 1) !== (entryMaker(ruleset)?.size ?? 1)) makerBefore?.refuseResize?.(ctx, division);
  const plan = ruleset.stages;
  const changed = assertPlayedStagesKept(ctx, division.id, plan);
  return () => {
    if (changed) ctx.store.divisions.setStages(division.id, event.id, plan);
  };
}

/** Whether the options plan other stages than stored (a later stage's planned rounds too); refused
 * where a stage that has rounds would change its kind or who went on to it. */
function assertPlayedStagesKept(ctx: HandlerContext, divisionId: number, plan: readonly StagePlan[]): boolean {
  const stored = ctx.store.divisions.stages(divisionId);
  const same = (i: number) => plan[i]?.kind === stored[i]?.kind && (plan[i]?.cut ?? null) === (stored[i]?.cut ?? null);
  const samePlanned = (i: number) => i === 0 || (plan[i]?.rounds ?? null) === (stored[i]?.plannedRounds ?? null);
  const changed = stored.findIndex((s, i) => s.rounds > 0 && !same(i));
  if (changed === 0) {
    throw new CommandError('conflict', 'The format cannot change once a round is paired.', {
      reason: 'format_after_pairing',
      fields: [{ path: 'options.format', message: 'locked_after_pairing' }],
    });
  }
  if (changed > 0) {
    throw new CommandError('conflict', 'The playoff cannot change once its first round is paired.', {
      reason: 'playoff_after_pairing',
      fields: [{ path: 'options.playoff', message: 'locked_after_pairing' }],
    });
  }
  return plan.length !== stored.length || plan.some((_, i) => !same(i) || !samePlanned(i));
}
