// runtime: pure. The head judge's results report for the sponsor (Doomtrooper: "The Head Judge is
// responsible for reporting results to the sponsor"; any event may print one): the event, its
// players, the stages and rounds played, the standings, every table's result, who left and why,
// and what the features the division uses add (who judged it among them). The faces word it (PDF
// and CSV) from this one shape.
import { z } from 'zod';
import { idSchema } from './common';
import { divisionScope } from './division';
import { disqualificationSchema } from './entry';
import { listStatusSchema } from './list-status';
import { gameSchema } from './result';
import { roundStageSchema, seatSchema } from './round';
import { entryStatusSchema, standingsSchema } from './standings';

export const reportInput = z.strictObject({ eventId: idSchema, ...divisionScope });

export const reportEntrySchema = z.object({
  entryId: idSchema,
  name: z.string(),
  /** Its players' player IDs, the organizer's own as the desk shows them ("P00115"; one, or a
   * team's); empty where none was given. */
  playerIds: z.array(z.string()),
  status: entryStatusSchema,
  /** The last round a player who left played; null while active. */
  afterRound: z.number().int().nonnegative().nullable(),
  /** Why they left, as the desk typed it; null while active. */
  reason: z.string().nullable(),
  disqualification: disqualificationSchema.nullable(),
});
export type ReportEntry = z.infer<typeof reportEntrySchema>;

export const reportTableSchema = z.object({
  number: z.number().int().nonnegative(),
  bye: z.boolean(),
  seats: z.array(seatSchema),
  /** The games as entered (each seat's score, outcome and place, and a race's ending); empty
   * while the result is not in. */
  games: z.array(gameSchema),
});
export type ReportTable = z.infer<typeof reportTableSchema>;

export const reportSchema = z.object({
  event: z.object({
    id: idSchema,
    name: z.string(),
    date: z.string(),
    ruleset: z.string(),
    /** What a seat's score is called (the ruleset's result form: 'pp', 'agenda', 'points'…). */
    scoreName: z.string(),
    /** How a table's result is entered: by winner, by places, or as a race with its ending. */
    entry: z.enum(['winner', 'places', 'race']),
    /** The division reported, named where the event has several; null otherwise. */
    division: z.string().nullable(),
  }),
  /** When the report was made (ISO 8601, UTC). */
  madeAt: z.string(),
  players: z.object({
    /** Everyone registered in the division (entries). */
    registered: z.number().int().nonnegative(),
    /** Seated at a table in at least one published round. */
    played: z.number().int().nonnegative(),
    dropped: z.number().int().nonnegative(),
    noShows: z.number().int().nonnegative(),
    forfeited: z.number().int().nonnegative(),
    disqualified: z.number().int().nonnegative(),
  }),
  /** Each stage that has a published round, with the event's numbers of its rounds. */
  stages: z.array(z.object({ position: z.number().int().positive(), kind: z.string(), rounds: z.array(z.number().int().positive()) })),
  /** The standings as `standings.get` gives them; `final` says whether the event is over. */
  standings: standingsSchema,
  /** Every entry, in the standings' order. */
  entries: z.array(reportEntrySchema),
  /** Published and closed rounds, oldest first. */
  rounds: z.array(z.object({ number: z.number().int().positive(), stage: roundStageSchema, closed: z.boolean(), tables: z.array(reportTableSchema) })),
  /** Where the division plays players' lists: how many players hand one in, and each
   * whose list has problems or is missing, as lists.status says now; null where it plays none. */
  lists: z.object({ players: z.number().int().nonnegative(), off: z.array(listStatusSchema) }).nullable(),
  /** What the features the division uses add, by feature id, each in the shape its contract's
   * `report` gives (docs/features); a feature with nothing to say is absent. */
  features: z.record(z.string(), z.unknown()),
});
export type Report = z.infer<typeof reportSchema>;
