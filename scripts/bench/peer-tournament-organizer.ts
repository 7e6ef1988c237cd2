// Peer adapter: the npm package tournament-organizer 4.1.1, driven through its Manager API.
import { performance } from 'node:perf_hooks';
import Manager from 'tournament-organizer';
import { createRng } from '../../electron/engine/random';
import type { EntryId } from '../../electron/engine/types';
import type { PairingEngine } from './engines';
import type { RoundPairing } from './event';

type PeerTournament = ReturnType<Manager['createTournament']>;

/**
 * A Swiss tournament, best of 1 (win 1, draw 1/2, loss 0, bye 1), with seating on (it balances
 * seats, as Arbiter does). Round 1 is startTournament(), later rounds nextRound(); the timed call
 * includes the peer's own score bookkeeping, which it does inside. Its pairing shuffles with
 * Math.random; during that call Math.random is replaced by a seeded source so the peer's event is
 * reproducible too.
 */
export function tournamentOrganizerEngine(seed: string, ids: EntryId[], rounds: number): PairingEngine {
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
      // Its byes were scored by the peer itself when it paired them.
      for (const m of played) {
        const [a, b] = m.entries;
        const id = matchIds.get(key(a, b));
        if (id === undefined) throw new Error(`tournament-organizer: no match for ${a} v ${b}`);
        if (m.winner === null) t.enterResult(id, 0, 0, 1);
        else if (m.winner === a) t.enterResult(id, 1, 0);
        else t.enterResult(id, 0, 1);
      }
    },
  };
}
