// runtime: node. Settings operations, through the settings port.
import type { Handlers } from '../context';

export const settingsHandlers: Pick<Handlers, 'settings.get' | 'settings.set' | 'settings.language'> = {
  'settings.get'(_input, ctx) {
    return ctx.settings.get();
  },
  'settings.language'(_input, ctx) {
    return { language: ctx.settings.get().language };
  },
  'settings.set'(input, ctx) {
    const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const next = ctx.settings.set(patch);
    ctx.changed({ entity: 'settings', eventId: null });
    return next;
  },
};
