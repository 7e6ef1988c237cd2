// runtime: pure
// Head-to-head: among exactly the players tied on every earlier criterion, and only if every pair
// of them has met, the match points each scored against the others. Otherwise (or alone) 0 for
// all, which leaves the tie to the next column.
import { descriptionKey, type AmongTiedTiebreaker } from './types';

export const headToHead: AmongTiedTiebreaker = {
  id: 'head_to_head',
  descriptionKey: descriptionKey('head_to_head'),
  better: 'desc',
  format: 'number',
  kind: 'among-tied',
  computeAmong(d, members) {
    const k = members.length;
    const zeros = members.map(() => 0);
    if (k < 2) return zeros;
    const inGroup = new Set(members);
    const pairs = new Set<number>();
    const points = members.map((i) => {
      let s = 0;
      for (let j = d.start[i]!; j < d.start[i + 1]!; j++) {
        const o = d.opp[j]!;
        if (o < 0 || !inGroup.has(o)) continue;
        s += d.matchPoints[j]!;
        pairs.add(Math.min(i, o) * d.n + Math.max(i, o));
      }
      return s;
    });
    return pairs.size === (k * (k - 1)) / 2 ? points : zeros;
  },
};
