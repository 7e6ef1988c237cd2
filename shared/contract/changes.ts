// runtime: pure. What the core publishes after every committed command, so every open window
// can refresh what it shows.
import { z } from 'zod';

export const changeEntities = ['event', 'player', 'entry', 'round', 'table', 'settings'] as const;

export const changeEventSchema = z.object({
  entity: z.enum(changeEntities),
  /** The tournament event concerned, or null for app-wide things such as settings. */
  eventId: z.number().int().nullable(),
  /** The operation that committed the change. */
  operation: z.string(),
});
export type ChangeEvent = z.infer<typeof changeEventSchema>;
