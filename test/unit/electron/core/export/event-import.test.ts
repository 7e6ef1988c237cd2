// An exported event file brought back as a new event: the same players, entries, rounds, results
// and standings under new ids; a broken file refused whole, each problem named, nothing written.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventFile } from '../../../../../shared/model/export';
import { comparableFile as comparable } from '../../../../fixtures/event-files';
import type { Round } from '../../../../../shared/model/round';
import { netrunnerGames } from '../../../../fixtures/netrunner-results';
import { tempCore, type TempCore } from '../../../../fixtures/temp-core';

let t: TempCore;
let eventId: number;
const call = <T,>(name: string, input: unknown): T => t.call<T>(name, input);

function pairAndPublish(): Round {
  const draft = call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
  return call<Round>('round.publish', { roundId: draft.id, version: draft.version });
}
function enterAll(round: Round): void {
  for (const table of round.tables.filter((x) => !x.bye)) {
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    call('result.enter', { tableId: table.id, version: table.version, games: netrunnerGames(a, b, [['a', 7, 2], ['b', 3, 7]]) });
  }
}

beforeEach(() => {
  let n = 0;
  t = tempCore({ random: () => `seed-${++n}` });
  eventId = call<{ id: number }>('event.create', { name: 'Winter Open', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
  for (const [name, dateOfBirth] of [['Ann', '2011-03-04'], ['Bo', undefined], ['Cy', undefined], ['Di', undefined], ['Ed', undefined]] as const) {
    const p = call<{ id: number; version: number }>('player.register', { eventId, name, ...(dateOfBirth ? { dateOfBirth, contact: 'parent 600 100 200' } : {}) });
    if (name !== 'Ed') call('player.checkIn', { id: p.id, version: p.version });
  }
});
afterEach(() => t.dispose());

describe('importing an exported event', () => {
  it('brings back the same event under new ids: players, drops, rounds, extra minutes, results, standings', () => {
    const r1 = pairAndPublish();
    enterAll(r1);
    call('round.close', { roundId: r1.id, version: call<Round>('round.get', { roundId: r1.id }).version });
    const di = call<{ id: number; version: number; name: string }[]>('entry.list', { eventId }).find((e) => e.name === 'Di')!;
    call('entry.drop', { entryId: di.id, version: di.version, reason: 'Train home' });
    const r2 = pairAndPublish();
    const first = r2.tables.find((x) => !x.bye)!;
    call('table.addTime', { tableId: first.id, version: first.version, minutes: 5 });
    enterAll(call<Round>('round.get', { roundId: r2.id }));
    const original = JSON.parse(JSON.stringify(call<EventFile>('export.event', { eventId }))) as EventFile;

    const imported = call<{ id: number; name: string }>('event.import', { document: original });
    expect(imported.id).not.toBe(eventId);
    expect(imported.name).toBe('Winter Open');
    const again = call<EventFile>('export.event', { eventId: imported.id });
    expect(comparable(again)).toEqual(comparable(original));
    // New ids, and new slip codes under the new event's own secret.
    expect(again.players.map((p) => p.id).some((id) => original.players.some((p) => p.id === id))).toBe(false);
    const codes = (d: EventFile) => d.divisions[0]!.rounds.flatMap((r) => r.tables.map((x) => x.slipCode)).filter(Boolean);
    expect(codes(again)).not.toEqual(codes(original));
    // The imported event goes on: round 3 pairs from the imported history.
    t.setTime('2026-12-05T15:00:00Z');
    const r3 = call<Round>('round.pair', { eventId: imported.id, newest: t.newestRound(imported.id) });
    expect(r3.number).toBe(3);
  });

  it('refuses a broken file whole, naming each problem by its place in the file, and writes nothing', () => {
    const r1 = pairAndPublish();
    enterAll(r1);
    const doc = JSON.parse(JSON.stringify(call<EventFile>('export.event', { eventId }))) as EventFile;
    const before = call<unknown[]>('event.list', {}).length;
    doc.divisions[0]!.rounds[0]!.tables[0]!.seats[0]!.entryId = 9999;
    doc.divisions[0]!.rounds[0]!.tables[1]!.number = doc.divisions[0]!.rounds[0]!.tables[0]!.number;
    doc.divisions[0]!.entries.push({ ...doc.divisions[0]!.entries[0]!, playerIds: [4242] });
    const refused = t.fail('event.import', { document: doc });
    expect(refused.code).toBe('validation');
    expect(refused.message).toContain('nothing was imported');
    const fields = (refused.details as { fields: { path: string; code: string }[] }).fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'document.divisions.0.rounds.0.tables.0.seats.0.entryId', code: 'import_unknown_entry' }),
        expect.objectContaining({ path: 'document.divisions.0.rounds.0.tables.1.number', code: 'import_duplicate' }),
        expect.objectContaining({ path: `document.divisions.0.entries.${doc.divisions[0]!.entries.length - 1}.playerIds`, code: 'import_unknown_player' }),
      ]),
    );
    expect(call<unknown[]>('event.list', {})).toHaveLength(before);
  });

  it('refuses a file whose names hold a control character, nothing visible or nothing at all, as the desk’s forms refuse them', () => {
    pairAndPublish();
    const doc = JSON.parse(JSON.stringify(call<EventFile>('export.event', { eventId }))) as EventFile;
    const before = call<unknown[]>('event.list', {}).length;
    doc.event.name = 'Open\u0000';
    doc.players[0]!.name = '\u200B\u2060';
    doc.players[1]!.club = 'Gambit\nWarszawa';
    doc.divisions[0]!.entries[2]!.name = '\u3164';
    doc.divisions[0]!.entries[3]!.name = '\uFEFF ';
    const refused = t.fail('event.import', { document: doc });
    expect((refused.details as { fields: { path: string; code: string }[] }).fields).toEqual([
      expect.objectContaining({ path: 'document.event.name', code: 'control_character' }),
      expect.objectContaining({ path: 'document.players.0.name', code: 'invisible_text' }),
      expect.objectContaining({ path: 'document.players.1.club', code: 'control_character' }),
      expect.objectContaining({ path: 'document.divisions.0.entries.2.name', code: 'invisible_text' }),
      expect.objectContaining({ path: 'document.divisions.0.entries.3.name', code: 'required' }),
    ]);
    expect(call<unknown[]>('event.list', {})).toHaveLength(before);
  });

  it('brings back a playoff in its own stage, and refuses a round in a stage the options do not plan', () => {
    const ev = call<{ id: number; version: number }>('event.get', { id: eventId });
    call('event.update', { id: eventId, version: ev.version, options: { playoff: 'elimination', cut: 2 }, plannedRounds: 1 });
    enterAll(pairAndPublish());
    const final = pairAndPublish();
    expect(final.stage).toEqual({ position: 2, kind: 'elimination', round: 1, madeInAdvance: false, seating: 'given' });
    enterAll(final);
    const original = JSON.parse(JSON.stringify(call<EventFile>('export.event', { eventId }))) as EventFile;
    const imported = call<{ id: number }>('event.import', { document: original });
    const again = call<EventFile>('export.event', { eventId: imported.id });
    expect(again.divisions[0]!.rounds.map((r) => r.stage)).toEqual([
      { position: 1, kind: 'swiss', round: 1, madeInAdvance: false, seating: 'given' },
      { position: 2, kind: 'elimination', round: 1, madeInAdvance: false, seating: 'given' },
    ]);
    expect(comparable(again)).toEqual(comparable(original));
    // A file written before a playoff said whether its places are rounds out still imports.
    const older = JSON.parse(JSON.stringify(original)) as EventFile;
    delete older.divisions[0]!.standings.playoff!.byRoundOut;
    expect(call<{ id: number }>('event.import', { document: older }).id).toBeGreaterThan(imported.id);

    const wrong = JSON.parse(JSON.stringify(original)) as EventFile;
    wrong.divisions[0]!.rounds[1]!.stage = { position: 2, kind: 'round_robin', round: 1 };
    wrong.divisions[0]!.rounds[0]!.stage = { position: 3, kind: 'elimination', round: 1 };
    const refused = t.fail('event.import', { document: wrong });
    expect((refused.details as { fields: { path: string; code: string }[] }).fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'document.divisions.0.rounds.0.stage', code: 'import_stage' }),
        expect.objectContaining({ path: 'document.divisions.0.rounds.1.stage', code: 'import_stage' }),
        expect.objectContaining({ path: 'document.divisions.0.rounds.1.stage', code: 'import_round_order' }),
      ]),
    );
  });

  it('plays the event’s options in a division that follows the event’s settings, whatever its options repeat', () => {
    enterAll(pairAndPublish());
    const doc = JSON.parse(JSON.stringify(call<EventFile>('export.event', { eventId }))) as EventFile;
    expect(doc.divisions[0]!.ownOptions).toBe(false);
    doc.divisions[0]!.options = { playoff: 'elimination', cut: 2 };
    const imported = call<{ id: number; divisions: { options: unknown; ownOptions: boolean }[] }>('event.import', { document: doc });
    expect(imported.divisions[0]).toMatchObject({ ownOptions: false, options: doc.event.options });
    expect(call<EventFile>('export.event', { eventId: imported.id }).divisions[0]!.rounds.map((r) => r.stage?.kind)).toEqual(['swiss']);
    // A division of its own options plays them.
    doc.divisions[0]!.ownOptions = true;
    const own = call<{ divisions: { options: { playoff?: string }; ownOptions: boolean }[] }>('event.import', { document: doc });
    expect(own.divisions[0]).toMatchObject({ ownOptions: true, options: { playoff: 'elimination' } });
  });

  it('refuses what is not an exported event at all, by the schema', () => {
    const paths = (document: unknown) => (t.fail('event.import', { document }).details as { fields: { path: string }[] }).fields.map((f) => f.path);
    expect(paths({ format: 'something-else', version: 9 })).toEqual(['document.version']);
    expect(paths({ format: 'something-else', version: 4 })).toEqual(expect.arrayContaining(['document.format', 'document.divisions']));
  });
});
