// runtime: node. Wrong join codes slow down per address: a few typing mistakes cost nothing, a
// script guessing codes waits longer after each miss (doubling up to five minutes).
export interface JoinTries {
  /** Seconds the address must still wait before its next try (0: it may try now). */
  wait(address: string): number;
  failed(address: string): void;
  succeeded(address: string): void;
}

const freeMisses = 3;
const maxWaitMs = 5 * 60_000;

export function joinTries(now: () => number = Date.now): JoinTries {
  const misses = new Map<string, { count: number; until: number }>();
  return {
    wait(address) {
      const m = misses.get(address);
      return m ? Math.max(0, Math.ceil((m.until - now()) / 1000)) : 0;
    },
    failed(address) {
      const count = (misses.get(address)?.count ?? 0) + 1;
      const delay = count < freeMisses ? 0 : Math.min(maxWaitMs, 1000 * 2 ** (count - freeMisses));
      misses.set(address, { count, until: now() + delay });
    },
    succeeded(address) {
      misses.delete(address);
    },
  };
}
