// Every query declares what it reads (shared/contract/operations.ts); windows refetch and the host
// drops kept answers only on changes that touch it. Here a whole event is played through the core
// and, after every command, each query whose answer changed must have heard a change event that
// touches its reads, or a window would keep showing the old answer; and every answer the core
// gives, to the desk and to the room (kept answers and kept standings rows included), must equal
// one worked out afresh.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anyFeature, everyEntity, type ChangeEvent } from '../../../../shared/contract/changes';
import { touches } from '../../../../shared/contract/touches';
import { operations, type OperationName } from '../../../../shared/contract/operations';
import type { Round } from '../../../../shared/model/round';
import { createChangeBus } from '../../../../electron/core/changes';
import { createDispatcher } from '../../../../electron/core/dispatcher';
import { fileSettings } from '../../../../electron/settings/file-settings';
import { join } from 'node:path';
import { netrunnerGames } from '../../../fixtures/netrunner-results';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let heard: ChangeEvent[] = [];
beforeEach(() => {
  t = tempCore();
  t.core.subscribe((c) => heard.push(c));
});
afterEach(() => t.dispose());

type Player = { id: number; version: number };
const reader = { actor: 'reader', readOnly: true };
/** A projector: what the room may read (no slip codes, no personal details). */
const room = { actor: 'room', readOnly: true, room: true };
type Entry = { id: number; version: number };

/** Every query a window of event `eventId` can show, with the event it belongs to. */
function queriesOf(eventId: number): { name: OperationName; input: Record<string, unknown>; eventId: number | null }[] {
  const rounds = t.call<{ id: number }[]>('round.list', { eventId });
  return [
    { name: 'event.list', input: {}, eventId: null },
    { name: 'event.get', input: { id: eventId }, eventId },
    { name: 'player.list', input: { eventId }, eventId },
    { name: 'player.list', input: { eventId, checkedInOnly: true }, eventId },
    { name: 'player.counts', input: { eventId }, eventId },
    { name: 'entry.list', input: { eventId }, eventId },
    { name: 'round.list', input: { eventId }, eventId },
    ...rounds.map((r) => ({ name: 'round.get' as const, input: { roundId: r.id }, eventId })),
    { name: 'standings.get', input: { eventId }, eventId },
    { name: 'audit.list', input: { eventId }, eventId },
    { name: 'settings.get', input: {}, eventId: null },
    { name: 'settings.language', input: {}, eventId: null },
  ];
}

/** Runs a command and checks that every answer it changed was announced to its readers. */
function step<T>(eventId: number, name: string, input: unknown): T {
  const answers = (qs: ReturnType<typeof queriesOf>) => qs.map((q) => JSON.stringify(t.core.dispatch(q.name, q.input, reader)));
  const queries = queriesOf(eventId);
  const before = answers(queries);
  heard = [];
  const value = t.call<T>(name, input);
  const after = answers(queries);
  // The same store through a dispatcher that keeps nothing: what every answer should be.
  const afresh = createDispatcher({ store: t.core.store, settings: fileSettings(join(t.dir, 'settings.json')), bus: createChangeBus(), clock: () => new Date(), random: () => '0' });
  for (const q of queriesOf(eventId)) {
    for (const who of [reader, room]) {
      expect(JSON.stringify(t.core.dispatch(q.name, q.input, who)), `${q.name} for ${who.actor} after ${name}`).toBe(JSON.stringify(afresh(q.name, q.input, who)));
    }
  }
  queries.forEach((q, i) => {
    if (before[i] === after[i]) return;
    const told = heard.some((c) => touches(operations[q.name].reads, q.eventId, c));
    expect(told, `${name} changed ${q.name} ${JSON.stringify(q.input)} without a change event touching what it reads`).toBe(true);
  });
  return value;
}

describe('what each query reads', () => {
  it('covers every change a command makes to its answer, over a whole event', () => {
    const event = t.call<{ id: number; version: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'netrunner-1996' });
    const eventId = event.id;
    const other = t.call<{ id: number }>('event.create', { name: 'Side', date: '2026-12-05', ruleset: 'generic' }).id;
    const players = ['Ann', 'Ben', 'Cid', 'Dee', 'Eve', 'Fay'].map((name) => step<Player>(eventId, 'player.register', { eventId, name }));
    const checked = players.map((p) => step<Player>(eventId, 'player.checkIn', { id: p.id, version: p.version }));
    step(eventId, 'player.update', { id: checked[0]!.id, version: checked[0]!.version, name: 'Anna' });
    step(other, 'player.register', { eventId: other, name: 'Zed' });
    step(eventId, 'event.update', { id: eventId, version: event.version, name: 'Open 2026' });

    const draft = step<Round>(eventId, 'round.pair', { eventId, newest: null });
    const late = step<Player>(eventId, 'player.register', { eventId, name: 'Gus' });
    step(eventId, 'player.checkIn', { id: late.id, version: late.version });
    const redrawn = step<Round>(eventId, 'round.pair', { eventId, newest: { roundId: draft.id, version: draft.version } });
    const [e1, e2] = redrawn.tables.filter((x) => !x.bye)[0]!.seats.map((s) => s.entryId) as [number, number];
    const swapped = step<Round>(eventId, 'round.pairManually', { roundId: redrawn.id, version: redrawn.version, entryA: e1, entryB: e2, mode: 'swap', reason: 'seating' });
    let round = step<Round>(eventId, 'round.publish', { roundId: swapped.id, version: swapped.version });
    round = step<Round>(eventId, 'round.clock', { roundId: round.id, version: round.version, action: 'start' });
    const first = round.tables.find((x) => !x.bye)!;
    const timed = step<{ version: number }>(eventId, 'table.addTime', { tableId: first.id, version: first.version, minutes: 5 });
    let tableVersion = timed.version;
    for (const table of round.tables.filter((x) => !x.bye)) {
      const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
      const v = table.id === first.id ? tableVersion : table.version;
      const entered = step<{ version: number }>(eventId, 'result.enter', { tableId: table.id, version: v, games: netrunnerGames(a, b, [['a', 7, 2], ['b', 3, 7]]) });
      if (table.id === first.id) tableVersion = entered.version;
    }
    const [a, b] = first.seats.map((s) => s.entryId) as [number, number];
    step(eventId, 'result.correct', { tableId: first.id, version: tableVersion, games: netrunnerGames(a, b, [['a', 7, 2], ['a', 7, 3]]), reason: 'slip misread' });

    const entries = t.call<Entry[]>('entry.list', { eventId });
    const dropped = step<Entry>(eventId, 'entry.drop', { entryId: entries[1]!.id, version: entries[1]!.version, reason: 'went home' });
    step(eventId, 'entry.reinstate', { entryId: dropped.id, version: dropped.version, reason: 'came back' });
    const newest = t.newestRound(eventId);
    const next = step<Round>(eventId, 'round.pair', { eventId, newest });
    const published = step<Round>(eventId, 'round.publish', { roundId: next.id, version: next.version });
    step(eventId, 'round.unpublish', { roundId: published.id, version: published.version, reason: 'wrong round' });
    const unseated = step<Player>(eventId, 'player.register', { eventId, name: 'Hal' });
    const hal = step<Player>(eventId, 'player.checkIn', { id: unseated.id, version: unseated.version });
    const undone = step<Player>(eventId, 'player.undoCheckIn', { id: hal.id, version: hal.version });
    step(eventId, 'player.remove', { id: undone.id, version: undone.version });
    step(eventId, 'settings.set', { projectorDisplayId: 2 });
    step(eventId, 'settings.set', { language: 'ru' });
    expect(t.call<Round[]>('round.list', { eventId })).toHaveLength(2);
  });

  it('declares nothing for the queries no change affects, and every entity for the audit and exports', () => {
    expect(operations['ruleset.list'].reads).toEqual([]);
    expect(operations['clock.now'].reads).toEqual([]);
    for (const name of ['audit.list', 'export.event', 'export.csv'] as const) expect(operations[name].reads).toEqual(everyEntity);
  });

  it('lets a feature’s change touch what reads its entity or any feature’s, and nothing that reads only the core’s', () => {
    const squad = { entity: 'squad', eventId: 1, operation: 'squad.set' };
    expect(touches(operations['squad.get'].reads, 1, squad)).toBe(true);
    expect(touches(operations['lists.status'].reads, 1, squad)).toBe(true);
    expect(touches(operations['export.event'].reads, 1, squad)).toBe(true);
    expect(touches(operations['round.get'].reads, 1, squad)).toBe(false);
    expect(touches(['player', anyFeature], 1, { entity: 'round', eventId: 1, operation: 'round.pair' })).toBe(false);
  });
});
