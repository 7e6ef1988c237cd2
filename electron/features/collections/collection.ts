// runtime: pure
// The check of a Doomtrooper collection list before the event (the tournament rules' "Collection,
// Playing Deck and Side Bar" and "Collection Construction", with the Decision on collections):
// at least 60 cards, a Playing Deck of at least 60, a Side Bar of exactly 25 or none, at least 5
// warrior copies in the deck, one language edition (the one most copies have; cards in any other
// are named), and copies per card in the rules' order: banned 0, restricted 1, the limit printed on
// the card, otherwise 5. Promotional cards are banned. The format-specific entries depend on the
// game the collection is checked for. Cards are found on the lists by their names in the rules or
// in another edition where the check knows them (card-names.ts); cards of an edition whose listed
// names it does not all know cannot be vouched for, and the check says so instead of passing them.
import type { CollectionCheck, CollectionLine, CollectionProblem, DoomGameType } from '../../../shared/features/collections/model';
import { defaultCopyLimit } from './cards';
import { listedNames } from './card-names';
import { isAnnihilated, isListed, listedNamesKnown, listKey, standingOf } from './card-standing';

export const minCollection = 60;
export const minDeck = 60;
export const sideBarSize = 25;
export const minWarriors = 5;

interface Card {
  name: string;
  lines: CollectionLine[];
}

const copies = (lines: readonly CollectionLine[]) => lines.reduce((n, l) => n + l.count, 0);

/** The list's cards by the folded name the lists know them by (a Polish name and the rules' one
 * are one card), in the order they first appear, named as first written. */
function cardsOf(lines: readonly CollectionLine[]): Card[] {
  const byKey = new Map<string, Card>();
  for (const line of lines) {
    const key = listKey(line.name);
    const card = byKey.get(key) ?? { name: line.name, lines: [] };
    card.lines.push(line);
    byKey.set(key, card);
  }
  return [...byKey.values()];
}

/** The language most copies have; a tie goes to the one written first. */
export function languageOf(lines: readonly CollectionLine[]): string | null {
  const count = new Map<string, number>();
  for (const line of lines) count.set(line.language, (count.get(line.language) ?? 0) + line.count);
  let best: string | null = null;
  for (const [language, n] of count) if (best === null || n > count.get(best)!) best = language;
  return best;
}

interface Totals {
  collection: number;
  deck: number;
  sideBar: number;
  warriors: number;
}

function totalsOf(lines: readonly CollectionLine[]): Totals {
  const deckLines = lines.filter((l) => l.section === 'deck');
  const collection = copies(lines);
  const deck = copies(deckLines);
  return { collection, deck, sideBar: collection - deck, warriors: copies(deckLines.filter((l) => l.warrior)) };
}

function sizeProblems({ collection, deck, sideBar, warriors }: Totals): CollectionProblem[] {
  const problems: CollectionProblem[] = [];
  const whole = (code: CollectionProblem['code'], params: CollectionProblem['params']) => problems.push({ code, card: null, params });
  if (collection < minCollection) whole('collection_too_small', { count: collection, min: minCollection });
  if (deck < minDeck) whole('deck_too_small', { count: deck, min: minDeck });
  if (sideBar !== 0 && sideBar !== sideBarSize) whole('side_bar_size', { count: sideBar, size: sideBarSize });
  if (warriors < minWarriors) whole('too_few_warriors', { count: warriors, min: minWarriors });
  return problems;
}

function languageProblems(card: Card, collectionLanguage: string | null): CollectionProblem[] {
  const other = new Map<string, number>();
  for (const line of card.lines) {
    if (line.language !== collectionLanguage) other.set(line.language, (other.get(line.language) ?? 0) + line.count);
  }
  return [...other].map(([language, count]) => ({ code: 'other_language', card: card.name, params: { count, language, collectionLanguage: collectionLanguage ?? '' } }));
}

/** Copies against the lists, in the rules' order; promotional copies are banned apart. */
function copyProblems(card: Card, gameType: DoomGameType): CollectionProblem[] {
  const problems: CollectionProblem[] = [];
  const promo = copies(card.lines.filter((l) => l.promo));
  if (promo > 0) problems.push({ code: 'promotional', card: card.name, params: { count: promo } });
  const count = copies(card.lines) - promo;
  if (count === 0) return problems;
  const standing = standingOf(listKey(card.name), gameType);
  const printed = card.lines.map((l) => l.limit).filter((l) => l !== null);
  if (standing.list === 'banned') {
    problems.push(standing.formatSpecific ? { code: 'banned_in_game', card: card.name, params: { count, gameType } } : { code: 'banned', card: card.name, params: { count } });
  } else if (standing.list === 'restricted') {
    if (count > 1) problems.push({ code: 'restricted', card: card.name, params: { count, max: 1 } });
  } else if (printed.length > 0) {
    const max = Math.min(...printed);
    if (count > max) problems.push({ code: 'over_printed_limit', card: card.name, params: { count, max } });
  } else if (count > defaultCopyLimit) {
    problems.push({ code: 'over_copy_limit', card: card.name, params: { count, max: defaultCopyLimit } });
  }
  return problems;
}

/** For each edition of the list whose names of the listed cards the check does not all know: how
 * many of its cards it found on no list, and so cannot tell apart from a listed card under a name
 * it does not know. One problem per edition, never a silent pass. */
function uncheckedProblems(cards: readonly Card[]): CollectionProblem[] {
  const unknown = new Map<string, number>();
  for (const card of cards) {
    if (isListed(listKey(card.name))) continue;
    for (const language of new Set(card.lines.map((l) => l.language))) {
      if (listedNamesKnown(language) < listedNames.length) unknown.set(language, (unknown.get(language) ?? 0) + 1);
    }
  }
  return [...unknown].map(([language, count]) => ({
    code: 'names_unchecked',
    card: null,
    params: { count, language, known: listedNamesKnown(language), listed: listedNames.length },
  }));
}

export function checkCollection(lines: readonly CollectionLine[], gameType: DoomGameType): CollectionCheck {
  const language = languageOf(lines);
  const cards = cardsOf(lines);
  const totals = totalsOf(lines);
  const problems = [
    ...sizeProblems(totals),
    ...uncheckedProblems(cards),
    ...cards.flatMap((card) => [...languageProblems(card, language), ...copyProblems(card, gameType)]),
  ];
  return {
    language,
    ...totals,
    annihilated: cards.filter((c) => isAnnihilated(listKey(c.name))).map((c) => c.name),
    problems,
    ok: problems.length === 0,
  };
}

/** The check for every kind of game the event plays: a problem that does not depend on the game
 * is named once, a format-specific one once per game that has it. */
export function checkCollectionForGames(lines: readonly CollectionLine[], gameTypes: readonly [DoomGameType, ...DoomGameType[]]): CollectionCheck {
  const checks = gameTypes.map((g) => checkCollection(lines, g));
  const problems = new Map<string, CollectionProblem>();
  for (const problem of checks.flatMap((c) => c.problems)) problems.set(JSON.stringify(problem), problem);
  return { ...checks[0]!, problems: [...problems.values()], ok: problems.size === 0 };
}
