// runtime: pure. The least-cost seating of a small field, by branch and bound: entries in rank
// order each join a table with room (of empty tables only the first of each size, as the rest are
// alike), abandoning any branch whose cost so far already reaches the best seating known.

/** `pairCost(a, b)`: what seating field entries a and b together costs. `bound`: the cost of a
 * seating already found; returns a cheaper one, or null when there is none. */
export function exactSeating(n: number, sizes: readonly number[], pairCost: (a: number, b: number) => number, bound: number): number[][] | null {
  const tables: number[][] = sizes.map(() => []);
  let best: number[][] | null = null;
  let bestCost = bound;
  const place = (i: number, cost: number) => {
    if (cost >= bestCost) return;
    if (i === n) {
      best = tables.map((t) => t.slice());
      bestCost = cost;
      return;
    }
    const triedEmpty = new Set<number>();
    tables.forEach((t, k) => {
      if (t.length === sizes[k]) return;
      if (t.length === 0) {
        if (triedEmpty.has(sizes[k]!)) return;
        triedEmpty.add(sizes[k]!);
      }
      let added = 0;
      for (const other of t) added += pairCost(other, i);
      t.push(i);
      place(i + 1, cost + added);
      t.pop();
    });
  };
  place(0, 0);
  return best;
}
