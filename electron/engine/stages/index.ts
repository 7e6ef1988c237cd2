// runtime: pure
// The stage kinds by id: what a stored stage's `kind` means. The one list of kinds there is: the
// store checks a stage's kind against it where it writes one, so a new kind is a line here.
import { doubleElimination } from './double-elimination';
import { elimination } from './elimination';
import { roundRobin } from './round-robin';
import { scheduledTables } from './scheduled-tables';
import { seatedPlayoff } from './seated-playoff';
import { swiss } from './swiss';
import { tableRounds } from './table-rounds';
import { teamRounds } from './team-rounds';
import type { StageKind } from './types';

const kinds = new Map<string, StageKind>([swiss, tableRounds, scheduledTables, elimination, doubleElimination, roundRobin, seatedPlayoff, teamRounds].map((kind) => [kind.id, kind]));

/** The kind of a stored stage. The store writes only kinds it finds here, so an unknown one is a
 * bug, not a user's mistake. */
export function stageKind(id: string): StageKind {
  const kind = kinds.get(id);
  if (!kind) throw new Error(`There is no stage kind "${id}".`);
  return kind;
}

export { eventStandings } from './event-standings';
export type { MadeSchedule, StageDrawing, StageHistory, StageKind, StageProgress, StageRound } from './types';
