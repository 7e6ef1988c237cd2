// runtime: pure. What the core publishes after every committed command, so every open window
// can refresh what it shows. A change is of one of the core's entities, or of one a feature's
// contract declares (its `entities`), so a new feature needs no line here.
import { z } from 'zod';

/** What the core's own commands change. */
export const coreEntities = ['event', 'player', 'entry', 'round', 'table', 'settings', 'venue'] as const;
export type CoreEntity = (typeof coreEntities)[number];

/** Whatever any feature changes: an answer of the core's that reads what features keep (a report
 * with their parts, the players' lists, a name a feature claims from registration) reads this. */
export const anyFeature = 'feature';

/** What a change is of, or an answer reads: one of the core's entities, one a feature's contract
 * declares, or `anyFeature`. The features' registry refuses a read that is none of these. */
export type ChangeEntity = CoreEntity | typeof anyFeature | (string & {});

/** Every entity: what an answer made of everything about an event reads (its file, its audit). */
export const everyEntity: readonly ChangeEntity[] = [...coreEntities, anyFeature];

export const changeEventSchema = z.object({
  entity: z.string().min(1),
  /** The tournament event concerned, or null for app-wide things such as settings. */
  eventId: z.number().int().nullable(),
  /** The operation that committed the change. */
  operation: z.string(),
  /** The round changed, where the change is to one round or its tables (a result, a clock, a
   * pairing); every round a command changes gets its own event. Standings that do not count that
   * round yet stay as they are. */
  roundId: z.number().int().optional(),
  /** The one table changed, where a command changes that table alone (a result, a timer, its
   * referee): a window holding its round fetches that table (round.tables), not the round. */
  tableId: z.number().int().optional(),
  /** On every change to a table (`tableId`): whether its round has all its results in after the
   * change. The standings count a round only then, so a window that shows them but not the
   * round's tables (the players' phones) asks for them again when this is true (the round's last
   * result, or a change in a round already complete), and not on each result of a round under way. */
  roundComplete: z.boolean().optional(),
});
export type ChangeEvent = z.infer<typeof changeEventSchema>;
