// The simulation core: run one engine through an event round by round on the shared field, and
// summarise the rounds. Used by the pairing cases and by the tests.
import { arbiterEngine, type EngineName, type PairingEngine } from './engines';
import { SimEvent, type RoundStats } from './event';
import { createField, type Field } from './field';
import type { Peer } from './peers';

export interface EngineRun {
  engine: EngineName;
  stats: RoundStats[];
  event: SimEvent;
}

export type Progress = (message: string) => void;

export function runEngine(
  field: Field,
  engine: PairingEngine,
  rounds: number,
  progress: Progress = () => {},
  label = '',
): EngineRun {
  const event = new SimEvent(field);
  const stats: RoundStats[] = [];
  for (let round = 1; round <= rounds; round++) {
    const { pairing, ms } = engine.pair(round, event);
    const s = event.measure(round, pairing, ms);
    stats.push(s);
    const played = event.play(round, pairing);
    engine.report(round, played, pairing.byes);
    // The round's quality too: a run stopped early (the peers are slow) still tells something.
    progress(
      `${label} ${engine.name} round ${round}/${rounds}: ${ms.toFixed(1)} ms, ` +
        `rematches ${s.rematches}, unequal ${s.pairsUnequal}, Σ|diff| ${s.scoreDiffSum}`,
    );
  }
  return { engine: engine.name, stats, event };
}

export interface Summary {
  rounds: number;
  median_ms: number | null;
  worst_ms: number | null;
  rematches: number;
  pairs_unequal: number;
  score_diff_sum: number;
  byes: number;
}

/** Milliseconds as the rows report them: to the microsecond. */
export const round3 = (x: number) => Math.round(x * 1000) / 1000;

export function median(xs: number[]): number | null {
  if (xs.length === 0) return null;
  const s = xs.slice().sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Sums and timings over rounds 1..upTo (all rounds when upTo is omitted); `stats` may hold
 * several events' rounds, summed alike (`rounds` counts rounds of one event). */
export function summarize(stats: RoundStats[], upTo = Infinity): Summary {
  const rs = stats.filter((s) => s.round <= upTo);
  const ms = rs.map((s) => s.ms);
  return {
    rounds: new Set(rs.map((s) => s.round)).size,
    median_ms: median(ms),
    worst_ms: ms.length ? Math.max(...ms) : null,
    rematches: rs.reduce((a, s) => a + s.rematches, 0),
    pairs_unequal: rs.reduce((a, s) => a + s.pairsUnequal, 0),
    score_diff_sum: rs.reduce((a, s) => a + s.scoreDiffSum, 0),
    byes: rs.reduce((a, s) => a + s.byes, 0),
  };
}

export interface SimSpec {
  seed: string;
  players: number;
  drawRate: number;
  /** Arbiter's rounds. */
  rounds: number;
}

export interface SimResult {
  field: Field;
  arbiter: EngineRun;
  /** The peers planned for at least one round. */
  peers: EngineRun[];
}

/** Arbiter and each planned peer on the same field (same ratings, same outcome rule), each in its
 * own event from its own standings. A peer planned for 0 rounds is left out. */
export function simulateAll(
  spec: SimSpec,
  peers: readonly { peer: Peer; rounds: number }[],
  progress?: Progress,
  label = '',
): SimResult {
  const field = createField(spec.seed, spec.players, spec.drawRate);
  const arbiter = runEngine(field, arbiterEngine(spec.seed), spec.rounds, progress, label);
  const runs = peers
    .filter((p) => p.rounds > 0)
    .map((p) => runEngine(field, p.peer.create(spec.seed, field, spec.rounds), p.rounds, progress, label));
  return { field, arbiter, peers: runs };
}
