// runtime: node. Event operations.
import { CommandError } from '../../../shared/contract/errors';
import type { Handlers } from '../context';

export const eventHandlers: Pick<Handlers, 'event.create' | 'event.list' | 'event.get'> = {
  'event.create'(input, ctx) {
    const event = ctx.store.events.insert(input, ctx.now);
    ctx.changed({ entity: 'event', eventId: event.id });
    return event;
  },
  'event.list'(_input, ctx) {
    return ctx.store.events.list();
  },
  'event.get'({ id }, ctx) {
    const event = ctx.store.events.get(id);
    if (!event) throw new CommandError('not_found', `There is no event ${id}.`, { id });
    return event;
  },
};
