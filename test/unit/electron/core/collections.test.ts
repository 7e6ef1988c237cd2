// Doomtrooper collection lists through the core: a list typed at the desk read and saved over the
// version read (a stale save is a conflict, an unreadable line refuses the save naming it), checked
// for every kind of game the event plays, audited; refused where the ruleset has no collections.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerRuleset } from '../../../../electron/engine/rulesets';
import type { Collection, CollectionReading } from '../../../../shared/features/collections/model';
import type { Player } from '../../../../shared/model/player';
import { collectionsRuleset } from '../../../fixtures/rulesets/collections';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let unregister: () => void;
let eventId: number;
let ann: Player;

beforeEach(() => {
  unregister = registerRuleset(collectionsRuleset);
  t = tempCore();
  eventId = t.call<{ id: number }>('event.create', { name: 'Doom Cup', date: '2026-12-12', ruleset: 'test-collections' }).id;
  ann = t.call<Player>('player.register', { eventId, name: 'Ann' });
});
afterEach(() => {
  t.dispose();
  unregister();
});

/** A deck of 60 plain cards, 10 of them warriors, in the rules' edition (English): the one whose
 * names of the banned and restricted cards the check knows in full. */
const deck = ['language en', 'Playing Deck', '5 Bauhaus Blitzer; w', '5 Mishima Samurai; w', ...Array.from({ length: 10 }, (_, i) => `5 Plain Card ${i + 1}`)].join('\n');

describe('collection lists', () => {
  it('starts empty at version 0 with the event’s games, and saves a list that passes', () => {
    const empty = t.call<Collection>('collection.get', { playerId: ann.id });
    expect(empty).toMatchObject({ playerId: ann.id, lines: [], version: 0, games: ['free_for_all', 'head_to_head'], check: { ok: false, collection: 0 } });
    const saved = t.call<Collection>('collection.set', { playerId: ann.id, version: 0, text: deck });
    expect(saved).toMatchObject({ version: 1, check: { ok: true, language: 'en', deck: 60, warriors: 10, problems: [] } });
    expect(saved.text.split('\n').slice(0, 3)).toEqual(['language en', 'Playing Deck', '5 Bauhaus Blitzer; w']);
    expect(t.call<Collection>('collection.get', { playerId: ann.id })).toEqual(saved);
    // The same names marked Polish: the desk knows few Polish names of the listed cards, so it says
    // that it cannot vouch for them instead of passing them.
    const polish = t.call<CollectionReading>('collection.check', { playerId: ann.id, text: deck.replace('language en', 'language pl'), language: 'en' });
    expect(polish.check).toMatchObject({ ok: false, language: 'pl', problems: [{ code: 'names_unchecked', card: null, params: { count: 12, language: 'pl', known: 1 } }] });
  });

  it('saves a list with a head-to-head ban, naming the card and the game, and accepts it where only free-for-all is played', () => {
    const saved = t.call<Collection>('collection.set', { playerId: ann.id, version: 0, text: `${deck}\n1 Bogged Down` });
    expect(saved.check.problems).toEqual([{ code: 'banned_in_game', card: 'Bogged Down', params: { count: 1, gameType: 'head_to_head' }, lines: [15] }]);
    const ffa = t.call<{ id: number }>('event.create', { name: 'FFA', date: '2026-12-12', ruleset: 'test-collections', options: { games: ['free_for_all'] } }).id;
    const ben = t.call<Player>('player.register', { eventId: ffa, name: 'Ben' });
    expect(t.call<Collection>('collection.set', { playerId: ben.id, version: 0, text: `${deck}\n1 Bogged Down` }).check).toMatchObject({ ok: true, annihilated: ['Bogged Down'] });
  });

  it('checks a list as typed without saving, naming the lines it cannot read', () => {
    const reading = t.call<CollectionReading>('collection.check', { playerId: ann.id, text: `${deck}\nJoker\n2 Joker`, language: 'en' });
    expect(reading.errors).toEqual([{ line: 15, code: 'no_count', text: 'Joker' }]);
    expect(reading.check.problems).toEqual([{ code: 'restricted', card: 'Joker', params: { count: 2, max: 1 }, lines: [16] }]);
    expect(t.call<Collection>('collection.get', { playerId: ann.id }).version).toBe(0);
  });

  it('refuses a list with an unreadable line, and a stale save, writing nothing', () => {
    const bad = t.fail('collection.set', { playerId: ann.id, version: 0, text: `${deck}\n2 Joker; warior` });
    expect(bad).toMatchObject({ code: 'conflict', details: { reason: 'collection_unreadable', line: 15, count: 1, errors: [{ line: 15, code: 'unknown_mark', text: 'warior' }] } });
    t.call<Collection>('collection.set', { playerId: ann.id, version: 0, text: deck });
    for (const version of [0, 5]) {
      expect(t.fail('collection.set', { playerId: ann.id, version, text: '1 A' })).toMatchObject({ code: 'conflict', details: { reason: 'collection_changed', name: 'Ann', actual: 1 } });
    }
    expect(t.call<Collection>('collection.get', { playerId: ann.id }).check.deck).toBe(60);
  });

  it('audits each save with the lines before and after', () => {
    t.call<Collection>('collection.set', { playerId: ann.id, version: 0, text: '1 A' });
    t.call<Collection>('collection.set', { playerId: ann.id, version: 1, text: '2 B; w' });
    const audit = t.call<{ detail: { before: { name: string }[] | null; after: { name: string }[] } | null }[]>('audit.list', { eventId, operations: ['collection.set'] });
    expect(audit.map((a) => [a.detail?.before?.map((l) => l.name) ?? null, a.detail?.after.map((l) => l.name)])).toEqual(expect.arrayContaining([[null, ['A']], [['A'], ['B']]]));
  });

  it('is refused where the ruleset has no collection lists, and goes with a registration removed', () => {
    const netrunner = t.call<{ id: number }>('event.create', { name: 'Netrunner', date: '2026-12-12', ruleset: 'netrunner-1996' }).id;
    const dan = t.call<Player>('player.register', { eventId: netrunner, name: 'Dan' });
    expect(t.fail('collection.get', { playerId: dan.id })).toMatchObject({ code: 'conflict', details: { reason: 'no_collections' } });
    expect(t.fail('collection.set', { playerId: dan.id, version: 0, text: '' })).toMatchObject({ details: { reason: 'no_collections' } });
    t.call<Collection>('collection.set', { playerId: ann.id, version: 0, text: deck });
    t.call<Player>('player.remove', { id: ann.id, version: ann.version });
    const cleo = t.call<Player>('player.register', { eventId, name: 'Cleo' });
    expect(t.call<Collection>('collection.get', { playerId: cleo.id }).version).toBe(0);
    expect(t.fail('collection.get', { playerId: ann.id })).toMatchObject({ code: 'not_found' });
  });
});

describe('a Doomtrooper event', () => {
  it('takes collection lists, checked for head-to-head once a head-to-head stage is planned, and for free-for-all alone without one', () => {
    const games = (options: Record<string, unknown>) => {
      const id = t.call<{ id: number }>('event.create', { name: 'Doom Open', date: '2026-12-12', ruleset: 'doomtrooper', options }).id;
      const player = t.call<Player>('player.register', { eventId: id, name: 'Bo' });
      return t.call<Collection>('collection.get', { playerId: player.id }).games;
    };
    expect(games({})).toEqual(['free_for_all', 'head_to_head']);
    expect(games({ headToHeadRounds: 0, playoff: 'none' })).toEqual(['free_for_all']);
  });
});
