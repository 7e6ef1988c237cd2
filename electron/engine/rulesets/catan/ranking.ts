// runtime: pure
// The Catan championship's ranking (2.3, 3.5, 3.6): wins, then VP capped at 10 per game, then the
// sum of each game's VP percentage, then lots. The table scorer (scoring.ts) has already capped
// every seat's VP, so a row's points are the seat's capped VP and its opponents' points the rest
// of the table's.
import { createRng } from '../../random';
import type { Tiebreaker } from '../../standings/tiebreakers/types';
import { KIND_TABLE, type EventData } from '../../standings/types';

/** 1 per win, 0.5 per shared lead at time (1.17), 0 otherwise. */
export function wins(d: EventData): Float64Array {
  return d.matchWins.map((w, i) => w + 0.5 * d.matchDraws[i]!);
}

/** A 3-player table's neutral fourth result: the mean of the three capped VPs, rounded to a whole
 * number (3.6: .33 down, .67 up; a third never rounds half-way). */
export function neutralFourth(tableVp: number): number {
  return Math.round(tableVp / 3);
}

/** One game's VP percentage in hundredths, rounded half up: the regulation's worked example adds
 * percentages of two decimals (31.25 + 26.67 + 27.78 = 85.70), so each game is rounded before the
 * sum. Integer arithmetic, so 1/8 is 12.50 exactly and nothing drifts. */
export function vpPercentHundredths(own: number, tableTotal: number): number {
  return tableTotal === 0 ? 0 : Math.floor((20000 * own + tableTotal) / (2 * tableTotal));
}

/** 3.5: the sum over the player's games of own VP / all VP at the table, as a percentage; the
 * table total counts capped VP (Decision), with a neutral fourth result at a 3-player table. */
function vpPercent(d: EventData): Float64Array {
  const out = new Float64Array(d.n);
  for (let i = 0; i < d.n; i++) {
    let hundredths = 0;
    for (let k = d.start[i]!; k < d.start[i + 1]!; k++) {
      if (d.kind[k] !== KIND_TABLE) continue;
      const own = d.points[k]!;
      const played = own + d.oppPoints[k]!;
      const total = d.oppCount[k] === 2 ? played + neutralFourth(played) : played;
      hundredths += vpPercentHundredths(own, total);
    }
    out[i] = hundredths / 100;
  }
  return out;
}

/** 2.3 step 4: lots, drawn by the app from the stored seed of the stage's first round. Each entry
 * draws a number from the seed and its registration order (its place among the entries' ids, which
 * an imported event keeps though its ids are new); the lot is its place among the field's draws
 * (1 is best). A later registration comes after every other, so it never changes the order of two
 * others' lots. */
export function lots(d: EventData): Float64Array {
  const byRegistration = d.ids.map((_, i) => i).sort((a, b) => d.ids[a]! - d.ids[b]!);
  const order = new Int32Array(d.n);
  byRegistration.forEach((i, k) => (order[i] = k));
  const draws = d.ids.map((_, i) => createRng(`${d.drawSeed}:lots:${order[i]}`).next());
  const drawn = d.ids.map((_, i) => i).sort((a, b) => draws[a]! - draws[b]! || d.ids[a]! - d.ids[b]!);
  const out = new Float64Array(d.n);
  drawn.forEach((i, place) => (out[i] = place + 1));
  return out;
}

export const CATAN_TIEBREAKERS = ['vp', 'vp_percent', 'lots'] as const;

export const catanTiebreakers: Readonly<Record<(typeof CATAN_TIEBREAKERS)[number], Tiebreaker>> = {
  vp: { id: 'vp', kind: 'per-entry', descriptionKey: 'tiebreaker.vp.description', better: 'desc', format: 'number', compute: (d) => d.gamePoints },
  vp_percent: { id: 'vp_percent', kind: 'per-entry', descriptionKey: 'tiebreaker.vp_percent.description', better: 'desc', format: 'hundredths', compute: vpPercent },
  lots: { id: 'lots', kind: 'per-entry', descriptionKey: 'tiebreaker.lots.description', better: 'asc', format: 'number', compute: lots },
};
