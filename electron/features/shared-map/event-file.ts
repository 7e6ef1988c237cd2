// runtime: node. The shared map's part of an event file: its description and image as saved, left
// out where the organizer never saved one. An image the desk would refuse is refused in the file
// too. Files of versions 2 and 3 kept it as `map` at the top of the file.
import { mapFileSchema, type MapFile } from '../../../shared/features/shared-map/model';
import type { FeatureEventFile } from '../feature';
import { readMapImage } from './image';
import { eventMaps } from './maps';

export const mapEventFile: FeatureEventFile<MapFile> = {
  schema: mapFileSchema,
  export(ctx, eventId) {
    const map = eventMaps(ctx.store).get(eventId);
    return map.updatedAt === null ? null : { description: map.description, image: map.image && { type: map.image.type, data: map.image.data }, updatedAt: map.updatedAt };
  },
  problems(part, _file, at) {
    const read = part.image ? readMapImage(part.image, 'image') : null;
    if (read && 'issue' in read) at(['image'], read.issue.message, read.issue.code, read.issue.params);
  },
  import(ctx, part, _file, ids) {
    const read = part.image ? readMapImage(part.image, 'image') : null;
    eventMaps(ctx.store).set(ids.eventId, 0, part.description, read && 'image' in read ? read.image : null, part.updatedAt);
  },
  older: {
    part: (document) => document.map ?? null,
    place: (path) => ['map', ...path],
  },
};
