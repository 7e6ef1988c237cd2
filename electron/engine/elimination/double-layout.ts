// runtime: pure. Where a double-elimination bracket of `size` (a power of two, 2^k) plays what:
// stage round t holds winners'-bracket round t (t ≤ k) at tables 1…size/2^t, then losers'-bracket
// round t − 1 (1 ≤ t − 1 ≤ 2k − 2) at the tables after them; the grand final is round 2k and
// its reset 2k + 1, both at table 1. Losers' round j has size/2^(⌈j/2⌉ + 1) places: odd rounds
// ("minor") pair its own survivors, even rounds ("major") meet the losers of winners' round j/2 + 1.

export interface DoubleLayout {
  size: number;
  /** log₂ size: the winners' bracket's rounds. */
  k: number;
}

export function doubleLayout(size: number): DoubleLayout {
  return { size, k: Math.log2(size) };
}

/** Places of winners' round t (0 past its final). */
export function winnersPlaces(layout: DoubleLayout, t: number): number {
  return t <= layout.k ? layout.size / 2 ** t : 0;
}

/** Places of losers' round j. */
export function losersPlaces(layout: DoubleLayout, j: number): number {
  return layout.size / 2 ** (Math.ceil(j / 2) + 1);
}

/** The losers' bracket's rounds: 2k − 2 (none in a bracket of two). */
export function losersRounds(layout: DoubleLayout): number {
  return 2 * layout.k - 2;
}

/** The grand final's stage round; its reset is the one after. */
export function grandFinalRound(layout: DoubleLayout): number {
  return 2 * layout.k;
}

/** What a stored table of stage round t is. */
export type DoublePlace =
  | { bracket: 'winners'; round: number; place: number }
  | { bracket: 'losers'; round: number; place: number }
  | { bracket: 'grand_final' | 'reset' };

export function placeOf(layout: DoubleLayout, t: number, table: number): DoublePlace {
  if (t === grandFinalRound(layout)) return { bracket: 'grand_final' };
  if (t > grandFinalRound(layout)) return { bracket: 'reset' };
  const w = winnersPlaces(layout, t);
  return table <= w ? { bracket: 'winners', round: t, place: table } : { bracket: 'losers', round: t - 1, place: table - w };
}
