// runtime: pure
// Where a card stands on the tournament lists for one kind of game, found by its folded name: the
// banned list first, then the restricted list (the rules' order). An entry banned only in some
// games (marked * in the rules) counts as format-specific, so a problem can say which game bans it.
import { foldForSearch } from '../../../../shared/text/fold';
import type { DoomGameType } from '../../../../shared/model/doomtrooper-collection';
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
