// runtime: pure
// A tiebreaker is one column: an id, a description key the UI translates (the text is in
// docs/rulesets/*.md), which way is better, and how to compute it.
import type { EventData } from '../types';

interface TiebreakerBase {
  id: string;
  /** i18n key of the column's explanation, e.g. 'tiebreaker.buchholz.description'. */
  descriptionKey: string;
  /** 'desc': more is better. 'asc': less is better (Netrunner's opponents' agenda). */
  better: 'desc' | 'asc';
  /** 'share': a fraction 0..1 that every face shows as a percentage; 'number': shown as it is;
   * 'hundredths': shown with exactly two decimals (Catan's sum of VP percentages, 85.70). */
  format: 'number' | 'share' | 'hundredths';
}

/** A value per entry, from the whole event. */
export interface PerEntryTiebreaker extends TiebreakerBase {
  kind: 'per-entry';
  compute(d: EventData): Float64Array;
}

/** A value that depends on who is tied (head-to-head): computed for each run of entries tied on
 * every earlier criterion; `members` are entry indices, the result is aligned with them. */
export interface AmongTiedTiebreaker extends TiebreakerBase {
  kind: 'among-tied';
  computeAmong(d: EventData, members: readonly number[]): number[];
}

export type Tiebreaker = PerEntryTiebreaker | AmongTiedTiebreaker;

export function descriptionKey(id: string): string {
  return `tiebreaker.${id}.description`;
}
