// Two players of an event with the same name are told apart wherever the core names entries: the
// pairings, the standings and the entry list show the label (player ID, club, or place), and a
// namesake registered later reaches the windows already showing the first as a change of entries.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../../../shared/contract/changes';
import type { Round } from '../../../../shared/model/round';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

type Player = { id: number; version: number; name: string };

function register(eventId: number, name: string, club?: string): Player {
  const p = t.call<Player>('player.register', { eventId, name, ...(club ? { club } : {}), confirmDuplicate: true });
  return t.call<Player>('player.checkIn', { id: p.id, version: p.version });
}

describe('namesakes', () => {
  it('show what tells them apart in the pairings, the standings and the entry list', () => {
    const eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
    register(eventId, 'Anna Kowalska');
    register(eventId, 'Anna Kowalska', 'Gdańsk');
    register(eventId, 'Jan Nowak');
    register(eventId, 'Ewa Lis');
    const round = t.publishNext(eventId);
    const seated = t.call<Round>('round.get', { roundId: round.id }).tables.flatMap((tb) => tb.seats.map((s) => s.name));
    expect(seated.sort()).toEqual(['Anna Kowalska (1)', 'Anna Kowalska (Gdańsk)', 'Ewa Lis', 'Jan Nowak']);
    const standings = t.call<{ rows: { name: string }[] }>('standings.get', { eventId }).rows.map((r) => r.name);
    expect(standings).toContain('Anna Kowalska (1)');
    expect(standings).toContain('Anna Kowalska (Gdańsk)');
    expect(t.call<{ name: string }[]>('entry.list', { eventId }).map((e) => e.name)).toContain('Anna Kowalska (Gdańsk)');
  });

  it('tell the windows that an entry shows another name once a namesake registers', () => {
    const eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
    for (const name of ['Anna Kowalska', 'Jan Nowak', 'Ewa Lis', 'Olga Wrona']) register(eventId, name);
    const round = t.publishNext(eventId);
    expect(t.call<Round>('round.get', { roundId: round.id }).tables.flatMap((tb) => tb.seats.map((s) => s.name))).toContain('Anna Kowalska');
    const heard: ChangeEvent[] = [];
    t.core.subscribe((c) => heard.push(c));
    t.call('player.register', { eventId, name: 'Jan Kowalski' });
    expect(heard.some((c) => c.entity === 'entry')).toBe(false);
    t.call('player.register', { eventId, name: 'ANNA KOWALSKA', club: 'Wrocław', confirmDuplicate: true });
    expect(heard.some((c) => c.entity === 'entry' && c.eventId === eventId)).toBe(true);
    expect(t.call<Round>('round.get', { roundId: round.id }).tables.flatMap((tb) => tb.seats.map((s) => s.name))).toContain('Anna Kowalska (1)');
  });

  it('are worked out again when a label may move, and not when a player only checks in', () => {
    const eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
    const anna = t.call<Player>('player.register', { eventId, name: 'Anna Kowalska' });
    register(eventId, 'Anna Kowalska', 'Gdańsk');
    const before = t.core.store.shownNames.of(eventId);
    t.call('player.checkIn', { id: anna.id, version: anna.version });
    expect(t.core.store.shownNames.of(eventId)).toBe(before);
    const checkedIn = t.call<Player[]>('player.list', { eventId }).find((p) => p.id === anna.id)!;
    t.call('player.update', { id: anna.id, version: checkedIn.version, name: 'Anna Kowalska', club: 'Kraków' });
    expect(t.core.store.shownNames.of(eventId)).not.toBe(before);
    expect([...t.core.store.shownNames.of(eventId).byPlayer.values()].sort()).toEqual(['Anna Kowalska (Gdańsk)', 'Anna Kowalska (Kraków)']);
  });
});
