// runtime: node. The host's time: the one clock every desk and projector reads the round clock by,
// whatever their own machine's clock says.
import type { Handlers } from '../context';

export const hostTimeHandlers: Pick<Handlers, 'clock.now'> = {
  'clock.now'(_input, ctx) {
    return { now: ctx.now };
  },
};
