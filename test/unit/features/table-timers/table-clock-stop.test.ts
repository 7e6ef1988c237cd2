// A table's clock stopped for a rules question (Doomtrooper, Time Limit) through the core: each stop
// recorded with its start and end on the host's time, refused twice over, versioned, audited,
// cleared with an unpublished round; a ruleset without clock stops refuses it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentEvent } from '../../../../shared/model/event';
import type { Round, RoundTable } from '../../../../shared/model/round';
import { readClock } from '../../../../shared/model/clock-read';
import { clockStopped, stoppedMs } from '../../../../shared/features/table-timers/model';
import { publishedRound } from '../../../fixtures/published-round';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

const start = (ruleset: string, players = 8, startClock = true) => publishedRound(t, { ruleset, players, startClock });

describe('a table clock stop (Doomtrooper, Time Limit)', () => {
  it('records each stop from its start to its restart on the host time, and refuses a second stop or a restart while running', () => {
    const { eventId, table } = start('doomtrooper');
    expect(t.call<TournamentEvent>('event.get', { id: eventId }).format).toMatchObject({ features: { 'table-timers': { clockStops: true } } });
    expect(table.clockStops).toEqual([]);

    t.setTime('2026-12-05T10:00:00Z');
    const stopped = t.call<RoundTable>('table.clockStop', { tableId: table.id, version: table.version, action: 'stop' });
    expect(stopped.clockStops).toEqual([{ startedAt: '2026-12-05T10:00:00.000Z', endedAt: null }]);
    expect(t.fail('table.clockStop', { tableId: table.id, version: stopped.version, action: 'stop' }).details).toMatchObject({ reason: 'clock_stopped', table: table.number });
    t.setTime('2026-12-05T10:03:00Z');
    const running = t.call<RoundTable>('table.clockStop', { tableId: table.id, version: stopped.version, action: 'restart' });
    expect(running.clockStops).toEqual([{ startedAt: '2026-12-05T10:00:00.000Z', endedAt: '2026-12-05T10:03:00.000Z' }]);
    expect(t.fail('table.clockStop', { tableId: table.id, version: running.version, action: 'restart' }).details).toMatchObject({ reason: 'clock_not_stopped' });

    // The other tables' clocks never stopped.
    const round = t.call<Round>('round.get', { roundId: t.newestRound(eventId)!.roundId });
    expect(round.tables.filter((x) => !x.bye && x.id !== table.id).every((x) => x.clockStops?.length === 0)).toBe(true);
  });

  it('is refused while the round clock has not started or is paused, and a stop on can be restarted while paused', () => {
    const { eventId, table } = start('doomtrooper');
    const roundId = t.newestRound(eventId)!.roundId;
    const clock = (action: 'start' | 'pause' | 'resume') => t.call<Round>('round.clock', { roundId, version: t.call<Round>('round.get', { roundId }).version, action });
    const tableNow = () => t.call<Round>('round.get', { roundId }).tables.find((x) => x.id === table.id)!;

    clock('pause');
    expect(t.fail('table.clockStop', { tableId: table.id, version: table.version, action: 'stop' })).toMatchObject({
      code: 'conflict',
      details: { reason: 'clock_stop_needs_running_clock', table: table.number },
    });
    expect(tableNow().clockStops).toEqual([]);
    clock('resume');
    t.call<RoundTable>('table.clockStop', { tableId: table.id, version: table.version, action: 'stop' });
    clock('pause');
    const restarted = t.call<RoundTable>('table.clockStop', { tableId: table.id, version: tableNow().version, action: 'restart' });
    expect(restarted.clockStops).toHaveLength(1);
    expect(restarted.clockStops![0]!.endedAt).not.toBeNull();

    const unstarted = start('doomtrooper', 4, false).table;
    expect(t.fail('table.clockStop', { tableId: unstarted.id, version: unstarted.version, action: 'stop' }).details).toMatchObject({ reason: 'clock_stop_needs_running_clock' });
  });

  it('counts the minutes of a round pause once: a stop on is held by the pause and stopped again at the resume, unless restarted meanwhile', () => {
    const { eventId, table } = start('doomtrooper', 8, false);
    const other = t.call<Round>('round.get', { roundId: t.newestRound(eventId)!.roundId }).tables.find((x) => !x.bye && x.id !== table.id)!;
    const roundId = t.newestRound(eventId)!.roundId;
    const clock = (at: string, action: 'start' | 'pause' | 'resume') => {
      t.setTime(at);
      return t.call<Round>('round.clock', { roundId, version: t.call<Round>('round.get', { roundId }).version, action });
    };
    const now = (id: number) => t.call<Round>('round.get', { roundId }).tables.find((x) => x.id === id)!;
    const stop = (at: string, id: number, action: 'stop' | 'restart') => {
      t.setTime(at);
      return t.call<RoundTable>('table.clockStop', { tableId: id, version: now(id).version, action });
    };
    // Table A stopped from 10:00 to 10:10, table B from 10:01 and restarted during the pause
    // (10:04); the round paused from 10:02 to 10:07.
    clock('2026-12-05T09:50:00Z', 'start');
    stop('2026-12-05T10:00:00Z', table.id, 'stop');
    stop('2026-12-05T10:01:00Z', other.id, 'stop');
    const paused = clock('2026-12-05T10:02:00Z', 'pause');
    const heldTable = paused.tables.find((x) => x.id === table.id)!;
    expect(heldTable.clockStops).toEqual([{ startedAt: '2026-12-05T10:00:00.000Z', endedAt: '2026-12-05T10:02:00.000Z', heldByPause: true }]);
    expect(clockStopped(heldTable.clockStops)).toBe(true);
    stop('2026-12-05T10:04:00Z', other.id, 'restart');
    const resumed = clock('2026-12-05T10:07:00Z', 'resume');
    expect(resumed.tables.find((x) => x.id === table.id)!.clockStops).toEqual([
      { startedAt: '2026-12-05T10:00:00.000Z', endedAt: '2026-12-05T10:02:00.000Z' },
      { startedAt: '2026-12-05T10:07:00.000Z', endedAt: null },
    ]);
    expect(clockStopped(resumed.tables.find((x) => x.id === other.id)!.clockStops)).toBe(false);
    const a = stop('2026-12-05T10:10:00Z', table.id, 'restart');
    const at = Date.parse('2026-12-05T10:30:00Z');
    // A: 2 + 3 minutes stopped on its own, B: 1; the pause's 5 minutes are the round's for both.
    expect(stoppedMs(a.clockStops, at)).toBe(5 * 60_000);
    expect(stoppedMs(now(other.id).clockStops, at)).toBe(60_000);
    const round = t.call<Round>('round.get', { roundId });
    expect(readClock(round.clock, at, 0, stoppedMs(a.clockStops, at)).remainingMs).toBe((60 - 40 + 5 + 5) * 60_000);
    const log = t.call<{ operation: string; detail: unknown }[]>('audit.list', { eventId, operations: ['round.clock'] });
    const held = log.map((x) => (x.detail as { tablesHeld?: number[] } | null)?.tablesHeld);
    expect(held).toEqual(expect.arrayContaining([undefined, [table.number, other.number].sort((x, y) => x - y), [table.number]]));
    expect(held).toHaveLength(3);
  });

  it('a stale version is a conflict and writes nothing; the audit keeps before and after', () => {
    const { eventId, table } = start('doomtrooper');
    t.setTime('2026-12-05T10:00:00Z');
    const stopped = t.call<RoundTable>('table.clockStop', { tableId: table.id, version: table.version, action: 'stop' });
    expect(t.fail('table.clockStop', { tableId: table.id, version: table.version, action: 'restart' }).details).toMatchObject({ reason: 'table_changed' });
    const round = t.call<Round>('round.get', { roundId: t.newestRound(eventId)!.roundId });
    expect(round.tables.find((x) => x.id === table.id)!.clockStops).toEqual(stopped.clockStops);
    const log = t.call<{ operation: string; detail: unknown }[]>('audit.list', { eventId, operations: ['table.clockStop'] });
    expect(log.map((a) => a.detail)).toEqual([{ table: table.number, before: [], after: stopped.clockStops }]);
  });

  it('unpublishing the round clears its stops with the clock', () => {
    const { eventId, table } = start('doomtrooper');
    t.call('table.clockStop', { tableId: table.id, version: table.version, action: 'stop' });
    const newest = t.newestRound(eventId)!;
    const draft = t.call<Round>('round.unpublish', { roundId: newest.roundId, version: newest.version, reason: 'Published too early' });
    expect(draft.tables.find((x) => x.id === table.id)!.clockStops).toEqual([]);
  });

  it('is refused where the ruleset has no clock stops', () => {
    const { eventId, table } = start('netrunner-1996', 4);
    expect(t.call<TournamentEvent>('event.get', { id: eventId }).format.features?.['table-timers']).toBeUndefined();
    expect(t.fail('table.clockStop', { tableId: table.id, version: table.version, action: 'stop' })).toMatchObject({
      code: 'validation',
      details: { fields: [{ path: 'tableId', code: 'no_clock_stop' }] },
    });
  });
});
