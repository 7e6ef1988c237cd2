// Squads and inspections go with the event file (`features.squads`) and come back on a fresh
// database as the desk saw them: each player's lists, every inspection in its order with who asked
// for it. A file bringing what the desk would refuse (a player not in the file, a squad the desk
// would not save, a weight not above 0, a result its weights do not give, squads where the
// division plays without them) is refused whole at its place in the file; an event that kept
// neither squads nor inspections writes no part.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FieldIssue } from '../../../../shared/contract/errors';
import type { SquadsFile } from '../../../../shared/features/squads/squad-and-inspection-file';
import type { Inspection, Squad } from '../../../../shared/features/squads/model';
import type { EventFile } from '../../../../shared/model/export';
import type { Player } from '../../../../shared/model/player';
import { registerRuleset } from '../../../../electron/engine/rulesets';
import { squadsRuleset } from '../../../fixtures/rulesets/squads';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let here: TempCore;
let elsewhere: TempCore;
let unregister: () => void;
let eventId: number;
let players: Record<string, Player>;

const fig = (name: string, points: number) => ({ name, points });
const copy = (file: EventFile) => JSON.parse(JSON.stringify(file)) as EventFile;
const exportOf = (t: TempCore, id: number) => copy(t.call<EventFile>('export.event', { eventId: id }));
const partOf = (file: EventFile) => file.features.squads as SquadsFile;
const fileId = (file: EventFile, name: string) => file.players.find((p) => p.name === name)!.id;

/** The file's part with its players named, as two events' files can be compared. */
function byName(file: EventFile) {
  const name = (id: number | null) => (id === null ? null : file.players.find((p) => p.id === id)!.name);
  const { squads, inspections } = partOf(file);
  return { squads: squads.map((s) => ({ ...s, player: name(s.player) })), inspections: inspections.map((i) => ({ ...i, player: name(i.player), requestedBy: name(i.requestedBy) })) };
}

/** Each player's squad and the event's inspections, by player name. */
function seen(t: TempCore, id: number) {
  const list = t.call<Player[]>('player.list', { eventId: id, filter: '', checkedInOnly: false });
  const squads = list.map((p) => {
    const { figures, backups, check, version } = t.call<Squad>('squad.get', { playerId: p.id });
    return { name: p.name, figures, backups, check, saved: version > 0 };
  });
  const inspections = t.call<Inspection[]>('inspection.list', { eventId: id }).map(({ id: _id, eventId: _event, playerId: _player, requestedBy, ...rest }) => ({ ...rest, requestedBy: requestedBy?.name ?? null }));
  return { squads, inspections };
}

const eventsIn = (t: TempCore) => t.call<unknown[]>('event.list', {}).length;

/** The problems of a refused import, as `[path, code, params]`. */
function refused(file: EventFile): [string, string | undefined, unknown][] {
  const before = eventsIn(elsewhere);
  const error = elsewhere.fail('event.import', { document: file });
  expect(eventsIn(elsewhere)).toBe(before);
  return (error.details as { fields: FieldIssue[] }).fields.map((f) => [f.path, f.code, f.params]);
}

beforeEach(() => {
  unregister = registerRuleset(squadsRuleset);
  here = tempCore();
  elsewhere = tempCore();
  eventId = here.call<{ id: number }>('event.create', { name: 'Tix Cup', date: '2026-12-12', ruleset: 'test-squads', options: { level: 200 } }).id;
  players = Object.fromEntries(['Ann', 'Ben', 'Cid'].map((name) => [name, here.call<Player>('player.register', { eventId, name })]));
});
afterEach(() => {
  here.dispose();
  elsewhere.dispose();
  unregister();
});

describe('squads in the event file', () => {
  beforeEach(() => {
    const { Ann: ann, Ben: ben, Cid: cid } = players;
    here.call('squad.set', { playerId: ann!.id, version: 0, figures: [fig('Spider-Man', 120), fig('Venom', 70)], backups: [fig('Hulk', 100)] });
    here.call('squad.set', { playerId: ann!.id, version: 1, figures: [fig('Spider-Man', 120), fig('Venom', 80)], backups: [fig('Hulk', 100)] });
    here.call('squad.set', { playerId: ben!.id, version: 0, figures: [fig('Thor', 150)], backups: [] });
    here.setTime('2026-12-12T10:00:00Z');
    here.call('inspection.record', { playerId: ann!.id, figure: 'Venom', measuredGrams: 12.31, standardGrams: 12, note: 'Arm loose', requestedBy: ben!.id });
    here.setTime('2026-12-12T10:05:00Z');
    here.call('inspection.record', { playerId: cid!.id, figure: 'Hulk', measuredGrams: 8.1, standardGrams: 7.8 });
    here.call('inspection.record', { playerId: ann!.id, figure: 'Venom', measuredGrams: 12.2, standardGrams: 12, requestedBy: cid!.id });
  });

  it('carries every squad and inspection by the file’s player ids, and brings them back on a fresh database', () => {
    const file = exportOf(here, eventId);
    const [ann, ben, cid] = ['Ann', 'Ben', 'Cid'].map((name) => fileId(file, name));
    expect(partOf(file)).toEqual({
      squads: [
        { player: ann, figures: [fig('Spider-Man', 120), fig('Venom', 80)], backups: [fig('Hulk', 100)] },
        { player: ben, figures: [fig('Thor', 150)], backups: [] },
      ],
      inspections: [
        { player: ann, figure: 'Venom', measuredGrams: 12.31, standardGrams: 12, note: 'Arm loose', requestedBy: ben, result: 'disqualified', at: '2026-12-12T10:00:00.000Z' },
        { player: cid, figure: 'Hulk', measuredGrams: 8.1, standardGrams: 7.8, note: null, requestedBy: null, result: 'passes', at: '2026-12-12T10:05:00.000Z' },
        { player: ann, figure: 'Venom', measuredGrams: 12.2, standardGrams: 12, note: null, requestedBy: cid, result: 'passes', at: '2026-12-12T10:05:00.000Z' },
      ],
    });

    const imported = elsewhere.call<{ id: number }>('event.import', { document: file }).id;
    const original = seen(here, eventId);
    expect(original.squads.filter((s) => s.saved).map((s) => s.name)).toEqual(['Ann', 'Ben']);
    expect(seen(elsewhere, imported)).toEqual(original);
    // Exported again, the copy writes the same part, by its own ids.
    expect(byName(exportOf(elsewhere, imported))).toEqual(byName(file));
  });

  it('refuses a squad or inspection of a player not in the file, and imports nothing', () => {
    const file = exportOf(here, eventId);
    partOf(file).squads[1]!.player = 999;
    partOf(file).inspections[0]!.requestedBy = 998;
    expect(refused(file)).toEqual([
      ['document.features.squads.squads.1.player', 'import_unknown_player', undefined],
      ['document.features.squads.inspections.0.requestedBy', 'import_unknown_player', undefined],
    ]);
  });

  it('refuses a squad the desk would not save, with the desk’s reason, and a player with two', () => {
    const file = exportOf(here, eventId);
    const [first, second] = partOf(file).squads;
    first!.figures[1] = fig(' ', 80);
    first!.backups[0] = fig('Hulk', 0);
    second!.figures = Array.from({ length: 61 }, (_, k) => fig(`F${k}`, 1));
    partOf(file).squads.push({ ...second!, figures: [] });
    expect(refused(file)).toEqual([
      ['document.features.squads.squads.0.figures.1.name', 'import_squad', { name: 'Ann', reason: 'required' }],
      ['document.features.squads.squads.0.backups.0.points', 'import_squad', { name: 'Ann', reason: 'too_small' }],
      ['document.features.squads.squads.1.figures', 'import_squad', { name: 'Ben', reason: 'too_big' }],
      ['document.features.squads.squads.2.player', 'import_duplicate', undefined],
    ]);
  });

  it('refuses an inspection the desk would not record or whose result its weights do not give', () => {
    const file = exportOf(here, eventId);
    const [first, second, third] = partOf(file).inspections;
    first!.result = 'passes';
    second!.measuredGrams = 0;
    second!.standardGrams = 7.805;
    third!.requestedBy = third!.player;
    expect(refused(file)).toEqual([
      ['document.features.squads.inspections.0.result', 'import_inspection_result', { name: 'Ann', figure: 'Venom' }],
      ['document.features.squads.inspections.1.measuredGrams', 'import_inspection', { name: 'Cid', reason: 'too_small' }],
      ['document.features.squads.inspections.1.standardGrams', 'import_inspection', { name: 'Cid', reason: 'not_multiple_of' }],
      ['document.features.squads.inspections.2.requestedBy', 'import_inspection', { name: 'Ann', reason: 'requested_by_other_player' }],
    ]);
  });

  it('refuses squads and inspections where the player’s division plays without them', () => {
    const other = here.call<{ id: number }>('event.create', { name: 'Netrunner', date: '2026-12-12', ruleset: 'netrunner-1996' }).id;
    here.call('player.register', { eventId: other, name: 'Dan' });
    const file = exportOf(here, other);
    const dan = fileId(file, 'Dan');
    file.features.squads = { squads: [{ player: dan, figures: [fig('Thor', 200)], backups: [] }], inspections: [{ ...partOf(exportOf(here, eventId)).inspections[1]!, player: dan }] };
    expect(refused(file)).toEqual([
      ['document.features.squads.squads.0.player', 'import_no_squads', { name: 'Dan' }],
      ['document.features.squads.inspections.0.player', 'import_no_squads', { name: 'Dan' }],
    ]);
  });
});

it('an event that kept no squad and no inspection writes no squads part', () => {
  expect(exportOf(here, eventId).features).not.toHaveProperty('squads');
  const other = here.call<{ id: number }>('event.create', { name: 'Netrunner', date: '2026-12-12', ruleset: 'netrunner-1996' }).id;
  expect(exportOf(here, other).features).not.toHaveProperty('squads');
});
