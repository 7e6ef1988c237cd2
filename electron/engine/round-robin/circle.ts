// runtime: pure. The circle method: with the sides in a fixed order (a dummy added to an odd
// count, meeting it is the bye), side 0 stays and the others turn one place a round, so over
// n - 1 rounds every pair meets exactly once. Round r (0-based) pairs place k with place n - 1 - k
// of the order turned r times.

/** The order after `r` turns: the first side stays, the rest rotate by r. */
function turned<T>(order: readonly T[], r: number): T[] {
  const rest = order.slice(1);
  const shift = r % rest.length;
  return [order[0]!, ...rest.slice(rest.length - shift), ...rest.slice(0, rest.length - shift)];
}

/** Round `r` (0-based) of a round robin over `order` (even length): pairs by place, place 1 first. */
export function circleRound<T>(order: readonly T[], r: number): [T, T][] {
  const o = turned(order, r);
  return Array.from({ length: o.length / 2 }, (_, k) => [o[k]!, o[o.length - 1 - k]!]);
}
