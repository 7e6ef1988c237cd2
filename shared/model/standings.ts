// runtime: pure. Standings as the desk, the projector and the printed sheet show them.
import { z } from 'zod';
import { idSchema } from './common';
import { divisionScope } from './division';

/** Still playing, dropped by choice, removed by a Declaration of Forfeiture (Netrunner Floor 1,
 * 10), disqualified (Catan 1.15, 1.21), or dropped as a player who never came (a no-show). */
export const entryStatusSchema = z.enum(['active', 'dropped', 'forfeited', 'disqualified', 'no_show']);
export type EntryStatus = z.infer<typeof entryStatusSchema>;

/** A tiebreak column as every face shows it (the core says how, so no window decides). */
export const standingColumnSchema = z.object({
  id: z.string(),
  /** 'share': a fraction 0..1 shown as a percentage; 'number': shown as it is; 'hundredths':
   * shown with exactly two decimals (Catan's sum of VP percentages, 85.70). */
  format: z.enum(['number', 'share', 'hundredths']),
  /** 'desc': more is better; 'asc': less is better (Netrunner's opponents' agenda, 2.2.2). */
  better: z.enum(['desc', 'asc']),
});
export type StandingColumn = z.infer<typeof standingColumnSchema>;

export const standingRowSchema = z.object({
  rank: z.number().int().positive(),
  entryId: idSchema,
  name: z.string(),
  /** Dropped, forfeited, disqualified or a no-show (status is not 'active'). */
  dropped: z.boolean(),
  status: entryStatusSchema,
  /** The last round a dropped, forfeited, disqualified or no-show entry played (was seated in);
   * null while active. */
  droppedAfterRound: z.number().int().nonnegative().nullable(),
  groupScore: z.number(),
  matchWins: z.number(),
  matchDraws: z.number(),
  matchLosses: z.number(),
  gamesWon: z.number(),
  gamesLost: z.number(),
  gamesDrawn: z.number(),
  byes: z.number().int(),
  tiebreaks: z.record(z.string(), z.number()),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

export const standingsSchema = z.object({
  eventId: idSchema,
  /** The last round counted: every round whose results are all in (a bye alone is not a result
   * in yet). 0 before that. */
  throughRound: z.number().int().nonnegative(),
  /** False while no round is counted: rows are then listed by name and their ranks mean nothing. */
  ranked: z.boolean(),
  /** The published round still waiting for results, not counted yet; null when there is none. */
  roundInPlay: z
    .object({
      number: z.number().int().positive(),
      resultsIn: z.number().int().nonnegative(),
      results: z.number().int().nonnegative(),
    })
    .nullable(),
  /** What groupScore means for this ruleset ('games_won' or 'match_points'). */
  primary: z.string(),
  /** Tiebreak columns in order; the UI explains each from its catalog. */
  columns: z.array(standingColumnSchema),
  rows: z.array(standingRowSchema),
  /** The last planned round is closed: these are the event's final standings. */
  final: z.boolean(),
  /** Once a playoff round counts: the first `rows` rows are placed by the playoff (a stage of
   * this kind), the rest by the stage before it; null before that, or without a playoff.
   * `byRoundOut`: its places below first are the rounds its players went out in (a single
   * bracket), so a row may be named by that round. */
  playoff: z.object({ kind: z.string(), rows: z.number().int().nonnegative(), byRoundOut: z.boolean() }).nullable(),
  /** Only where an excerpt was asked: `rows` are then the first rows and, after them, the rows of
   * the name asked that are further down; how many rows the whole standings have, and the entries
   * of the name asked (its own row, or a side one of whose players has it). */
  excerpt: z.object({ rowsInAll: z.number().int().nonnegative(), own: z.array(idSchema) }).optional(),
  /** Only where `since` was asked: the version of these rows, to send as `since` next time. */
  rowsKey: z.string().optional(),
  /** Only where `since` named rows the host still holds: `rows` are then only the rows that
   * changed since (their entries' results, tiebreaks, status), and every row's entry and rank
   * in order; a row not in `rows` is the one held, at its new rank. */
  delta: z.object({ order: z.array(idSchema), ranks: z.array(z.number().int().positive()) }).optional(),
});
export type Standings = z.infer<typeof standingsSchema>;

export const standingsInput = z.strictObject({
  eventId: idSchema,
  ...divisionScope,
  /** What a phone following one player needs instead of every row (a few kilobytes where the whole
   * standings of 4,096 entries are a megabyte): the first `top` rows, and the rows of the entry or
   * player named `name` (exactly as listed: a row's name, or a player's name or shown label, as
   * player.list gives them) wherever they are. */
  excerpt: z.strictObject({ top: z.number().int().min(0).max(100), name: z.string().max(400).optional() }).optional(),
  /** What a desk holding every row needs after a change (a result corrected moves a few rows of
   * 4,096): the `rowsKey` of the rows it holds ('' for none yet); the answer then carries only
   * the rows changed since, with the order (`delta`), or every row where the host no longer holds
   * those. Not with `excerpt`. */
  since: z.string().max(40).optional(),
}).refine((i) => i.excerpt === undefined || i.since === undefined, { message: 'An excerpt is whole rows; ask it without since', path: ['since'] });
export type StandingsInput = z.infer<typeof standingsInput>;
