// runtime: pure
// The names the banned and restricted cards have in other language editions, for lists written in
// them: only names known for certain (the Polish edition's BEZLITOSNA SKUTECZNOŚĆ is RUTHLESS
// EFFICIENCY, as the Polish copy of the rules itself calls it). An edition whose names of the
// listed cards are not all here cannot be checked in full: the check says so (collection.ts).
import { bannedCards, restrictedCards } from './cards';

/** By edition language, each listed card's names there, by its name in the rules. */
export const editionNames: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  pl: {
    'RUTHLESS EFFICIENCY': ['Bezlitosna Skuteczność'],
  },
};

/** Every card on the banned or restricted list once, by its name in the rules. */
export const listedNames: readonly string[] = [...new Set([...bannedCards, ...restrictedCards].map((c) => c.name))];

/** The edition the rules are printed in: every listed card is known by name there. */
export const rulesLanguage = 'en';
