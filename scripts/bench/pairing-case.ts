// Swiss pairing cases: Arbiter and every peer on the same simulated field, each in its own event.
import type { BenchCase } from './case';
import { FULL_PEER_PLAYERS, type BenchOptions } from './options';
import { PEERS, type Peer } from './peers';
import type { PairingRow, PeerComparison, Quality, QualityVerdict } from './rows';
import { simulateAll, summarize, type EngineRun, type Progress, type Summary } from './simulate';

export interface PairingSpec {
  name: string;
  players: number;
  rounds: number;
  /** Share of matches drawn (0 when omitted). */
  drawRate?: number;
  /** A quality case: every peer runs every round by default, however slow (timing cases cut
   * slow peers above FULL_PEER_PLAYERS players). */
  peersEveryRound?: boolean;
}

/** Swiss length used by the timing cases: ceil(log2 n) + 2. */
export function swissRounds(players: number): number {
  return Math.ceil(Math.log2(players)) + 2;
}

/** design.md budgets for one round: 1,024 players <= 100 ms, 4,096 <= 1 s (the odd field one
 * short of each size counts as that size). */
export function pairingBudget(players: number): number | null {
  if (players > 512 && players <= 1024) return 100;
  if (players > 2048 && players <= 4096) return 1000;
  return null;
}

/** How many rounds a peer runs in a case, and why it was cut or skipped. */
export function peerPlan(
  spec: PairingSpec,
  opts: BenchOptions,
  peer: Peer,
): { rounds: number; note: string | null } {
  if (!opts.peer) return { rounds: 0, note: 'skipped: --no-peer' };
  if (opts.peers.length && !opts.peers.includes(peer.name)) {
    return { rounds: 0, note: `skipped: --peer ${opts.peers.join(', --peer ')}` };
  }
  if (spec.players > opts.peerMaxPlayers) {
    return {
      rounds: 0,
      note:
        `skipped: it weighs every pair of players and runs a blossom matching, ${peer.pace}, ` +
        `far more at ${spec.players} (run it with --peer-max-players ${spec.players})`,
    };
  }
  const everyRound = spec.peersEveryRound || spec.players <= FULL_PEER_PLAYERS;
  const cap = opts.peerRounds ?? (everyRound ? spec.rounds : peer.cutRounds);
  const rounds = Math.min(spec.rounds, cap);
  if (rounds === 0) return { rounds: 0, note: 'skipped: --peer-rounds 0' };
  if (rounds === spec.rounds) return { rounds, note: null };
  const why =
    opts.peerRounds !== null
      ? `--peer-rounds ${opts.peerRounds}`
      : `it takes ${peer.pace} (change with --peer-rounds N)`;
  return { rounds, note: `cut to ${rounds} of ${spec.rounds} rounds: ${why}` };
}

const pickQuality = (s: Summary): Quality => ({
  rematches: s.rematches,
  pairs_unequal: s.pairs_unequal,
  score_diff_sum: s.score_diff_sum,
});

/** Arbiter against each peer over that peer's rounds; not worse than the best peer = not worse
 * than each of them on every measure. */
export function qualityVerdict(arbiter: EngineRun, peers: readonly EngineRun[]): QualityVerdict {
  const comparisons: PeerComparison[] = peers.map((run) => {
    const p = pickQuality(summarize(run.stats));
    const a = pickQuality(summarize(arbiter.stats, run.stats.length));
    return {
      engine: run.engine as PeerComparison['engine'],
      rounds: run.stats.length,
      arbiter: a,
      peer: p,
      not_worse:
        a.rematches <= p.rematches &&
        a.pairs_unequal <= p.pairs_unequal &&
        a.score_diff_sum <= p.score_diff_sum,
    };
  });
  return {
    not_worse_than_best_peer: comparisons.length ? comparisons.every((c) => c.not_worse) : null,
    peers: comparisons,
  };
}

const round3 = (x: number | null) => (x === null ? null : Math.round(x * 1000) / 1000);

export interface PairingOutcome {
  rows: PairingRow[];
  arbiter: EngineRun;
  peers: EngineRun[];
}

/** Run a pairing case: Arbiter every round, each peer per peerPlan; one row per engine (a
 * skipped peer too, with 0 rounds and its note). */
export function runPairingCase(
  spec: PairingSpec,
  opts: BenchOptions,
  progress: Progress = () => {},
): PairingOutcome {
  const plans = PEERS.map((peer) => ({ peer, ...peerPlan(spec, opts, peer) }));
  const seed = `${opts.seed}|${spec.name}`;
  const drawRate = spec.drawRate ?? 0;
  const sim = simulateAll(
    { seed, players: spec.players, drawRate, rounds: spec.rounds },
    plans,
    progress,
    spec.name,
  );
  const row = (engine: PairingRow['engine'], s: Summary, note: string | null) => ({
    kind: 'pairing' as const,
    case: spec.name,
    engine,
    players: spec.players,
    draw_rate: drawRate,
    ...s,
    median_ms: round3(s.median_ms),
    worst_ms: round3(s.worst_ms),
    note,
  });
  const a = summarize(sim.arbiter.stats);
  const budget = pairingBudget(spec.players);
  const rows: PairingRow[] = [
    {
      ...row('arbiter', a, null),
      ratio: null,
      budget_ms: budget,
      within_budget: budget === null || a.worst_ms === null ? null : a.worst_ms <= budget,
      quality: qualityVerdict(sim.arbiter, sim.peers),
    },
  ];
  for (const plan of plans) {
    const run = sim.peers.find((r) => r.engine === plan.peer.name);
    const p = summarize(run?.stats ?? []);
    const aSame = summarize(sim.arbiter.stats, p.rounds);
    rows.push({
      ...row(plan.peer.name, p, plan.note),
      ratio:
        p.median_ms !== null && aSame.median_ms ? round3(p.median_ms / aSame.median_ms) : null,
      budget_ms: null,
      within_budget: null,
    });
  }
  return { rows, arbiter: sim.arbiter, peers: sim.peers };
}

export function pairingCase(spec: PairingSpec): BenchCase {
  return {
    name: spec.name,
    run: (opts, progress) => runPairingCase(spec, opts, progress).rows,
  };
}

/** `swiss-<n>` (timing): n players over swissRounds(n) rounds, no draws. */
export function swissCase(players: number): BenchCase {
  return pairingCase({ name: `swiss-${players}`, players, rounds: swissRounds(players) });
}

/** The issue-6 quality model: the higher-rated wins 60 % of matches, 2 % are drawn. */
export const QUALITY_DRAW_RATE = 0.02;
export const QUALITY_ROUNDS = 10;

/** `quality-<n>`: n players over QUALITY_ROUNDS rounds with draws; every peer every round. */
export function qualityCase(players: number, rounds = QUALITY_ROUNDS): BenchCase {
  return pairingCase({
    name: `quality-${players}`,
    players,
    rounds,
    drawRate: QUALITY_DRAW_RATE,
    peersEveryRound: true,
  });
}
