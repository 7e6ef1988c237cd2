// The Catan schedule made in advance (1.23, 2.1): table sizes, everyone once a round, no repeated
// meeting where the field allows one, the proven fewest where it does not, starting positions,
// determinism and re-makes that keep played rounds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeSchedule, ScheduleRefused, scheduleTableSizes, type Schedule } from '../../../../electron/engine/tables';
import { fewerRepeatsExist, fewerRepeatsExistFresh } from './schedule-minimum';

const ids = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i);

/** Every round seats exactly `players`, once each, at tables of the 1.23 sizes. */
function expectSeatedOnce(rounds: Schedule['rounds'], players: number[]): void {
  const sizes = scheduleTableSizes(players.length);
  for (const round of rounds) {
    expect(round.map((t) => t.length)).toEqual(sizes);
    expect(round.flat().sort((a, b) => a - b)).toEqual([...players].sort((a, b) => a - b));
  }
}

describe('schedule table sizes (1.23)', () => {
  it('tables of 4, the last ones of 3, as few 3s as possible; 0-2 and 5 players have no split', () => {
    for (let n = 0; n <= 400; n++) {
      const sizes = scheduleTableSizes(n);
      if (n < 3 || n === 5) {
        expect(sizes).toBeNull();
        continue;
      }
      const threes = (4 - (n % 4)) % 4;
      expect(sizes).toEqual([...Array<number>((n + threes) / 4 - threes).fill(4), ...Array<number>(threes).fill(3)]);
    }
  });
  it('makeSchedule refuses what it cannot seat, naming why', () => {
    for (const n of [0, 1, 2, 5]) {
      expect(() => makeSchedule({ players: ids(n), rounds: 3, seed: 's' })).toThrow(ScheduleRefused);
    }
    expect(() => makeSchedule({ players: ids(5), rounds: 3, seed: 's' })).toThrow(/5 players cannot all be seated/);
    expect(() => makeSchedule({ players: [1, 2, 3, 3], rounds: 3, seed: 's' })).toThrow(/named twice/);
    expect(() => makeSchedule({ players: ids(8), rounds: 0, seed: 's' })).toThrow(/at least one round/);
    expect(() => makeSchedule({ players: ids(8), rounds: 1, seed: 's', played: [[[1, 2, 3, 4], [5, 6, 7, 8]], [[1, 5, 2, 6], [3, 7, 4, 8]]] })).toThrow(ScheduleRefused);
  });
});

describe('makeSchedule over three rounds, every field of 3..400', () => {
  it('seats everyone once a round at 1.23 tables, without repeats for 9 and 13+, nobody starting twice', () => {
    for (let n = 3; n <= 400; n++) {
      if (n === 5) continue;
      const { rounds, quality } = makeSchedule({ players: ids(n), rounds: 3, seed: `sweep-${n}` });
      expect(rounds).toHaveLength(3);
      expectSeatedOnce(rounds, ids(n));
      if (n === 9 || n >= 13) expect(quality.repeats, `repeats at ${n}`).toBe(0);
      expect(quality.firstMoreThanOnce, `first twice at ${n}`).toBe(0);
    }
  });

  // With three tables in round 1 (10-12 players), any table of 4 in a later
  // round holds two players of one round-1 table (pigeonhole), so each 4-seat table of rounds 2
  // and 3 brings at least one repeat: 10 players (4+3+3) at least 2, 11 (4+4+3) 4, 12 (4+4+4) 6.
  // The exhaustive search confirms the schedule's count is the least there is, and finds a
  // schedule at one more (so it is not vacuous).
  it('10-12 players (and 3-8) get the fewest repeats there are, proven by exhaustive search', () => {
    const bound = { 10: 2, 11: 4, 12: 6 } as Record<number, number>;
    for (const n of [3, 4, 6, 7, 8, 10, 11, 12]) {
      const { repeats } = makeSchedule({ players: ids(n), rounds: 3, seed: `least-${n}` }).quality;
      expect(fewerRepeatsExistFresh(n, repeats), `fewer than ${repeats} at ${n}`).toBe(false);
      expect(fewerRepeatsExistFresh(n, repeats + 1)).toBe(true);
      if (bound[n] !== undefined) expect(repeats).toBe(bound[n]);
    }
  });

  it('is the same for a seed, and another seed draws another schedule', () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 120 }), fc.string(), (n, seed) => {
        const a = makeSchedule({ players: ids(n), rounds: 3, seed });
        expect(makeSchedule({ players: ids(n), rounds: 3, seed })).toEqual(a);
      }),
      { numRuns: 60 },
    );
    const one = makeSchedule({ players: ids(40), rounds: 3, seed: 'a' }).rounds;
    expect(makeSchedule({ players: ids(40), rounds: 3, seed: 'b' }).rounds).not.toEqual(one);
  });

  it('spreads positions: hardly anyone gets a position twice', () => {
    for (const n of [37, 40, 200, 1000]) {
      const { quality } = makeSchedule({ players: ids(n), rounds: 3, seed: 'spread' });
      expect(quality.firstMoreThanOnce).toBe(0);
      expect(quality.positionAgain).toBeLessThanOrEqual(Math.max(2, n / 100));
    }
  });
});

describe('a re-make after a no-show or a drop', () => {
  it('keeps the played rounds and seats the players left without repeats against every round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 16, max: 160 }), fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 3 }), fc.string(), (n, playedCount, drops, seed) => {
        const first = makeSchedule({ players: ids(n), rounds: 3, seed });
        const played = first.rounds.slice(0, playedCount);
        const left = ids(n).filter((id) => id % 7 !== 0 || id > 7 * drops);
        const again = makeSchedule({ players: left, rounds: 3, seed: `${seed}|again`, played });
        expect(again.rounds.slice(0, playedCount)).toEqual(played);
        expectSeatedOnce(again.rounds.slice(playedCount), left);
        expect(again.quality.repeats).toBe(0);
        expect(again.quality.firstMoreThanOnce).toBe(0);
      }),
      { numRuns: 120 },
    );
  });

  it('finds a fresh starter for every table when the only one two tables had must start at one', () => {
    // Found by the property above: 17 players left of 18 after round 1; after the search, one
    // player was the only one at two tables who had not started, and the repair could trade in no
    // spare player without a repeat. Trading in one who starts elsewhere, whose table another
    // fresh player can still start, mends it.
    const seed = "$dD'1#$fg-";
    const played = makeSchedule({ players: ids(18), rounds: 3, seed }).rounds.slice(0, 1);
    const left = ids(18).filter((id) => id !== 7);
    const again = makeSchedule({ players: left, rounds: 3, seed: `${seed}|again`, played });
    expect(again.rounds[0]).toEqual(played[0]);
    expectSeatedOnce(again.rounds.slice(1), left);
    expect(again.quality.repeats).toBe(0);
    expect(again.quality.firstMoreThanOnce).toBe(0);
  });

  it('where a repeat cannot be avoided, makes the fewest there are, counting the played rounds', () => {
    for (const seed of ['a', 'b', 'c']) {
      const played = makeSchedule({ players: ids(13), rounds: 3, seed }).rounds.slice(0, 1);
      const left = ids(12);
      const again = makeSchedule({ players: left, rounds: 3, seed, played });
      expect(again.rounds[0]).toEqual(played[0]);
      expectSeatedOnce(again.rounds.slice(1), left);
      const round1 = left.map((id) => played[0]!.findIndex((table) => table.includes(id)));
      const { repeats } = again.quality;
      expect(repeats).toBeGreaterThan(0);
      expect(fewerRepeatsExist([4, 4, 4], [round1], 2, repeats)).toBe(false);
      expect(fewerRepeatsExist([4, 4, 4], [round1], 2, repeats + 1)).toBe(true);
      expect(again.quality.firstMoreThanOnce).toBe(0);
    }
  });
});

describe('scheduleQuality', () => {
  it('names repeated pairs with their count, positions per round, starters twice', () => {
    const { quality } = makeSchedule({ players: ids(4), rounds: 3, seed: 's' });
    expect(quality.repeatedPairs).toHaveLength(6);
    expect(quality.repeatedPairs.every((p) => p.times === 3)).toBe(true);
    expect(quality.repeats).toBe(12);
    expect(quality.positions.map((p) => p.entryId)).toEqual(ids(4));
    for (const row of quality.positions) expect(new Set(row.positions).size).toBe(3);
    expect(quality.firstMoreThanOnce).toBe(0);
  });
});
