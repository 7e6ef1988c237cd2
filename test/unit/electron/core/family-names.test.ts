// A player's family name, typed at the desk or imported: whole words of the name or refused by
// field; lists sorted by it in the desk's language; and, where the event asks, "Family, Given" in
// the player list, pairings, standings and entries, namesakes still told apart.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../../../shared/contract/changes';
import type { ListedPlayer, Player } from '../../../../shared/model/player';
import type { ImportRow } from '../../../../shared/model/player-import';
import type { Round } from '../../../../shared/model/round';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let eventId: number;
beforeEach(() => {
  t = tempCore();
  eventId = t.call<{ id: number }>('event.create', { name: 'Кубок', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
});
afterEach(() => t.dispose());

function register(name: string, familyName?: string, more: Record<string, unknown> = {}): Player {
  const p = t.call<Player>('player.register', { eventId, name, ...(familyName ? { familyName } : {}), ...more });
  return t.call<Player>('player.checkIn', { id: p.id, version: p.version });
}

const listed = () => t.call<ListedPlayer[]>('player.list', { eventId });
function nameOrder(order: 'given-family' | 'family-given'): void {
  const event = t.call<{ version: number }>('event.get', { id: eventId });
  t.call('event.update', { id: eventId, version: event.version, nameOrder: order });
}

describe('a family name', () => {
  it('is stored as the name spells it, and refused naming the field unless it is whole words of the name', () => {
    expect(register('Татьяна Иванова', 'иванова').familyName).toBe('Иванова');
    expect(register('Jan Nowak').familyName).toBeNull();
    const refused = t.fail('player.register', { eventId, name: 'Anna Kowalska', familyName: 'Kowal' });
    expect(refused.code).toBe('validation');
    expect(refused.details).toMatchObject({ fields: [{ path: 'familyName', code: 'family_not_in_name', params: { name: 'Anna Kowalska' } }] });
  });

  it('holds through an edit: a new name must keep it, or it changes with the name', () => {
    const anna = register('Anna Kowalska', 'Kowalska');
    expect(t.fail('player.update', { id: anna.id, version: anna.version, name: 'Anna Nowak' }).details).toMatchObject({ fields: [{ path: 'familyName' }] });
    const renamed = t.call<Player>('player.update', { id: anna.id, version: anna.version, name: 'Anna Nowak', familyName: 'Nowak' });
    expect(renamed).toMatchObject({ name: 'Anna Nowak', familyName: 'Nowak' });
    expect(t.call<Player>('player.update', { id: anna.id, version: renamed.version, familyName: null }).familyName).toBeNull();
  });

  it('orders the player list by family name in the desk’s language, a name without one by the whole name', () => {
    register('Zofia Abacka', 'Abacka');
    register('Adam Śliwa', 'Śliwa');
    register('Nowak Jan');
    register('Bartek Sowa', 'Sowa');
    register('Anna Sowa', 'Sowa');
    t.call('settings.set', { language: 'pl' });
    expect(listed().map((p) => p.name)).toEqual(['Zofia Abacka', 'Nowak Jan', 'Anna Sowa', 'Bartek Sowa', 'Adam Śliwa']);
    const bartek = listed()[3]!;
    t.call('player.update', { id: bartek.id, version: bartek.version, familyName: null });
    expect(listed().map((p) => p.name)).toEqual(['Zofia Abacka', 'Bartek Sowa', 'Nowak Jan', 'Anna Sowa', 'Adam Śliwa']);
  });
});

describe('the event’s name order', () => {
  it('shows "Family, Given" in the list, pairings, standings and entries, namesakes told apart', () => {
    register('Татьяна Иванова', 'Иванова');
    register('Анна Ковальская', 'Ковальская', { club: 'Гданьск' });
    register('Анна Ковальская', 'Ковальская', { club: 'Вроцлав', confirmDuplicate: true });
    register('Пётр Ёлкин');
    const round = t.publishNext(eventId);
    const heard: ChangeEvent[] = [];
    t.core.subscribe((c) => heard.push(c));
    nameOrder('family-given');
    expect(heard.some((c) => c.entity === 'entry' && c.eventId === eventId)).toBe(true);
    const shown = ['Иванова, Татьяна', 'Ковальская, Анна (Вроцлав)', 'Ковальская, Анна (Гданьск)', 'Пётр Ёлкин'];
    expect(listed().map((p) => p.shownName ?? p.name).sort()).toEqual(shown);
    const seats = t.call<Round>('round.get', { roundId: round.id }).tables.flatMap((tb) => tb.seats);
    expect(seats.map((s) => s.name).sort()).toEqual(shown);
    expect(seats.find((s) => s.name === 'Иванова, Татьяна')?.sortName).toBe('Иванова Татьяна');
    expect(seats.find((s) => s.name === 'Пётр Ёлкин')?.sortName).toBeUndefined();
    expect(t.call<{ rows: { name: string }[] }>('standings.get', { eventId }).rows.map((r) => r.name).sort()).toEqual(shown);
    expect(t.call<{ name: string }[]>('entry.list', { eventId }).map((e) => e.name).sort()).toEqual(shown);
    nameOrder('given-family');
    expect(t.call<Round>('round.get', { roundId: round.id }).tables.flatMap((tb) => tb.seats.map((s) => s.name)).sort()).toEqual([
      'Анна Ковальская (Вроцлав)',
      'Анна Ковальская (Гданьск)',
      'Пётр Ёлкин',
      'Татьяна Иванова',
    ]);
  });

  it('lists the standings before a result counts by family name', () => {
    register('Яна Абрамова', 'Абрамова');
    register('Борис Яковлев', 'Яковлев');
    t.publishNext(eventId);
    expect(t.call<{ rows: { name: string }[] }>('standings.get', { eventId }).rows.map((r) => r.name)).toEqual(['Яна Абрамова', 'Борис Яковлев']);
  });
});

describe('importing family names', () => {
  it('checks a last name column against the whole name, naming the bad row', () => {
    const rows = [
      ['Татьяна Иванова', 'Иванова'],
      ['Анна Ковальская', 'Нowak'],
      ['Пётр Ёлкин', ''],
    ];
    const out = t.call<{ rows: ImportRow[] }>('player.importPreview', { eventId, rows, mapping: { name: 0, lastName: 1 } }).rows;
    expect(out.map((r) => [r.row, r.status, r.familyName])).toEqual([
      [2, 'new', 'Иванова'],
      [3, 'invalid', null],
      [4, 'new', null],
    ]);
    expect(out[1]!.issues).toEqual([{ field: 'lastName', code: 'family_not_in_name', value: 'Нowak' }]);
  });

  it('builds the name from given and family columns and keeps the family name', () => {
    t.call('player.import', { eventId, rows: [['Иванова', 'Татьяна'], ['Абрамова', 'Яна']], mapping: { lastName: 0, firstName: 1 } });
    expect(listed().map((p) => [p.name, p.familyName])).toEqual([
      ['Яна Абрамова', 'Абрамова'],
      ['Татьяна Иванова', 'Иванова'],
    ]);
  });
});
