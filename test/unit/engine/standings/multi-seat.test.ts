// Standings data at tables of more than two seats: each row lists everyone else at its table as
// an opponent, the result against each follows the places, and the opponent walks count them all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRuleset, buildRuleset, standingsRules } from '../../../../electron/engine/rulesets';
import { buildEventData } from '../../../../electron/engine/standings/event-data';
import { sumOverOpponents } from '../../../../electron/engine/standings/tiebreakers/opponents';
import { RESULT_DRAW, RESULT_LOSS, RESULT_WIN } from '../../../../electron/engine/standings/types';
import type { TableRecord } from '../../../../electron/engine/types';
import { threeSeat } from '../../../fixtures/rulesets/three-seat';

let unregister: () => void;
beforeAll(() => (unregister = registerRuleset(threeSeat)));
afterAll(() => unregister());

const seat = (entryId: number, place: number, score: number) => ({ entryId, place, score, outcome: place === 1 ? ('win' as const) : ('loss' as const) });

describe('event data at three-seat tables', () => {
  it('links every table-mate, with results by place, and totals each seat', () => {
    const ruleset = buildRuleset('test-three-seat');
    const entries = [1, 2, 3, 4].map((id) => ({ id, dropped: false, joinedRound: 1 }));
    const tables: TableRecord[] = [
      { round: 1, table: 1, entries: [1, 2, 3], bye: false, games: [{ seats: [seat(1, 1, 9), seat(2, 2, 6), seat(3, 3, 3)] }] },
      { round: 1, table: 0, entries: [4], bye: true, games: [] },
      { round: 2, table: 1, entries: [4, 3, 2], bye: false, games: [{ seats: [seat(4, 2, 5), { ...seat(3, 1, 7), outcome: 'draw' }, { ...seat(2, 1, 7), outcome: 'draw' }] }] },
      { round: 2, table: 0, entries: [1], bye: true, games: [] },
    ];
    const d = buildEventData(standingsRules(ruleset), entries, tables);
    const against = (i: number) => {
      const out: [number, number][] = [];
      for (let k = d.start[i]!; k < d.start[i + 1]!; k++) for (let l = d.oppFrom[k]!; l < d.oppFrom[k]! + d.oppCount[k]!; l++) out.push([d.ids[d.opp[l]!]!, d.oppResult[l]!]);
      return out;
    };
    expect(against(0)).toEqual([[2, RESULT_WIN], [3, RESULT_WIN]]);
    expect(against(1)).toEqual([[1, RESULT_LOSS], [3, RESULT_WIN], [4, RESULT_WIN], [3, RESULT_DRAW]]);
    expect(against(3)).toEqual([[3, RESULT_LOSS], [2, RESULT_LOSS]]);
    expect(Array.from(d.gamePoints)).toEqual([9 + 4, 6 + 7, 3 + 7, 4 + 5]);
    expect(Array.from(d.oppGamePoints)).toEqual([9, 12 + 12, 15 + 12, 14]);
    expect(Array.from(d.place.subarray(d.start[1]!, d.start[2]!))).toEqual([2, 1]);
    // Buchholz-like walks add every table-mate: entry 2 met 1, 3, 4 and 3 again.
    expect(sumOverOpponents(d, Float64Array.from([1, 10, 100, 1000]))[1]).toBe(1 + 100 + 1000 + 100);
  });
});
