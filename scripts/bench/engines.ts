// Every engine behind one interface: Arbiter here, each peer in its own adapter (peers.ts lists
// them). Each pairs its own event from its own standings; the bench times only the pairing call
// (performance.now around it).
import { performance } from 'node:perf_hooks';
import { pairSwissRound } from '../../electron/engine/swiss';
import { createRng } from '../../electron/engine/random';
import type { EntryId } from '../../electron/engine/types';
import { roundPairingOf, type PlayedMatch, type RoundPairing, type SimEvent } from './event';

/** The peers, in the order of the table (peers.ts has their adapters). */
export const PEER_NAMES = ['tournament-organizer', 'swiss-pairing'] as const;
export type PeerName = (typeof PEER_NAMES)[number];
export type EngineName = 'arbiter' | PeerName;

export interface PairingEngine {
  name: EngineName;
  /** Pair `round` for `event`; `ms` is the pairing call alone. */
  pair(round: number, event: SimEvent): { pairing: RoundPairing; ms: number };
  /** Hand the round's results and byes to the engine (a peer keeps its own records). */
  report(round: number, played: PlayedMatch[], byes: EntryId[]): void;
}

/** Arbiter: candidates in ranking order from the bench's standings (not timed), then
 * pairSwissRound (timed). Generic bye policy, matching the peers' scoring. */
export function arbiterEngine(seed: string): PairingEngine {
  return {
    name: 'arbiter',
    pair(round, event) {
      const candidates = event.candidates();
      const rng = createRng(`${seed}|arbiter|${round}`);
      const t0 = performance.now();
      const result = pairSwissRound({
        round,
        candidates,
        byePolicy: 'lowest_ranked_without_bye',
        rng,
      });
      const ms = performance.now() - t0;
      return { pairing: roundPairingOf(result), ms };
    },
    report() {
      // Arbiter's engine is pure: the standings it reads are the bench's (event.candidates()).
    },
  };
}
