// runtime: pure. The Swiss pairing engine's input and output (Netrunner 2.3, Generic Swiss).
import type { ByePolicy, EntryId, Note, Rng } from '../types';

export interface PairingCandidate {
  id: EntryId;
  /** The record that forms score groups (Netrunner: games won, 2.3.2; Generic: match points). */
  groupScore: number;
  /** Byes received so far. */
  byes: number;
  /** Everyone met so far (2.3.5 forbids meeting them again). */
  opponents: EntryId[];
  /** Times in seat 1 (Netrunner: played Corporation in game 1). */
  firstSeatCount: number;
  secondSeatCount: number;
}

export interface PairingRequest {
  round: number;
  /** Only active entries, in ranking order, best first (2.3.1). */
  candidates: PairingCandidate[];
  byePolicy: ByePolicy;
  /** Keep two entries that lean the same way by two or more apart, bending 2.3.4's order (the
   * `sides` cost). Off by default and always off for Netrunner: there side balance only picks
   * seat 1 (Decision 2.1, 2.3.4). */
  balanceSides?: boolean;
  /** Used for round 1 (random pairings, 2.1). */
  rng: Rng;
}

export interface PairedTable {
  /** Table 1 is the top pairing. */
  table: number;
  /** In seat order: entries[0] takes seat 1 (the first role). */
  entries: [EntryId, EntryId];
  notes: Note[];
}

export interface PairingResult {
  tables: PairedTable[];
  bye: { entryId: EntryId; notes: Note[] } | null;
  /** Notes the organizer should see before publishing: forced_rematch, score_gap, second_bye. */
  warnings: Note[];
}

/** Tuning knobs, for tests and benches; the defaults are what the app uses. */
export interface PairingOptions {
  /** Fields (after the bye) up to this size are solved whole by one matching; larger ones by
   * exact clusters (clusters.ts). Both give a least-cost pairing; tests compare the two. */
  denseLimit?: number;
  /** Clusters grow up to this many entries to prove their pairing least-cost (clusters.ts). */
  clusterLimit?: number;
  /** Told, for each bye choice paired, whether its pairing was proven least-cost and the
   * largest cluster (entries) re-paired on the way: what the bench's exactness replay reports. */
  onSolved?: (solved: SolveReport) => void;
}

export interface SolveReport {
  proven: boolean;
  /** Entries in the largest cluster re-paired (the whole field when it was solved whole; 0 when
   * the canonical pairing needed no repair). */
  largestCluster: number;
}
