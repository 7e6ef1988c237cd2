// runtime: node. Event operations: create, change settings, read.
import { CommandError } from '../../../shared/contract/errors';
import type { StoredEvent } from '../../../shared/model/event';
import type { HandlerContext, Handlers } from '../context';
import { assertPlannedCoversPaired, assertScoringUnchanged, parseOptions } from '../services/event-settings';
import { buildRuleset, type StagePlan } from '../../engine/rulesets';
import { importEvent } from '../services/import-event';
import { eventProgress, eventView } from '../services/event-view';

const settingKeys = ['name', 'date', 'options', 'plannedRounds'] as const;

export const eventHandlers: Pick<Handlers, 'event.create' | 'event.import' | 'event.update' | 'event.list' | 'event.get'> = {
  'event.create'(input, ctx) {
    const options = input.options ?? {};
    parseOptions(input.ruleset, options);
    const stages = buildRuleset(input.ruleset, options).stages;
    const event = ctx.store.events.insert({ ...input, options, plannedRounds: input.plannedRounds ?? null, stages }, ctx.random(), ctx.now);
    ctx.changed({ entity: 'event', eventId: event.id });
    return eventView(ctx.store, event);
  },
  'event.import'({ document }, ctx) {
    const event = importEvent(ctx, document);
    ctx.changed({ entity: 'event', eventId: event.id });
    ctx.annotate({ importedFrom: { eventId: document.event.id, exportedAt: document.exportedAt } });
    return eventView(ctx.store, event);
  },
  'event.update'(input, ctx) {
    const before = requireEvent(ctx, input.id);
    if (before.version !== input.version) throw staleEvent(before, input.version);
    const after: StoredEvent = {
      ...before,
      name: input.name ?? before.name,
      date: input.date ?? before.date,
      options: input.options ?? before.options,
      plannedRounds: input.plannedRounds === undefined ? before.plannedRounds : input.plannedRounds,
    };
    const newOptions = parseOptions(before.ruleset, after.options);
    const progress = eventProgress(ctx.store, before);
    if (progress.scoringLocked) assertScoringUnchanged(parseOptions(before.ruleset, before.options), newOptions);
    // The plan is the first stage's: rounds of a playoff after it do not count against it.
    assertPlannedCoversPaired(after.plannedRounds, ctx.store.events.stages(before.id)[0]?.rounds ?? 0);
    const plan = buildRuleset(before.ruleset, newOptions).stages;
    const stagesChanged = assertPlayedStagesKept(ctx, before.id, plan);
    if (!ctx.store.events.update(after, input.version)) throw staleEvent(before, input.version);
    if (stagesChanged) ctx.store.events.setStages(before.id, plan);

    const changed = settingKeys.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    ctx.annotate({
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, after[k]])),
    });
    ctx.changed({ entity: 'event', eventId: before.id });
    return eventView(ctx.store, ctx.store.events.get(before.id)!);
  },
  'event.list'(_input, ctx) {
    return ctx.store.events.list().map((e) => eventView(ctx.store, e));
  },
  'event.get'({ id }, ctx) {
    return eventView(ctx.store, requireEvent(ctx, id));
  },
};

/** Whether the options plan other stages than stored; refused where a stage that has rounds would
 * change (its kind, or who went on to it). */
function assertPlayedStagesKept(ctx: HandlerContext, eventId: number, plan: readonly StagePlan[]): boolean {
  const stored = ctx.store.events.stages(eventId);
  const same = (i: number) => plan[i]?.kind === stored[i]?.kind && (plan[i]?.cut ?? null) === (stored[i]?.cut ?? null);
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
  return plan.length !== stored.length || plan.some((_, i) => !same(i));
}

function requireEvent(ctx: HandlerContext, id: number): StoredEvent {
  const event = ctx.store.events.get(id);
  if (!event) throw new CommandError('not_found', `There is no event ${id}.`, { reason: 'no_event', eventId: id, id });
  return event;
}

function staleEvent(event: StoredEvent, version: number): CommandError {
  return new CommandError('conflict', `"${event.name}" was changed at another desk meanwhile; reload and try again.`, {
    reason: 'event_changed',
    name: event.name,
    id: event.id,
    expected: version,
    actual: event.version,
  });
}
