// runtime: dom. A penalty in words: the offence by its rule number (the results catalog's, which
// the report words too), what the escalation gave for it, and a player's counts in a game.
import type { TFunction } from 'i18next';
import type { PenaltyCatalog, PenaltyView } from '../../../../shared/features/penalties/model';
import type { FeatureText } from '../feature';
import type { PenaltyKeys } from './catalog';

const given = {
  forfeit_attack: 'givenForfeitAttack',
  forfeit_turn: 'givenForfeitTurn',
  forfeit_game: 'givenForfeitGame',
  forfeit_match: 'givenForfeitMatch',
} as const satisfies Record<NonNullable<PenaltyView['penalty']>, PenaltyKeys>;

export function offenceText(t: TFunction, id: string): string {
  return t(`results.penalties.offences.${id.replaceAll('.', '_')}`, { defaultValue: id });
}

/** "3rd offence under 4.3.1: forfeits the rest of the turn", "Gross offence: forfeits the match". */
export function penaltyText(text: FeatureText<PenaltyKeys>, p: PenaltyView, catalog: PenaltyCatalog): string {
  const group = catalog.offences.find((o) => o.id === p.offence)?.group ?? p.offence;
  if (p.penalty === null) return text('givenNone');
  if (p.penalty === 'forfeit_attack') return text('givenForfeitAttack', { count: p.attackOffences, group });
  if (p.penalty === 'forfeit_turn') return text(p.escalated ? 'givenForfeitTurnEscalated' : 'givenForfeitTurn', { group, turns: p.turnsForfeited });
  return text(given[p.penalty], { turns: p.turnsForfeited });
}

/** A player's standing in one game after the penalties given in it. */
export function countsText(text: FeatureText<PenaltyKeys>, given: PenaltyView[]): string {
  const last = given.at(-1);
  if (!last) return '';
  if (given.some((p) => p.penalty === 'forfeit_match')) return text('countsMatchLost');
  if (given.some((p) => p.penalty === 'forfeit_game')) return text('countsGameLost');
  return text('countsOpen', { attack: last.attackOffences, turns: last.turnsForfeited });
}
