// One engine's simulated event: standings kept by the bench (not by the engine), the ranking the
// PairingCandidates are built in, and the quality of each round's pairing measured against them.
// Scoring (the same for every engine): a win 1 point, a draw 1/2, a loss 0, a bye 1;
// groupScore = points.
import type { PairingCandidate, PairingResult } from '../../electron/engine/swiss';
import type { EntryId } from '../../electron/engine/types';
import { matchResult, type Field } from './field';

export interface PlayerRecord {
  id: EntryId;
  score: number;
  byes: number;
  opponents: EntryId[];
  firstSeatCount: number;
  secondSeatCount: number;
}

/** A round as an engine paired it: tables in seat order, and who got a bye (peer: maybe several). */
export interface RoundPairing {
  tables: [EntryId, EntryId][];
  byes: EntryId[];
}

/** Arbiter's pairing of a round, as the bench plays it. */
export function roundPairingOf(result: PairingResult): RoundPairing {
  return { tables: result.tables.map((t) => [t.entries[0], t.entries[1]]), byes: result.bye ? [result.bye.entryId] : [] };
}

export interface PlayedMatch {
  round: number;
  /** Seat order. */
  entries: [EntryId, EntryId];
  /** null: a draw. */
  winner: EntryId | null;
}

export interface RoundStats {
  round: number;
  ms: number;
  rematches: number;
  pairsUnequal: number;
  scoreDiffSum: number;
  byes: number;
}

export class SimEvent {
  readonly players = new Map<EntryId, PlayerRecord>();
  readonly log: PlayedMatch[] = [];
  readonly byeLog: { round: number; entryId: EntryId }[] = [];

  constructor(readonly field: Field) {
    for (const id of field.ids) {
      this.players.set(id, {
        id,
        score: 0,
        byes: 0,
        opponents: [],
        firstSeatCount: 0,
        secondSeatCount: 0,
      });
    }
  }

  score(id: EntryId): number {
    return this.players.get(id)!.score;
  }

  /** Ranking order: score desc, then the sum of opponents' scores desc, then id asc. */
  ranked(): PlayerRecord[] {
    const sos = new Map<EntryId, number>();
    for (const p of this.players.values()) {
      let s = 0;
      for (const o of p.opponents) s += this.score(o);
      sos.set(p.id, s);
    }
    return [...this.players.values()].sort(
      (a, b) => b.score - a.score || sos.get(b.id)! - sos.get(a.id)! || a.id - b.id,
    );
  }

  candidates(): PairingCandidate[] {
    return this.ranked().map((p) => ({
      id: p.id,
      groupScore: p.score,
      byes: p.byes,
      opponents: p.opponents.slice(),
      firstSeatCount: p.firstSeatCount,
      secondSeatCount: p.secondSeatCount,
    }));
  }

  /** Quality of a pairing against the standings before the round (call before play()). */
  measure(round: number, pairing: RoundPairing, ms: number): RoundStats {
    const stats: RoundStats = {
      round,
      ms,
      rematches: 0,
      pairsUnequal: 0,
      scoreDiffSum: 0,
      byes: pairing.byes.length,
    };
    for (const [a, b] of pairing.tables) {
      if (this.players.get(a)!.opponents.includes(b)) stats.rematches++;
      const d = Math.abs(this.score(a) - this.score(b));
      if (d !== 0) stats.pairsUnequal++;
      stats.scoreDiffSum += d;
    }
    return stats;
  }

  /** Play the round with the shared outcome rule and update the standings. Returns the matches.
   * Throws when the pairing does not seat every player exactly once (a table or a bye), so a
   * peer's broken answer can never be measured as if it were a pairing. */
  play(round: number, pairing: RoundPairing): PlayedMatch[] {
    const seen = new Set<EntryId>();
    const twice: EntryId[] = [];
    for (const id of [...pairing.tables.flat(), ...pairing.byes]) {
      if (seen.has(id)) twice.push(id);
      seen.add(id);
    }
    const missing = [...this.players.keys()].filter((id) => !seen.has(id));
    const unknown = [...seen].filter((id) => !this.players.has(id));
    if (twice.length || missing.length || unknown.length) {
      throw new Error(
        `round ${round}: not every player once (missing [${missing.join(', ')}], ` +
          `twice [${twice.join(', ')}], unknown [${unknown.join(', ')}])`,
      );
    }
    const played: PlayedMatch[] = [];
    for (const [a, b] of pairing.tables) {
      const winner = matchResult(this.field, round, a, b);
      played.push({ round, entries: [a, b], winner });
    }
    for (const m of played) {
      const [a, b] = m.entries;
      const pa = this.players.get(a)!;
      const pb = this.players.get(b)!;
      pa.opponents.push(b);
      pb.opponents.push(a);
      pa.firstSeatCount++;
      pb.secondSeatCount++;
      if (m.winner === null) {
        pa.score += 0.5;
        pb.score += 0.5;
      } else this.players.get(m.winner)!.score++;
    }
    for (const id of pairing.byes) {
      const p = this.players.get(id)!;
      p.byes++;
      p.score++;
      this.byeLog.push({ round, entryId: id });
    }
    this.log.push(...played);
    return played;
  }
}
