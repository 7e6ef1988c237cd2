// What each case reports: one row per case and engine. The table and the JSON lines are both
// made from these rows.
import type { EngineName } from './engines';
import type { Summary } from './simulate';

export interface QualityVerdict {
  /** The rounds both engines ran (1..rounds); all comparisons are over these. */
  rounds: number;
  arbiter: { rematches: number; pairs_unequal: number; score_diff_sum: number };
  peer: { rematches: number; pairs_unequal: number; score_diff_sum: number };
  /** Arbiter's rematches <= the peer's. */
  not_worse: boolean;
}

/** A pairing case's row: the run's summary (rounds paired — 0 when the peer was skipped —, timing
 * and quality) plus what the table needs around it. */
export interface PairingRow extends Summary {
  kind: 'pairing';
  case: string;
  engine: EngineName;
  players: number;
  /** Arbiter only: peer median_ms / Arbiter median_ms over the rounds both ran; null without
   * the peer. */
  ratio_to_peer?: number | null;
  /** Arbiter's per-round budget for this field size (design.md); null where none is set. */
  budget_ms: number | null;
  /** worst_ms <= budget_ms; null without a budget. */
  within_budget: boolean | null;
  /** Arbiter only: quality compared with the peer; null without the peer. */
  quality?: QualityVerdict | null;
  /** Why an engine was cut or skipped; null when it ran every round. */
  note: string | null;
}

/** A repeated measurement of one operation: standings, registration search, result latency,
 * memory (in MB in the ms columns, as its note says). */
export interface MeasureRow {
  kind: 'standings' | 'search' | 'latency' | 'memory';
  case: string;
  engine: 'arbiter';
  players: number;
  rounds: number;
  /** Timed runs (after a warm-up). */
  runs: number;
  median_ms: number;
  worst_ms: number;
  budget_ms: number;
  within_budget: boolean;
  note: string | null;
}

export type Row = PairingRow | MeasureRow;
