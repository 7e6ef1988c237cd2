// runtime: node. Event operations.
import { z } from 'zod';
import { CommandError, validationError } from '../../../shared/contract/errors';
import { buildRuleset } from '../../engine/rulesets';
import type { Handlers } from '../context';
import { eventView } from '../services/event-view';

export const eventHandlers: Pick<Handlers, 'event.create' | 'event.list' | 'event.get'> = {
  'event.create'(input, ctx) {
    const options = input.options ?? {};
    try {
      buildRuleset(input.ruleset, options);
    } catch (err) {
      if (!(err instanceof z.ZodError)) throw err;
      const e = validationError(err.issues.map((i) => ({ ...i, path: ['options', ...i.path] })));
      throw new CommandError(e.code, e.message, e.details);
    }
    const event = ctx.store.events.insert({ ...input, options }, ctx.random(), ctx.now);
    ctx.changed({ entity: 'event', eventId: event.id });
    return eventView(event);
  },
  'event.list'(_input, ctx) {
    return ctx.store.events.list().map(eventView);
  },
  'event.get'({ id }, ctx) {
    const event = ctx.store.events.get(id);
    if (!event) throw new CommandError('not_found', `There is no event ${id}.`, { id });
    return eventView(event);
  },
};
