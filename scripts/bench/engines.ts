// The two engines behind one interface. Each pairs its own event from its own standings; the bench
// times only the pairing call (performance.now around it).
import { performance } from 'node:perf_hooks';
import Manager from 'tournament-organizer';
import { pairSwissRound } from '../../electron/engine/swiss';
import { createRng } from '../../electron/engine/random';
import type { EntryId } from '../../electron/engine/types';
import type { PlayedMatch, RoundPairing, SimEvent } from './event';

export type EngineName = 'arbiter' | 'tournament-organizer';

export interface PairingEngine {
  name: EngineName;
  /** Pair `round` for `event`; `ms` is the pairing call alone. */
  pair(round: number, event: SimEvent): { pairing: RoundPairing; ms: number };
  /** Hand the round's results to the engine (the peer keeps its own records). */
  report(round: number, played: PlayedMatch[]): void;
}

/** Arbiter: candidates in ranking order from the bench's standings (not timed), then
 * pairSwissRound (timed). Generic bye policy, matching the peer's scoring. */
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
      return {
        pairing: {
          tables: result.tables.map((t) => [t.entries[0], t.entries[1]]),
          byes: result.bye ? [result.bye.entryId] : [],
        },
        ms,
      };
    },
    report() {
      // Arbiter's engine is pure: the standings it reads are the bench's (event.candidates()).
    },
  };
}

type PeerTournament = ReturnType<Manager['createTournament']>;

/**
 * tournament-organizer 4.1.1: a Swiss tournament, best of 1 (win 1, loss 0, bye 1), with
 * seating on (it balances seats, as Arbiter does). Round 1 is startTournament(), later rounds
 * nextRound(); the timed call includes the peer's own score bookkeeping, which it does inside.
 * Its pairing shuffles with Math.random; during that call Math.random is replaced by a seeded
 * source so the peer's event is reproducible too.
 */
export function peerEngine(seed: string, ids: EntryId[], rounds: number): PairingEngine {
  const manager = new Manager();
  const t: PeerTournament = manager.createTournament(
    'bench',
    {
      seating: true,
      scoring: { bestOf: 1, win: 1, loss: 0, draw: 0.5, bye: 1 },
      stageOne: { format: 'swiss', rounds },
    },
    `bench-${seed}`,
  );
  for (const id of ids) t.createPlayer(`P${id}`, String(id));
  const matchIds = new Map<string, string>();
  const key = (a: EntryId, b: EntryId) => `${a}-${b}`;

  return {
    name: 'tournament-organizer',
    pair(round) {
      const rng = createRng(`${seed}|peer|${round}`);
      const saved = Math.random;
      Math.random = () => rng.next();
      let ms: number;
      try {
        const t0 = performance.now();
        if (round === 1) t.startTournament();
        else t.nextRound();
        ms = performance.now() - t0;
      } finally {
        Math.random = saved;
      }
      const pairing: RoundPairing = { tables: [], byes: [] };
      matchIds.clear();
      for (const m of t.getMatchesByRound(round)) {
        const p1 = m.getPlayer1().id;
        const p2 = m.getPlayer2().id;
        if (p1 === null) continue;
        if (m.isBye() || p2 === null) {
          pairing.byes.push(Number(p1));
          continue;
        }
        const a = Number(p1);
        const b = Number(p2);
        pairing.tables.push([a, b]);
        matchIds.set(key(a, b), m.getId());
      }
      return { pairing, ms };
    },
    report(_round, played) {
      for (const m of played) {
        const [a, b] = m.entries;
        const id = matchIds.get(key(a, b));
        if (id === undefined) throw new Error(`peer: no match for ${a} v ${b}`);
        if (m.winner === a) t.enterResult(id, 1, 0);
        else t.enterResult(id, 0, 1);
      }
    },
  };
}
