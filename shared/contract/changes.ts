// runtime: pure. What the core publishes after every committed command, so every open window
// can refresh what it shows.
import { z } from 'zod';

export const changeEntities = ['event', 'player', 'entry', 'round', 'table', 'settings', 'squad', 'collection', 'inspection', 'notice', 'official', 'map', 'venue'] as const;

export const changeEventSchema = z.object({
  entity: z.enum(changeEntities),
  /** The tournament event concerned, or null for app-wide things such as settings. */
  eventId: z.number().int().nullable(),
  /** The operation that committed the change. */
  operation: z.string(),
  /** The round changed, where the change is to one round or its tables (a result, a clock, a
   * pairing); every round a command changes gets its own event. Standings that do not count that
   * round yet stay as they are. */
  roundId: z.number().int().optional(),
  /** The one table changed, where a command changes that table alone (a result, a timer, an
   * official): a window holding its round fetches that table (round.tables), not the round. */
  tableId: z.number().int().optional(),
  /** On every change to a table (`tableId`): whether its round has all its results in after the
   * change. The standings count a round only then, so a window that shows them but not the
   * round's tables (the players' phones) asks for them again when this is true (the round's last
   * result, or a change in a round already complete), and not on each result of a round under way. */
  roundComplete: z.boolean().optional(),
});
export type ChangeEvent = z.infer<typeof changeEventSchema>;
export type ChangeEntity = (typeof changeEntities)[number];
