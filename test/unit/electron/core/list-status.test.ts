// Where each player's list stands, through the core: the registry asks the sources the player's
// division plays (nothing where none does, waiting players left out), and the collection and squad
// features say missing, problems (each naming the lines of the list as its editor shows it) or ok.
import { afterEach, describe, expect, it } from 'vitest';
import { registerRuleset } from '../../../../electron/engine/rulesets';
import { registerListSource } from '../../../../electron/core/services/list-status';
import type { Collection } from '../../../../shared/features/collections/model';
import type { ListStatus } from '../../../../shared/model/list-status';
import type { Player } from '../../../../shared/model/player';
import { collectionsRuleset } from '../../../fixtures/rulesets/collections';
import { squadsRuleset } from '../../../fixtures/rulesets/squads';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

const undo: (() => void)[] = [];
let t: TempCore;
afterEach(() => {
  t.dispose();
  undo.splice(0).forEach((u) => u());
});

function eventOf(ruleset: string, options: Record<string, unknown> = {}, places?: number) {
  t = tempCore();
  return t.call<{ id: number }>('event.create', { name: 'Cup', date: '2026-12-12', ruleset, options, ...(places ? { places } : {}) }).id;
}
const register = (eventId: number, name: string) => t.call<Player>('player.register', { eventId, name });
const checkIn = (p: Player) => t.call<Player>('player.checkIn', { id: p.id, version: p.version });
const status = (eventId: number) => t.call<ListStatus[]>('lists.status', { eventId });
const states = (eventId: number) => status(eventId).map((s) => [s.name, s.kind, s.state]);

describe('the list status registry', () => {
  it('asks each registered source that the division’s ruleset plays, once per player, leaving out who waits for a place', () => {
    undo.push(
      registerListSource({
        kind: 'test-list',
        applies: (ruleset) => ruleset.id === 'generic',
        verdict: (_store, player) => (player.name === 'Ann' ? { missing: true, problems: [] } : { missing: false, problems: player.name === 'Ben' ? [{ code: 'too_long', params: { count: 2 } }] : [] }),
      }),
    );
    const eventId = eventOf('generic', {}, 3);
    const [ann, ben, cat, dan] = ['Ann', 'Ben', 'Cat', 'Dan'].map((n) => register(eventId, n));
    [ann, ben, cat, dan].forEach((p) => checkIn(p!));
    expect(status(eventId)).toEqual([
      { playerId: ann!.id, name: 'Ann', divisionId: expect.any(Number), checkedIn: true, kind: 'test-list', state: 'missing', problems: [] },
      { playerId: ben!.id, name: 'Ben', divisionId: expect.any(Number), checkedIn: true, kind: 'test-list', state: 'problems', problems: [{ code: 'too_long', params: { count: 2 } }] },
      { playerId: cat!.id, name: 'Cat', divisionId: expect.any(Number), checkedIn: true, kind: 'test-list', state: 'ok', problems: [] },
    ]);
  });

  it('is empty where no division plays a list, and a source taken away is asked no more', () => {
    const off = registerListSource({ kind: 'test-list', applies: () => true, verdict: () => ({ missing: true, problems: [] }) });
    const eventId = eventOf('generic');
    register(eventId, 'Ann');
    expect(states(eventId)).toEqual([['Ann', 'test-list', 'missing']]);
    off();
    expect(status(eventId)).toEqual([]);
  });
});

const deck = ['language en', 'Playing Deck', '5 Bauhaus Blitzer; w', '5 Mishima Samurai; w', ...Array.from({ length: 10 }, (_, i) => `5 Plain Card ${i + 1}`)].join('\n');

describe('collection lists in the list status', () => {
  it('says missing until a list is saved, then each problem with the card and the lines of the text the editor shows', () => {
    undo.push(registerRuleset(collectionsRuleset));
    const eventId = eventOf('test-collections');
    const ann = register(eventId, 'Ann');
    const ben = register(eventId, 'Ben');
    expect(states(eventId)).toEqual([['Ann', 'collection', 'missing'], ['Ben', 'collection', 'missing']]);
    t.call('collection.set', { playerId: ben.id, version: 0, text: deck });
    const saved = t.call<Collection>('collection.set', { playerId: ann.id, version: 0, text: `${deck}\n1 Corporate Shenanigans\n3 Joker!` });
    const [annStatus, benStatus] = status(eventId);
    expect(benStatus).toMatchObject({ state: 'ok', problems: [] });
    expect(annStatus).toMatchObject({
      state: 'problems',
      problems: [
        { code: 'banned', params: { card: 'Corporate Shenanigans', count: 1 }, lines: [15] },
        { code: 'restricted', params: { card: 'Joker!', count: 3, max: 1 }, lines: [16] },
      ],
    });
    const text = saved.text.split('\n');
    expect([text[14], text[15]]).toEqual(['1 Corporate Shenanigans', '3 Joker!']);
    // The head judge's report lists Ann's problems, and Ben's list not at all.
    const report = t.call<{ lists: { players: number; off: ListStatus[] } | null }>('report.get', { eventId });
    expect(report.lists).toMatchObject({ players: 2, off: [{ name: 'Ann', state: 'problems' }] });
  });

  it('leaves the report without a lists section where no division plays a list', () => {
    const eventId = eventOf('generic');
    register(eventId, 'Ann');
    expect(t.call<{ lists: unknown }>('report.get', { eventId }).lists).toBeNull();
  });
});

describe('squads in the list status', () => {
  it('says missing until a squad is saved, then how far each list is off its level and each figure its latest inspection disqualified', () => {
    undo.push(registerRuleset(squadsRuleset));
    const eventId = eventOf('test-squads', { level: 200 });
    const ann = register(eventId, 'Ann');
    const ben = register(eventId, 'Ben');
    expect(states(eventId)).toEqual([['Ann', 'squad', 'missing'], ['Ben', 'squad', 'missing']]);
    t.call('squad.set', { playerId: ann.id, version: 0, figures: [{ name: 'Hammerhead', points: 150 }, { name: 'Blaster', points: 70 }], backups: [{ name: 'Spare', points: 100 }] });
    t.call('squad.set', { playerId: ben.id, version: 0, figures: [{ name: 'Tank', points: 200 }], backups: [{ name: 'Scout', points: 100 }] });
    t.call('inspection.record', { playerId: ann.id, figure: 'blaster ', measuredGrams: 5.31, standardGrams: 5 });
    t.call('inspection.record', { playerId: ben.id, figure: 'Tank', measuredGrams: 9.5, standardGrams: 9 });
    t.call('inspection.record', { playerId: ben.id, figure: 'Tank', measuredGrams: 9.3, standardGrams: 9 });
    const [annStatus, benStatus] = status(eventId);
    expect(annStatus).toMatchObject({
      state: 'problems',
      problems: [
        { code: 'figures_over', params: { count: 20, total: 220, level: 200 } },
        { code: 'figure_disqualified', params: { figure: 'blaster', overGrams: 0.31 }, lines: [2] },
      ],
    });
    // Ben's Tank failed once, then passed when weighed again: the latest inspection stands.
    expect(benStatus).toMatchObject({ state: 'ok', problems: [] });
  });
});
