// Swiss pairing cases: Arbiter and every peer on the same simulated field, each in its own event.
import type { BenchCase } from './case';
import { FULL_PEER_PLAYERS, type BenchOptions } from './options';
import { PEERS, type Peer } from './peers';
import type { EngineName } from './engines';
import type { RoundStats } from './event';
import { qualityVerdict } from './quality';
import type { PairingRow } from './rows';
import { round3, simulateAll, summarize, type Progress, type SimResult, type Summary } from './simulate';

export interface PairingSpec {
  name: string;
  players: number;
  rounds: number;
  /** Share of matches drawn (0 when omitted). */
  drawRate?: number;
  /** A quality case: every peer runs every round by default, however slow (timing cases cut
   * slow peers above FULL_PEER_PLAYERS players). */
  peersEveryRound?: boolean;
  /** Events played on fields from different seeds, their rounds summed (1 when omitted): one
   * event's quality numbers swing by a fifth from seed to seed. */
  events?: number;
}

/** Swiss length used by the timing cases: ceil(log2 n) + 2. */
export function swissRounds(players: number): number {
  return Math.ceil(Math.log2(players)) + 2;
}

/** design.md budgets for one round: 1,024 players <= 100 ms, 4,096 <= 1 s (the odd field one
 * short of each size counts as that size); issue 29's 16,384 within the same second. */
export function pairingBudget(players: number): number | null {
  if (players > 512 && players <= 1024) return 100;
  if (players > 2048 && players <= 4096) return 1000;
  if (players > 8192 && players <= 16384) return 1000;
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
        `far more at ${spec.players.toLocaleString('en-US')} (run it with --peer-max-players ${spec.players})`,
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

const round3OrNull = (x: number | null) => (x === null ? null : round3(x));

export interface PairingOutcome {
  rows: PairingRow[];
  /** Each event's runs: Arbiter, and the peers that ran. */
  events: SimResult[];
}

/** The seed of a case's k-th event (k from 0); the first is the case's own seed. */
export function eventSeed(caseSeed: string, k: number): string {
  return k === 0 ? caseSeed : `${caseSeed}|event ${k + 1}`;
}

/** Run a pairing case: Arbiter every round, each peer per peerPlan, in every event; one row per
 * engine (a skipped peer too, with 0 rounds and its note). */
export function runPairingCase(
  spec: PairingSpec,
  opts: BenchOptions,
  progress: Progress = () => {},
): PairingOutcome {
  const plans = PEERS.map((peer) => ({ peer, ...peerPlan(spec, opts, peer) }));
  const drawRate = spec.drawRate ?? 0;
  const count = opts.events ?? spec.events ?? 1;
  const events: SimResult[] = [];
  for (let k = 0; k < count; k++) {
    const seed = eventSeed(`${opts.seed}|${spec.name}`, k);
    const label = count > 1 ? `${spec.name} event ${k + 1}/${count}` : spec.name;
    events.push(
      simulateAll({ seed, players: spec.players, drawRate, rounds: spec.rounds }, plans, progress, label),
    );
  }
  const statsOf = (engine: EngineName): RoundStats[] =>
    events.flatMap((e) => [e.arbiter, ...e.peers].filter((r) => r.engine === engine).flatMap((r) => r.stats));
  const row = (engine: EngineName, s: Summary, note: string | null) => ({
    kind: 'pairing' as const,
    case: spec.name,
    engine,
    players: spec.players,
    draw_rate: drawRate,
    events: count,
    ...s,
    median_ms: round3OrNull(s.median_ms),
    worst_ms: round3OrNull(s.worst_ms),
    note,
  });
  const arbiter = statsOf('arbiter');
  const a = summarize(arbiter);
  const budget = pairingBudget(spec.players);
  const ran = plans.filter((p) => p.rounds > 0).map((p) => ({ engine: p.peer.name, stats: statsOf(p.peer.name) }));
  const rows: PairingRow[] = [
    {
      ...row('arbiter', a, null),
      ratio: null,
      budget_ms: budget,
      within_budget: budget === null || a.worst_ms === null ? null : a.worst_ms <= budget,
      quality: qualityVerdict(arbiter, ran),
    },
  ];
  for (const plan of plans) {
    const p = summarize(statsOf(plan.peer.name));
    const aSame = summarize(arbiter, p.rounds);
    rows.push({
      ...row(plan.peer.name, p, plan.note),
      ratio:
        p.median_ms !== null && aSame.median_ms ? round3(p.median_ms / aSame.median_ms) : null,
      budget_ms: null,
      within_budget: null,
    });
  }
  return { rows, events };
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

/** `quality-<n>`: n players over QUALITY_ROUNDS rounds with draws, `events` events; every peer
 * every round. */
export function qualityCase(players: number, events: number, rounds = QUALITY_ROUNDS): BenchCase {
  return pairingCase({
    name: `quality-${players}`,
    players,
    rounds,
    drawRate: QUALITY_DRAW_RATE,
    peersEveryRound: true,
    events,
  });
}
