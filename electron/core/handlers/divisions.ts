// runtime: node. Divisions side by side: add one, rename it or change its options, and propose one
// for a player from their age.
import { CommandError } from '../../../shared/contract/errors';
import { MAX_DIVISIONS } from '../../../shared/model/division';
import type { StoredEvent } from '../../../shared/model/event';
import { ageOn } from '../../../shared/model/age';
import { buildRuleset } from '../../engine/rulesets';
import type { StoredDivision } from '../../store/repositories/divisions';
import type { HandlerContext, Handlers } from '../context';
import { divisionOptions, divisionRuleset } from '../services/divisions';
import { checkDivisionOptions } from '../services/division-settings';
import { assertPlannedCoversPaired, parseOptions } from '../services/event-settings';
import { requireEvent } from '../services/event-state';
import { divisionView } from '../services/event-view';

function requireDivisionById(ctx: HandlerContext, id: number): StoredDivision {
  const division = ctx.store.divisions.get(id);
  if (!division) throw new CommandError('not_found', `There is no division ${id}.`, { reason: 'no_division', id });
  return division;
}

/** A division's options as stored: null when they are the event's (defaults filled in on both
 * sides), so the division follows the event's settings from then on; its own otherwise. */
function ownOptions(event: StoredEvent, options: Record<string, unknown>): Record<string, unknown> | null {
  const parsed = parseOptions(event.ruleset, options);
  return JSON.stringify(parsed) === JSON.stringify(parseOptions(event.ruleset, event.options)) ? null : parsed;
}

function refuseSameName(ctx: HandlerContext, eventId: number, name: string, self: number | null): void {
  const key = name.trim().toLocaleLowerCase();
  if (!ctx.store.divisions.list(eventId).some((d) => d.id !== self && d.name.trim().toLocaleLowerCase() === key)) return;
  throw new CommandError('validation', `The event has a division called “${name.trim()}” already; give this one another name.`, {
    fields: [{ path: 'name', message: 'Another division has this name', code: 'division_name_taken' }],
  });
}

export const divisionHandlers: Pick<Handlers, 'division.create' | 'division.update' | 'division.propose'> = {
  'division.create'(input, ctx) {
    const event = requireEvent(ctx.store, input.eventId);
    if (ctx.store.divisions.list(event.id).length >= MAX_DIVISIONS) {
      throw new CommandError('validation', `An event has at most ${MAX_DIVISIONS} divisions (slip codes letter them A to ZZ).`, {
        fields: [{ path: 'eventId', message: 'Too many divisions', code: 'too_many_divisions' }],
      });
    }
    refuseSameName(ctx, event.id, input.name, null);
    const own = input.options === undefined ? null : ownOptions(event, input.options);
    const stages = buildRuleset(event.ruleset, own ?? event.options).stages;
    const id = ctx.store.divisions.insert(event.id, input.name.trim(), own, stages, input.plannedRounds ?? null);
    ctx.changed({ entity: 'event', eventId: event.id });
    return divisionView(ctx.store, event, requireDivisionById(ctx, id));
  },
  'division.update'(input, ctx) {
    const before = requireDivisionById(ctx, input.id);
    const event = requireEvent(ctx.store, before.eventId);
    if (before.version !== input.version) {
      throw new CommandError('conflict', `The division “${before.name}” was changed at another desk meanwhile; reload and try again.`, {
        reason: 'division_changed',
        id: before.id,
        expected: input.version,
        actual: before.version,
      });
    }
    const name = input.name?.trim() ?? before.name;
    if (input.name !== undefined) refuseSameName(ctx, event.id, name, before.id);
    const options = input.options === undefined ? before.options : input.options === null ? null : ownOptions(event, input.options);
    const replan = checkDivisionOptions(ctx, event, before, divisionOptions(event, before), options ?? event.options);
    if (input.plannedRounds !== undefined) assertPlannedCoversPaired(input.plannedRounds, ctx.store.divisions.stages(before.id)[0]?.rounds ?? 0);
    if (!ctx.store.divisions.update({ id: before.id, name, options }, input.version)) throw new CommandError('conflict', 'The division was changed at another desk meanwhile; reload and try again.', { reason: 'division_changed', id: before.id });
    replan();
    if (input.plannedRounds !== undefined) ctx.store.divisions.setPlannedRounds(before.id, input.plannedRounds);
    const after = requireDivisionById(ctx, before.id);
    ctx.annotate({ before: { name: before.name, options: before.options }, after: { name: after.name, options: after.options, ...(input.plannedRounds !== undefined ? { plannedRounds: input.plannedRounds } : {}) } });
    ctx.changed({ entity: 'event', eventId: event.id });
    return divisionView(ctx.store, event, after);
  },
  'division.propose'({ eventId, dateOfBirth }, ctx) {
    const event = requireEvent(ctx.store, eventId);
    const age = dateOfBirth ? ageOn(dateOfBirth, event.date) : null;
    // A division for the player's age class comes before one open to every age.
    const fits = ctx.store.divisions.list(eventId).flatMap((d) => {
      const ages = divisionRuleset(event, d).ages;
      if (!ages) return [{ id: d.id, rank: 1 }];
      if (age === null) return [];
      return (ages.min === null || age >= ages.min) && (ages.max === null || age <= ages.max) ? [{ id: d.id, rank: 0 }] : [];
    });
    return { divisionIds: fits.sort((a, b) => a.rank - b.rank).map((f) => f.id), age };
  },
};
