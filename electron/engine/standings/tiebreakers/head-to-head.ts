// runtime: pure
// Head-to-head: among exactly the players tied on every earlier criterion, and only if every pair
// of them has met, the match points each scored against the others. Otherwise (or alone) 0 for
// all, which leaves the tie to the next column. At a table of more than two seats the row's match
// points are not "against" one opponent, so each tied opponent there counts as a game: 1 for
// placing above, 1/2 for the same place, 0 below.
import { RESULT_DRAW, RESULT_WIN } from '../types';
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
        const headToHead = d.oppCount[j] === 1;
        for (let l = d.oppFrom[j]!, end = l + d.oppCount[j]!; l < end; l++) {
          const o = d.opp[l]!;
          if (!inGroup.has(o)) continue;
          s += headToHead ? d.matchPoints[j]! : d.oppResult[l] === RESULT_WIN ? 1 : d.oppResult[l] === RESULT_DRAW ? 0.5 : 0;
          pairs.add(Math.min(i, o) * d.n + Math.max(i, o));
        }
      }
      return s;
    });
    return pairs.size === (k * (k - 1)) / 2 ? points : zeros;
  },
};
