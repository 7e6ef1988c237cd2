// Peer adapter: the npm package swiss-pairing 1.4.3. It is stateless: each round it takes the
// participants and every match so far, weighs every pair (-(score difference)^2, -100 per earlier
// meeting) and runs a maximum-weight blossom matching. An odd field gets a phantom participant
// whose partner has the bye; the phantom counts as met by everyone who had a bye.
import { performance } from 'node:perf_hooks';
import swissPairing, { type Match, type Participant } from 'swiss-pairing';
import type { EntryId } from '../../electron/engine/types';
import type { PairingEngine } from './engines';
import type { RoundPairing } from './event';

export function swissPairingEngine(ids: EntryId[]): PairingEngine {
  // Its defaults, except the points a round can give: 1 (win 1, draw 1/2, loss 0, bye 1).
  const peer = swissPairing({ maxPerRound: 1 });
  // Seeds only order its standings and its home/away sides; the matching's weights ignore them.
  const participants: Participant[] = ids.map((id) => ({ id: String(id), seed: id }));
  const matches: Match[] = [];

  return {
    name: 'swiss-pairing',
    pair(round) {
      const t0 = performance.now();
      const matchups = peer.getMatchups(round, participants, matches);
      const ms = performance.now() - t0;
      const pairing: RoundPairing = { tables: [], byes: [] };
      for (const m of matchups) {
        if (m.away === null) pairing.byes.push(Number(m.home));
        else pairing.tables.push([Number(m.home), Number(m.away)]);
      }
      return { pairing, ms };
    },
    report(round, played, byes) {
      for (const m of played) {
        const [a, b] = m.entries;
        const points = (id: EntryId) => (m.winner === null ? 0.5 : m.winner === id ? 1 : 0);
        matches.push({
          round,
          home: { id: String(a), points: points(a) },
          away: { id: String(b), points: points(b) },
        });
      }
      for (const id of byes) {
        matches.push({ round, home: { id: String(id), points: 1 }, away: { id: null, points: 0 } });
      }
    },
  };
}
