// runtime: node. What the desk is told about a round's officials.
import type { TableOfficial } from '../../../shared/model/official';
import type { StoredRound } from '../../store/repositories/rounds';

/** A division's final is the round of an elimination stage that has one table left. Attacktix 3
 * asks for an umpire there "when practicable", so its absence is a warning, never a refusal. */
export function isFinalWithoutUmpire(round: Pick<StoredRound, 'stage'>, tables: { officials: TableOfficial[] }[]): boolean {
  if (!round.stage?.kind.includes('elimination') || tables.length !== 1) return false;
  return !tables[0]!.officials.some((o) => o.duty === 'umpire');
}
