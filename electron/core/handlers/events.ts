// runtime: node. Event operations: create, change settings, read.
import { CommandError } from '../../../shared/contract/errors';
import type { StoredEvent } from '../../../shared/model/event';
import type { HandlerContext, Handlers } from '../context';
import { assertPlannedCoversPaired, parseOptions } from '../services/event-settings';
import { buildRuleset } from '../../engine/rulesets';
import { checkDivisionOptions } from '../services/division-settings';
import { refuseDateBeforeBirths } from '../services/date-of-birth';
import { importEvent } from '../services/import/event';
import { eventView } from '../services/event-view';
import { assertPlacesCoverCheckedIn } from '../services/places';
import { fillFreedPlaces } from '../services/places';

const settingKeys = ['name', 'date', 'options', 'plannedRounds', 'places', 'nameOrder'] as const;

export const eventHandlers: Pick<Handlers, 'event.create' | 'event.import' | 'event.update' | 'event.list' | 'event.get'> = {
  'event.create'(input, ctx) {
    const options = input.options ?? {};
    parseOptions(input.ruleset, options);
    const stages = buildRuleset(input.ruleset, options).stages;
    const plannedRounds = input.plannedRounds ?? stages[0]?.rounds ?? null;
    const event = ctx.store.events.insert({ ...input, options, plannedRounds, stages }, ctx.random(), ctx.now);
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
      places: input.places === undefined ? before.places : input.places,
      nameOrder: input.nameOrder ?? before.nameOrder,
    };
    if (after.date !== before.date) refuseDateBeforeBirths(ctx.store, before.id, after.date);
    // The event's options are those of every division that has none of its own.
    const divisions = ctx.store.divisions.list(before.id);
    const replans = divisions.filter((d) => d.options === null).map((d) => checkDivisionOptions(ctx, before, d, before.options, after.options));
    // The plan is the first division's first stage's: rounds of a playoff after it do not count.
    assertPlannedCoversPaired(after.plannedRounds, ctx.store.divisions.stages(divisions[0]!.id)[0]?.rounds ?? 0);
    assertPlacesCoverCheckedIn(after.places, ctx.store.players.counts(before.id).checkedIn);
    if (!ctx.store.events.update(after, input.version)) throw staleEvent(before, input.version);
    for (const replan of replans) replan();
    // More places (or none) let the first waiting in.
    const promoted = after.places === before.places ? [] : fillFreedPlaces(ctx, before.id);

    const changed = settingKeys.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    ctx.annotate({
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, after[k]])),
      ...(promoted.length > 0 ? { promoted } : {}),
    });
    ctx.changed({ entity: 'event', eventId: before.id });
    // Every window holding players or entries shows their names anew.
    if (after.nameOrder !== before.nameOrder) for (const entity of ['player', 'entry'] as const) ctx.changed({ entity, eventId: before.id });
    return eventView(ctx.store, ctx.store.events.get(before.id)!);
  },
  'event.list'(_input, ctx) {
    return ctx.store.events.list().map((e) => eventView(ctx.store, e));
  },
  'event.get'({ id, divisionId }, ctx) {
    return eventView(ctx.store, requireEvent(ctx, id), divisionId);
  },
};

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
