// Two desks enter the same table: the second is refused with the stored result and the version a
// correction needs, so it can show both and let the judge settle it.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Round } from '../../../../shared/model/round';
import { netrunnerGames } from '../../../fixtures/netrunner-results';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
const desk = { actor: 'desk', readOnly: false };

const call = <T,>(name: string, input: unknown): T => t.call<T>(name, input);

function publishedTable() {
  const eventId = call<{ id: number }>('event.create', { name: 'Two desks', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
  for (const name of ['Ann', 'Ben']) {
    const p = call<{ id: number; version: number }>('player.register', { eventId, name });
    call('player.checkIn', { id: p.id, version: p.version });
  }
  const draft = call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
  call('round.publish', { roundId: draft.id, version: draft.version });
  return draft.tables[0]!;
}

beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

it('refuses a second entry with the stored result and its version, and a correction with that version goes through', () => {
  const table = publishedTable();
  const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
  const first = netrunnerGames(a, b, [['a', 7, 2], ['b', 3, 7]]);
  const second = netrunnerGames(a, b, [['a', 7, 2], ['a', 7, 4]]);
  const saved = call<Round['tables'][number]>('result.enter', { tableId: table.id, version: table.version, games: first });

  // The second desk read the table before the first saved: same old version.
  const r = t.core.dispatch('result.enter', { tableId: table.id, version: table.version, games: second }, desk);
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.error.code).toBe('conflict');
  expect(r.error.details).toMatchObject({ tableId: table.id, stored: { games: first, version: saved.version } });

  const stored = r.error.details!.stored as { version: number };
  const corrected = call<Round['tables'][number]>('result.correct', { tableId: table.id, version: stored.version, games: second, reason: 'Slip re-read' });
  expect(corrected.result!.games).toEqual(second);
});

it('a stale correction is refused with the result stored now', () => {
  const table = publishedTable();
  const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
  const first = netrunnerGames(a, b, [['a', 7, 2], ['b', 3, 7]]);
  const saved = call<Round['tables'][number]>('result.enter', { tableId: table.id, version: table.version, games: first });
  const other = netrunnerGames(a, b, [['b', 2, 7], ['b', 3, 7]]);
  const now = call<Round['tables'][number]>('result.correct', { tableId: table.id, version: saved.version, games: other, reason: 'Desk A' });

  const r = t.core.dispatch('result.correct', { tableId: table.id, version: saved.version, games: first, reason: 'Desk B' }, desk);
  expect(r.ok ? null : r.error.details).toMatchObject({ stored: { games: other, version: now.version } });
});
