// runtime: node. The schedule of a division's newest stage that plays one made in advance.
import type { ChangeEvent } from '../../../shared/contract/changes';
import type { HandlerContext, Handlers } from '../context';
import { requireDivision } from '../services/divisions';
import { loadEventState } from '../services/event-state';
import { scheduleView } from '../services/schedule-view';

function drawSchedule(ctx: HandlerContext, eventId: number, divisionId: number) {
  const state = loadEventState(ctx.store, eventId, divisionId);
  for (const line of [...state.stages].reverse()) {
    const stored = line.kind.madeInAdvance ? ctx.store.schedules.get(line.id) : undefined;
    if (stored) return scheduleView(state, line, stored, ctx.store.shownNames.of(eventId).sortByEntry);
  }
  return null;
}

export const scheduleHandlers: Pick<Handlers, 'schedule.get'> = {
  'schedule.get'({ eventId, divisionId }, ctx) {
    const staleOn = (c: ChangeEvent) => c.entity === 'event' || c.entity === 'entry' || c.entity === 'round' || c.entity === 'table';
    const division = requireDivision(ctx.store, eventId, divisionId);
    return ctx.keep(eventId, `schedule:${division.id}`, staleOn, () => drawSchedule(ctx, eventId, division.id));
  },
};
