// A ruleset is one module in the registry: a throwaway one (points per seat, ranked by points
// scored, its own "point margin" column) is registered here, in the test alone, and plays a whole
// event through the core: offered by ruleset.list, options checked, results validated and scored
// by it, standings ranked by it. Nothing else in the code names it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRuleset, registerRuleset, type Ruleset } from '../../../../electron/engine/rulesets';
import { twoSeats, type SeatMatchScore } from '../../../../electron/engine/scoring';
import type { EntryId, GameResult } from '../../../../electron/engine/types';
import type { Round } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

interface PointsRuleset extends Ruleset {
  id: 'test-points';
  target: number;
}

const options = z.strictObject({ target: z.number().int().min(5).max(50).default(21) });

/** Each seat's points in the one game; more points wins the match. */
function match(_r: PointsRuleset, entries: readonly [EntryId, EntryId], games: readonly GameResult[]): [SeatMatchScore, SeatMatchScore] {
  const points = entries.map((id) => games[0]?.seats.find((s) => s.entryId === id)?.score ?? 0) as [number, number];
  const seat = (i: 0 | 1): SeatMatchScore => {
    const mine = points[i];
    const theirs = points[1 - i]!;
    const result = mine > theirs ? 'win' : mine < theirs ? 'loss' : 'draw';
    return { entryId: entries[i], result, gamesWon: result === 'win' ? 1 : 0, gamesLost: result === 'loss' ? 1 : 0, gamesDrawn: result === 'draw' ? 1 : 0, gamePoints: mine, opponentGamePoints: theirs, matchPoints: 0 };
  };
  return [seat(0), seat(1)];
}

const pointsRace = defineRuleset<PointsRuleset>({
  id: 'test-points',
  options,
  build: (o) => {
    const { target } = options.parse(o);
    return {
      id: 'test-points', scoring: 'match-points', stages: [{ kind: 'swiss' }], resultForm: { entry: 'winner', scoreName: 'points', scoreRequired: true, scoreOnSlip: true }, seats: { min: 2, max: 2 }, gamesPerMatch: 1, roles: [], firstRoleBy: 'seat', drawsAllowed: true,
      byePolicy: 'lowest_ranked_without_bye', clock: { roundMinutes: 30, warningMinutes: 5, finishTurnMinutes: 0 },
      lateEntry: { missedRound: 'none' }, seatBalance: false, tiebreakers: ['point_margin'], target,
    };
  },
  tiebreakerLibrary: [],
  ownTiebreakers: {
    point_margin: { id: 'point_margin', kind: 'per-entry', descriptionKey: 'tiebreaker.point_margin.description', better: 'desc', format: 'number', compute: (d) => d.gamePoints.map((p, i) => p - d.oppGamePoints[i]!) },
  },
  primary: { id: 'points', values: (d) => d.gamePoints },
  scoring: {
    table: (r, entries, games) => match(r, twoSeats(entries), games),
    bye: (r, entryId) => ({ entryId, result: 'win', gamesWon: 1, gamesLost: 0, gamesDrawn: 0, gamePoints: r.target, opponentGamePoints: 0, matchPoints: 0 }),
    missedRound: () => 0,
    drawShare: () => 0.5,
    gameCount: () => ({ min: 1, max: 1 }),
    checkScore: (r, seat, where) => (Number.isInteger(seat.score) && seat.score >= 0 && seat.score <= r.target ? [] : [{ code: 'score_invalid', params: where }]),
  },
});

let t: TempCore;
let unregister: () => void;
beforeEach(() => {
  unregister = registerRuleset(pointsRace);
  t = tempCore();
});
afterEach(() => {
  t.dispose();
  unregister();
});

const game = (a: number, b: number, pa: number, pb: number) => [
  { seats: [{ entryId: a, outcome: pa > pb ? 'win' : pa < pb ? 'loss' : 'draw', score: pa }, { entryId: b, outcome: pb > pa ? 'win' : pb < pa ? 'loss' : 'draw', score: pb }] },
];

describe('a ruleset registered as one module', () => {
  it('is offered, checks its options, validates and scores results and ranks the standings', () => {
    const offered = t.call<{ id: string; defaults: unknown }[]>('ruleset.list', {});
    expect(offered.find((r) => r.id === 'test-points')).toEqual({
      id: 'test-points',
      defaults: { target: 21 },
      optionFields: [{ path: 'target', kind: 'number' }],
      tiebreakerLibrary: [],
      plannedRounds: null,
    });
    expect(t.fail('event.create', { name: 'Race', date: '2026-12-05', ruleset: 'test-points', options: { target: 99 } })).toMatchObject({
      code: 'validation',
      details: { fields: [expect.objectContaining({ path: 'options.target' })] },
    });

    const eventId = t.call<{ id: number }>('event.create', { name: 'Race', date: '2026-12-05', ruleset: 'test-points', options: { target: 11 } }).id;
    for (const name of ['Ann', 'Ben', 'Cid', 'Dee', 'Eve']) {
      const p = t.call<{ id: number; version: number }>('player.register', { eventId, name });
      t.call('player.checkIn', { id: p.id, version: p.version });
    }
    const draft = t.call<Round>('round.pair', { eventId, newest: null });
    const round = t.call<Round>('round.publish', { roundId: draft.id, version: draft.version });
    const tables = round.tables.filter((x) => !x.bye);
    expect(tables).toHaveLength(2);
    const [a, b] = tables[0]!.seats.map((s) => s.entryId) as [number, number];
    // Its own score check: 12 is over this event's target of 11.
    expect(t.fail('result.enter', { tableId: tables[0]!.id, version: tables[0]!.version, games: game(a, b, 12, 3) })).toMatchObject({ code: 'validation' });
    t.call('result.enter', { tableId: tables[0]!.id, version: tables[0]!.version, games: game(a, b, 11, 3) });
    const [c, d] = tables[1]!.seats.map((s) => s.entryId) as [number, number];
    t.call('result.enter', { tableId: tables[1]!.id, version: tables[1]!.version, games: game(c, d, 9, 11) });

    const standings = t.call<Standings>('standings.get', { eventId });
    expect(standings).toMatchObject({ throughRound: 1, ranked: true, primary: 'points', columns: [{ id: 'point_margin', format: 'number', better: 'desc' }] });
    const bye = round.tables.find((x) => x.bye)!.seats[0]!.entryId;
    const row = (id: number) => standings.rows.find((r) => r.entryId === id)!;
    // The bye scores the target; points rank first, the margin breaks the tie of 11 between a and d.
    expect(row(bye)).toMatchObject({ groupScore: 11, tiebreaks: { point_margin: 11 } });
    expect(row(a)).toMatchObject({ groupScore: 11, tiebreaks: { point_margin: 8 } });
    expect(row(d)).toMatchObject({ groupScore: 11, tiebreaks: { point_margin: 2 } });
    expect(standings.rows.map((r) => r.entryId)).toEqual([bye, a, d, c, b]);

    // The next round pairs by its primary score, as Swiss does.
    const next = t.call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
    expect(next.tables.flatMap((x) => x.seats.map((s) => s.entryId)).sort()).toEqual([a, b, c, d, bye].sort());
  });

  it('an id no module has is refused by name, and the list offers only registered rulesets', () => {
    expect(t.fail('event.create', { name: 'Chess', date: '2026-12-05', ruleset: 'chess' })).toMatchObject({
      code: 'validation',
      details: { fields: [{ path: 'ruleset', code: 'unknown_ruleset' }] },
    });
    unregister();
    expect(t.call<{ id: string }[]>('ruleset.list', {}).map((r) => r.id)).toEqual(['netrunner-1996', 'generic', 'attacktix', 'catan', 'doomtrooper']);
    unregister = registerRuleset(pointsRace);
  });
});
