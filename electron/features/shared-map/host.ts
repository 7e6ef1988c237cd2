// runtime: node. The shared map as the host runs it (Catan 1.18): an image and/or a description
// saved over the version read, printed for the tables, and carried by the event file. The desk
// offers it where the ruleset names the feature; the operations answer for any event.
import { CommandError } from '../../../shared/contract/errors';
import { sharedMap } from '../../../shared/features/shared-map/contract';
import { requireEvent } from '../../core/services/event-state';
import { defineFeatureHost } from '../feature';
import { saveOverVersion } from '../save-over-version';
import { readMapImage } from './image';
import { eventMaps, mapsTable, type StoredMapImage } from './maps';
import { mapEventFile } from './event-file';

/** The bytes of an uploaded image; anything readMapImage refuses is refused here, nothing saved. */
function checkedImage(image: { type: string; data: string }): StoredMapImage {
  const read = readMapImage(image, 'image');
  if ('issue' in read) throw new CommandError('validation', `The map image: ${read.issue.message}.`, { fields: [read.issue] });
  return read.image;
}

export const sharedMapHost = defineFeatureHost({
  contract: sharedMap,
  migrations: [mapsTable],
  handlers: {
    'map.get'({ eventId }, ctx) {
      requireEvent(ctx.store, eventId);
      return eventMaps(ctx.store).get(eventId);
    },
    'map.set'(input, ctx) {
      const event = requireEvent(ctx.store, input.eventId);
      const before = eventMaps(ctx.store).get(event.id);
      const image = input.image === undefined ? eventMaps(ctx.store).image(event.id) : input.image === null ? null : checkedImage(input.image);
      saveOverVersion({ subject: `The map of “${event.name}”`, reason: 'map_changed', name: event.name, stored: before.version, expected: input.version }, () =>
        eventMaps(ctx.store).set(event.id, input.version, input.description, image, ctx.now),
      );
      ctx.changed({ entity: 'map', eventId: event.id });
      // The audit keeps what changed, not the image's bytes.
      const imageNote = (m: { type: string; bytes: number } | null) => (m ? { type: m.type, bytes: m.bytes } : null);
      const after = eventMaps(ctx.store).get(event.id);
      ctx.annotate({ before: { description: before.description, image: imageNote(before.image) }, after: { description: after.description, image: imageNote(after.image) } });
      return after;
    },
  },
  eventFile: mapEventFile,
});
