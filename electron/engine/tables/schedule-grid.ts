// runtime: pure. A schedule of up to three rounds with no repeated meeting, built outright for
// fields of 5 tables or 7 and more. Round 1 sits player (table t, seat s) at table t; round r sends
// seat s of table t to table t + s*(r-1) (mod the table count T). Two players of seats s, s' meet
// in rounds i and j only if (s' - s)(j - i) is 0 mod T; with |s' - s| <= 3 and |j - i| <= 2 that
// needs T to divide 1, 2, 3, 4 or 6, which T = 5 and T >= 7 do not. A 3-seat table leaves seat 4
// empty; every table of every round takes exactly one seat of each number, so each round has as
// many 3-seat tables as round 1.

export function gridPossible(tables: number, rounds: number): boolean {
  return rounds <= 3 && (tables === 5 || tables >= 7);
}

/** Rounds of tables of player indices 0..n-1 (round 1 in order), larger tables first. */
export function gridRounds(sizes: readonly number[], rounds: number): number[][][] {
  const T = sizes.length;
  const seat: number[][] = [];
  let next = 0;
  sizes.forEach((size, t) => (seat[t] = Array.from({ length: size }, () => next++)));
  return Array.from({ length: rounds }, (_, r) => {
    const tables = Array.from({ length: T }, (_, u) => {
      const members: number[] = [];
      for (let s = 0; s < 4; s++) {
        const from = seat[(((u - s * r) % T) + T) % T]!;
        if (s < from.length) members.push(from[s]!);
      }
      return members;
    });
    return tables.sort((a, b) => b.length - a.length);
  });
}
