// standings.get as every face reads it: what it counts (only rounds whose results are all in; a
// bye alone is not a result in), nobody ranked before that, and drops told apart from forfeits.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Result } from '../../../../shared/contract/errors';
import type { Entry } from '../../../../shared/model/entry';
import type { Round } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { netrunnerGames } from '../../../fixtures/netrunner-results';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let eventId: number;

const call = <T,>(name: string, input: unknown): T => t.call<T>(name, input);

function addPlayers(names: string[]): void {
  for (const name of names) {
    const p = call<{ id: number; version: number }>('player.register', { eventId, name });
    call('player.checkIn', { id: p.id, version: p.version });
  }
}

const standings = () => call<Standings>('standings.get', { eventId });
const entry = (name: string) => call<Entry[]>('entry.list', { eventId }).find((e) => e.name === name)!;

function publishNext(): Round {
  const draft = call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
  return call<Round>('round.publish', { roundId: draft.id, version: draft.version });
}

/** Seat 1 wins 2-0 at the given table of the round. */
function enter(roundId: number, table: Round['tables'][number]): void {
  const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
  const fresh = call<Round>('round.get', { roundId }).tables.find((x) => x.id === table.id)!;
  call('result.enter', { tableId: table.id, version: fresh.version, games: netrunnerGames(a, b, [['a', 7, 2], ['a', 7, 3]]) });
}

beforeEach(() => {
  let n = 0;
  t = tempCore({ random: () => `seed-${++n}` });
  eventId = call<{ id: number }>('event.create', { name: 'Netrunner Open', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
});
afterEach(() => t.dispose());

describe('standings.get', () => {
  it('ranks nobody in round 1 until every result is in: the bye alone does not put its holder first', () => {
    addPlayers(['Kim 10', 'Kim 9', 'Ann', 'Ben', 'Cid']);
    expect(standings()).toMatchObject({ throughRound: 0, ranked: false, roundInPlay: null });

    const r1 = publishNext();
    const matches = r1.tables.filter((x) => !x.bye);
    let s = standings();
    expect(s).toMatchObject({ throughRound: 0, ranked: false, roundInPlay: { number: 1, resultsIn: 0, results: 2 } });
    // Unranked rows come by name, numbers read as numbers.
    expect(s.rows.map((r) => r.name)).toEqual(['Ann', 'Ben', 'Cid', 'Kim 9', 'Kim 10']);
    expect(s.rows.every((r) => r.matchWins === 0 && r.gamesWon === 0)).toBe(true);

    enter(r1.id, matches[0]!);
    s = standings();
    expect(s).toMatchObject({ throughRound: 0, ranked: false, roundInPlay: { number: 1, resultsIn: 1, results: 2 } });
    expect(s.rows.every((r) => r.gamesWon === 0)).toBe(true);

    enter(r1.id, matches[1]!);
    s = standings();
    expect(s).toMatchObject({ throughRound: 1, ranked: true, roundInPlay: null });
    const bye = r1.tables.find((x) => x.bye)!.seats[0]!.name;
    expect(s.rows.find((r) => r.name === bye)).toMatchObject({ rank: 1, gamesWon: 2, byes: 1, matchWins: 1 });
    expect(s.rows.filter((r) => r.gamesWon === 2)).toHaveLength(3);
  });

  it('keeps showing the last complete round while the next one is played', () => {
    addPlayers(['Ann', 'Ben', 'Cid', 'Dee']);
    const r1 = publishNext();
    for (const table of r1.tables) enter(r1.id, table);
    const after1 = standings();
    const r2 = publishNext();
    const [first] = r2.tables;
    enter(r2.id, first!);
    const s = standings();
    expect(s).toMatchObject({ throughRound: 1, ranked: true, roundInPlay: { number: 2, resultsIn: 1, results: 2 } });
    expect(s.rows.map((r) => [r.name, r.rank, r.gamesWon])).toEqual(after1.rows.map((r) => [r.name, r.rank, r.gamesWon]));
    enter(r2.id, r2.tables[1]!);
    expect(standings()).toMatchObject({ throughRound: 2, roundInPlay: null });
  });

  it('tells a drop from a Declaration of Forfeiture, with the round after which each left', () => {
    addPlayers(['Ann', 'Ben', 'Cid', 'Dee']);
    const r1 = publishNext();
    for (const table of r1.tables) enter(r1.id, table);
    const ann = entry('Ann');
    call('entry.drop', { entryId: ann.id, version: ann.version, reason: 'Went home' });
    const ben = entry('Ben');
    call('entry.drop', { entryId: ben.id, version: ben.version, reason: 'Marked cards', forfeit: true });
    const rows = new Map(standings().rows.map((r) => [r.name, r]));
    expect(rows.get('Ann')).toMatchObject({ dropped: true, status: 'dropped', droppedAfterRound: 1 });
    expect(rows.get('Ben')).toMatchObject({ dropped: true, status: 'forfeited', droppedAfterRound: 1 });
    expect(rows.get('Cid')).toMatchObject({ dropped: false, status: 'active', droppedAfterRound: null });
  });
});

describe('clock.now', () => {
  it("answers the host's own time, also to a read-only window", () => {
    t.setTime('2026-12-05T09:12:30.250Z');
    const r = t.core.dispatch('clock.now', {}, { actor: 'display', readOnly: true }) as Result<{ now: string }>;
    expect(r).toEqual({ ok: true, value: { now: '2026-12-05T09:12:30.250Z' } });
  });
});
