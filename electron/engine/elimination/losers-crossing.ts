// runtime: pure. Where the losers of a winners'-bracket round drop into the losers' bracket, so
// that nobody meets again early someone they met in the winners' bracket (docs/stages.md, "Double
// elimination"). In major round 2m of the losers' bracket (m = 1, 2, …) its place p (0-based, n
// places) meets the loser of winners'-bracket round m + 1's match p XOR c_m, c_m = n · v(m), v the
// van der Corput sequence 1/2, 1/4, 3/4, 1/8, 5/8… A place of major round 2m holds, from each
// earlier winners' round, the losers of one whole block of n-ths of the bracket, shifted by that
// round's c; the shifts are the sequence's first points, which stay in distinct blocks as long as
// there are blocks enough for them, so no one there can have beaten anyone else there. That is as
// long as a rematch can be avoided at all: a place of major round 2m draws on (m + 1)·2^(m+1)
// first-round places, of minor round 2m + 1 on twice that, and once that is more than the
// bracket's size, two of them come from the same part of it whatever the crossing.

/** v(m): m's binary digits mirrored behind the point (1 → 1/2, 2 → 1/4, 3 → 3/4). */
function vanDerCorput(m: number): number {
  let v = 0;
  for (let bit = 0.5; m > 0; m >>= 1, bit /= 2) if (m & 1) v += bit;
  return v;
}

/** The winners'-bracket match (0-based) whose loser meets place `place` (0-based) of losers'
 * major round 2m, of `places` places. */
export function droppedInto(m: number, place: number, places: number): number {
  return place ^ Math.floor(vanDerCorput(m) * places);
}
