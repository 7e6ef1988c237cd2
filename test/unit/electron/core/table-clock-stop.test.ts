// A table's clock stopped for a rules question (Doomtrooper, Time Limit) through the core: each stop
// recorded with its start and end on the host's time, refused twice over, versioned, audited,
// cleared with an unpublished round; a ruleset without clock stops refuses it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentEvent } from '../../../../shared/model/event';
import type { Round, RoundTable } from '../../../../shared/model/round';
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
    expect(t.call<TournamentEvent>('event.get', { id: eventId }).format).toMatchObject({ clockStops: true });
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
    const stopped = t.call<RoundTable>('table.clockStop', { tableId: table.id, version: table.version, action: 'stop' });
    clock('pause');
    const restarted = t.call<RoundTable>('table.clockStop', { tableId: table.id, version: stopped.version, action: 'restart' });
    expect(restarted.clockStops).toHaveLength(1);
    expect(restarted.clockStops![0]!.endedAt).not.toBeNull();

    const unstarted = start('doomtrooper', 4, false).table;
    expect(t.fail('table.clockStop', { tableId: unstarted.id, version: unstarted.version, action: 'stop' }).details).toMatchObject({ reason: 'clock_stop_needs_running_clock' });
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
    expect(t.call<TournamentEvent>('event.get', { id: eventId }).format.clockStops).toBeUndefined();
    expect(t.fail('table.clockStop', { tableId: table.id, version: table.version, action: 'stop' })).toMatchObject({
      code: 'validation',
      details: { fields: [{ path: 'tableId', code: 'no_clock_stop' }] },
    });
  });
});
