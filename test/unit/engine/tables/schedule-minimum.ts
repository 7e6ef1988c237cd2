// The fewest repeated meetings a schedule can have, proven by an exhaustive branch and bound (for
// the schedule tests). The played rounds are fixed; the open rounds place players 0..n-1 one by
// one, an empty table tried only once per size (empty tables of one size are alike), abandoning a
// branch once its repeats reach the bound. A fresh schedule fixes round 1: any round 1 is a
// relabelling of another.
import { scheduleTableSizes } from '../../../../electron/engine/tables';

/** Whether the open rounds can be seated at `sizes` with fewer than `bound` repeats (meetings
 * beyond each pair's first) over all rounds. `played[r][p]`: player p's table in played round r,
 * -1 where p did not play it. */
export function fewerRepeatsExist(sizes: readonly number[], played: readonly (readonly number[])[], openRounds: number, bound: number): boolean {
  const n = sizes.reduce((a, b) => a + b, 0);
  const tab: number[][] = [...played.map((t) => t.slice()), ...Array.from({ length: openRounds }, () => Array<number>(n).fill(-1))];
  const members: number[][][] = tab.map(() => sizes.map(() => []));
  const met = (x: number, z: number, upTo: number) => {
    let k = 0;
    for (let r = 0; r < upTo; r++) if (tab[r]![x]! >= 0 && tab[r]![x] === tab[r]![z]) k++;
    return k;
  };
  let playedCost = 0;
  for (let r = 1; r < played.length; r++) {
    for (let x = 0; x < n; x++) for (let z = x + 1; z < n; z++) if (tab[r]![x]! >= 0 && tab[r]![x] === tab[r]![z] && met(x, z, r) > 0) playedCost++;
  }
  const place = (step: number, cost: number): boolean => {
    if (cost >= bound) return false;
    if (step === openRounds * n) return true;
    const r = played.length + Math.floor(step / n);
    const x = step % n;
    const tried = new Set<number>();
    for (let t = 0; t < sizes.length; t++) {
      const table = members[r]![t]!;
      if (table.length === sizes[t]) continue;
      if (table.length === 0) {
        if (tried.has(sizes[t]!)) continue;
        tried.add(sizes[t]!);
      }
      const added = table.filter((z) => met(x, z, r) > 0).length;
      table.push(x);
      tab[r]![x] = t;
      const found = place(step + 1, cost + added);
      table.pop();
      tab[r]![x] = -1;
      if (found) return true;
    }
    return false;
  };
  return place(0, playedCost);
}

/** The same for a fresh three-round schedule of n players. */
export function fewerRepeatsExistFresh(n: number, bound: number): boolean {
  const sizes = scheduleTableSizes(n)!;
  const round1 = sizes.flatMap((size, t) => Array<number>(size).fill(t));
  return fewerRepeatsExist(sizes, [round1], 2, bound);
}
