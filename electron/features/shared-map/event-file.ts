// runtime: node. The shared map an event file carries (version 2 on): its description and image as
// saved, null where the organizer never saved one. Written into the file for any event, as the
// operations answer for any; an image the desk would refuse is refused in the file too.
import type { EventExport } from '../../../shared/model/export';
import type { FeatureEventFile } from '../feature';
import { readMapImage } from './image';
import { eventMaps } from './maps';

const imagePath = 'document.map.image';

export const mapEventFile: FeatureEventFile = {
  export(ctx, eventId): Pick<EventExport, 'map'> {
    const map = eventMaps(ctx.store).get(eventId);
    return { map: map.updatedAt === null ? null : { description: map.description, image: map.image && { type: map.image.type, data: map.image.data }, updatedAt: map.updatedAt } };
  },
  problems(doc, at) {
    const image = doc.map?.image;
    const read = image ? readMapImage(image, imagePath) : null;
    if (read && 'issue' in read) at(['map', 'image'], read.issue.message, read.issue.code, read.issue.params);
  },
  import(ctx, doc, eventId) {
    if (!doc.map) return;
    const read = doc.map.image ? readMapImage(doc.map.image, imagePath) : null;
    eventMaps(ctx.store).set(eventId, 0, doc.map.description, read && 'image' in read ? read.image : null, doc.map.updatedAt);
  },
};
