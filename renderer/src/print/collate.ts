// runtime: pure. Orders slips for a stack that is cut, not sorted: with k slips per page and P
// pages, page p position i holds slip i·P + p. Cutting the printed stack into k piles (one per
// position) and putting pile 1 on pile 2 on … pile k yields the slips in their original order.

/** Returns P pages of k cells each; a cell is null where the last pages run out of slips. */
export function collate<T>(items: readonly T[], perPage: number): (T | null)[][] {
  const pages = Math.ceil(items.length / perPage);
  return Array.from({ length: pages }, (_, p) =>
    Array.from({ length: perPage }, (_, i) => items[i * pages + p] ?? null),
  );
}
