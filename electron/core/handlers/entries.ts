// runtime: node. Entries: list, drop, Declaration of Forfeiture (Netrunner Floor 1, 10).
import { CommandError } from '../../../shared/contract/errors';
import type { Handlers } from '../context';
import { loadEventState, requireEvent } from '../services/event-state';

export const entryHandlers: Pick<Handlers, 'entry.list' | 'entry.drop'> = {
  'entry.list'({ eventId }, ctx) {
    requireEvent(ctx.store, eventId);
    return ctx.store.entries.list(eventId);
  },
  'entry.drop'(input, ctx) {
    const entry = ctx.store.entries.get(input.entryId);
    if (!entry) throw new CommandError('not_found', `There is no entry ${input.entryId}.`, { entryId: input.entryId });
    if (entry.droppedAfterRound !== null) {
      throw new CommandError('conflict', `${entry.name} has already dropped.`, { entryId: entry.id });
    }
    const state = loadEventState(ctx.store, entry.eventId);
    // The entry plays no round after the last one that was published: a draft is paired again.
    const played = state.rounds.filter((r) => r.status !== 'draft').map((r) => r.number);
    const after = played.length ? Math.max(...played) : 0;
    if (!ctx.store.entries.drop(entry.id, input.version, after, input.reason, input.forfeit ?? false)) {
      throw new CommandError('conflict', `${entry.name} was changed at another desk meanwhile; reload and try again.`, { entryId: entry.id });
    }
    ctx.changed({ entity: 'entry', eventId: entry.eventId });
    return ctx.store.entries.get(entry.id)!;
  },
};
