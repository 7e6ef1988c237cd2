// runtime: pure. What a schedule says about itself (issue 10): who meets whom more than once,
// each player's starting positions round by round, and how many start first more than once or
// get a position they already had. Counted over every round given, played ones included.
import type { EntryId } from '../types';

/** A round of a schedule: its tables in table order, each in starting order (position 1 first). */
export type ScheduleRound = EntryId[][];

export interface RepeatedPair {
  a: EntryId;
  b: EntryId;
  /** Rounds at the same table (2 or more). */
  times: number;
}

export interface ScheduleQuality {
  repeatedPairs: RepeatedPair[];
  /** Meetings beyond each pair's first: the sum of times - 1. */
  repeats: number;
  /** Each player's position (1 = starts) per round, null where they did not play it; by id. */
  positions: { entryId: EntryId; positions: (number | null)[] }[];
  /** Players who start (position 1) in more than one round. */
  firstMoreThanOnce: number;
  /** Players who get some position in more than one round. */
  positionAgain: number;
}

export function scheduleQuality(rounds: readonly ScheduleRound[]): ScheduleQuality {
  const met = new Map<string, RepeatedPair>();
  const positions = new Map<EntryId, (number | null)[]>();
  rounds.forEach((round, r) => {
    for (const table of round) {
      table.forEach((a, i) => {
        if (!positions.has(a)) positions.set(a, rounds.map(() => null));
        positions.get(a)![r] = i + 1;
        for (const b of table.slice(i + 1)) {
          const [lo, hi] = a < b ? [a, b] : [b, a];
          const key = `${lo}:${hi}`;
          const pair = met.get(key) ?? { a: lo, b: hi, times: 0 };
          pair.times++;
          met.set(key, pair);
        }
      });
    }
  });
  const repeatedPairs = [...met.values()].filter((p) => p.times > 1).sort((x, y) => x.a - y.a || x.b - y.b);
  const rows = [...positions].sort(([a], [b]) => a - b).map(([entryId, list]) => ({ entryId, positions: list }));
  const again = (list: (number | null)[], only?: number) => {
    const taken = list.filter((p): p is number => p !== null && (only === undefined || p === only));
    return new Set(taken).size < taken.length;
  };
  return {
    repeatedPairs,
    repeats: repeatedPairs.reduce((sum, p) => sum + p.times - 1, 0),
    positions: rows,
    firstMoreThanOnce: rows.filter((row) => again(row.positions, 1)).length,
    positionAgain: rows.filter((row) => again(row.positions)).length,
  };
}
