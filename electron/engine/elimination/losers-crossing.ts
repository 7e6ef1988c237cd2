// runtime: pure. Where the losers of a winners'-bracket round drop into the losers' bracket, so
// that nobody meets again early someone they met in the winners' bracket, and seeds 1 and 2 (in
// opposite halves) cannot meet there before the winners' final (docs/stages.md, "Double
// elimination"). In major round 2m of the losers' bracket (m = 1, 2, …) its place p (0-based, n
// places) meets the loser of winners'-bracket round m + 1's match p XOR c_m, c_m = ⌊n · s(m)⌋.
//
// A place of major round 2m holds, from each earlier winners' round, the losers of one whole block
// of the bracket, moved by that round's shift; they cannot have met as long as the shifts fall in
// different blocks. s(m) = (t(m) + v(m)) / 2, v the van der Corput sequence (1/2, 1/4, 3/4, 1/8…)
// and t the Thue–Morse parity of m's binary ones: the v halves keep the shifts in different
// blocks as long as there are blocks enough, which is as long as a rematch can be avoided at all
// (a place of major round 2m draws on (m + 1)·2^(m+1) first-round places, of minor round 2m + 1
// on twice that; once that is more than the bracket, two come from the same part of it); where
// two v halves share a block, t sends one of them to the other half of the bracket. Two shifts
// then never differ by exactly half the bracket while the places are many, which is what would
// bring mirrored sides of the two halves (seeds 1 and 2) together.

/** v(m): m's binary digits mirrored behind the point (1 → 1/2, 2 → 1/4, 3 → 3/4). */
function vanDerCorput(m: number): number {
  let v = 0;
  for (let bit = 0.5; m > 0; m >>= 1, bit /= 2) if (m & 1) v += bit;
  return v;
}

/** t(m): 1 when m has an odd number of binary ones. */
function thueMorse(m: number): number {
  let t = 0;
  for (; m > 0; m >>= 1) t ^= m & 1;
  return t;
}

/** The winners'-bracket match (0-based) whose loser meets place `place` (0-based) of losers'
 * major round 2m, of `places` places. */
export function droppedInto(m: number, place: number, places: number): number {
  return place ^ Math.floor(((thueMorse(m) + vanDerCorput(m)) / 2) * places);
}
