// standings.get asked for less than every row. With an excerpt, as a phone following one player
// asks: the first rows, then the followed name's rows further down (a row of that name, or the
// side one of whose players has it), how many rows there are in all, and those rows' entries;
// nothing else of the answer moves. With `since`, as the desk holding every row asks after a
// change: only the rows that changed since the version it holds, with every entry and rank in
// order, which the desk merges (renderer/src/api/standings-delta.ts) into exactly the standings
// asked whole; a version the host no longer holds gets every row.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Round } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';
import { seatOneWins } from '../../../fixtures/any-result';
import { mergeStandings } from '../../../../renderer/src/api/standings-delta';
import { netrunnerGames } from '../../../fixtures/netrunner-results';
import type { TournamentEvent } from '../../../../shared/model/event';

let t: TempCore;
beforeEach(() => {
  let n = 0;
  t = tempCore({ random: () => `seed-${++n}` });
});
afterEach(() => t.dispose());

const names = ['Анна Смирнова', 'Jan Kowalski', 'Maria Nowak', 'Zofia Wiśniewska', 'Пётр Иванов', 'Oliver Smith', 'Eve Late', 'Grzegorz Brzęczyszczykiewicz', 'Ольга Кузнецова', 'Tom Baker', 'Ada Lovelace', 'Kim Park'];

function playedEvent(ruleset: string, options: Record<string, unknown> = {}): number {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset, options }).id;
  for (const name of names) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  return eventId;
}

function playRound(eventId: number): void {
  const round = t.publishNext(eventId);
  const event = t.call<TournamentEvent>('event.get', { id: eventId });
  for (const table of round.tables.filter((x) => !x.bye)) {
    const fresh = t.call<Round>('round.get', { roundId: round.id }).tables.find((x) => x.id === table.id)!;
    t.call('result.enter', { tableId: table.id, version: fresh.version, ...seatOneWins(event.format, round, fresh) });
  }
}

describe('standings.get with an excerpt', () => {
  it('answers the first rows and the followed player’s row further down, with the rows in all and the own entry', () => {
    const eventId = playedEvent('netrunner-1996');
    playRound(eventId);
    const whole = t.call<Standings>('standings.get', { eventId });
    expect(whole.excerpt).toBeUndefined();
    const last = whole.rows.at(-1)!;
    const cut = t.call<Standings>('standings.get', { eventId, excerpt: { top: 3, name: last.name } });
    expect(cut.rows).toEqual([...whole.rows.slice(0, 3), last]);
    expect(cut.excerpt).toEqual({ rowsInAll: names.length, own: [last.entryId] });
    const { rows: _all, excerpt: _excerpt, ...rest } = cut;
    const { rows: _rows, ...wholeRest } = whole;
    expect(rest).toEqual(wholeRest);

    // A player among the first rows is not listed twice; a name nobody has finds nothing.
    const first = whole.rows[0]!;
    expect(t.call<Standings>('standings.get', { eventId, excerpt: { top: 3, name: first.name } })).toMatchObject({ rows: whole.rows.slice(0, 3), excerpt: { own: [first.entryId] } });
    expect(t.call<Standings>('standings.get', { eventId, excerpt: { top: 2, name: 'Nobody Here' } })).toMatchObject({ rows: whole.rows.slice(0, 2), excerpt: { rowsInAll: names.length, own: [] } });
    expect(t.call<Standings>('standings.get', { eventId, excerpt: { top: 0, name: last.name } }).rows).toEqual([last]);
  });

  it('finds a side by the name of one of its players', () => {
    const eventId = t.call<{ id: number }>('event.create', { name: 'Doubles', date: '2026-12-05', ruleset: 'attacktix', options: { play: 'doubles', format: 'round_robin' } }).id;
    const players = names.slice(0, 4).map((name) => {
      const p = t.call<{ id: number; version: number }>('player.register', { eventId, name });
      return t.call<{ id: number }>('player.checkIn', { id: p.id, version: p.version });
    });
    t.call('side.form', { eventId, playerIds: [players[0]!.id, players[1]!.id] });
    t.call('side.form', { eventId, playerIds: [players[2]!.id, players[3]!.id], name: 'Tixers' });
    t.publishNext(eventId);
    const cut = t.call<Standings>('standings.get', { eventId, excerpt: { top: 0, name: 'Zofia Wiśniewska' } });
    expect(cut.rows.map((r) => r.name)).toEqual(['Tixers']);
    expect(cut.excerpt!.own).toEqual([cut.rows[0]!.entryId]);
  });

  it('finds a namesake’s side by the label the players’ list shows them by', () => {
    const eventId = t.call<{ id: number }>('event.create', { name: 'Doubles', date: '2026-12-05', ruleset: 'attacktix', options: { play: 'doubles', format: 'round_robin' } }).id;
    const register = (name: string, club: string) => {
      const p = t.call<{ id: number; version: number }>('player.register', { eventId, name, club, confirmDuplicate: true });
      return t.call<{ id: number }>('player.checkIn', { id: p.id, version: p.version });
    };
    const [kimOslo, ann, kimBergen, bob] = [register('Kim Lee', 'Oslo'), register('Ann Berg', 'Oslo'), register('Kim Lee', 'Bergen'), register('Bob Dahl', 'Bergen')];
    t.call('side.form', { eventId, playerIds: [kimOslo!.id, ann!.id], name: 'Fjord' });
    t.call('side.form', { eventId, playerIds: [kimBergen!.id, bob!.id], name: 'Bryggen' });
    t.publishNext(eventId);
    const listed = t.call<{ id: number; name: string; shownName?: string }[]>('player.list', { eventId, filter: 'kim lee' });
    const label = listed.find((p) => p.id === kimBergen!.id)!.shownName!;
    expect(label).not.toBe('Kim Lee');
    const cut = t.call<Standings>('standings.get', { eventId, excerpt: { top: 0, name: label } });
    expect(cut.rows.map((r) => r.name)).toEqual(['Bryggen']);
    // The plain name finds both namesakes' sides.
    expect(t.call<Standings>('standings.get', { eventId, excerpt: { top: 0, name: 'Kim Lee' } }).rows.map((r) => r.name).sort()).toEqual(['Bryggen', 'Fjord']);
  });

  it('refuses an excerpt of more than 100 rows, naming the field', () => {
    const eventId = playedEvent('netrunner-1996');
    expect(t.fail('standings.get', { eventId, excerpt: { top: 101 } })).toMatchObject({ code: 'validation', details: { fields: [{ path: 'excerpt.top' }] } });
  });
});

/** Twelve players, round 1 played (seat 1 wins every table 2–0) and closed. */
function roundOnePlayed(): { eventId: number; round: Round } {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
  for (const name of names) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  const round = t.publishNext(eventId);
  for (const table of round.tables) {
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    t.call('result.enter', { tableId: table.id, version: table.version, games: netrunnerGames(a, b, [['a', 7, 2], ['a', 7, 3]]) });
  }
  const closed = t.call<Round>('round.get', { roundId: round.id });
  t.call('round.close', { roundId: closed.id, version: closed.version });
  return { eventId, round: t.call<Round>('round.get', { roundId: round.id }) };
}

/** The leader's table corrected so that they lose it. */
function leaderLoses(eventId: number, round: Round): void {
  const leader = t.call<Standings>('standings.get', { eventId }).rows[0]!.entryId;
  const table = t.call<Round>('round.get', { roundId: round.id }).tables.find((x) => x.seats.some((s) => s.entryId === leader))!;
  const other = table.seats.find((s) => s.entryId !== leader)!.entryId;
  t.call('result.correct', { tableId: table.id, version: table.version, games: netrunnerGames(other, leader, [['a', 7, 2], ['a', 7, 3]]), reason: 'Slip re-read' });
}

describe('standings.get since the rows a desk holds', () => {
  it('answers only the rows a correction changed, and the desk merges them into the standings asked whole', () => {
    const { eventId, round } = roundOnePlayed();
    const first = t.call<Standings>('standings.get', { eventId, since: '' });
    expect(first.delta).toBeUndefined();
    expect(first.rows).toHaveLength(names.length);
    expect(first.rowsKey).toMatch(/\S/);
    // Nothing changed: no row, the same order.
    const same = t.call<Standings>('standings.get', { eventId, since: first.rowsKey });
    expect(same.rows).toEqual([]);
    expect(same.delta!.order).toEqual(first.rows.map((r) => r.entryId));

    leaderLoses(eventId, round);
    const delta = t.call<Standings>('standings.get', { eventId, since: first.rowsKey });
    const whole = t.call<Standings>('standings.get', { eventId });
    // The two players of the corrected table (each the other's only opponent: their tiebreaks too).
    expect(delta.rows).toHaveLength(2);
    expect(delta.rowsKey).not.toBe(first.rowsKey);
    const { rowsKey: _key, ...merged } = mergeStandings(first, delta);
    expect(merged).toEqual(whole);
    expect(whole.rows[0]!.entryId).not.toBe(first.rows[0]!.entryId);
  });

  it('answers every row for a version it no longer holds, and refuses since with an excerpt', () => {
    const { eventId } = roundOnePlayed();
    const stale = t.call<Standings>('standings.get', { eventId, since: 'v999999' });
    expect(stale.delta).toBeUndefined();
    expect(stale.rows).toEqual(t.call<Standings>('standings.get', { eventId }).rows);
    expect(t.fail('standings.get', { eventId, since: '', excerpt: { top: 3 } })).toMatchObject({ code: 'validation', details: { fields: [{ path: 'since' }] } });
  });
});
