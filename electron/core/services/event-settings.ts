// runtime: node. Checks an event's new settings: the ruleset options against the preset, the
// scoring settings frozen once round 1 is published, and the planned rounds against the rounds
// already paired.
import { z } from 'zod';
import { CommandError, validationError } from '../../../shared/contract/errors';
import { optionsSafeAfterStart, type StoredEvent } from '../../../shared/model/event';
import { isRulesetId, rulesetIds, rulesetModule } from '../../engine/rulesets';

function optionsInvalid(issues: readonly z.core.$ZodIssue[]): CommandError {
  const e = validationError(issues.map((i) => ({ ...i, path: ['options', ...i.path] })));
  return new CommandError(e.code, e.message, e.details);
}

/** Refuses a ruleset id the registry does not know, naming the ones it does. */
export function requireRuleset(ruleset: string): void {
  if (isRulesetId(ruleset)) return;
  const known = rulesetIds();
  throw new CommandError('validation', `There is no ruleset "${ruleset}"; the rulesets are ${known.join(', ')}.`, {
    fields: [{ path: 'ruleset', message: 'Not a ruleset', code: 'unknown_ruleset', params: { known: known.join(', ') } }],
  });
}

/** The options with the preset's defaults filled in, so that `{}` and the defaults compare equal;
 * refused with each bad option named. */
export function parseOptions(ruleset: StoredEvent['ruleset'], options: Record<string, unknown>): Record<string, unknown> {
  requireRuleset(ruleset);
  const parsed = rulesetModule(ruleset).options.safeParse(options);
  if (!parsed.success) throw optionsInvalid(parsed.error.issues);
  return parsed.data as Record<string, unknown>;
}

/** Dotted paths of the leaves that differ; a list (the tiebreakers) is one leaf. */
function changedPaths(before: unknown, after: unknown, path: string[] = []): string[] {
  const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => changedPaths(before[k], after[k], [...path, k]));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [path.join('.')];
}

/** Refuses a change to any scoring setting once round 1 is published, naming each field. */
export function assertScoringUnchanged(before: Record<string, unknown>, after: Record<string, unknown>): void {
  const locked = changedPaths(before, after).filter((p) => !(optionsSafeAfterStart as readonly string[]).includes(p.split('.')[0]!));
  if (locked.length === 0) return;
  const fields = locked.map((p) => ({ path: `options.${p}`, message: 'locked_after_round_1' }));
  throw new CommandError(
    'validation',
    `Round 1 is published, so the scoring settings are fixed; these cannot change now: ${locked.join(', ')}.`,
    { fields },
  );
}

/** Refuses fewer planned rounds than the newest round already paired. */
export function assertPlannedCoversPaired(planned: number | null, latestRound: number): void {
  if (planned === null || planned >= latestRound) return;
  throw new CommandError('validation', `Round ${latestRound} is already paired; plan at least ${latestRound} rounds.`, {
    fields: [{ path: 'plannedRounds', message: 'below_rounds_paired' }],
    latestRound,
  });
}

/** Refuses to pair a round beyond the planned number; the organizer raises it in the settings. */
export function assertRoundPlanned(planned: number | null, round: number): void {
  if (planned === null || round <= planned) return;
  throw new CommandError(
    'conflict',
    `The event has ${planned} planned round${planned === 1 ? '' : 's'} and round ${planned} was the last; to play round ${round}, raise the planned rounds in the event settings first.`,
    { reason: 'beyond_planned', plannedRounds: planned, round },
  );
}
