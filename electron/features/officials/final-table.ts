// runtime: node. What the desk is told about a round's officials.
import type { TableOfficial } from '../../../shared/features/officials/model';
import type { StoredRound } from '../../store/repositories/rounds';
import type { Store } from '../../store/store';
import { stageLines } from '../../core/services/stages';

/** The table number of the division's final in this round, as the round's stage kind answers
 * (its first round's tables fix a drawn stage's shape); null where the round plays none. */
export function finalTableOf(store: Store, round: Pick<StoredRound, 'divisionId' | 'stage'>): number | null {
  const { divisionId, stage } = round;
  if (divisionId === undefined || !stage) return null;
  const line = stageLines(store, divisionId).find((l) => l.position === stage.position);
  const first = line?.rounds[0];
  if (!line || !first) return null;
  return line.kind.finalTable({ round: stage.round, firstRoundTables: first.tables + first.byes });
}

/** Attacktix 3.2.1 asks for an umpire at the table of each division's final "when practicable",
 * so its absence is a warning, never a refusal. A final won on a walkover is a bye: nothing to
 * umpire. */
export function isFinalWithoutUmpire(finalTable: number | null, tables: { number: number; officials: TableOfficial[] }[]): boolean {
  const final = tables.find((t) => t.number === finalTable);
  return final !== undefined && !final.officials.some((o) => o.duty === 'umpire');
}
