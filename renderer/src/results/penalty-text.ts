// runtime: dom. A penalty in words: the offence by its rule number, what the escalation gave for
// it, and a player's counts in a game.
import type { TFunction } from 'i18next';
import type { PenaltyCatalog, PenaltyView } from '../../../shared/model/penalty';

export function offenceText(t: TFunction, id: string): string {
  return t(`results.penalties.offences.${id.replaceAll('.', '_')}`, { defaultValue: id });
}

/** "3rd offence under 4.3.1: forfeits the rest of the turn", "Gross offence: forfeits the match". */
export function penaltyText(t: TFunction, p: PenaltyView, catalog: PenaltyCatalog): string {
  const group = catalog.offences.find((o) => o.id === p.offence)?.group ?? p.offence;
  if (p.penalty === null) return t('results.penalties.given.none');
  if (p.penalty === 'forfeit_attack') return t('results.penalties.given.forfeit_attack', { count: p.attackOffences, group });
  if (p.penalty === 'forfeit_turn') return t(p.escalated ? 'results.penalties.given.forfeit_turn_escalated' : 'results.penalties.given.forfeit_turn', { group, turns: p.turnsForfeited });
  return t(`results.penalties.given.${p.penalty}`, { turns: p.turnsForfeited });
}

/** A player's standing in one game after the penalties given in it. */
export function countsText(t: TFunction, given: PenaltyView[]): string {
  const last = given.at(-1);
  if (!last) return '';
  if (given.some((p) => p.penalty === 'forfeit_match')) return t('results.penalties.counts.matchLost');
  if (given.some((p) => p.penalty === 'forfeit_game')) return t('results.penalties.counts.gameLost');
  return t('results.penalties.counts.open', { attack: last.attackOffences, turns: last.turnsForfeited });
}
