// runtime: pure. Who should get the bye, as an order of preference: the engine tries the first
// and moves down the list only when keeping it would cost a rematch (2.3.5 outranks the bye rule).
import type { ByePolicy } from '../types';
import { groupEnds } from './order';
import type { PairingCandidate } from './types';

/**
 * The whole ranked field in bye preference order:
 * 1. entries without a bye before entries with one (no second bye while avoidable);
 * 2. the lowest score group first (both policies give the bye at the bottom of the field);
 * 3. within that group, by policy:
 *    - highest_in_lowest_odd_group (2.3.6): the highest-ranked player. When the field above the
 *      group is odd, 2.3.2 has already pulled the group's top player up, so the group as it stands
 *      starts at its second player, who is preferred; the top player comes last.
 *    - lowest_ranked_without_bye: the lowest-ranked player first.
 */
export function byePreference(
  ranked: readonly PairingCandidate[],
  policy: ByePolicy,
): PairingCandidate[] {
  const keyed: { c: PairingCandidate; within: number }[] = [];
  let start = 0;
  for (const end of groupEnds(ranked)) {
    const size = end - start;
    const pulledUp = start % 2 === 1; // an odd count above this group: its top player floats up
    for (let k = 0; k < size; k++) {
      const c = ranked[start + k]!;
      let within: number;
      if (policy === 'lowest_ranked_without_bye') within = size - 1 - k;
      else within = pulledUp ? (k === 0 ? size - 1 : k - 1) : k;
      keyed.push({ c, within });
    }
    start = end;
  }
  return keyed
    .sort(
      (a, b) =>
        Number(a.c.byes > 0) - Number(b.c.byes > 0) ||
        a.c.groupScore - b.c.groupScore ||
        a.within - b.within,
    )
    .map((x) => x.c);
}
