// runtime: pure
// Netrunner (1996) Swiss draw, from the tournament rules (seeds/netrunner-tournament-rules.txt).
import { z } from 'zod';
import { twoSeats } from '../scoring/tally-match';
import { defineRuleset } from './module';
import { netrunnerTiebreakers } from './netrunner-1996/ranking';
import { checkNetrunnerAgenda, netrunnerByeScore, scoreNetrunnerMatch } from './netrunner-1996/scoring';
import { playoffOptions, withPlayoff } from './playoff';
import type { NetrunnerRuleset } from './types';

export const NETRUNNER_1996: NetrunnerRuleset = Object.freeze({
  id: 'netrunner-1996',
  scoring: 'netrunner',
  // 2.3: Swiss rounds (a playoff after them is the organizer's option).
  stages: Object.freeze([Object.freeze({ kind: 'swiss' })]),
  // 2.2.1: agenda points are entered for every game, won or not.
  resultForm: Object.freeze({ entry: 'winner', scoreName: 'agenda', scoreRequired: true, scoreOnSlip: true }),
  // Floor 1, 10: the judge's Declaration of Forfeiture.
  forfeiture: true,
  seats: Object.freeze({ min: 2, max: 2 }),
  // 2.1: a match is two games, roles swapped after game 1.
  gamesPerMatch: 2,
  roles: Object.freeze(['corp', 'runner']),
  firstRoleBy: 'seat',
  // Digest Decision: the source has no drawn Netrunner game.
  drawsAllowed: false,
  // 2.3.6: the highest-ranked player of an odd lowest group gets the bye.
  byePolicy: 'highest_in_lowest_odd_group',
  // 9: at least 45 minutes per match, a warning at least 10 minutes before the end, a player in
  // mid-turn may finish that turn for up to one minute.
  clock: Object.freeze({ roundMinutes: 45, warningMinutes: 10, finishTurnMinutes: 1 }),
  // A missed round is a 0-0 loss with 0 agenda (see docs/rulesets/netrunner.md).
  lateEntry: Object.freeze({ missedRound: 'loss' as const }),
  // Digest Decision (2.1, 2.3.4): every match already gives each player one Corp and one Runner
  // game, so side balance only chooses who is Corp in game 1, never who plays whom.
  seatBalance: false,
  // 2.2.1: WIN = 10; LOSS and UNFINISHED = agenda scored. 7 agenda points win a game.
  agenda: Object.freeze({ winPoints: 10, maxUnwonAgenda: 6, maxWinnerAgenda: 10 }),
  // 2.2.2, after games won: match record, agenda scored, opponents' agenda (less is better).
  tiebreakers: Object.freeze(['match_record', 'agenda', 'opponents_agenda'] as const),
});

/** What an organizer may change for a Netrunner event: the clock, within rule 9's limits, and a
 * cut to a playoff after the Swiss rounds (the rules have none; communities play a top 4/8/16). */
// Unknown option names are refused rather than dropped: a typo must not fall back to a default.
export const netrunnerOptionsSchema = z.strictObject({
  ...playoffOptions,
  clock: z
    .strictObject({
      roundMinutes: z.number().int().min(45).default(45),
      warningMinutes: z.number().int().min(10).default(10),
    })
    .prefault({})
    .refine((c) => c.warningMinutes < c.roundMinutes, { message: 'warning_after_round_end' }),
});
export type NetrunnerOptions = z.output<typeof netrunnerOptionsSchema>;

/** The Netrunner preset with an event's stored options applied. */
export function netrunnerRuleset(options: z.input<typeof netrunnerOptionsSchema> = {}): NetrunnerRuleset {
  const parsed = netrunnerOptionsSchema.parse(options);
  return { ...NETRUNNER_1996, stages: withPlayoff('swiss', parsed), clock: { ...NETRUNNER_1996.clock, ...parsed.clock } };
}

export const netrunner1996 = defineRuleset<NetrunnerRuleset>({
  id: 'netrunner-1996',
  options: netrunnerOptionsSchema,
  build: (options) => netrunnerRuleset(options as z.input<typeof netrunnerOptionsSchema>),
  // 2.2.2 fixes the tiebreakers.
  tiebreakerLibrary: [],
  ownTiebreakers: netrunnerTiebreakers,
  // 2.2.1: games won ranks (and forms the Swiss groups, 2.3.2).
  primary: { id: 'games_won', values: (d) => d.gamesWon },
  scoring: {
    table: (r, entries, games) => scoreNetrunnerMatch(r, twoSeats(entries), games),
    bye: netrunnerByeScore,
    // Netrunner has no match points.
    missedRound: () => 0,
    // Netrunner ranks by no percentage.
    drawShare: () => 0.5,
    // 2.1: exactly two games; a second game never started is entered as unfinished 0-0 (2.4).
    gameCount: (r) => ({ min: r.gamesPerMatch, max: r.gamesPerMatch }),
    checkScore: checkNetrunnerAgenda,
  },
});
