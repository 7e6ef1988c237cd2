// runtime: pure
// How many Swiss rounds to plan: ceil(log2 players) rounds leave at most one player winning every
// match, which is the usual length of a Swiss with no cut.

/** The suggested number of rounds for this many players; null when fewer than two can be paired. */
export function suggestedSwissRounds(players: number): number | null {
  if (players < 2) return null;
  // Counted in integers: a float log2 could round 2^k to just above k.
  let rounds = 0;
  while (2 ** rounds < players) rounds++;
  return rounds;
}

/** A stage of planned rounds is over once its last planned round is closed, and never while the
 * organizer has not said how many to play. */
export function lastPlannedRoundClosed({ plannedRounds, lastClosedRound }: { plannedRounds: number | null; lastClosedRound: number }): boolean {
  return plannedRounds !== null && lastClosedRound >= plannedRounds;
}
