// Valid Netrunner results drawn from a seeded generator, so every run enters the same event:
// wins with 7-10 agenda (sometimes fewer: a win by other means), losses with 0-6, and some games
// cut by time (unfinished, 0-6 each) so 1-1 splits and 0-0 matches decided on points happen.
export type SimOutcome = 'win' | 'loss' | 'unfinished';
export interface SimGame {
  /** Seat 1 and seat 2 of the table, in that order. */
  outcome: [SimOutcome, SimOutcome];
  agenda: [number, number];
}

export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomGame(rand: () => number): SimGame {
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const r = rand();
  if (r < 0.15) return { outcome: ['unfinished', 'unfinished'], agenda: [int(0, 6), int(0, 6)] };
  const winnerAgenda = rand() < 0.1 ? int(0, 6) : int(7, 10);
  const loserAgenda = int(0, 6);
  return r < 0.575 ? { outcome: ['win', 'loss'], agenda: [winnerAgenda, loserAgenda] } : { outcome: ['loss', 'win'], agenda: [loserAgenda, winnerAgenda] };
}
