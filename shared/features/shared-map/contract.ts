// runtime: pure. The shared map's contract (Catan 1.18: every table plays one map the event
// stores): its two operations, and its options (none: a ruleset names it to turn it on).
import { z } from 'zod';
import { command, query } from '../../contract/operation';
import { defineFeatureContract } from '../feature';
import { idSchema } from '../../model/common';
import { eventMapSchema, eventMapSetInput } from './model';

export const sharedMap = defineFeatureContract({
  id: 'shared-map',
  entities: ['map'],
  options: z.strictObject({}),
  sheets: { map: { subject: 'map.get', idField: 'eventId' } },
  operations: {
    'map.get': query(
      "The event's shared map (Catan 1.18): a description and/or a PNG or JPEG image (base64), printed for the tables; empty at version 0 until saved.",
      z.strictObject({ eventId: idSchema }),
      eventMapSchema,
      ['map', 'event'],
      'room',
    ),
    'map.set': command(
      "Change the event's shared map: the description, and a new image (`image`), none (`null`) or the stored one (absent). An image must be a PNG or JPEG by its bytes (field `image`, code `map_image_type`) of at most 700 KiB (`map_image_too_large`). Carries the version read (0: none saved yet); a stale one is a conflict and nothing is written. Audited with before and after (the image by type and size).",
      eventMapSetInput,
      eventMapSchema,
    ),
  },
});
