// runtime: pure
// Attacktix, from the tournament rules (seeds/attacktix-tournament-rules.txt): one division's
// stage, single elimination or round robin (5.1), matches first to a set number of game wins
// (5.2), the first move of game 1 by a call and alternating after it (4.1.8.3), wins ranking
// and a bye that is not a win. The point level, play and age class are options: an event's
// divisions each set their own, and the age class proposes a player's division by age.
import { z } from 'zod';
import { twoSeats } from '../scoring/tally-match';
import { FIRST_MOVE_ROLES } from './generic';
import { ATTACKTIX_OFFENCES, isOffence, recordOffence } from './attacktix/penalties';
import type { PenaltyEscalation } from '../../../shared/features/penalties/escalation';
import { attacktixByeScore, checkAttacktixScore, scoreAttacktixMatch } from './attacktix/scoring';
import { defineRuleset } from './module';
import type { AttacktixRuleset } from './types';

export const attacktixOptionsSchema = z
  .strictObject({
    /** 5.1.1: single elimination, sides grouped at random; 5.1.2: round robin, every side meets
     * every other in a random sequence, a tie for the most wins played off (5.1.2.2). */
    format: z.enum(['elimination', 'round_robin']).default('elimination'),
    /** 5.2 multiple elimination: a match goes to the first side to win this many games (4.1.9.2;
     * 1: a single game, 4.1.9.1). */
    gamesToWin: z.number().int().min(1).max(5).default(1),
    /** Single elimination only: the semifinal losers play for third place. */
    thirdPlace: z.boolean().default(false),
    /** 1.1: the division's point level; a squad's figures add up to it (2.2.2). */
    pointLevel: z.literal([100, 200, 400]).default(100),
    /** 1.2.1: singles (1 v 1) or doubles (2 v 2). */
    play: z.enum(['singles', 'doubles']).default('singles'),
    /** 1.2.2: children 12 and under, adolescents 13-17, adults 18 and over; parent-child is a
     * doubles class; 'open' takes every age. */
    ageClass: z.enum(['open', 'children', 'adolescents', 'adults', 'parent_child']).default('open'),
    // The rules set no time limit; the organizer sets the round's (6.1).
    clock: z
      .strictObject({
        roundMinutes: z.number().int().min(1).default(50),
        warningMinutes: z.number().int().min(0).default(10),
      })
      .prefault({}),
  })
  // Codes, not sentences: the UI translates them.
  .refine((o) => o.ageClass !== 'parent_child' || o.play === 'doubles', {
    message: 'parent_child_needs_doubles',
    path: ['ageClass'],
  })
  .refine((o) => o.clock.warningMinutes < o.clock.roundMinutes, {
    message: 'warning_after_round_end',
    path: ['clock', 'warningMinutes'],
  });

export type AttacktixOptions = z.output<typeof attacktixOptionsSchema>;
export type AttacktixOptionsInput = z.input<typeof attacktixOptionsSchema>;

/** The Attacktix preset with an event's stored options applied; throws the options' ZodError. */
export function attacktixRuleset(options: AttacktixOptionsInput = {}): AttacktixRuleset {
  const o = attacktixOptionsSchema.parse(options);
  return {
    id: 'attacktix',
    scoring: 'match-points',
    // 5.1.2.2: a round robin's tie is always played off; its winner is the one side with the most wins.
    stages: [{ kind: o.format, thirdPlaceMatch: o.thirdPlace, tieBreakRoundRobin: true }],
    // The slip asks who won each game; Attacktix keeps no score.
    resultForm: { entry: 'winner', scoreName: 'score', scoreRequired: false, scoreOnSlip: false },
    seats: { min: 2, max: 2 },
    // First to N wins: at most 2N - 1 games.
    gamesPerMatch: 2 * o.gamesToWin - 1,
    // 4.1.8.3: game 1's first move by a call at the table, recorded at the desk; then the side
    // that did not move first in the game before does.
    roles: FIRST_MOVE_ROLES,
    firstRoleBy: 'call',
    // 4.1.8.1: a game ends when all figures of one side are knocked down, so somebody won it.
    drawsAllowed: false,
    // Neither stage kind reads it (a bracket pads its draw, a round robin's circle sits one out).
    byePolicy: 'lowest_ranked_without_bye',
    clock: { ...o.clock, finishTurnMinutes: 0 },
    // A drawn bracket or round robin takes nobody in after round 1: no round is missed.
    lateEntry: { missedRound: 'none' },
    seatBalance: false,
    // Most wins wins (5.1.2); the rules break no other tie.
    tiebreakers: [],
    // 2.2.2, 2.2.3: figures add up to the point level, backups to half of it.
    features: {
      squads: { points: o.pointLevel, backupPoints: o.pointLevel / 2 },
      // 4.3: the referee's offences, escalated per player per game by the module (its `featureRules`).
      penalties: { offences: ATTACKTIX_OFFENCES.map((o) => ({ ...o })), tallies: ['4.3.1', '4.3.2'] },
      // 4.4.1: five minutes to fix a broken figure.
      'figure-repair': { minutes: 5 },
      // 1.2.1: a doubles side is two players, each with a squad of the full point level; 1.2.2: a
      // parent with their child, adults being 18 and over.
      ...(o.play === 'doubles' ? { sides: { size: 2, ...(o.ageClass === 'parent_child' ? { adultAndChild: { adultAge: 18 } } : {}) } } : {}),
    },
    ...ageRange(o.ageClass),
  };
}

/** 1.2.2: the ages an age class admits; open and parent-child (a parent with a child) take any. */
function ageRange(ageClass: AttacktixOptions['ageClass']): { ages?: { min: number | null; max: number | null } } {
  if (ageClass === 'children') return { ages: { min: null, max: 12 } };
  if (ageClass === 'adolescents') return { ages: { min: 13, max: 17 } };
  if (ageClass === 'adults') return { ages: { min: 18, max: null } };
  return {};
}

export const ATTACKTIX: AttacktixRuleset = attacktixRuleset();

export const attacktix = defineRuleset<AttacktixRuleset>({
  id: 'attacktix',
  options: attacktixOptionsSchema,
  build: (options) => attacktixRuleset(options as AttacktixOptionsInput),
  // The rules fix the ranking: wins, then nothing.
  tiebreakerLibrary: [],
  primary: { id: 'match_wins', values: (d) => d.matchWins },
  scoring: {
    table: (_r, entries, games) => scoreAttacktixMatch(twoSeats(entries), games),
    bye: attacktixByeScore,
    missedRound: () => 0,
    drawShare: () => 0.5,
    // 4.1.9.2: the match ends when one side has won N games: N to 2N - 1 games.
    gameCount: (r) => ({ min: (r.gamesPerMatch + 1) / 2, max: r.gamesPerMatch }),
    // 5.2: a side wins the set number of games before its opponent does; no game follows.
    winsToDecide: (r) => (r.gamesPerMatch + 1) / 2,
    checkScore: checkAttacktixScore,
  },
  featureRules: {
    penalties: { record: (counts, offence) => (isOffence(offence) ? recordOffence(counts, offence) : null) } satisfies PenaltyEscalation,
  },
});
