// The check of a Doomtrooper collection list: sizes (60, 60, 25 or none), 5 warriors in the deck,
// one language edition, copies by the banned and restricted lists, the printed limit and the
// default 5, promotional cards, and the format-specific bans by the game the list is checked for;
// the listed cards found by their Polish names too, and an edition whose listed names are not all
// known never passed silently.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCollection, checkCollectionForGames } from '../../../../electron/features/collections/collection';
import { editionNames, listedNames } from '../../../../electron/features/collections/card-names';
import type { CollectionLine } from '../../../../shared/features/collections/model';

const line = (name: string, count: number, more: Partial<CollectionLine> = {}): CollectionLine => ({
  name,
  count,
  language: 'en',
  warrior: false,
  promo: false,
  limit: null,
  section: 'deck',
  ...more,
});

/** Twelve plain cards of five copies, two of them warriors: a deck of 60 with 10 warriors. */
const plainDeck = (): CollectionLine[] => Array.from({ length: 12 }, (_, i) => line(`Plain Card ${i + 1}`, 5, { warrior: i < 2 }));
const sideBar = (): CollectionLine[] => Array.from({ length: 5 }, (_, i) => line(`Side Card ${i + 1}`, 5, { section: 'side_bar' }));

describe('Doomtrooper collection check', () => {
  it('accepts a deck of 60 with no Side Bar, and one with a Side Bar of 25', () => {
    expect(checkCollection(plainDeck(), 'head_to_head')).toMatchObject({ language: 'en', collection: 60, deck: 60, sideBar: 0, warriors: 10, problems: [], ok: true });
    expect(checkCollection([...plainDeck(), ...sideBar()], 'free_for_all')).toMatchObject({ collection: 85, deck: 60, sideBar: 25, ok: true });
  });

  it('names each size rule a list breaks, with the count and what the rule asks', () => {
    const short = [...plainDeck().slice(0, 11), line('Plain Card 12', 4), ...sideBar().slice(1), line('Side Card 1', 4, { section: 'side_bar' })];
    expect(checkCollection(short, 'free_for_all').problems).toEqual([
      { code: 'deck_too_small', card: null, params: { count: 59, min: 60 } },
      { code: 'side_bar_size', card: null, params: { count: 24, size: 25 } },
    ]);
    expect(checkCollection([line('Plain', 4, { warrior: true })], 'free_for_all').problems.map((p) => p.code)).toEqual(['collection_too_small', 'deck_too_small', 'too_few_warriors']);
  });

  it('counts warriors as copies in the Playing Deck only', () => {
    const lines = [...plainDeck().map((l) => ({ ...l, warrior: false })), line('Trooper', 4, { warrior: true }), ...sideBar().map((l) => ({ ...l, warrior: true }))];
    const check = checkCollection(lines, 'free_for_all');
    expect(check.warriors).toBe(4);
    expect(check.problems).toEqual([{ code: 'too_few_warriors', card: null, params: { count: 4, min: 5 } }]);
  });

  it('takes the language most copies have and names every card in another', () => {
    const lines = [...plainDeck(), line('Plain Card 1', 1, { language: 'pl', section: 'side_bar' }), line('Extra', 2, { language: 'sv' })];
    const check = checkCollection(lines, 'free_for_all');
    expect(check.language).toBe('en');
    expect(check.problems.filter((p) => p.code === 'other_language')).toEqual([
      { code: 'other_language', card: 'Plain Card 1', params: { count: 1, language: 'pl', collectionLanguage: 'en' } },
      { code: 'other_language', card: 'Extra', params: { count: 2, language: 'sv', collectionLanguage: 'en' } },
    ]);
    expect(checkCollection([line('A', 3, { language: 'pl' }), line('B', 3)], 'free_for_all').language).toBe('pl');
  });

  it('bans the banned cards and promotional cards, and allows one copy of a restricted card', () => {
    const lines = [...plainDeck(), line('Suicide attack', 1), line('Joker', 2), line('Eat This!', 1), line('Plain Card 3', 1, { promo: true, section: 'side_bar' })];
    expect(checkCollection(lines, 'free_for_all').problems.filter((p) => p.card !== null)).toEqual([
      { code: 'promotional', card: 'Plain Card 3', params: { count: 1 } },
      { code: 'banned', card: 'Suicide attack', params: { count: 1 } },
      { code: 'restricted', card: 'Joker', params: { count: 2, max: 1 } },
    ]);
  });

  it('counts a card under every spelling and across the Playing Deck and the Side Bar', () => {
    const lines = [...plainDeck(), line("DON'T CALL AGAIN", 1), line('dont  call again!', 1, { section: 'side_bar' })];
    expect(checkCollection(lines, 'free_for_all').problems.filter((p) => p.card !== null)).toEqual([{ code: 'restricted', card: "DON'T CALL AGAIN", params: { count: 2, max: 1 } }]);
  });

  it('lets a limit printed on a card replace the default of 5, but not the lists', () => {
    expect(checkCollection([...plainDeck(), line('Mass Card', 8, { limit: 10 })], 'free_for_all').ok).toBe(true);
    expect(checkCollection([...plainDeck(), line('Rare Card', 2, { limit: 1 })], 'free_for_all').problems).toEqual([{ code: 'over_printed_limit', card: 'Rare Card', params: { count: 2, max: 1 } }]);
    expect(checkCollection([...plainDeck(), line('Joker!', 2, { limit: 10 })], 'free_for_all').problems.map((p) => p.code)).toEqual(['restricted']);
  });

  it('bans BOGGED DOWN, RUTHLESS EFFICIENCY and LIMITED RESOURCES by the game: head-to-head, and 2-team games for LIMITED RESOURCES', () => {
    const lines = [...plainDeck(), line('Bogged Down', 1), line('Ruthless Efficiency', 1), line('Limited Resources', 1)];
    const codes = (game: Parameters<typeof checkCollection>[1]) => checkCollection(lines, game).problems.map((p) => `${p.code} ${p.card} ${p.params.gameType ?? ''}`.trim());
    expect(codes('head_to_head')).toEqual(['banned_in_game Bogged Down head_to_head', 'banned_in_game Ruthless Efficiency head_to_head', 'banned_in_game Limited Resources head_to_head']);
    expect(codes('free_for_all')).toEqual([]);
    expect(codes('two_teams')).toEqual(['banned_in_game Limited Resources two_teams']);
    expect(codes('three_teams')).toEqual([]);
    const twice = [...plainDeck(), line('Limited Resources', 2)];
    expect(checkCollection(twice, 'three_teams').problems).toEqual([{ code: 'restricted', card: 'Limited Resources', params: { count: 2, max: 1 } }]);
  });

  it('checks for every game of the event at once, naming a format-specific ban per game', () => {
    const lines = [...plainDeck(), line('Limited Resources', 2)];
    expect(checkCollectionForGames(lines, ['free_for_all', 'head_to_head', 'two_teams', 'three_teams']).problems).toEqual([
      { code: 'restricted', card: 'Limited Resources', params: { count: 2, max: 1 } },
      { code: 'banned_in_game', card: 'Limited Resources', params: { count: 2, gameType: 'head_to_head' } },
      { code: 'banned_in_game', card: 'Limited Resources', params: { count: 2, gameType: 'two_teams' } },
    ]);
    expect(checkCollectionForGames(plainDeck(), ['free_for_all', 'head_to_head']).ok).toBe(true);
  });

  it('names the cards annihilated once used, for the judge', () => {
    expect(checkCollection([...plainDeck(), line('Hidden Cache', 2), line('Gift of Fate', 1)], 'free_for_all').annihilated).toEqual(['Hidden Cache', 'Gift of Fate']);
  });
});

/** A valid collection of plain cards: each 1 to 5 copies, a deck of at least 60 with warriors,
 * optionally a Side Bar of exactly 25, all in the rules' edition (in an edition whose names of the
 * listed cards are not all known, plain cards cannot be vouched for: `names_unchecked`, below). */
const validCollection = fc
  .record({
    deck: fc.array(fc.record({ count: fc.integer({ min: 1, max: 5 }), warrior: fc.boolean() }), { minLength: 12, maxLength: 40 }),
    side: fc.boolean(),
    language: fc.constant('en'),
  })
  .map(({ deck, side, language }) => {
    const lines = deck.map(({ count, warrior }, i) => line(`Plain Card ${i + 1}`, i < 12 ? 5 : count, { warrior: warrior || i < 2, language }));
    const sideLines = side ? Array.from({ length: 5 }, (_, i) => line(`Side Card ${i + 1}`, 5, { section: 'side_bar', language })) : [];
    return [...lines, ...sideLines];
  });

/** The same name as a judge might type it: other case, punctuation and spaces. */
const respell = (name: string, seed: number) => {
  const cased = seed % 2 === 0 ? name.toUpperCase() : name.toLowerCase();
  return seed % 3 === 0 ? `${cased.replace(' ', '  ')}!` : cased.replace(' ', ' - ');
};

describe('Doomtrooper collection check, properties', () => {
  it('a valid collection has no problems in any game', () => {
    fc.assert(
      fc.property(validCollection, fc.constantFrom('head_to_head', 'free_for_all', 'two_teams', 'three_teams' as const), (lines, game) => {
        expect(checkCollection(lines, game).problems).toEqual([]);
      }),
    );
  });

  it('a sixth copy of a plain card, however spelled, is exactly one copy-limit problem naming it', () => {
    fc.assert(
      fc.property(validCollection, fc.nat(), fc.nat(), (lines, pick, seed) => {
        const card = lines[pick % lines.length]!;
        const extra = line(respell(card.name, seed), 6 - card.count, { language: card.language });
        expect(checkCollection([...lines, extra], 'head_to_head').problems).toEqual([{ code: 'over_copy_limit', card: card.name, params: { count: 6, max: 5 } }]);
      }),
    );
  });

  it('a banned card added anywhere is exactly one problem naming it, in every game', () => {
    const always = ['CORPORATE SHENANIGANS', 'ETERNAL CURSE', 'FALCON OF PILGRIMS', 'MASK OF THE VESTALS', 'SUICIDE ATTACK', 'DEAL WITH IT', 'GOLGOTHA UNLEASHED'];
    fc.assert(
      fc.property(validCollection, fc.constantFrom(...always), fc.nat(), fc.integer({ min: 0, max: 200 }), (lines, name, seed, at) => {
        const i = at % (lines.length + 1);
        const added = line(respell(name, seed), 1, { language: lines[0]!.language });
        const problems = checkCollection([...lines.slice(0, i), added, ...lines.slice(i)], 'free_for_all').problems;
        expect(problems.filter((p) => p.card !== null || p.code !== 'collection_too_small')).toEqual([{ code: 'banned', card: added.name, params: { count: 1 } }]);
      }),
    );
  });

  it('the order of the lines changes no problem, only where it is listed', () => {
    fc.assert(
      fc.property(validCollection, fc.array(fc.constantFrom(...['Joker', 'Bogged Down', 'Plain Card 1', 'Limited Resources'])), fc.nat(), (lines, extras, shift) => {
        const all = [...lines, ...extras.map((n) => line(n, 1, { language: lines[0]!.language }))];
        const turned = [...all.slice(shift % all.length), ...all.slice(0, shift % all.length)];
        const sorted = (l: CollectionLine[]) => checkCollection(l, 'head_to_head').problems.map((p) => `${p.code} ${p.params.count}`).sort();
        expect(sorted(turned)).toEqual(sorted(all));
      }),
    );
  });
});

describe('names in another edition', () => {
  const pl = (name: string, count: number, more: Partial<CollectionLine> = {}) => line(name, count, { language: 'pl', ...more });
  const polishDeck = () => plainDeck().map((l) => ({ ...l, language: 'pl' }));
  const carded = (lines: CollectionLine[], game: Parameters<typeof checkCollection>[1]) => checkCollection(lines, game).problems.filter((p) => p.card !== null);

  it('finds a banned card by its Polish name, whatever its case and accents', () => {
    for (const name of ['Bezlitosna Skuteczność', 'BEZLITOSNA SKUTECZNOSC', 'bezlitosna  skutecznosć!']) {
      expect(carded([...polishDeck(), pl(name, 1)], 'head_to_head')).toEqual([{ code: 'banned_in_game', card: name, params: { count: 1, gameType: 'head_to_head' } }]);
    }
    expect(checkCollection([...polishDeck(), pl('Bezlitosna Skuteczność', 1)], 'head_to_head').annihilated).toEqual(['Bezlitosna Skuteczność']);
  });

  it('counts a restricted card under its Polish and its English name together, over the limit', () => {
    const lines = [...polishDeck(), pl('Bezlitosna Skuteczność', 1), pl('Ruthless Efficiency', 1, { section: 'side_bar' })];
    expect(carded(lines, 'free_for_all')).toEqual([{ code: 'restricted', card: 'Bezlitosna Skuteczność', params: { count: 2, max: 1 } }]);
  });

  it('in a list of mixed editions, finds the Polish name on a line marked en too, and names the other edition', () => {
    const lines = [...plainDeck(), line('Bezlitosna Skuteczność', 1), pl('Ruthless efficiency', 1)];
    expect(carded(lines, 'free_for_all')).toEqual([
      { code: 'other_language', card: 'Bezlitosna Skuteczność', params: { count: 1, language: 'pl', collectionLanguage: 'en' } },
      { code: 'restricted', card: 'Bezlitosna Skuteczność', params: { count: 2, max: 1 } },
    ]);
  });

  it('never passes the cards of an edition whose listed names it does not all know: one problem per edition, counting them', () => {
    const lines = [...polishDeck().slice(0, 10), line('Plain Card 11', 5), line('Plain Card 12', 5, { language: 'sv' }), pl('Bezlitosna Skuteczność', 1)];
    const check = checkCollection(lines, 'free_for_all');
    expect(check.ok).toBe(false);
    expect(check.problems.filter((p) => p.code === 'names_unchecked')).toEqual([
      { code: 'names_unchecked', card: null, params: { count: 10, language: 'pl', known: 1, listed: listedNames.length } },
      { code: 'names_unchecked', card: null, params: { count: 1, language: 'sv', known: 0, listed: listedNames.length } },
    ]);
    // A list of listed cards alone, every one found, leaves nothing unchecked.
    expect(checkCollection([pl('Bezlitosna Skuteczność', 1), pl('Joker', 1)], 'free_for_all').problems.map((p) => p.code)).not.toContain('names_unchecked');
  });

  it('knows each Polish name as a card the lists have, banned or restricted', () => {
    for (const [language, names] of Object.entries(editionNames)) {
      for (const [rules, local] of Object.entries(names)) {
        expect(listedNames, `${language}: ${rules}`).toContain(rules);
        for (const name of local) expect(checkCollection([line(name, 2, { language })], 'free_for_all').problems.find((p) => p.card === name)?.code).toMatch(/^(restricted|banned)$/);
      }
    }
  });
});
