// runtime: pure. An event exported to a file: one JSON document with everything (its shape is
// versioned, so a reader can tell which fields to expect), or one CSV sheet for a spreadsheet.
import { z } from 'zod';
import { idSchema } from './common';
import { divisionScope } from './division';
import { entrySchema } from './entry';
import { eventSchema } from './event';
import { mapImageSchema } from '../features/shared-map/model';
import { playerSchema } from './player';
import { roundSchema } from './round';
import { scheduleMakingSchema, scheduleQualitySchema, scheduleRoundsSchema } from './schedule';
import { standingsSchema } from './standings';

export const eventExportFormat = 'arbiter-event-export';
/** Raised when a field is renamed or removed, or when an Arbiter reading only the older version
 * would take a file of the newer one in part: version 2 carries the schedules made in advance and
 * the shared map, which a version 1 reader would drop (and make a fresh schedule at the next
 * pairing); version 3 the waiting list, which a version 2 reader would drop (its players coming
 * back registered, not waiting). Files of every earlier version still import. */
export const eventExportVersion = 3;
export const eventExportVersions = [1, 2, 3] as const;

/** A stage's schedule made in advance (scheduled_tables) as stored: by the stage's position,
 * entry ids as the file's. */
export const exportedScheduleSchema = z.object({
  stage: z.number().int().positive(),
  rounds: scheduleRoundsSchema,
  quality: scheduleQualitySchema,
  makings: z.array(scheduleMakingSchema),
});

/** The event's shared map as saved: its image's bytes in base64, checked on import as when the
 * organizer chooses one (a PNG or JPEG, at most mapImageMaxBytes). */
export const exportedMapSchema = z.object({
  description: z.string().max(5000),
  image: mapImageSchema.nullable(),
  updatedAt: z.string(),
});

export const eventExportSchema = z.object({
  format: z.literal(eventExportFormat),
  version: z.literal(eventExportVersions),
  /** When the file was made (ISO 8601, UTC). */
  exportedAt: z.string(),
  /** The match format as version 1 writes it (without the result form, the table size and the
   * games required, which the event's ruleset gives again on import). An event of one division:
   * files written before divisions have none, and everything in them is the first's. */
  event: eventSchema.extend({
    format: eventSchema.shape.format.omit({ resultForm: true, seats: true, gamesRequired: true }),
    divisionId: idSchema.optional(),
    divisions: eventSchema.shape.divisions.max(1).optional(),
    /** Files written before places were kept have none: no limit. */
    places: eventSchema.shape.places.optional(),
    /** Files written before names could show family name first have none: as registered. */
    nameOrder: eventSchema.shape.nameOrder.optional(),
  }),
  players: z.array(
    playerSchema.extend({
      divisionId: idSchema.nullable().optional(),
      /** Version 3: their number on the waiting list. Files written before it have none: nobody
       * waits. */
      waitlistOrder: playerSchema.shape.waitlistOrder.optional(),
      /** Files written before forms of address were kept have none: not given. */
      formOfAddress: playerSchema.shape.formOfAddress.optional(),
      /** Files written before family names were kept have none: not given. */
      familyName: playerSchema.shape.familyName.optional(),
    }),
  ),
  entries: z.array(entrySchema.extend({ divisionId: idSchema.optional() })),
  /** Published and closed rounds, oldest first; a draft is not a pairing yet and is left out. */
  rounds: z.array(roundSchema),
  /** As version 1 writes them: the tiebreak columns by id only. A playoff's `byRoundOut` came
   * later: files written before it have none (the import computes standings afresh). */
  standings: standingsSchema.extend({
    columns: z.array(z.string()),
    playoff: standingsSchema.shape.playoff.unwrap().partial({ byRoundOut: true }).nullable(),
  }),
  /** Version 2: the schedule of each stage that plays one made in advance, once it is made. */
  schedules: z.array(exportedScheduleSchema).optional(),
  /** Version 2: the shared map, null when none was saved. */
  map: exportedMapSchema.nullable().optional(),
});
export type EventExport = z.infer<typeof eventExportSchema>;

/** A player of the file as the import checks them in: with both an arrival number and a time. */
export const checkedInInFile = (p: EventExport['players'][number]): boolean => p.checkInOrder !== null && p.checkedInAt !== null;

/** An exported event file, to come back as a new event. */
export const eventImportInput = z.strictObject({ document: eventExportSchema });

export const csvSheets = ['standings', 'pairings', 'results'] as const;
export type CsvSheet = (typeof csvSheets)[number];

export const csvExportInput = z.strictObject({ eventId: idSchema, ...divisionScope, sheet: z.enum(csvSheets) });
export const csvExportSchema = z.object({ filename: z.string(), content: z.string() });

/** A file name that says which event and what is in it: "arbiter-12-winter-open-standings.csv".
 * Letters of any script stay (a Cyrillic name stays readable); anything else becomes a dash. */
export function exportFileName(event: { id: number; name: string }, what: CsvSheet | 'event' | 'report' | 'players', extension: 'csv' | 'json'): string {
  const slug = event.name
    .toLocaleLowerCase('und')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `arbiter-${event.id}${slug ? `-${slug}` : ''}-${what}.${extension}`;
}
