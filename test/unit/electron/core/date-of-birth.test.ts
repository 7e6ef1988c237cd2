// Nobody is born after the event's date: every path that stores a date of birth refuses one, naming
// the field, and the event's date cannot move before a registered player's birth. Nothing is written.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentEvent } from '../../../../shared/model/event';
import type { EventFile } from '../../../../shared/model/export';
import type { Player } from '../../../../shared/model/player';
import type { ImportRow } from '../../../../shared/model/player-import';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let event: TournamentEvent;
beforeEach(() => {
  t = tempCore();
  event = t.call<TournamentEvent>('event.create', { name: 'Winter Cup', date: '2026-12-05', ruleset: 'generic' });
});
afterEach(() => t.dispose());

const players = () => t.call<Player[]>('player.list', { eventId: event.id });
const bornAfter = (path: string) => ({ code: 'validation', details: { fields: [{ path, code: 'born_after_event', params: { date: '2026-12-05' } }] } });

describe('a date of birth after the event date', () => {
  it('is refused at registration, and the event day itself is allowed', () => {
    expect(t.fail('player.register', { eventId: event.id, name: 'Ann', dateOfBirth: '2026-12-06' })).toMatchObject(bornAfter('dateOfBirth'));
    expect(players()).toEqual([]);
    expect(t.call<Player>('player.register', { eventId: event.id, name: 'Ann', dateOfBirth: '2026-12-05' }).dateOfBirth).toBe('2026-12-05');
  });

  it('is refused when a player is edited, and the player stays as they were', () => {
    const ann = t.call<Player>('player.register', { eventId: event.id, name: 'Ann', dateOfBirth: '2012-01-20' });
    expect(t.fail('player.update', { id: ann.id, version: ann.version, dateOfBirth: '2027-01-01' })).toMatchObject(bornAfter('dateOfBirth'));
    expect(players()[0]).toMatchObject({ dateOfBirth: '2012-01-20', version: ann.version });
  });

  it('makes a spreadsheet row invalid, naming the row and the field, and the import registers nobody from it', () => {
    const input = { eventId: event.id, rows: [['Ann', '06.12.2026'], ['Bob', '2026-12-05']], mapping: { name: 0, dateOfBirth: 1 } };
    const { rows } = t.call<{ rows: ImportRow[] }>('player.importPreview', input);
    expect(rows.map((r) => [r.row, r.status, r.issues])).toEqual([
      [2, 'invalid', [{ field: 'dateOfBirth', code: 'born_after_event', value: '06.12.2026' }]],
      [3, 'new', []],
    ]);
    expect(t.call<{ imported: number }>('player.import', input).imported).toBe(1);
    expect(players().map((p) => p.name)).toEqual(['Bob']);
  });

  it('is refused in an event file, naming the place in the file, and nothing is imported', () => {
    t.call<Player>('player.register', { eventId: event.id, name: 'Ann', dateOfBirth: '2012-01-20' });
    const doc = JSON.parse(JSON.stringify(t.call<EventFile>('export.event', { eventId: event.id }))) as EventFile;
    doc.players[0]!.dateOfBirth = '2026-12-07';
    const before = t.call<TournamentEvent[]>('event.list', {}).length;
    expect(t.fail('event.import', { document: doc })).toMatchObject(bornAfter('document.players.0.dateOfBirth'));
    doc.players[0]!.dateOfBirth = '2012-02-30';
    expect(t.fail('event.import', { document: doc })).toMatchObject({ details: { fields: [{ path: 'document.players.0.dateOfBirth', code: 'no_such_date' }] } });
    expect(t.call<TournamentEvent[]>('event.list', {})).toHaveLength(before);
  });
});

describe("moving the event's date", () => {
  it("is refused before a registered player's date of birth, naming the player", () => {
    t.call<Player>('player.register', { eventId: event.id, name: 'Ann', dateOfBirth: '2026-11-30' });
    const refused = t.fail('event.update', { id: event.id, version: event.version, date: '2026-11-29' });
    expect(refused).toMatchObject({
      code: 'validation',
      details: { fields: [{ path: 'date', code: 'date_before_birth', params: { name: 'Ann', dateOfBirth: '2026-11-30' } }] },
    });
    expect(t.call<TournamentEvent>('event.get', { id: event.id }).date).toBe('2026-12-05');
    expect(t.call<TournamentEvent>('event.update', { id: event.id, version: event.version, date: '2026-11-30' }).date).toBe('2026-11-30');
  });
});
