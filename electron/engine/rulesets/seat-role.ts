// runtime: pure
// The role a seat is paired with for game 1. Only where seat 1 takes the first role (Netrunner's
// Corp, 2.1); where a call at the table decides it (Attacktix 4.1.8.3) nobody holds it before the
// game, and the result says who did.
import type { Ruleset } from './types';

export function pairedSeatRole(ruleset: Ruleset, seatIndex: number): string | null {
  return ruleset.firstRoleBy === 'seat' ? (ruleset.roles[seatIndex] ?? null) : null;
}
