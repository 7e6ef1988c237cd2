// runtime: pure. 2.3.5 on a large field: start from the canonical pairing and repair each rematch
// inside a small window of nearby tables, solved exactly (window.ts). Nearby in ranking order is
// where the cheapest swaps are: the scoreGap and deviation costs grow with ranking distance.
import { sideConflict, type CostContext } from './cost';
import { solveWindow } from './window';

/** Window sizes in tables, tried in turn until the rematch is gone: 16 entries by the subset
 * program (~1 ms), 32 and 128 by blossom (a few ms, tens of ms). */
const WINDOW_TABLES = [8, 16, 64];

/** The tables holding the entries nearest to p and q in ranking order, up to `tables` tables. */
export function windowAround(partner: Int32Array, p: number, q: number, tables: number): number[] {
  const n = partner.length;
  const set = new Set<number>();
  for (let d = 0; d < n && set.size < 2 * tables; d++) {
    for (const x of [p - d, p + d, q - d, q + d]) {
      if (x < 0 || x >= n || set.has(x) || set.size >= 2 * tables) continue;
      set.add(x);
      set.add(partner[x]!);
    }
  }
  return [...set].sort((a, b) => a - b);
}

/** Repairs `partner` in place: rematches, and tables whose sides would drift (cost.ts); what no
 * window can remove is left (forced). */
export function repairRematches(ctx: CostContext, partner: Int32Array): void {
  const n = partner.length;
  const forced = new Uint8Array(n);
  const needsRepair = (x: number) => ctx.met(x, partner[x]!) || sideConflict(ctx.list[x]!, ctx.list[partner[x]!]!) === 1;
  for (let pass = 0; pass < 3; pass++) {
    let tried = false;
    for (let p = 0; p < n; p++) {
      const q = partner[p]!;
      if (q < p || forced[p] || !needsRepair(p)) continue;
      tried = true;
      let window: number[] = [];
      for (const tables of WINDOW_TABLES) {
        window = windowAround(partner, p, q, tables);
        solveWindow(ctx, partner, window);
        if (!window.some(needsRepair)) break;
      }
      for (const x of window) if (needsRepair(x)) forced[x] = 1;
    }
    if (!tried) break;
  }
}
