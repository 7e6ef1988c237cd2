// runtime: pure
// Where a card stands on the tournament lists for one kind of game, found by its folded name: the
// banned list first, then the restricted list (the rules' order). An entry banned only in some
// games (marked * in the rules) counts as format-specific, so a problem can say which game bans it.
import { foldForSearch } from '../../../shared/text/fold';
import type { DoomGameType } from '../../../shared/features/collections/model';
import { editionNames, listedNames, rulesLanguage } from './card-names';
import { annihilatedCards, bannedCards, restrictedCards, type ListedCard } from './cards';

/** A card name as the lists compare it: case, accents, punctuation and repeated spaces ignored;
 * dashes and slashes separate words. */
export function cardKey(name: string): string {
  return foldForSearch(name)
    .replace(/[-‐‑‒–—/]/g, ' ')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// A card's name in any edition the check knows, folded, to its name in the rules, folded. Matched
// whatever edition the line is marked: a Polish name on a line marked en is still that card.
const rulesKeys = new Map<string, string>(
  Object.values(editionNames).flatMap((names) => Object.entries(names).flatMap(([rules, local]) => local.map((name) => [cardKey(name), cardKey(rules)] as const))),
);

/** The folded name the lists know a card by: its name in the rules for a name in another edition
 * the check knows, else the name as written. */
export function listKey(name: string): string {
  const key = cardKey(name);
  return rulesKeys.get(key) ?? key;
}

const listed = new Set(listedNames.map(cardKey));

/** Whether the name (as `listKey` gives it) is a banned or restricted card's. */
export const isListed = (key: string): boolean => listed.has(key);

/** How many listed cards the check knows by name in an edition; all of them in the rules' own. */
export function listedNamesKnown(language: string): number {
  if (language === rulesLanguage) return listedNames.length;
  return Object.keys(editionNames[language] ?? {}).length;
}

const byKey = (cards: readonly ListedCard[]) => new Set(cards.map((c) => cardKey(c.name)));
const banned = new Map(bannedCards.map((c) => [cardKey(c.name), c]));
const restricted = byKey(restrictedCards);
const annihilated = byKey(annihilatedCards);

export type Standing =
  | { list: 'banned'; formatSpecific: boolean }
  | { list: 'restricted' }
  | { list: 'none' };

export function standingOf(key: string, gameType: DoomGameType): Standing {
  const ban = banned.get(key);
  if (ban && (!ban.onlyIn || ban.onlyIn.includes(gameType))) return { list: 'banned', formatSpecific: ban.onlyIn !== undefined };
  if (restricted.has(key)) return { list: 'restricted' };
  return { list: 'none' };
}

export const isAnnihilated = (key: string): boolean => annihilated.has(key);
