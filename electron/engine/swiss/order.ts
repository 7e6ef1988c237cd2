// runtime: pure. The ranking order and the canonical pairing of 2.3.2–2.3.4, before any repair.
import type { PairingCandidate } from './types';

/** Candidates come in ranking order (2.3.1); a stable sort by group score keeps that order within
 * a group and guards against a caller whose ranking does not put the group score first. */
export function rankCandidates(candidates: readonly PairingCandidate[]): PairingCandidate[] {
  return candidates
    .map((c, i) => ({ c, i }))
    .sort((a, b) => b.c.groupScore - a.c.groupScore || a.i - b.i)
    .map((x) => x.c);
}

/** Index just past each score group in a ranked list, top group first (2.3.2). */
export function groupEnds(ranked: readonly PairingCandidate[]): number[] {
  const ends: number[] = [];
  for (let i = 1; i <= ranked.length; i++) {
    if (i === ranked.length || ranked[i]!.groupScore !== ranked[i - 1]!.groupScore) ends.push(i);
  }
  return ends;
}

/**
 * partner[i] of every position in a ranked list of even length, by the rule as written:
 * 2.3.2 an odd group takes the highest-ranked player of the next lower group, so the pairing
 * brackets end where the groups end, rounded up to an even count; 2.3.3 each bracket splits into
 * halves; 2.3.4 top-half i plays bottom-half i (a group of 10: 1-6, 2-7, 3-8, 4-9, 5-10).
 */
export function canonicalPartners(ranked: readonly PairingCandidate[]): Int32Array {
  const partner = new Int32Array(ranked.length).fill(-1);
  let start = 0;
  for (const end of groupEnds(ranked)) {
    const cut = end + (end % 2);
    if (cut <= start) continue; // this group was emptied by a pull-up into the bracket above
    const half = (cut - start) / 2;
    for (let k = 0; k < half; k++) {
      partner[start + k] = start + half + k;
      partner[start + half + k] = start + k;
    }
    start = cut;
  }
  return partner;
}
