// The simulated field: players with a hidden rating, and the seeded outcome rule shared by every
// engine. All engines see the same players and the same rule, so a given pairing in a given round
// has the same result whichever engine made it.
import { createRng, shuffle } from '../../electron/engine/random';
import type { EntryId } from '../../electron/engine/types';

/** The higher-rated player of a match wins with this probability. */
export const STRONGER_WINS = 0.6;

export interface Field {
  seed: string;
  /** Entry ids 1..n. */
  ids: EntryId[];
  /** strength[id]: the id's place in a seeded shuffle, 0 = highest rating. No engine sees it. */
  strength: Map<EntryId, number>;
  /** Share of matches drawn (0..1); the rest are won by the higher-rated with STRONGER_WINS. */
  drawRate: number;
}

export function createField(seed: string, players: number, drawRate = 0): Field {
  const ids = Array.from({ length: players }, (_, i) => i + 1);
  const order = shuffle(ids, createRng(`${seed}|strength`));
  const strength = new Map<EntryId, number>();
  order.forEach((id, place) => strength.set(id, place));
  return { seed, ids, strength, drawRate };
}

/** A uniform number in [0, 1) fixed by (seed, round, the unordered pair, game). */
export function matchDraw(seed: string, round: number, a: EntryId, b: EntryId, game = 0): number {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  return createRng(`${seed}|${round}|${lo}|${hi}|${game}`).next();
}

function decide(field: Field, round: number, a: EntryId, b: EntryId, game: number, drawRate: number) {
  const sa = field.strength.get(a)!;
  const sb = field.strength.get(b)!;
  const [stronger, weaker] = sa < sb ? [a, b] : [b, a];
  const u = matchDraw(field.seed, round, a, b, game);
  if (u < drawRate) return null;
  return u < drawRate + STRONGER_WINS ? stronger : weaker;
}

/** The result of a match between a and b in a round: null for a draw (a number below the
 * field's drawRate), else the higher-rated wins when the number is below drawRate + STRONGER_WINS.
 * Symmetric in a and b, and deterministic. */
export function matchResult(field: Field, round: number, a: EntryId, b: EntryId): EntryId | null {
  return decide(field, round, a, b, 0, field.drawRate);
}

/** The winner of a game that cannot be drawn (the standings case's Netrunner games). */
export function matchWinner(field: Field, round: number, a: EntryId, b: EntryId, game = 0): EntryId {
  return decide(field, round, a, b, game, 0)!;
}
