// What each case reports: one row per case and engine. The table and the JSON lines are both
// made from these rows.
import type { EngineName, PeerName } from './engines';
import type { Summary } from './simulate';

/** The quality fields of a summary. */
export interface Quality {
  rematches: number;
  pairs_unequal: number;
  score_diff_sum: number;
}

/** Arbiter against one peer, over the rounds that peer ran (1..rounds). */
export interface PeerComparison {
  engine: PeerName;
  rounds: number;
  arbiter: Quality;
  peer: Quality;
  /** Arbiter's rematches, unequal pairs and summed score difference are each <= the peer's. */
  not_worse: boolean;
}

export interface QualityVerdict {
  /** not_worse against every peer that ran (so against the best of them on each measure);
   * null when no peer ran. */
  not_worse_than_best_peer: boolean | null;
  peers: PeerComparison[];
}

/** A pairing case's row: the run's summary (rounds paired — 0 when a peer was skipped —, timing
 * and quality) plus what the table needs around it. */
export interface PairingRow extends Summary {
  kind: 'pairing';
  case: string;
  engine: EngineName;
  players: number;
  /** Share of matches drawn in the case's simulation. */
  draw_rate: number;
  /** Events played (fields from different seeds); the counts are summed over them, the times
   * are over every round of every event. */
  events: number;
  /** A peer's row: its median_ms / Arbiter's median_ms over the rounds this peer ran; null on
   * Arbiter's row and for a skipped peer. */
  ratio: number | null;
  /** Arbiter's per-round budget for this field size (design.md); null where none is set. */
  budget_ms: number | null;
  /** worst_ms <= budget_ms; null without a budget. */
  within_budget: boolean | null;
  /** Arbiter only: quality compared with each peer. */
  quality?: QualityVerdict;
  /** Why an engine was cut or skipped; null when it ran every round. */
  note: string | null;
}

/** A repeated measurement of one operation: standings, registration search, result latency,
 * a bracket's steps, memory (in MB in the ms columns, as its note says). */
export interface MeasureRow {
  kind: 'standings' | 'search' | 'latency' | 'memory' | 'bracket' | 'event-file';
  case: string;
  engine: 'arbiter';
  players: number;
  rounds: number;
  /** Timed runs (after a warm-up). */
  runs: number;
  median_ms: number;
  worst_ms: number;
  /** The 95th percentile, where a case measures many deliveries (the phones' fan-out). */
  p95_ms?: number;
  budget_ms: number;
  within_budget: boolean;
  note: string | null;
}

/** A Catan schedule case: makeSchedule timed, and the last schedule's own quality. */
export interface ScheduleRow {
  kind: 'schedule';
  case: string;
  engine: 'arbiter';
  players: number;
  rounds: number;
  runs: number;
  median_ms: number;
  worst_ms: number;
  /** Pairs who meet more than once. */
  repeated_pairs: number;
  /** Meetings beyond each pair's first. */
  repeats: number;
  /** Players who start (position 1) in more than one round. */
  first_more_than_once: number;
  /** Players who get some position in more than one round. */
  position_again: number;
  /** Only at 1,000 players (issue 10); null otherwise. */
  budget_ms: number | null;
  /** worst_ms within the budget and no repeated pair; null without a budget. */
  within_budget: boolean | null;
  note: string | null;
}

export type Row = PairingRow | MeasureRow | ScheduleRow;
