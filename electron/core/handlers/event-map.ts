// runtime: node. The event's shared map (Catan 1.18; any ruleset may have one): an image and/or a
// description saved over the version read, printed for the tables. An image is checked by its
// bytes: a PNG or a JPEG, at most mapImageMaxBytes; anything else is refused and nothing is saved.
import { CommandError } from '../../../shared/contract/errors';
import { mapImageMaxBytes, type MapImage } from '../../../shared/model/event-map';
import type { StoredMapImage } from '../../store/repositories/event-maps';
import type { Handlers } from '../context';
import { requireEvent } from '../services/event-state';

const signatures: Record<MapImage['type'], number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

function imageRefusal(message: string, code: string, params: Record<string, unknown> = {}): CommandError {
  return new CommandError('validation', `The map image: ${message}.`, { fields: [{ path: 'image', message, code, params }] });
}

/** The bytes of an uploaded image, refused unless they are the PNG or JPEG they claim to be and
 * within the size limit. */
function checkedImage(image: { type: string; data: string }): StoredMapImage {
  const bytes = Buffer.from(image.data, 'base64');
  const kind = (Object.keys(signatures) as MapImage['type'][]).find((k) => signatures[k].every((b, i) => bytes[i] === b));
  if (!kind || kind !== image.type) throw imageRefusal('only a PNG or JPEG image', 'map_image_type');
  if (bytes.length > mapImageMaxBytes) throw imageRefusal(`at most ${mapImageMaxBytes / 1024} KiB`, 'map_image_too_large', { maxKiB: mapImageMaxBytes / 1024, kiB: Math.ceil(bytes.length / 1024) });
  return { type: kind, bytes };
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
