// runtime: pure
// Attacktix penalties (4.3) and their escalation, per player per game (Decision 4.3): an offence
// under 4.3.1 forfeits an attack, but the third in a game forfeits the rest of the turn instead
// and starts the 4.3.1 count again (4.3.2.1); a turn forfeited either way (4.3.2.1, 4.3.2.2)
// counts toward the three that forfeit the game (4.3.3.1); a gross offence forfeits the match at
// once (4.3.3.2).
import type { PenaltyKind } from '../../../../shared/features/penalties/model';
import { noPenalties, type PenaltyCounts, type PenaltyStep } from '../../../../shared/features/penalties/escalation';

/** What a referee records: the rule broken. */
export type Offence =
  | '4.3.1.1' // moved an opponent's figure with the body, beyond respotting
  | '4.3.1.2' // moved an opponent's figure with one's own in a non-attack move
  | '4.3.1.3' // moved a figure beyond its allotted Tix
  | '4.3.2.2' // knocked an opponent's figure with a non-striking surface in an attack
  | '4.3.3.2'; // a gross offence affecting several of the opponent's figures

const forfeitsAttack = new Set<Offence>(['4.3.1.1', '4.3.1.2', '4.3.1.3']);

/** The penalty an offence costs and the counts after it. A game already lost by penalty takes no
 * more offences (null). */
export function recordOffence(counts: PenaltyCounts, offence: Offence): PenaltyStep | null {
  if (counts.ended) return null;
  if (offence === '4.3.3.2') return { penalty: 'forfeit_match', escalated: false, counts: { ...counts, ended: 'forfeit_match' } };
  const againstAttack = forfeitsAttack.has(offence);
  if (againstAttack && counts.attackOffences < 2) {
    return { penalty: 'forfeit_attack', escalated: false, counts: { ...counts, attackOffences: counts.attackOffences + 1 } };
  }
  // A turn forfeited: by 4.3.2.2 itself, or by a third 4.3.1 offence (whose count starts again).
  const attackOffences = againstAttack ? 0 : counts.attackOffences;
  const turnsForfeited = counts.turnsForfeited + 1;
  if (turnsForfeited === 3) return { penalty: 'forfeit_game', escalated: true, counts: { attackOffences, turnsForfeited, ended: 'forfeit_game' } };
  return { penalty: 'forfeit_turn', escalated: againstAttack, counts: { attackOffences, turnsForfeited, ended: null } };
}

/** The offences a referee picks from, each with the section whose count escalates it. */
export const ATTACKTIX_OFFENCES: readonly { id: Offence; group: string }[] = [
  { id: '4.3.1.1', group: '4.3.1' },
  { id: '4.3.1.2', group: '4.3.1' },
  { id: '4.3.1.3', group: '4.3.1' },
  { id: '4.3.2.2', group: '4.3.2' },
  { id: '4.3.3.2', group: '4.3.3' },
];

export function isOffence(id: string): id is Offence {
  return ATTACKTIX_OFFENCES.some((o) => o.id === id);
}

/** The counts after a game's offences in order, with the penalty of each (null: not recorded, as
 * the game was already lost by penalty). */
export function penaltiesOfGame(offences: readonly Offence[]): { penalties: (PenaltyKind | null)[]; counts: PenaltyCounts } {
  let counts = noPenalties;
  const penalties = offences.map((o) => {
    const r = recordOffence(counts, o);
    if (!r) return null;
    counts = r.counts;
    return r.penalty;
  });
  return { penalties, counts };
}
