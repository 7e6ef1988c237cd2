// The wait for a late player (Catan 1.19) and time-outs (1.20) through the core, switched on by a
// ruleset registered by this test: started on the host's time, refused while running or once
// taken, versioned, audited; a ruleset without them refuses both.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerRuleset } from '../../../../electron/engine/rulesets';
import type { TournamentEvent } from '../../../../shared/model/event';
import type { Round, RoundTable } from '../../../../shared/model/round';
import { timedTables } from '../../../fixtures/rulesets/timed-tables';
import { publishedRound } from '../../../fixtures/published-round';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let unregister: () => void;
beforeEach(() => {
  unregister = registerRuleset(timedTables);
  t = tempCore();
});
afterEach(() => {
  t.dispose();
  unregister();
});

const start = (ruleset: string, players = 3) => publishedRound(t, { ruleset, players });

describe('the wait for a late player (1.19)', () => {
  it('the event format names the timers; a wait starts at the host time, runs five minutes, stops when the player comes', () => {
    const { eventId, table } = start('test-timed-tables');
    const format = t.call<TournamentEvent>('event.get', { id: eventId }).format;
    expect(format).toMatchObject({ features: { 'table-timers': { waitMinutes: 5, timeOut: { minutes: 5, perGame: 1 } } }, atTime: 'finish_before_starting_player', arrivalQueue: true });

    t.setTime('2026-12-05T10:00:00Z');
    const waiting = t.call<RoundTable>('table.wait', { tableId: table.id, version: table.version, action: 'start' });
    expect(waiting.waitStartedAt).toBe('2026-12-05T10:00:00.000Z');
    t.setTime('2026-12-05T10:04:59Z');
    expect(t.fail('table.wait', { tableId: table.id, version: waiting.version, action: 'start' }).details).toMatchObject({ reason: 'wait_running', table: table.number });
    // Once the five minutes are up the desk may start another wait (another late player).
    t.setTime('2026-12-05T10:05:00Z');
    const again = t.call<RoundTable>('table.wait', { tableId: table.id, version: waiting.version, action: 'start' });
    expect(again.waitStartedAt).toBe('2026-12-05T10:05:00.000Z');
    const stopped = t.call<RoundTable>('table.wait', { tableId: table.id, version: again.version, action: 'stop' });
    expect(stopped.waitStartedAt).toBeNull();
    expect(t.fail('table.wait', { tableId: table.id, version: stopped.version, action: 'stop' }).details).toMatchObject({ reason: 'wait_not_started' });
  });

  it('a stale version is a conflict and writes nothing; the audit keeps before and after', () => {
    const { eventId, table } = start('test-timed-tables');
    const first = t.call<RoundTable>('table.wait', { tableId: table.id, version: table.version, action: 'start' });
    expect(t.fail('table.wait', { tableId: table.id, version: table.version, action: 'stop' }).details).toMatchObject({ reason: 'table_changed' });
    const round = t.call<Round>('round.get', { roundId: t.newestRound(eventId)!.roundId });
    expect(round.tables.find((x) => x.id === table.id)!.waitStartedAt).toBe(first.waitStartedAt);
    const log = t.call<{ operation: string; detail: unknown }[]>('audit.list', { eventId, operations: ['table.wait'] });
    expect(log.map((a) => a.detail)).toEqual([{ table: table.number, before: null, after: first.waitStartedAt }]);
  });

  it('unpublishing the round clears its tables\' timers with the clock', () => {
    const { eventId, table } = start('test-timed-tables');
    const waiting = t.call<RoundTable>('table.wait', { tableId: table.id, version: table.version, action: 'start' });
    t.call('table.timeOut', { tableId: table.id, version: waiting.version, entryId: table.seats[0]!.entryId, action: 'start' });
    const newest = t.newestRound(eventId)!;
    const draft = t.call<Round>('round.unpublish', { roundId: newest.roundId, version: newest.version, reason: 'Published too early' });
    expect(draft.tables.find((x) => x.id === table.id)).toMatchObject({ waitStartedAt: null, timeOuts: [] });
  });

  it('a ruleset without a wait timer refuses it', () => {
    const { table } = start('generic', 2);
    expect(t.fail('table.wait', { tableId: table.id, version: table.version, action: 'start' }).details?.fields).toEqual([expect.objectContaining({ path: 'tableId', code: 'no_wait_timer' })]);
  });
});

describe('time-outs (1.20)', () => {
  it('one time-out per player per game: recorded with who took it, ended on return, a second refused', () => {
    const { table } = start('test-timed-tables');
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    const name = table.seats[0]!.name;
    t.setTime('2026-12-05T10:10:00Z');
    const away = t.call<RoundTable>('table.timeOut', { tableId: table.id, version: table.version, entryId: a, action: 'start' });
    expect(away.timeOuts).toEqual([{ entryId: a, game: 1, startedAt: '2026-12-05T10:10:00.000Z', endedAt: null }]);
    expect(t.fail('table.timeOut', { tableId: table.id, version: away.version, entryId: a, action: 'start' }).details).toMatchObject({ reason: 'time_out_running', name });
    // Another player's time-out runs beside it.
    const both = t.call<RoundTable>('table.timeOut', { tableId: table.id, version: away.version, entryId: b, action: 'start' });
    t.setTime('2026-12-05T10:13:00Z');
    const back = t.call<RoundTable>('table.timeOut', { tableId: table.id, version: both.version, entryId: a, action: 'end' });
    expect(back.timeOuts![0]).toEqual({ entryId: a, game: 1, startedAt: '2026-12-05T10:10:00.000Z', endedAt: '2026-12-05T10:13:00.000Z' });
    const second = t.fail('table.timeOut', { tableId: table.id, version: back.version, entryId: a, action: 'start' });
    expect(second.code).toBe('validation');
    expect(second.details?.fields).toEqual([expect.objectContaining({ path: 'entryId', code: 'time_out_taken', params: { name, table: table.number, game: 1, perGame: 1 } })]);
    expect(t.fail('table.timeOut', { tableId: table.id, version: back.version, entryId: a, action: 'end' }).details).toMatchObject({ reason: 'time_out_not_running' });
  });

  it('only a player of the table, only a game of the match; a ruleset without time-outs refuses them', () => {
    const { table } = start('test-timed-tables', 4);
    const playing = table.seats.map((s) => s.entryId);
    const elsewhere = [1, 2, 3, 4].find((id) => !playing.includes(id))!;
    expect(t.fail('table.timeOut', { tableId: table.id, version: table.version, entryId: elsewhere, action: 'start' }).details?.fields).toEqual([expect.objectContaining({ path: 'entryId', code: 'not_at_table' })]);
    expect(t.fail('table.timeOut', { tableId: table.id, version: table.version, entryId: playing[0], game: 2, action: 'start' }).details?.fields).toEqual([expect.objectContaining({ path: 'game', code: 'no_such_game' })]);
    const generic = start('generic', 2).table;
    expect(t.fail('table.timeOut', { tableId: generic.id, version: generic.version, entryId: generic.seats[0]!.entryId, action: 'start' }).details?.fields).toEqual([expect.objectContaining({ code: 'no_time_out' })]);
  });
});
