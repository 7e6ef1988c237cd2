// runtime: dom. What a bracket's column or box is called, in the catalog's words: a section's
// title, its rounds (the last ones by name: final, semifinals…), the match for third place.
import type { TFunction } from 'i18next';
import type { Caption } from './bracket-geometry';

const fromEnd = ['final', 'semifinals', 'quarterfinals'] as const;

export function captionText(t: TFunction, c: Caption): string {
  if (c.round === 0) return t(`display.bracket.sections.${c.section}`);
  if (c.third) return t('display.bracket.thirdPlace');
  if (c.section === 'final') return t(c.round === 1 ? 'display.bracket.grandFinal' : 'display.bracket.reset');
  const last = c.round === c.rounds;
  if (c.section === 'winners') return last ? t('display.bracket.winnersFinal') : t('display.bracket.winnersRound', { n: c.round });
  if (c.section === 'losers') return last ? t('display.bracket.losersFinal') : t('display.bracket.losersRound', { n: c.round });
  const named = fromEnd[c.rounds - c.round];
  return named ? t(`display.bracket.${named}`) : t('display.bracket.round', { n: c.round });
}
