// runtime: pure
// Win fractions for MW% / GW% and the 33% floor the opponent-based percentages use.
/** Opponents' percentages count each opponent as at least 33%, so that meeting a player who
 * lost everything does not sink a record (the usual OMW/OGW convention). */
export const PERCENT_FLOOR = 0.33;

export function winFraction(won: number, drawn: number, lost: number, share: number): number {
  const total = won + drawn + lost;
  return total === 0 ? 0 : (won + share * drawn) / total;
}

/** Rounds a column to 6 decimals so equal fractions reached by different sums compare equal. */
export function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
