// runtime: node. Venue access operations, through the venue port; who is calling, from the caller.
import { venueOff } from '../venue-port';
import type { Handlers } from '../context';

export const venueHandlers: Pick<Handlers, 'venue.access' | 'venue.address' | 'venue.revoke' | 'venue.role'> = {
  'venue.access'(_input, ctx) {
    return ctx.venue?.access() ?? venueOff;
  },
  'venue.address'(_input, ctx) {
    const access = ctx.venue?.access();
    return { address: access?.on ? (access.addresses[0] ?? null) : null };
  },
  'venue.revoke'(input, ctx) {
    if (!ctx.venue) return venueOff;
    const access = ctx.venue.revoke(input.role);
    // Every head judge's Venue panel shows the new code.
    ctx.changed({ entity: 'venue', eventId: null });
    return access;
  },
  'venue.role'(_input, ctx) {
    // This machine's windows and the desk token are the head judge; a guest or projector is none.
    const { role, room } = ctx.caller;
    return { role: role ?? (room ? null : 'head_judge') };
  },
};
