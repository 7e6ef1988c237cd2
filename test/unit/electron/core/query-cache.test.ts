// The standings are kept per event until a change touches what they read: the same answer without
// rebuilding, a fresh one after a result, drop or round of that event; check-ins, settings and
// other events' changes leave it alone.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Round } from '../../../../shared/model/round';
import { createQueryCache } from '../../../../electron/core/query-cache';
import { netrunnerGames } from '../../../fixtures/netrunner-results';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

describe('the query cache', () => {
  it('computes once per event until a change to what the standings read', () => {
    const cache = createQueryCache();
    let computed = 0;
    const compute = () => ({ ok: true, value: { n: ++computed } });
    expect(cache.answer('standings.get', { eventId: 1 }, 'desk', compute).value).toEqual({ n: 1 });
    expect(cache.answer('standings.get', { eventId: 1 }, 'desk', compute).value).toEqual({ n: 1 });
    expect(cache.answer('standings.get', { eventId: 2 }, 'desk', compute).value).toEqual({ n: 2 });
    cache.changed({ entity: 'table', eventId: 2, operation: 'result.enter' });
    expect(cache.answer('standings.get', { eventId: 1 }, 'desk', compute).value).toEqual({ n: 1 });
    expect(cache.answer('standings.get', { eventId: 2 }, 'desk', compute).value).toEqual({ n: 3 });
    cache.changed({ entity: 'settings', eventId: null, operation: 'settings.set' });
    cache.changed({ entity: 'player', eventId: 1, operation: 'player.checkIn' });
    expect(cache.answer('standings.get', { eventId: 1 }, 'desk', compute).value).toEqual({ n: 1 });
    cache.changed({ entity: 'entry', eventId: 1, operation: 'entry.drop' });
    expect(cache.answer('standings.get', { eventId: 1 }, 'desk', compute).value).toEqual({ n: 4 });
    cache.changed({ entity: 'round', eventId: null, operation: 'a change of no event' });
    expect(cache.answer('standings.get', { eventId: 1 }, 'desk', compute).value).toEqual({ n: 5 });
    expect(cache.answer('standings.get', { eventId: 2 }, 'desk', compute).value).toEqual({ n: 6 });
  });

  it('keeps a round per audience, by the event its answer names, until a change of that event', () => {
    const cache = createQueryCache();
    let computed = 0;
    const round = (slipCode: string) => () => ({ ok: true, value: { id: 7, eventId: 4, n: ++computed, slipCode } });
    expect(cache.answer('round.get', { roundId: 7 }, 'desk', round('3-1-ABCD')).value).toMatchObject({ n: 1, slipCode: '3-1-ABCD' });
    expect(cache.answer('round.get', { roundId: 7 }, 'room', round('')).value).toMatchObject({ n: 2, slipCode: '' });
    expect(cache.answer('round.get', { roundId: 7 }, 'desk', round('x')).value).toMatchObject({ n: 1 });
    cache.changed({ entity: 'player', eventId: 4, operation: 'player.checkIn' });
    cache.changed({ entity: 'table', eventId: 5, operation: 'result.enter', roundId: 9 });
    expect(cache.answer('round.get', { roundId: 7 }, 'room', round('')).value).toMatchObject({ n: 2 });
    cache.changed({ entity: 'table', eventId: 4, operation: 'result.enter', roundId: 7 });
    expect(cache.answer('round.get', { roundId: 7 }, 'desk', round('3-1-ABCD')).value).toMatchObject({ n: 3 });
  });

  it('keeps no refusal and nothing of other queries, and hands out answers nobody can change', () => {
    const cache = createQueryCache();
    let calls = 0;
    const refuse = () => (calls++, { ok: false });
    cache.answer('standings.get', { eventId: 1 }, 'desk', refuse);
    cache.answer('standings.get', { eventId: 1 }, 'desk', refuse);
    cache.answer('round.list', { eventId: 1 }, 'desk', () => (calls++, { ok: true, value: [] }));
    cache.answer('round.list', { eventId: 1 }, 'desk', () => (calls++, { ok: true, value: [] }));
    expect(calls).toBe(4);
    const first = cache.answer('standings.get', { eventId: 3 }, 'desk', () => ({ ok: true, value: { rows: [1] } })).value as { rows: number[] };
    expect(() => first.rows.push(2)).toThrow(TypeError);
    expect(cache.answer('standings.get', { eventId: 3 }, 'desk', () => ({ ok: true, value: { rows: [9] } })).value).toEqual({ rows: [1] });
  });

  it('keeps at most 2,000 answers, the oldest going first', () => {
    const cache = createQueryCache();
    let computed = 0;
    const compute = () => ({ ok: true, value: { n: ++computed } });
    for (let k = 0; k <= 2000; k++) cache.answer('standings.get', { eventId: 1, excerpt: { top: 10, name: `Player ${k}` } }, 'room', compute);
    expect(cache.answer('standings.get', { eventId: 1, excerpt: { top: 10, name: 'Player 2000' } }, 'room', compute).value).toEqual({ n: 2001 });
    expect(cache.answer('standings.get', { eventId: 1, excerpt: { top: 10, name: 'Player 0' } }, 'room', compute).value).toEqual({ n: 2002 });
  });

  it('names a kept value by a version id of this start, and keeps the eight versions used most lately', () => {
    const cache = createQueryCache();
    const values = Array.from({ length: 10 }, (_, k) => ({ k }));
    const ids = values.slice(0, 8).map((v) => cache.versionOf(v));
    expect(new Set(ids).size).toBe(8);
    expect(cache.versionOf(values[0]!)).toBe(ids[0]);
    // The first is used again, so the second is the least lately used when two more come.
    expect(cache.versionBy(ids[0]!)).toBe(values[0]);
    cache.versionOf(values[8]!);
    cache.versionOf(values[9]!);
    expect(cache.versionBy(ids[0]!)).toBe(values[0]);
    expect(cache.versionBy(ids[1]!)).toBeUndefined();
    expect(cache.versionBy(ids[2]!)).toBeUndefined();
    expect(cache.versionBy(ids[3]!)).toBe(values[3]);
    // Another start (a restart of the host) knows none of them.
    expect(createQueryCache().versionBy(ids[3]!)).toBeUndefined();
    expect(createQueryCache().versionOf(values[3]!)).not.toBe(ids[3]);
  });
});

describe('standings through the core', () => {
  let t: TempCore;
  beforeEach(() => {
    t = tempCore();
  });
  afterEach(() => t.dispose());

  it('show every result, drop and renamed player as soon as it is committed', () => {
    const eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
    for (const name of ['Ann', 'Ben', 'Cid', 'Dee']) {
      const p = t.call<{ id: number; version: number }>('player.register', { eventId, name });
      t.call('player.checkIn', { id: p.id, version: p.version });
    }
    const draft = t.call<Round>('round.pair', { eventId, newest: null });
    const round = t.call<Round>('round.publish', { roundId: draft.id, version: draft.version });
    type Standings = { caption: unknown; rows: { name: string; groupScore: number; status: string }[] };
    const standings = () => t.call<Standings>('standings.get', { eventId });
    expect(standings().rows.every((r) => r.groupScore === 0)).toBe(true);
    for (const table of round.tables) {
      const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
      t.call('result.enter', { tableId: table.id, version: table.version, games: netrunnerGames(a, b, [['a', 7, 2], ['a', 7, 3]]) });
    }
    expect(standings().rows.map((r) => r.groupScore).sort()).toEqual([0, 0, 2, 2]);
    const ann = t.call<{ id: number; version: number }[]>('player.list', { eventId, filter: 'Ann' })[0]!;
    t.call('player.update', { id: ann.id, version: ann.version, name: 'Ann Lee' });
    expect(standings().rows.map((r) => r.name)).toContain('Ann Lee');
    const entry = t.call<{ id: number; version: number; name: string }[]>('entry.list', { eventId }).find((e) => e.name === 'Ben')!;
    t.call('entry.drop', { entryId: entry.id, version: entry.version, reason: 'Ill' });
    expect(standings().rows.find((r) => r.name === 'Ben')?.status).toBe('dropped');
  });
});
