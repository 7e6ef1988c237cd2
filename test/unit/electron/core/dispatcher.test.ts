import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../../../shared/contract/changes';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
const desk = { actor: 'desk', readOnly: false };
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

const auditCount = () => (t.core.store.db.prepare('SELECT COUNT(*) n FROM audit').get() as { n: number }).n;
const playerCount = () => (t.core.store.db.prepare('SELECT COUNT(*) n FROM players').get() as { n: number }).n;

function createEvent() {
  const r = t.core.dispatch('event.create', { name: 'Winter Open', date: '2026-12-05', ruleset: 'generic' }, desk);
  if (!r.ok) throw new Error(r.error.message);
  return r.value as { id: number };
}

describe('dispatcher', () => {
  it('runs a command, writes its audit row and publishes one change after the commit', () => {
    const changes: ChangeEvent[] = [];
    t.core.subscribe((c) => changes.push(c));
    const ev = createEvent();
    const r = t.core.dispatch('player.register', { eventId: ev.id, name: '  Ada Łukasiewicz ', club: 'Card Sharks' }, desk);
    expect(r).toMatchObject({ ok: true, value: { name: 'Ada Łukasiewicz', club: 'Card Sharks', version: 0, checkInOrder: null } });
    expect(changes.map((c) => [c.entity, c.eventId, c.operation])).toEqual([
      ['event', ev.id, 'event.create'],
      ['player', ev.id, 'player.register'],
    ]);
    const audit = t.core.store.audit.recent(1)[0]!;
    expect(audit).toMatchObject({ actor: 'desk', operation: 'player.register', at: '2026-12-05T09:00:00.000Z' });
    expect(audit.input).toMatchObject({ name: 'Ada Łukasiewicz' });
  });

  it('gives every event the match format its ruleset and options make', () => {
    const nr = t.core.dispatch('event.create', { name: 'NR', date: '2026-12-05', ruleset: 'netrunner-1996' }, desk);
    expect(nr).toMatchObject({ ok: true, value: { format: { scoring: 'netrunner', gamesPerMatch: 2, drawsAllowed: false, roles: ['corp', 'runner'] } } });
    const g = t.core.dispatch('event.create', { name: 'G', date: '2026-12-05', ruleset: 'generic', options: { gamesPerMatch: 3, drawsAllowed: false } }, desk);
    if (!g.ok) throw new Error(g.error.message);
    const id = (g.value as { id: number }).id;
    expect(t.core.dispatch('event.get', { id }, desk)).toMatchObject({ ok: true, value: { format: { scoring: 'match-points', gamesPerMatch: 3, drawsAllowed: false, roles: [] } } });
    expect(t.core.dispatch('event.create', { name: 'X', date: '2026-12-05', ruleset: 'generic', options: { gamesPerMatsh: 3 } }, desk)).toMatchObject({ ok: false, error: { code: 'validation' } });
  });

  it('names every bad field and writes nothing', () => {
    const ev = createEvent();
    const before = auditCount();
    const r = t.core.dispatch('player.register', { eventId: ev.id, name: '', dateOfBirth: '2026-02-30', shoeSize: 44 }, desk);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('validation');
    const paths = (r.error.details!.fields as { path: string }[]).map((f) => f.path).sort();
    expect(paths).toEqual(['(input)', 'dateOfBirth', 'name']);
    expect(r.error.message).toContain('name');
    expect(playerCount()).toBe(0);
    expect(auditCount()).toBe(before);
  });

  it('refuses a stale version with conflict and changes nothing', () => {
    const ev = createEvent();
    const p = t.core.dispatch('player.register', { eventId: ev.id, name: 'Boris' }, desk);
    if (!p.ok) throw new Error();
    const id = (p.value as { id: number }).id;
    expect(t.core.dispatch('player.update', { id, version: 0, club: 'Meeple Union' }, desk).ok).toBe(true);
    const stale = t.core.dispatch('player.update', { id, version: 0, name: 'Overwritten' }, desk);
    expect(stale).toMatchObject({ ok: false, error: { code: 'conflict' } });
    const staleCheckIn = t.core.dispatch('player.checkIn', { id, version: 0 }, desk);
    expect(staleCheckIn).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(t.core.store.players.get(id)).toMatchObject({ name: 'Boris', club: 'Meeple Union', version: 1, checkInOrder: null });
  });

  it('keeps arrival order and treats a second check-in as done', () => {
    const ev = createEvent();
    const ids = ['Cleo', 'Dmitri', 'Ewa'].map((name) => {
      const r = t.core.dispatch('player.register', { eventId: ev.id, name }, desk);
      return (r as { value: { id: number } }).value.id;
    });
    for (const id of [ids[2]!, ids[0]!]) t.core.dispatch('player.checkIn', { id, version: 0 }, desk);
    const again = t.core.dispatch('player.checkIn', { id: ids[2]!, version: 1 }, desk);
    expect(again).toMatchObject({ ok: true, value: { checkInOrder: 1 } });
    expect(t.core.store.players.get(ids[0]!)?.checkInOrder).toBe(2);
    expect(t.core.store.players.get(ids[1]!)?.checkInOrder).toBeNull();
  });

  it('lets a read-only caller query but not command', () => {
    const projector = { actor: 'display', readOnly: true };
    expect(t.core.dispatch('event.list', {}, projector).ok).toBe(true);
    const r = t.core.dispatch('event.create', { name: 'X', date: '2026-12-05', ruleset: 'generic' }, projector);
    expect(r).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(t.core.store.events.list()).toEqual([]);
  });

  it('answers unknown operations and missing rows with stable codes', () => {
    expect(t.core.dispatch('event.drop', {}, desk)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(t.core.dispatch('event.get', { id: 99 }, desk)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(t.core.dispatch('player.register', { eventId: 99, name: 'Nobody' }, desk)).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('rolls back the whole command when something fails inside it', () => {
    const ev = createEvent();
    const before = auditCount();
    // The audit table refuses updates; a failure inside the transaction must leave no player behind.
    t.core.store.db.exec(`CREATE TRIGGER fail_insert AFTER INSERT ON players BEGIN SELECT RAISE(ABORT, 'disk on fire'); END;`);
    const r = t.core.dispatch('player.register', { eventId: ev.id, name: 'Fay' }, desk);
    expect(r).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(playerCount()).toBe(0);
    expect(auditCount()).toBe(before);
  });

  it('searches names ignoring case and accents, Cyrillic included', () => {
    const ev = createEvent();
    for (const name of ['José Jackson', 'Łukasz Kowalski', 'Семён Петров', 'Ann O’Neil', 'Joseph Brown']) {
      t.core.dispatch('player.register', { eventId: ev.id, name }, desk);
    }
    const names = (filter: string) =>
      ((t.core.dispatch('player.list', { eventId: ev.id, filter }, desk) as { value: { name: string }[] }).value).map((p) => p.name);
    expect(names('jose jack')).toEqual(['José Jackson']);
    expect(names('JOSÉ')).toEqual(['José Jackson', 'Joseph Brown']);
    expect(names('kowal')).toEqual(['Łukasz Kowalski']);
    expect(names('lukasz')).toEqual(['Łukasz Kowalski']);
    expect(names('семен')).toEqual(['Семён Петров']);
    expect(names("o'neil")).toEqual(['Ann O’Neil']);
    expect(names('100%')).toEqual([]);
  });

  it('limits a search to the first matches and counts registered and checked-in players', () => {
    const ev = createEvent();
    for (const name of ['Ann', 'Anna', 'Annika', 'Bob']) t.core.dispatch('player.register', { eventId: ev.id, name }, desk);
    const first = t.core.dispatch('player.list', { eventId: ev.id, filter: 'ann', limit: 2 }, desk) as { value: { name: string; id: number }[] };
    expect(first.value.map((p) => p.name)).toEqual(['Ann', 'Anna']);
    t.core.dispatch('player.checkIn', { id: first.value[0]!.id, version: 0 }, desk);
    expect(t.core.dispatch('player.counts', { eventId: ev.id }, desk)).toEqual({ ok: true, value: { registered: 4, checkedIn: 1, dropped: 0, waitingForPlace: 0, matching: 4 } });
    expect(t.core.dispatch('player.list', { eventId: ev.id, limit: 0 }, desk)).toMatchObject({ ok: false, error: { code: 'validation' } });
  });
});
