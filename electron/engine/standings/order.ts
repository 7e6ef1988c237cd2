// runtime: pure
// Sorting by criteria and competition ranks (1, 2, 2, 4). Ties on every criterion are listed by
// entryId so the list is stable, and share a rank.
import type { EntryId } from '../types';
import { round6 } from './fractions';

export interface Criterion {
  /** One value per entry index, already rounded; filled in by `among` when that is set. */
  values: Float64Array;
  better: 'desc' | 'asc';
  /** For head-to-head: values for a run of entries tied on every earlier criterion. */
  among?: (members: readonly number[]) => number[];
}

function compareUpTo(criteria: readonly Criterion[], upTo: number, a: number, b: number): number {
  for (let c = 0; c < upTo; c++) {
    const { values, better } = criteria[c]!;
    const diff = values[a]! - values[b]!;
    if (diff !== 0) return better === 'desc' ? -diff : diff;
  }
  return 0;
}

/** Entry indices, best first. */
export function orderEntries(ids: readonly EntryId[], criteria: readonly Criterion[]): number[] {
  const n = ids.length;
  const idx = Array.from({ length: n }, (_, i) => i);
  const sortBy = (upTo: number) => idx.sort((a, b) => compareUpTo(criteria, upTo, a, b) || ids[a]! - ids[b]!);
  criteria.forEach((crit, c) => {
    if (!crit.among) return;
    // Who is tied depends on the criteria before this one, so sort by those first.
    sortBy(c);
    let start = 0;
    for (let p = 1; p <= n; p++) {
      if (p < n && compareUpTo(criteria, c, idx[start]!, idx[p]!) === 0) continue;
      const members = idx.slice(start, p);
      const vals = crit.among(members);
      members.forEach((m, j) => (crit.values[m] = round6(vals[j] ?? 0)));
      start = p;
    }
  });
  sortBy(criteria.length);
  return idx;
}

/** Ranks aligned with `order`: a row shares the previous row's rank only when every criterion ties. */
export function competitionRanks(order: readonly number[], criteria: readonly Criterion[]): number[] {
  const ranks: number[] = [];
  order.forEach((e, pos) => {
    const prev = order[pos - 1];
    const tied = prev !== undefined && compareUpTo(criteria, criteria.length, prev, e) === 0;
    ranks.push(tied ? ranks[pos - 1]! : pos + 1);
  });
  return ranks;
}
