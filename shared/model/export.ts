// runtime: pure. An event exported to a file: one JSON document with everything (its shape is
// versioned, so a reader can tell which fields to expect), or one CSV sheet for a spreadsheet.
import { z } from 'zod';
import { idSchema } from './common';
import { divisionScope } from './division';
import { auditEntrySchema } from './audit';
import { divisionSchema } from './division';
import { entrySchema } from './entry';
import { eventSchema } from './event';
import { corePlayerSchema } from './player';
import { roundSchema } from './round';
import { featureFileDocumentFields, featureFilePlayerFields } from '../features/old-file-fields';
import { scheduleMakingSchema, scheduleQualitySchema, scheduleRoundsSchema } from './schedule';
import { standingRowSchema, standingsSchema } from './standings';

export const eventExportFormat = 'arbiter-event-export';
/** Raised when a field is renamed or removed, or when an Arbiter reading only the older version
 * would take a file of the newer one in part: version 2 carries the schedules made in advance and
 * the shared map, which a version 1 reader would drop (and make a fresh schedule at the next
 * pairing); version 3 the waiting list, which a version 2 reader would drop (its players coming
 * back registered, not waiting); version 4 every division, each with its entries, rounds,
 * standings and schedules, and each feature's part under `features`, where versions 1 to 3 held
 * one division at the top. Files of every earlier version still import. */
export const eventExportVersion = 4;
/** The versions that hold one division at the top of the file (divisionDocumentSchema). */
export const oneDivisionVersions = [1, 2, 3] as const;

/** A stage's schedule made in advance (scheduled_tables) as stored: by the stage's position,
 * entry ids as the file's. */
export const exportedScheduleSchema = z.object({
  stage: z.number().int().positive(),
  rounds: scheduleRoundsSchema,
  quality: scheduleQualitySchema,
  makings: z.array(scheduleMakingSchema),
});

/** Standings as a file carries them: the tiebreak columns by id only. A playoff's `byRoundOut`
 * came later: files written before it have none (the import computes standings afresh). */
const fileStandingsSchema = standingsSchema.extend({
  columns: z.array(z.string()),
  playoff: standingsSchema.shape.playoff.unwrap().partial({ byRoundOut: true }).nullable(),
});

/** One division as a document of its own: what files of versions 1 to 3 are, and what the CSV
 * sheets and the head judge's report of a division are made from. */
export const divisionDocumentSchema = z.object({
  format: z.literal(eventExportFormat),
  version: z.literal(oneDivisionVersions),
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
    corePlayerSchema.extend({
      ...featureFilePlayerFields,
      divisionId: idSchema.nullable().optional(),
      /** Files written before forms of address were kept have none: not given. */
      formOfAddress: corePlayerSchema.shape.formOfAddress.optional(),
      /** Files written before family names were kept have none: not given. */
      familyName: corePlayerSchema.shape.familyName.optional(),
    }),
  ),
  entries: z.array(entrySchema.extend({ divisionId: idSchema.optional() })),
  /** Published and closed rounds, oldest first; a draft is not a pairing yet and is left out. */
  rounds: z.array(roundSchema),
  standings: fileStandingsSchema,
  /** Version 2: the schedule of each stage that plays one made in advance, once it is made. */
  schedules: z.array(exportedScheduleSchema).optional(),
  ...featureFileDocumentFields,
});
export type DivisionDocument = z.infer<typeof divisionDocumentSchema>;

/** A division of the file (version 4): as event.get lists it (its options, and whether they are
 * its own or the event's), and everything played in it. */
export const fileDivisionSchema = divisionSchema.omit({ eventId: true, entries: true, features: true, version: true }).extend({
  entries: z.array(entrySchema),
  /** Published and closed rounds, oldest first; a draft is not a pairing yet and is left out. */
  rounds: z.array(roundSchema),
  standings: fileStandingsSchema,
  /** The standings after each round whose results are all in, oldest first, as they stood then
   * (an entry that dropped later still active): what a check of the file works out again round by
   * round. */
  standingsAfter: z.array(z.object({ round: z.number().int().positive(), rows: z.array(standingRowSchema) })),
  /** The schedule of each stage that plays one made in advance, once it is made. */
  schedules: z.array(exportedScheduleSchema),
});
export type FileDivision = z.infer<typeof fileDivisionSchema>;

/** The options a division of the file plays: its own, or the event's where it follows the event's
 * settings (its `options` then only repeat them for a reader). */
export const playedOptions = (file: Pick<EventFile, 'event'>, d: Pick<FileDivision, 'options' | 'ownOptions'>): Record<string, unknown> => (d.ownOptions ? d.options : file.event.options);

/** The whole event (version 4): its settings, every player, every division, and each feature's
 * part by feature id, which the feature alone writes and checks (docs/features). */
export const eventFileSchema = z.object({
  format: z.literal(eventExportFormat),
  version: z.literal(eventExportVersion),
  exportedAt: z.string(),
  /** The pairing engine that paired its rounds (electron/engine/version.ts); null for a file of
   * versions 1 to 3 read as version 4, which did not name it. */
  engine: z.object({ pairing: z.number().int().positive() }).nullable(),
  event: eventSchema.omit({ divisionId: true, divisions: true, format: true, progress: true }),
  players: z.array(corePlayerSchema),
  divisions: z.array(fileDivisionSchema).min(1),
  /** Each feature's part, by feature id; a feature with nothing to carry is left out. */
  features: z.record(z.string(), z.unknown()),
  /** The event's audit trail as audit.list answers it, oldest first: every command with its input
   * (ids as the file's), so a check of the file finds each result and each change by hand there.
   * Files of versions 1 to 3 carried none. */
  audit: z.array(auditEntrySchema),
});
export type EventFile = z.infer<typeof eventFileSchema>;

/** Any event file Arbiter reads: the whole event (version 4), or one division (versions 1 to 3). */
export const anyEventFileSchema = z.discriminatedUnion('version', [eventFileSchema, divisionDocumentSchema]);
export type AnyEventFile = z.infer<typeof anyEventFileSchema>;

/** A player of the file as the import checks them in: with both an arrival number and a time. */
export const checkedInInFile = (p: Pick<EventFile['players'][number], 'checkInOrder' | 'checkedInAt'>): boolean => p.checkInOrder !== null && p.checkedInAt !== null;

/** An exported event file, to come back as a new event. */
export const eventImportInput = z.strictObject({ document: anyEventFileSchema });

export const csvSheets = ['standings', 'pairings', 'results', 'standings-rounds'] as const;
export type CsvSheet = (typeof csvSheets)[number];

export const csvExportInput = z.strictObject({ eventId: idSchema, ...divisionScope, sheet: z.enum(csvSheets) });
export const csvExportSchema = z.object({ filename: z.string(), content: z.string() });

/** A file name that says which event and what is in it: "arbiter-12-winter-open-standings.csv".
 * Letters of any script stay (a Cyrillic name stays readable); anything else becomes a dash. */
export function exportFileName(event: { id: number; name: string }, what: CsvSheet | 'event' | 'report' | 'players' | 'rounds', extension: 'csv' | 'json'): string {
  const slug = event.name
    .toLocaleLowerCase('und')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `arbiter-${event.id}${slug ? `-${slug}` : ''}-${what}.${extension}`;
}
