// runtime: pure
// A stage kind is how a stage plays (a Swiss, table rounds, a bracket, a round robin…): one module
// behind this interface, so the core and the screens ask the stage's kind what it does and never
// branch on its id; a new kind is a module here and a line in index.ts.
import type { BracketSections } from '../elimination';
import type { NextRoundInput } from '../rounds/next-round-input';
import type { Ruleset } from '../rulesets/types';
import type { ScheduleQuality, ScheduleRound } from '../tables';
import type { StandingRow } from '../standings/types';
import type { EntryId, EntryState, Note, TableRecord } from '../types';

/** A round as a stage kind draws it: tables in seat order (seat 1 first), the byes, and the notes
 * that explain them. */
export interface StageRound {
  /** `teams`: each seat's team number, where the stage seats teams (a team game). */
  tables: { table: number; entries: EntryId[]; notes: Note[]; teams?: number[] }[];
  /** `table`: where the bye stands when its place means something (a bracket's match); else the
   * core numbers it. */
  byes: { entryId: EntryId; notes: Note[]; table?: number }[];
  warnings: Note[];
  /** The standings the round was drawn from. */
  standings: StandingRow[];
  /** A schedule made (or made again) for this round, which the core stores for the stage. */
  schedule?: MadeSchedule;
}

/** A schedule made in advance (scheduled_tables), as the kind hands it to the core to store. */
export interface MadeSchedule {
  rounds: ScheduleRound[];
  quality: ScheduleQuality;
  /** The stage's round it was made at (1 when first made; later, a re-make). */
  madeAtRound: number;
  /** Why it was made: `schedule_made`, or `schedule_remade` and what changed. */
  notes: Note[];
}

/** What a stage has played, for the kinds whose end depends on its results (a grand final's
 * reset, a tie-break round robin). */
export interface StageHistory {
  ruleset: Ruleset;
  entries: EntryState[];
  /** The tables of the stage's closed rounds with their results. */
  tables: TableRecord[];
}

export interface StageProgress {
  /** The rounds the organizer planned for the stage; null while undecided. */
  plannedRounds: number | null;
  /** The newest closed round's number; 0 before any. */
  lastClosedRound: number;
  /** How many tables (byes included) round 1 had; 0 before it is drawn. */
  firstRoundTables: number;
  /** The stage's closed rounds, loaded only when the kind asks (most answer from the counts). */
  history: () => StageHistory;
}

/** How the room and the printed sheet draw a stage beside its rounds and standings: a bracket
 * (in the parts its kind draws), a round robin's grid, a seated playoff's chart. */
export type StageDrawing = { as: 'bracket'; sections: BracketSections } | { as: 'grid' } | { as: 'chart' };

export interface StageKind {
  id: string;
  /** The next round from the stage's history: its tables, a bye, and the notes that explain them. */
  nextRound(input: NextRoundInput): StageRound;
  /** The stage's standings over the tables given. */
  standings(ruleset: Ruleset, entries: EntryState[], tables: TableRecord[]): StandingRow[];
  /** Whether the stage is over: its standings are final and no round is paired after it. */
  isComplete(progress: StageProgress): boolean;
  /** The usual number of rounds for a field of this size; null below two. */
  suggestedRounds(field: number): number | null;
  /** The rounds the stage has when the kind fixes them, from the players checked in or, once
   * round 1 is drawn, its tables (byes included); null where the organizer plans them. `seats`:
   * the ruleset's table sizes, which decide a seated playoff's chart. */
  fixedRounds(field: { checkedIn: number; firstRoundTables: number; seats: { min: number; max: number } }): number | null;
  /** Every table needs a winner (a knockout): a result whose scoring gives none is refused. */
  decisive: boolean;
  /** Players checked in after round 1 join the stage (a Swiss); a drawn bracket takes nobody. */
  lateEntries: boolean;
  /** Its rounds follow a schedule made in advance for the whole stage when its round 1 is paired
   * (stored, shown and printed, and read by name: find your seat). */
  madeInAdvance: boolean;
  /** How a table's players come to their seats: `given` by the pairing or the schedule, in the
   * order they play; `chosen` by the players themselves in seat order (a seated playoff, Catan 3.7,
   * 3.8: in order of qualifying rank), so the order they play is recorded at the desk afterwards. */
  seating: 'given' | 'chosen';
  /** The table of the stage's round `round` that plays the stage's final, the match that decides
   * its first place (Attacktix 3.2.1 asks for an umpire there), or null where that round has none:
   * not the round where a match for third place is played beside it, nor a losers' bracket's final.
   * From round 1's tables (byes included), which fix a drawn stage's shape; a stage that ranks by
   * its standings alone (a Swiss, a round robin) has no final. */
  finalTable(at: { round: number; firstRoundTables: number }): number | null;
  /** Whether the stage's round `round`, already seen by the players, may stand as played when a
   * result of an earlier round of the stage is corrected (result.correct's keepLaterRounds): only
   * where neither its existence nor who sits in it rests on who won a table (a Swiss or a
   * schedule seats everybody still in, a fixed cycle plays on); a bracket's round seats winners,
   * and a tie-break round exists because of a tie, so there a corrected winner would leave
   * somebody playing a place they did not earn. From round 1's tables (byes included), which fix
   * a drawn stage's length. */
  standsAfterCorrection(at: { round: number; firstRoundTables: number }): boolean;
  /** How the stage is drawn beside its rounds; null where its rounds and standings show it all. */
  drawing: StageDrawing | null;
  /** Its places below first are the rounds its sides went out in, a round's losers sharing one
   * (a single bracket: 3–4 out in the semifinal, 5–8 in the quarterfinal), so the standings may
   * name that round; elsewhere a place is a place. */
  ranksByRoundOut: boolean;
}
