// The simulated field: players with a hidden strength, and the seeded outcome rule shared by every
// engine. Both engines see the same players and the same rule, so a given pairing in a given round
// has the same winner whichever engine made it.
import { createRng, shuffle } from '../../electron/engine/random';
import type { EntryId } from '../../electron/engine/types';

/** The stronger player of a match wins with this probability. */
export const STRONGER_WINS = 0.6;

export interface Field {
  seed: string;
  /** Entry ids 1..n. */
  ids: EntryId[];
  /** strength[id]: the id's place in a seeded shuffle, 0 = strongest. */
  strength: Map<EntryId, number>;
}

export function createField(seed: string, players: number): Field {
  const ids = Array.from({ length: players }, (_, i) => i + 1);
  const order = shuffle(ids, createRng(`${seed}|strength`));
  const strength = new Map<EntryId, number>();
  order.forEach((id, place) => strength.set(id, place));
  return { seed, ids, strength };
}

/** A uniform number in [0, 1) fixed by (seed, round, the unordered pair, game). */
export function matchDraw(seed: string, round: number, a: EntryId, b: EntryId, game = 0): number {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  return createRng(`${seed}|${round}|${lo}|${hi}|${game}`).next();
}

/** The winner of a (match or game) between a and b in a round: the stronger wins when the draw
 * is below STRONGER_WINS. Symmetric in a and b, and deterministic. */
export function matchWinner(field: Field, round: number, a: EntryId, b: EntryId, game = 0): EntryId {
  const sa = field.strength.get(a)!;
  const sb = field.strength.get(b)!;
  const [stronger, weaker] = sa < sb ? [a, b] : [b, a];
  return matchDraw(field.seed, round, a, b, game) < STRONGER_WINS ? stronger : weaker;
}
