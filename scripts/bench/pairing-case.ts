// Swiss pairing cases: Arbiter and tournament-organizer on the same simulated field.
import type { BenchCase } from './case';
import {
  DEFAULT_PEER_ROUNDS,
  FULL_PEER_PLAYERS,
  type BenchOptions,
} from './options';
import type { PairingRow, QualityVerdict } from './rows';
import { simulateBoth, summarize, type EngineRun, type Progress, type Summary } from './simulate';

export interface PairingSpec {
  name: string;
  players: number;
  rounds: number;
}

/** Swiss length used by the cases: ceil(log2 n) + 2. */
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

/** How many rounds the peer runs in a case, and why it was cut or skipped. */
export function peerPlan(
  spec: PairingSpec,
  opts: BenchOptions,
): { rounds: number; note: string | null } {
  if (!opts.peer) return { rounds: 0, note: 'peer skipped: --no-peer' };
  if (spec.players > opts.peerMaxPlayers) {
    return {
      rounds: 0,
      note:
        `peer skipped: it weighs every pair of players and runs a blossom matching, minutes per ` +
        `round at ${spec.players} players (run it with --peer-max-players ${spec.players})`,
    };
  }
  const cap =
    opts.peerRounds ?? (spec.players <= FULL_PEER_PLAYERS ? spec.rounds : DEFAULT_PEER_ROUNDS);
  const rounds = Math.min(spec.rounds, cap);
  if (rounds === 0) return { rounds: 0, note: 'peer skipped: --peer-rounds 0' };
  if (rounds === spec.rounds) return { rounds, note: null };
  const why =
    opts.peerRounds !== null
      ? `--peer-rounds ${opts.peerRounds}`
      : `the peer takes tens of seconds per round at ~1,000 players (change with --peer-rounds N)`;
  return { rounds, note: `peer cut to ${rounds} of ${spec.rounds} rounds: ${why}` };
}

function quality(a: Summary, p: Summary): QualityVerdict {
  const pick = (s: Summary) => ({
    rematches: s.rematches,
    pairs_unequal: s.pairs_unequal,
    score_diff_sum: s.score_diff_sum,
  });
  return {
    rounds: p.rounds,
    arbiter: pick(a),
    peer: pick(p),
    not_worse: a.rematches <= p.rematches,
  };
}

const round3 = (x: number | null) => (x === null ? null : Math.round(x * 1000) / 1000);

type BaseRow = Omit<PairingRow, 'ratio_to_peer' | 'budget_ms' | 'within_budget' | 'quality' | 'note'>;

function row(spec: PairingSpec, run: EngineRun, s: Summary): BaseRow {
  return {
    kind: 'pairing',
    case: spec.name,
    engine: run.engine,
    players: spec.players,
    rounds: s.rounds,
    median_ms: round3(s.median_ms),
    worst_ms: round3(s.worst_ms),
    rematches: s.rematches,
    pairs_unequal: s.pairs_unequal,
    score_diff_sum: s.score_diff_sum,
    byes: s.byes,
  };
}

export interface PairingOutcome {
  rows: PairingRow[];
  arbiter: EngineRun;
  peer: EngineRun | null;
}

/** Run a pairing case: Arbiter every round, the peer per peerPlan; one row per engine. */
export function runPairingCase(
  spec: PairingSpec,
  opts: BenchOptions,
  progress: Progress = () => {},
): PairingOutcome {
  const plan = peerPlan(spec, opts);
  const seed = `${opts.seed}|${spec.name}`;
  const { arbiter, peer } = simulateBoth(
    seed,
    spec.players,
    spec.rounds,
    plan.rounds,
    progress,
    spec.name,
  );
  const a = summarize(arbiter.stats);
  const budget = pairingBudget(spec.players);
  const p = peer ? summarize(peer.stats) : null;
  const aSame = p ? summarize(arbiter.stats, p.rounds) : null;
  const aRow: PairingRow = {
    ...row(spec, arbiter, a),
    ratio_to_peer:
      p && aSame && p.median_ms !== null && aSame.median_ms
        ? round3(p.median_ms / aSame.median_ms)
        : null,
    budget_ms: budget,
    within_budget: budget === null || a.worst_ms === null ? null : a.worst_ms <= budget,
    quality: p && aSame ? quality(aSame, p) : null,
    note: null,
  };
  const rows: PairingRow[] = [aRow];
  if (peer && p) {
    rows.push({ ...row(spec, peer, p), budget_ms: null, within_budget: null, note: plan.note });
  } else {
    rows.push({
      kind: 'pairing',
      case: spec.name,
      engine: 'tournament-organizer',
      players: spec.players,
      rounds: 0,
      median_ms: null,
      worst_ms: null,
      rematches: 0,
      pairs_unequal: 0,
      score_diff_sum: 0,
      byes: 0,
      budget_ms: null,
      within_budget: null,
      note: plan.note,
    });
  }
  return { rows, arbiter, peer };
}

export function pairingCase(spec: PairingSpec): BenchCase {
  return {
    name: spec.name,
    run: (opts, progress) => runPairingCase(spec, opts, progress).rows,
  };
}

/** `swiss-<n>` for n players over swissRounds(n) rounds. */
export function swissCase(players: number): BenchCase {
  return pairingCase({ name: `swiss-${players}`, players, rounds: swissRounds(players) });
}
