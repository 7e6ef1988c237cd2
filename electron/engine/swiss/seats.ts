// runtime: pure. Side balance: who takes seat 1 (the first role; Netrunner: Corporation in game 1,
// 2.1). Whoever has sat first less often takes it, so each entry's counts stay within one of each
// other unless both entries at a table lean the same way.
import type { EntryId } from '../types';
import type { PairingCandidate } from './types';

/** `higher` is the higher-ranked entry of the table. Returns the entries in seat order. */
export function seatOrder(
  higher: PairingCandidate,
  lower: PairingCandidate,
  round: number,
): [EntryId, EntryId] {
  const h = higher.firstSeatCount - higher.secondSeatCount;
  const l = lower.firstSeatCount - lower.secondSeatCount;
  if (h !== l) return h < l ? [higher.id, lower.id] : [lower.id, higher.id];
  // Equal balance: alternate by round, so neither end of the ranking always sits first.
  return round % 2 === 1 ? [higher.id, lower.id] : [lower.id, higher.id];
}
