// runtime: pure
// The Catan championship (Колонизаторы), from its regulation (rule numbers are its own): tables
// of 4 and 3 (1.23), three qualifying games of an hour (2.2, 1.17), a result per table of each
// seat's VP and how the game ended (1.7, 1.17), ranked by wins, capped VP, VP percentage and lots
// (2.3, 3.5, 3.6; catan/ranking.ts). docs/rulesets/catan.md says how each rule is applied.
import { z } from 'zod';
import { defineRuleset } from './module';
import { clockOptions, warningBeforeEnd } from './clock-options';
import { seatedPlayoffOptions, withPlayoff } from './playoff';
import { CATAN_TIEBREAKERS, catanTiebreakers, wins } from './catan/ranking';
import { checkWholeScore } from '../scoring/check-whole-score';
import { catanByeScore, scoreCatanTable, VP_TARGET } from './catan/scoring';
import type { Ruleset, StagePlan } from './types';

export interface CatanRuleset extends Ruleset {
  id: 'catan';
  scoring: 'match-points';
}

/** The qualifying stage (2.2: three games) on a schedule made in advance (2.1); the seated playoff
 * (3.7, 3.8) follows it unless the organizer turns it off. */
export const CATAN_QUALIFYING: StagePlan = { kind: 'scheduled_tables', rounds: 3 };

export const catanOptionsSchema = z
  .strictObject({
    // 3.7: the best 16 to four semifinal tables by the chart, then the final (3.8).
    ...seatedPlayoffOptions,
    // 1.17: one hour per qualifying game; the regulation gives no warning before the hour ends,
    // an organizer may add one.
    clock: clockOptions({ roundMinutes: 60, warningMinutes: 0 }),
  })
  .refine(...warningBeforeEnd);

export type CatanOptionsInput = z.input<typeof catanOptionsSchema>;

export function catanRuleset(options: CatanOptionsInput = {}): CatanRuleset {
  const o = catanOptionsSchema.parse(options);
  return {
    id: 'catan',
    scoring: 'match-points',
    // Decision (a shared lead in the playoff): 1.17's hour is the qualifying games' (2.2), so
    // semifinal and final games are played until a player reaches 10 VP, never ended at time.
    stages: withPlayoff(CATAN_QUALIFYING, o, { untimed: true }),
    // 1.7, 1.17: each seat's VP (all of them, unplayed development cards too) and how the game
    // ended: 10 VP reached on the winner's own turn, or time.
    resultForm: { entry: 'race', target: VP_TARGET, scoreName: 'vp', scoreRequired: true, scoreOnSlip: true },
    // 1.23: tables of 4, the last ones of 3.
    seats: { min: 3, max: 4 },
    gamesPerMatch: 1,
    roles: [],
    firstRoleBy: 'seat',
    // 1.17: a shared lead at time is half a win for each tied leader.
    drawsAllowed: true,
    byePolicy: 'lowest_ranked_without_bye',
    // 1.17: at the end of the hour the round is finished up to the player before the starting
    // player; that is a round of turns, not minutes, so no extra time is set.
    clock: { ...o.clock, finishTurnMinutes: 0, atTime: 'finish_before_starting_player' },
    // 1.22: who joins late joins before round 1; nobody is scored for a missed round.
    lateEntry: { missedRound: 'none' },
    seatBalance: false,
    tiebreakers: CATAN_TIEBREAKERS,
    // 1.22: the registration desk is a queue in order of arrival.
    arrivalQueue: true,
    features: {
      // 1.18: every qualifying table plays the one map the referee made.
      'shared-map': {},
      // 1.19: a late player is waited for at most 5 minutes; 1.20: each player one time-out of at
      // most 5 minutes per game.
      'table-timers': { waitMinutes: 5, timeOut: { minutes: 5, perGame: 1 } },
      // 1.14: a signed sheet is final, a refusal to sign is the referee's to decide; 1.15: a
      // referee disqualifies before the sheet is signed; 1.21: leaving early disqualifies.
      'signed-sheet': { lockWhenSigned: true, refereeDecidesRefusal: true, disqualifyAtTable: true, leavingDisqualifies: true },
    },
  };
}

export const catan = defineRuleset<CatanRuleset>({
  id: 'catan',
  options: catanOptionsSchema,
  build: (options) => catanRuleset(options as CatanOptionsInput),
  // 2.3 fixes the ranking; an organizer picks no tiebreaker.
  tiebreakerLibrary: [],
  ownTiebreakers: catanTiebreakers,
  primary: { id: 'wins', values: wins },
  scoring: {
    table: (_r, entries, games) => scoreCatanTable(entries, games),
    bye: (_r, entryId) => catanByeScore(entryId),
    missedRound: () => 0,
    drawShare: () => 0.5,
    gameCount: () => ({ min: 1, max: 1 }),
    // 1.7: all of the VP, above 10 too, a whole number.
    checkScore: (_r, seat, where) => checkWholeScore(seat, where),
  },
});
