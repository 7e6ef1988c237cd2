// A pairing answers with the round it wrote, not read back, and hands the played rounds what it
// wrote; the rounds kept between commands must follow every change made to them since (results,
// a correction, taking a round back, drops and reinstatements, pairing by hand), and forget what
// a transaction rolled back wrote.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Entry } from '../../../../shared/model/entry';
import type { Round } from '../../../../shared/model/round';
import { playedRoundsRepository } from '../../../../electron/store/repositories/played-rounds';
import { netrunnerGames } from '../../../fixtures/netrunner-results';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let eventId: number;
let divisionId: number;

const ref = (r: Round) => ({ roundId: r.id, version: r.version });
const entry = (name: string) => t.call<Entry[]>('entry.list', { eventId }).find((e) => e.name === name)!;
const get = (r: Round) => t.call<Round>('round.get', { roundId: r.id });

/** The rounds as pairing reads them, kept, against the same read from the database afresh. */
function expectKeptAsStored(): void {
  expect(t.core.store.played.list(divisionId)).toEqual(playedRoundsRepository(t.core.store.db).list(divisionId));
}

function result(table: Round['tables'][number], winner: 'a' | 'b') {
  const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
  return { tableId: table.id, version: table.version, games: netrunnerGames(a, b, winner === 'a' ? [['a', 7, 2], ['a', 7, 3]] : [['b', 2, 7], ['b', 3, 7]]) };
}

beforeEach(() => {
  let n = 0;
  t = tempCore({ random: () => `seed-${++n}` });
  eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
  divisionId = t.core.store.divisions.first(eventId)!.id;
  for (const name of ['Ann', 'Ben', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus']) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
});
afterEach(() => t.dispose());

describe('a pairing written and kept', () => {
  it('answers with the round as stored: tables by number, the bye last, names and roles on the seats', () => {
    const first = t.call<Round>('round.pair', { eventId, newest: null });
    expect(first).toEqual(get(first));
    expect(first.tables.at(-1)!.bye).toBe(true);
    expect(first.tables.filter((x) => !x.bye).map((x) => x.number)).toEqual([1, 2, 3]);
    expect(first.tables[0]!.seats.every((s) => s.name.length > 0 && s.role !== null)).toBe(true);

    const again = t.call<Round>('round.pair', { eventId, newest: ref(first) });
    expect(again.id).toBe(first.id);
    expect(again.version).toBeGreaterThan(first.version);
    expect(again).toEqual(get(again));
    expect(t.core.store.played.list(divisionId)[0]!.tables.map((x) => x.id)).toEqual(again.tables.map((x) => x.id));
    expectKeptAsStored();
  });

  it('follows a round taken back, results, a correction, drops, a reinstatement and pairing by hand', () => {
    let r1 = t.publishNext(eventId);
    r1 = t.call<Round>('round.unpublish', { ...ref(r1), reason: 'wrong tables' });
    expectKeptAsStored();
    r1 = t.call<Round>('round.pair', { eventId, newest: ref(r1) });
    r1 = t.call<Round>('round.publish', ref(r1));
    expectKeptAsStored();
    const playing = r1.tables.filter((x) => !x.bye);
    for (const table of playing) t.call('result.enter', result(table, 'a'));
    expectKeptAsStored();
    const corrected = get(r1).tables.find((x) => x.id === playing[0]!.id)!;
    t.call('result.correct', { ...result(corrected, 'b'), reason: 'misread' });
    expectKeptAsStored();
    const loser = corrected.seats[0]!.entryId;
    expect(t.core.store.played.list(divisionId)[0]!.tables.find((x) => x.id === corrected.id)!.result!.games[0]!.seats.find((s) => s.entryId === loser)!.outcome).toBe('loss');

    const r2 = t.call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
    const closed = t.core.store.played.list(divisionId)[0]!;
    expect(closed.status).toBe('closed');
    const ann = entry('Ann');
    t.call('entry.drop', { entryId: ann.id, version: ann.version, reason: 'Went home' });
    expectKeptAsStored();
    const [stillClosed, redrawn] = t.core.store.played.list(divisionId);
    // The round played is kept, not read again; the draft is what the drop paired.
    expect(stillClosed!.tables).toBe(closed.tables);
    expect(redrawn!.tables.flatMap((x) => x.entries)).not.toContain(ann.id);
    expect(redrawn!.tables.map((x) => x.entries)).toEqual(get(r2).tables.map((x) => x.seats.map((s) => s.entryId)));

    t.call('entry.reinstate', { entryId: ann.id, version: entry('Ann').version, reason: 'Came back' });
    expectKeptAsStored();
    expect(t.core.store.played.list(divisionId)[1]!.tables.flatMap((x) => x.entries)).toContain(ann.id);

    const draft = get(r2);
    const [a, b] = [draft.tables[0]!.seats[0]!.entryId, draft.tables[1]!.seats[0]!.entryId];
    t.call('round.pairManually', { roundId: draft.id, version: draft.version, entryA: a, entryB: b, mode: 'pair', reason: 'Friends' });
    expectKeptAsStored();
    expect(t.core.store.played.list(divisionId)[1]!.tables.some((x) => x.entries.includes(a) && x.entries.includes(b))).toBe(true);

    const again = t.call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
    expect(again).toEqual(get(again));
    expectKeptAsStored();
  });

  it('pairs a draft again over its tables: one that stays keeps its id and version, the others are rewritten or go', () => {
    let r1 = t.publishNext(eventId);
    for (const table of r1.tables.filter((x) => !x.bye)) t.call('result.enter', result(table, 'a'));
    r1 = get(r1);
    const draft = t.call<Round>('round.pair', { eventId, newest: ref(r1) });
    expect(draft.tables.some((x) => x.bye)).toBe(true);
    const dropped = draft.tables.find((x) => !x.bye)!.seats[0]!;
    const version = t.call<Entry[]>('entry.list', { eventId }).find((e) => e.id === dropped.entryId)!.version;
    t.call('entry.drop', { entryId: dropped.entryId, version, reason: 'Went home' });
    const again = get(draft);
    // Six players left: three tables and no bye.
    expect(again.tables.map((x) => x.bye)).toEqual([false, false, false]);
    const seats = (x: Round['tables'][number]) => x.seats.map((s) => `${s.entryId}/${s.role}`).join();
    for (const table of again.tables) {
      const before = draft.tables.find((x) => x.number === table.number)!;
      if (seats(before) === seats(table) && !before.bye) expect([table.id, table.version]).toEqual([before.id, before.version]);
      else expect(table.version).toBeGreaterThan(before.version);
    }
    expect(again.tables.flatMap((x) => x.seats.map((s) => s.entryId))).not.toContain(dropped.entryId);
    expectKeptAsStored();
  });

  it('forgets what a transaction rolled back had written', () => {
    const draft = t.call<Round>('round.pair', { eventId, newest: null });
    const { store } = t.core;
    const seats = draft.tables.map((x) => x.seats.map((s) => s.entryId));
    const reversed = draft.tables.map((x) => ({ number: x.number, bye: x.bye, notes: [], seats: [...x.seats].reverse().map((s) => ({ entryId: s.entryId, role: s.role })) }));
    expect(() =>
      store.transaction(() => {
        store.rounds.redraw(draft.id, draft.version, { seed: 'other', warnings: [] }, reversed);
        expect(store.played.list(divisionId)[0]!.seed).toBe('other');
        throw new Error('refused after writing');
      }),
    ).toThrow('refused after writing');
    // The draft's new tables took the ids of the old ones, so only its version tells them
    // apart, and publishing it moves that on to where the rolled-back pairing left it.
    t.call('round.publish', ref(draft));
    const kept = store.played.list(divisionId)[0]!;
    expect(kept.seed).toBe(draft.seed);
    expect(kept.status).toBe('published');
    expect(kept.tables.map((x) => x.entries)).toEqual(seats);
    expectKeptAsStored();
  });

  it('writes a draft again as stored after a transaction rolled back a pairing of it', () => {
    const draft = t.call<Round>('round.pair', { eventId, newest: null });
    const { store } = t.core;
    // The bye's player moved to a table 4 of their own: the new row takes the bye's id, so the
    // count, versions and newest id are as before, and only forgetting what the rolled-back
    // transaction wrote tells its tables from those stored.
    const bye = draft.tables.find((x) => x.bye)!;
    const tables = draft.tables.map((x) => ({ number: x.bye ? 4 : x.number, bye: false, notes: x.bye ? [] : x.notes, seats: x.seats.map((s) => ({ entryId: s.entryId, role: s.role })) }));
    expect(bye.id).toBe(Math.max(...draft.tables.map((x) => x.id)));
    expect(() =>
      store.transaction(() => {
        store.rounds.redraw(draft.id, draft.version, { seed: 'other', warnings: [] }, tables);
        throw new Error('refused after writing');
      }),
    ).toThrow('refused after writing');
    const written = store.transaction(() => store.rounds.redraw(draft.id, draft.version, { seed: 'again', warnings: [] }, tables))!;
    const names = new Map(draft.tables.flatMap((x) => x.seats.map((s) => [s.entryId, s.name] as const)));
    expect(store.rounds.written(written, names)).toEqual(store.rounds.get(draft.id));
    expect(store.rounds.get(draft.id)!.tables.map((x) => x.number)).toEqual([1, 2, 3, 4]);
    expectKeptAsStored();
  });
});
