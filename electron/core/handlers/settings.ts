// runtime: node. Settings operations, through the settings port.
import type { Handlers } from '../context';

export const settingsHandlers: Pick<Handlers, 'settings.get' | 'settings.set'> = {
  'settings.get'(_input, ctx) {
    return ctx.settings.get();
  },
  'settings.set'(input, ctx) {
    const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const next = ctx.settings.set(patch);
    ctx.changed({ entity: 'settings', eventId: null });
    return next;
  },
};
