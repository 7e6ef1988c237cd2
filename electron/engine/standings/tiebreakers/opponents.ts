// runtime: pure
// Shared walks over each entry's real opponents: everyone it sat at a table with. Byes and missed
// rounds have no opponent and are left out; an opponent met twice counts twice.
import type { EventData } from '../types';

/** The sum over opponents of `values[opponent]`. */
export function sumOverOpponents(d: EventData, values: Float64Array): Float64Array {
  const out = new Float64Array(d.n);
  for (let i = 0; i < d.n; i++) {
    let s = 0;
    for (let k = d.start[i]!; k < d.start[i + 1]!; k++) {
      for (let l = d.oppFrom[k]!, end = l + d.oppCount[k]!; l < end; l++) s += values[d.opp[l]!]!;
    }
    out[i] = s;
  }
  return out;
}

/** The mean over opponents of `max(floor, values[opponent])`; 0 for an entry that met nobody. */
export function meanOverOpponents(d: EventData, values: Float64Array, floor = -Infinity): Float64Array {
  const out = new Float64Array(d.n);
  for (let i = 0; i < d.n; i++) {
    let s = 0;
    let c = 0;
    for (let k = d.start[i]!; k < d.start[i + 1]!; k++) {
      for (let l = d.oppFrom[k]!, end = l + d.oppCount[k]!; l < end; l++) {
        const v = values[d.opp[l]!]!;
        s += v > floor ? v : floor;
        c += 1;
      }
    }
    out[i] = c === 0 ? 0 : s / c;
  }
  return out;
}
