// runtime: pure
// Generic Swiss: everything configurable. The zod schema is what a stored event parses its
// config with; every field has a default, so `{}` is the plain preset.
import { z } from 'zod';
import { checkGenericScore, genericByeScore, scoreGenericMatch } from '../scoring/generic';
import { twoSeats } from '../scoring/tally-match';
import { defineRuleset } from './module';
import { playoffOptions, withPlayoff } from './playoff';
import { GENERIC_TIEBREAKER_IDS, type GenericRuleset } from './types';

/** Who moves first and who second in a game, under the option firstMove 'call'. */
export const FIRST_MOVE_ROLES = ['first', 'second'] as const;

const matchPointsValue = z.number().min(0).max(100).multipleOf(0.5);

export const genericOptionsSchema = z
  .strictObject({
    /** How the event plays: Swiss rounds, one single- or double-elimination bracket, or a round
     * robin. */
    format: z.enum(['swiss', 'elimination', 'double_elimination', 'round_robin']).default('swiss'),
    ...playoffOptions,
    /** Single elimination only: the semifinal losers play for third place. */
    thirdPlace: z.boolean().default(false),
    /** Round robin only: a tie for the most wins is played off in another round robin among the
     * tied (Attacktix 5.1.2.2) instead of ranked by the tiebreakers. */
    tieBreakRoundRobin: z.boolean().default(false),
    /** Double elimination: the grand final is played again when the losers' bracket champion
     * wins it (each has then lost once). */
    grandFinalReset: z.boolean().default(true),
    gamesPerMatch: z.number().int().min(1).max(9).default(1),
    /** 'call': game 1's first move is decided by a call at the table and recorded at the desk;
     * the players then take turns to move first (Attacktix 4.1.8.3). 'none': nobody is asked. */
    firstMove: z.enum(['none', 'call']).default('none'),
    drawsAllowed: z.boolean().default(true),
    // Whole or half points up to 100: what any organizer uses, and what the pairing engine's
    // score differences stay exact on (docs/rulesets/generic.md).
    matchPoints: z
      .strictObject({
        win: matchPointsValue.default(3),
        draw: matchPointsValue.default(1),
        loss: matchPointsValue.default(0),
        bye: matchPointsValue.default(3),
      })
      .prefault({}),
    byePolicy: z
      .enum(['lowest_ranked_without_bye', 'highest_in_lowest_odd_group'])
      .default('lowest_ranked_without_bye'),
    seatBalance: z.boolean().default(false),
    /** The registration desk calls a player's arrival order their queue number: registration is
     * a live queue, first come first seated (as Catan 1.22 has it). */
    arrivalQueue: z.boolean().default(false),
    /** A judge may remove a player with a Declaration of Forfeiture (as Netrunner Floor 10 has
     * it): ranked like a drop, marked apart from it. */
    forfeiture: z.boolean().default(false),
    /** The ages a division under these options admits, in completed years on the event date (a
     * youth or a senior division; Attacktix 1.2.2 has age classes); 0: no limit that way. The
     * desk proposes the division from a player's date of birth at registration. */
    ages: z.strictObject({ min: z.number().int().min(0).max(120).default(0), max: z.number().int().min(0).max(120).default(0) }).prefault({}),
    lateEntry: z
      .strictObject({ missedRound: z.enum(['loss', 'draw', 'none']).default('loss') })
      .prefault({}),
    clock: z
      .strictObject({
        roundMinutes: z.number().int().min(1).default(50),
        warningMinutes: z.number().int().min(0).default(10),
        finishTurnMinutes: z.number().min(0).default(0),
      })
      .prefault({}),
    tiebreakers: z.array(z.enum(GENERIC_TIEBREAKER_IDS)).default(['omw', 'gw', 'ogw']),
  })
  // Codes, not sentences: the UI translates them (the same codes as the docs list).
  .refine((o) => o.clock.warningMinutes < o.clock.roundMinutes, {
    message: 'warning_after_round_end',
    path: ['clock', 'warningMinutes'],
  })
  // A playoff follows rounds that rank everyone; a bracket's own standings share places.
  .refine((o) => o.playoff === 'none' || o.format === 'swiss' || o.format === 'round_robin', {
    message: 'playoff_after_bracket',
    path: ['playoff'],
  })
  .refine((o) => new Set(o.tiebreakers).size === o.tiebreakers.length, {
    message: 'tiebreaker_repeated',
    path: ['tiebreakers'],
  })
  .refine((o) => o.ages.min === 0 || o.ages.max === 0 || o.ages.min <= o.ages.max, {
    message: 'ages_min_over_max',
    path: ['ages', 'max'],
  });

export type GenericOptions = z.output<typeof genericOptionsSchema>;

/** The options of a bracket or a round robin, for every stage: only the kind they are of reads them. */
const bracketOptions = (o: GenericOptions) => ({ thirdPlaceMatch: o.thirdPlace, tieBreakRoundRobin: o.tieBreakRoundRobin, grandFinalReset: o.grandFinalReset });
export type GenericOptionsInput = z.input<typeof genericOptionsSchema>;

/** Builds the Generic ruleset from stored (possibly partial) options; throws a ZodError when the
 * options are invalid, so callers at the trust boundary should use `genericOptionsSchema.safeParse`. */
export function genericRuleset(options: GenericOptionsInput = {}): GenericRuleset {
  const o = genericOptionsSchema.parse(options);
  return {
    id: 'generic',
    scoring: 'match-points',
    stages: withPlayoff({ kind: o.format, ...bracketOptions(o) }, o, bracketOptions(o)),
    // Scores are informational; the slip asks who won.
    resultForm: { entry: 'winner', scoreName: 'score', scoreRequired: false, scoreOnSlip: false },
    seats: { min: 2, max: 2 },
    gamesPerMatch: o.gamesPerMatch,
    // The first move as two roles that swap every game, as Netrunner's Corp and Runner do, so a
    // result's roles are checked the same way; only game 1's holder comes from the call.
    roles: o.firstMove === 'call' ? FIRST_MOVE_ROLES : [],
    firstRoleBy: o.firstMove === 'call' ? 'call' : 'seat',
    drawsAllowed: o.drawsAllowed,
    byePolicy: o.byePolicy,
    clock: o.clock,
    lateEntry: o.lateEntry,
    seatBalance: o.seatBalance,
    ...(o.arrivalQueue ? { arrivalQueue: true } : {}),
    ...(o.forfeiture ? { forfeiture: true } : {}),
    ...(o.ages.min > 0 || o.ages.max > 0 ? { ages: { min: o.ages.min || null, max: o.ages.max || null } } : {}),
    matchPoints: o.matchPoints,
    tiebreakers: o.tiebreakers,
  };
}

export const GENERIC: GenericRuleset = genericRuleset();

export const generic = defineRuleset<GenericRuleset>({
  id: 'generic',
  options: genericOptionsSchema,
  build: (options) => genericRuleset(options as GenericOptionsInput),
  tiebreakerLibrary: GENERIC_TIEBREAKER_IDS,
  primary: { id: 'match_points', values: (d) => d.entryMatchPoints },
  scoring: {
    table: (r, entries, games) => scoreGenericMatch(r, twoSeats(entries), games),
    bye: genericByeScore,
    missedRound: (r, policy) => r.matchPoints[policy],
    // Draw / win match points: 1/3 with 3-1-0, 1/2 with chess's 1-1/2-0.
    drawShare: (r) => (r.matchPoints.win > 0 ? r.matchPoints.draw / r.matchPoints.win : 0.5),
    // A best-of-3 decided 2-0 has no third game.
    gameCount: (r) => ({ min: 1, max: r.gamesPerMatch }),
    // A best of N goes to the first to win more than half of it: 2 of 3, 3 of 4 or 5.
    winsToDecide: (r) => Math.floor(r.gamesPerMatch / 2) + 1,
    checkScore: checkGenericScore,
  },
});
