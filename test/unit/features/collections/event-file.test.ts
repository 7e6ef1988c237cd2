// Collection lists go with the event file (`features.collections`) and come back, each with its
// player, on another computer's database, problems and all; a file whose list names a player not in
// it, one the desk would not read back the same, a player twice or a player under a ruleset without
// collection lists is refused whole at its place in the file. An event without lists has no part.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerRuleset } from '../../../../electron/engine/rulesets';
import type { FieldIssue } from '../../../../shared/contract/errors';
import type { CollectionsFile } from '../../../../shared/features/collections/file';
import type { Collection } from '../../../../shared/features/collections/model';
import type { TournamentEvent } from '../../../../shared/model/event';
import type { EventFile } from '../../../../shared/model/export';
import type { Player } from '../../../../shared/model/player';
import { collectionsRuleset } from '../../../fixtures/rulesets/collections';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

/** 60 plain cards in the Playing Deck, 10 of them warriors. */
const deck = ['Playing Deck', '5 Bauhaus Blitzer; w', '5 Mishima Samurai; w', ...Array.from({ length: 10 }, (_, i) => `5 Plain Card ${i + 1}`)];
/** The Side Bar typed first, a line of another edition and a banned card: saved with its problems. */
const withProblems = ['Side Bar', '5 Spare Card', 'language en', ...deck, '1 Bogged Down; pl', '2 Hidden Cache; max 2, promo'].join('\n');

let unregister: () => void;
let here: TempCore;
let elsewhere: TempCore;
let eventId: number;

beforeAll(() => {
  unregister = registerRuleset(collectionsRuleset);
});
afterAll(() => unregister());
beforeEach(() => {
  here = tempCore();
  elsewhere = tempCore();
  eventId = here.call<TournamentEvent>('event.create', { name: 'Doom Cup', date: '2026-12-12', ruleset: 'test-collections' }).id;
  for (const name of ['Ann', 'Ben', 'Cid']) here.call<Player>('player.register', { eventId, name });
});
afterEach(() => {
  here.dispose();
  elsewhere.dispose();
});

const playersOf = (t: TempCore, id: number) => t.call<Player[]>('player.list', { eventId: id });
const save = (name: string, text: string) => here.call<Collection>('collection.set', { playerId: playersOf(here, eventId).find((p) => p.name === name)!.id, version: 0, text });
/** Each player's list as the desk reads it, by name: what must come back the same. */
const listsOf = (t: TempCore, id: number) =>
  Object.fromEntries(
    playersOf(t, id).map((p) => {
      const { lines, text, check, games } = t.call<Collection>('collection.get', { playerId: p.id });
      return [p.name, { lines, text, check, games }];
    }),
  );
const exported = () => JSON.parse(JSON.stringify(here.call<EventFile>('export.event', { eventId }))) as EventFile;
const partOf = (file: EventFile) => file.features.collections as CollectionsFile;
const playerId = (file: EventFile, name: string) => file.players.find((p) => p.name === name)!.id;
const issues = (file: EventFile): FieldIssue[] => (elsewhere.fail('event.import', { document: file }).details as { fields: FieldIssue[] }).fields;

describe('collection lists in the event file', () => {
  it('carries every saved list, by player, and brings it back the same on a fresh database', () => {
    save('Ann', ['language en', ...deck].join('\n'));
    const ben = save('Ben', withProblems);
    expect(ben.check.problems.map((p) => p.code)).toEqual(['side_bar_size', 'other_language', 'promotional', 'banned_in_game']);
    const file = exported();
    expect(partOf(file).map((l) => l.player)).toEqual([playerId(file, 'Ann'), playerId(file, 'Ben')]);
    expect(partOf(file)[1]!.lines).toEqual(ben.lines);
    const imported = elsewhere.call<TournamentEvent>('event.import', { document: file });
    const lists = listsOf(elsewhere, imported.id);
    expect(lists).toEqual(listsOf(here, eventId));
    expect(lists.Cid!.lines).toEqual([]);
    expect(elsewhere.call<Collection>('collection.get', { playerId: playersOf(elsewhere, imported.id).find((p) => p.name === 'Ann')!.id }).version).toBe(1);
  });

  it('refuses a list of a player not in the file and one the desk would not read back the same; nothing is imported', () => {
    save('Ann', ['language en', ...deck].join('\n'));
    const file = exported();
    const ann = partOf(file)[0]!;
    ann.lines[3]!.name = 'Plain Card 2; w';
    partOf(file).push({ player: 999, lines: ann.lines.slice(0, 1) });
    expect(issues(file)).toEqual([
      {
        path: 'document.features.collections.0.lines.3',
        code: 'import_collection',
        params: { name: 'Ann', line: 4, card: 'Plain Card 2; w' },
        message: "Line 4 of Ann's collection list, “Plain Card 2; w”, would not read back the same at the desk",
      },
      { path: 'document.features.collections.1.player', code: 'import_unknown_player', message: 'Player 999 is not in the file' },
    ]);
    expect(elsewhere.call<unknown[]>('event.list', {})).toEqual([]);
  });

  it('refuses a player’s list twice, and a list of a player whose ruleset has no collection lists', () => {
    save('Ann', ['language en', ...deck].join('\n'));
    const file = exported();
    partOf(file).push({ ...partOf(file)[0]! });
    expect(issues(file)).toEqual([
      { path: 'document.features.collections.1.player', code: 'import_duplicate', params: { name: 'Ann' }, message: "Ann's collection list appears twice" },
    ]);
    const netrunner = here.call<TournamentEvent>('event.create', { name: 'Netrunner', date: '2026-12-12', ruleset: 'netrunner-1996' }).id;
    here.call<Player>('player.register', { eventId: netrunner, name: 'Dan' });
    const other = JSON.parse(JSON.stringify(here.call<EventFile>('export.event', { eventId: netrunner }))) as EventFile;
    other.features.collections = [{ player: playerId(other, 'Dan'), lines: partOf(file)[0]!.lines }];
    expect(issues(other)).toEqual([
      { path: 'document.features.collections.0.player', code: 'import_no_collections', params: { name: 'Dan' }, message: 'Dan plays under a ruleset without collection lists' },
    ]);
    expect(elsewhere.call<unknown[]>('event.list', {})).toEqual([]);
  });

  it('leaves the part out of the file of an event without lists', () => {
    expect(exported().features).not.toHaveProperty('collections');
  });
});
