// runtime: pure
// A stage kind is how a stage plays (Swiss today; elimination, round robin and fixed table rounds
// are to come): one module behind this interface, so the core asks the stage's kind and never
// branches on the game or the format.
import type { NextRound, NextRoundInput } from '../rounds/next-swiss-round';
import type { Ruleset } from '../rulesets/types';
import type { StandingRow } from '../standings/types';
import type { EntryState, TableRecord } from '../types';

export interface StageProgress {
  /** The rounds the organizer planned for the stage; null while undecided. */
  plannedRounds: number | null;
  /** The newest closed round's number; 0 before any. */
  lastClosedRound: number;
}

export interface StageKind {
  id: string;
  /** The next round from the stage's history: its tables, a bye, and the notes that explain them. */
  nextRound(input: NextRoundInput): NextRound;
  /** The stage's standings over the tables given. */
  standings(ruleset: Ruleset, entries: EntryState[], tables: TableRecord[]): StandingRow[];
  /** Whether the stage is over: its standings are final and no round is paired after it. */
  isComplete(progress: StageProgress): boolean;
}
