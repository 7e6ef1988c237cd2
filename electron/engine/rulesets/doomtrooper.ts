// runtime: pure
// Doomtrooper, from its tournament rules (Target Games, 4/28/97; no rule numbers, so their section
// headings): initial free-for-all rounds at tables of 3-6 to 25 PP, team rounds where planned (2 or
// 3 teams of 2 to 25 PP), head-to-head rounds to 40 PP,
// then semifinals and a final to 40 PP never ended for time; a result per table of each seat's PP
// and how the game ended; ranked by wins, PP and the opponents' PP (doomtrooper/ranking.ts).
// docs/rulesets/doomtrooper.md says how each rule is applied.
import { z } from 'zod';
import { checkWholeScore } from '../scoring/check-whole-score';
import { warningMarksBelow } from '../../../shared/model/clock-read';
import { clockOptions } from './clock-options';
import { defineRuleset } from './module';
import { DOOMTROOPER_TIEBREAKERS, doomtrooperTiebreakers, wins } from './doomtrooper/ranking';
import { doomtrooperByeScore, PP_HEAD_TO_HEAD, PP_MULTIPLAYER, PP_PLAY_ON, scoreDoomtrooperTable } from './doomtrooper/scoring';
import type { DoomGameType } from '../../../shared/features/collections/model';
import type { Ruleset, StagePlan } from './types';

export interface DoomtrooperRuleset extends Ruleset {
  id: 'doomtrooper';
  scoring: 'match-points';
}

const HEAD_TO_HEAD = { min: 2, max: 2 };
const TEAM_TABLES = { min: 4, max: 6 };

export const doomtrooperOptionsSchema = z
  .strictObject({
    /** Free for All Game (3-6 players): the largest table of the initial rounds. */
    tableSize: z.number().int().min(3).max(6).default(4),
    /** Team Game (2 or 3 teams of 2 players): how many team rounds follow the free-for-all rounds,
     * before the head-to-head rounds (0: none). */
    teamRounds: z.number().int().min(0).max(10).default(0),
    /** Head-to-Head Game: how many Swiss rounds follow the free-for-all rounds (0: none). */
    headToHeadRounds: z.number().int().min(0).max(20).default(3),
    /** Semifinals and a final, head-to-head (Decision): the best 4 play 1 v 4 and 2 v 3; a cut of
     * 2 or 3 plays a straight final of the best two. */
    playoff: z.enum(['none', 'seated_playoff']).default('seated_playoff'),
    cut: z.number().int().min(2).max(4).default(4),
    // Time Limit: decided by the organizer; players are warned at 15 (then 10 and 5) minutes left.
    // A warning at or above a short round's length is dropped, not refused (Decision).
    clock: clockOptions({ roundMinutes: 60, warningMinutes: 15 }),
  });

/** Time Limit: the later warnings after the organizer's first. */
const LATER_WARNINGS = [10, 5];

export type DoomtrooperOptionsInput = z.input<typeof doomtrooperOptionsSchema>;

/** The stages in order, each with its tables and threshold ("Beginning and Winning"). */
function doomtrooperStages(o: z.output<typeof doomtrooperOptionsSchema>): StagePlan[] {
  const stages: StagePlan[] = [{ kind: 'table_rounds', rounds: 2, target: PP_MULTIPLAYER }];
  // Team games are multiplayer games (Decision): to 25 PP, at tables of 2 or 3 teams of 2.
  if (o.teamRounds > 0) stages.push({ kind: 'team_rounds', rounds: o.teamRounds, seats: TEAM_TABLES, target: PP_MULTIPLAYER });
  // Ranking is across rounds (Decision): the Swiss is paired and ranked over the free-for-all
  // (and team) rounds too, and the cut to the semifinals reads those standings.
  if (o.headToHeadRounds > 0) stages.push({ kind: 'swiss', rounds: o.headToHeadRounds, seats: HEAD_TO_HEAD, target: PP_HEAD_TO_HEAD, countsEarlierRounds: true });
  // Time Limit: semi-finals and the final are never terminated because of overtime.
  if (o.playoff !== 'none') stages.push({ kind: o.playoff, cut: o.cut, seats: HEAD_TO_HEAD, target: PP_HEAD_TO_HEAD, untimed: true });
  return stages;
}

/** The organizer's first warning (15 by the rules) and 10 and 5 minutes left, those below the
 * round's length; the game ends after the current player's turn, no set number of minutes. */
function doomtrooperClock(c: { roundMinutes: number; warningMinutes: number }) {
  const marks = warningMarksBelow([c.warningMinutes, ...LATER_WARNINGS.filter((m) => m < c.warningMinutes)], c.roundMinutes);
  return { roundMinutes: c.roundMinutes, warningMinutes: marks[0] ?? 0, warningMarks: marks, finishTurnMinutes: 0 };
}

/** Every kind of game the event plays; a team round may seat 2 teams or 3 at a table. */
function collectionGames(o: z.output<typeof doomtrooperOptionsSchema>): [DoomGameType, ...DoomGameType[]] {
  return [
    'free_for_all',
    ...(o.teamRounds > 0 ? (['two_teams', 'three_teams'] as const) : []),
    ...(o.headToHeadRounds > 0 || o.playoff !== 'none' ? (['head_to_head'] as const) : []),
  ];
}

export function doomtrooperRuleset(options: DoomtrooperOptionsInput = {}): DoomtrooperRuleset {
  const o = doomtrooperOptionsSchema.parse(options);
  return {
    id: 'doomtrooper',
    scoring: 'match-points',
    stages: doomtrooperStages(o),
    // Beginning and Winning, Time Limit: each seat's PP and how the game ended; ties are played
    // on or broken, never shared, until three more turns leave a lead level (Decision).
    resultForm: {
      entry: 'race',
      target: PP_MULTIPLAYER,
      endings: ['target', 'target_tie', 'time', 'time_warriors', 'time_turns'],
      playOn: PP_PLAY_ON,
      scoreName: 'pp',
      scoreRequired: true,
      scoreOnSlip: true,
    },
    // Free for All Game (3-6 players); the later stages are head-to-head.
    seats: { min: 3, max: o.tableSize },
    gamesPerMatch: 1,
    roles: [],
    firstRoleBy: 'seat',
    // A lead still level after three more turns is shared (Decision).
    drawsAllowed: true,
    byePolicy: 'lowest_ranked_without_bye',
    clock: doomtrooperClock(o.clock),
    lateEntry: { missedRound: 'none' },
    seatBalance: false,
    tiebreakers: DOOMTROOPER_TIEBREAKERS,
    features: {
      // Collections are checked before the event for every kind of game it plays: the
      // format-specific bans of head-to-head apply once a head-to-head stage is planned.
      collections: { games: collectionGames(o) },
      // Time Limit: rules questions and other interaction with a judge stop the clock, per table.
      'table-timers': { clockStops: true },
    },
  };
}

export const doomtrooper = defineRuleset<DoomtrooperRuleset>({
  id: 'doomtrooper',
  options: doomtrooperOptionsSchema,
  build: (options) => doomtrooperRuleset(options as DoomtrooperOptionsInput),
  // The ranking is fixed (Decision); an organizer picks no tiebreaker.
  tiebreakerLibrary: [],
  ownTiebreakers: doomtrooperTiebreakers,
  primary: { id: 'table_wins', values: wins },
  scoring: {
    table: (_r, entries, games) => scoreDoomtrooperTable(entries, games),
    bye: (_r, entryId) => doomtrooperByeScore(entryId),
    missedRound: () => 0,
    // A shared lead is no win (Decision).
    drawShare: () => 0,
    gameCount: () => ({ min: 1, max: 1 }),
    checkScore: (_r, seat, where) => checkWholeScore(seat, where),
  },
});
