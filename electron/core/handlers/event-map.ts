// runtime: node. The event's shared map (Catan 1.18; any ruleset may have one): an image and/or a
// description saved over the version read, printed for the tables.
import { CommandError } from '../../../shared/contract/errors';
import type { StoredMapImage } from '../../store/repositories/event-maps';
import type { Handlers } from '../context';
import { requireEvent } from '../services/event-state';
import { readMapImage } from '../services/map-image';

/** The bytes of an uploaded image; anything readMapImage refuses is refused here, nothing saved. */
function checkedImage(image: { type: string; data: string }): StoredMapImage {
  const read = readMapImage(image, 'image');
  if ('issue' in read) throw new CommandError('validation', `The map image: ${read.issue.message}.`, { fields: [read.issue] });
  return read.image;
}

export const eventMapHandlers: Pick<Handlers, 'map.get' | 'map.set'> = {
  'map.get'({ eventId }, ctx) {
    requireEvent(ctx.store, eventId);
    return ctx.store.eventMaps.get(eventId);
  },
  'map.set'(input, ctx) {
    const event = requireEvent(ctx.store, input.eventId);
    const before = ctx.store.eventMaps.get(event.id);
    const image = input.image === undefined ? ctx.store.eventMaps.image(event.id) : input.image === null ? null : checkedImage(input.image);
    if (before.version !== input.version || !ctx.store.eventMaps.set(event.id, input.version, input.description, image, ctx.now)) {
      throw new CommandError('conflict', `The map of “${event.name}” was changed at another desk meanwhile; reload and try again.`, {
        reason: 'map_changed',
        name: event.name,
        expected: input.version,
        actual: before.version,
      });
    }
    ctx.changed({ entity: 'map', eventId: event.id });
    // The audit keeps what changed, not the image's bytes.
    const imageNote = (m: { type: string; bytes: number } | null) => (m ? { type: m.type, bytes: m.bytes } : null);
    const after = ctx.store.eventMaps.get(event.id);
    ctx.annotate({ before: { description: before.description, image: imageNote(before.image) }, after: { description: after.description, image: imageNote(after.image) } });
    return after;
  },
};
