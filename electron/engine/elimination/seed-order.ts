// runtime: pure. Where each seed stands in a bracket of a power-of-two size: 1 v 8, 4 v 5, 2 v 7,
// 3 v 6 for eight, built by halves so that seeds 1 and 2 can meet only in the final, 1 to 4 only
// in the semifinals, and each first-round match adds up to size + 1.

/** The bracket size for a field: the next power of two (a field of one is a bracket of two). */
export function bracketSize(field: number): number {
  let size = 2;
  while (size < field) size *= 2;
  return size;
}

/** Seeds (1-based) in bracket order; slots 2k and 2k+1 (0-based) meet in round 1. */
export function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((s) => [s, next - s]);
  }
  return order;
}
