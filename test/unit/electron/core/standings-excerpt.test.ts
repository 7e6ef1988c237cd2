// standings.get with an excerpt, as a phone following one player asks: the first rows, then the
// followed name's rows further down (a row of that name, or the side one of whose players has
// it), how many rows there are in all, and those rows' entries; nothing else of the answer moves.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Round } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';
import { seatOneWins } from '../../../fixtures/any-result';
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

  it('refuses an excerpt of more than 100 rows, naming the field', () => {
    const eventId = playedEvent('netrunner-1996');
    expect(t.fail('standings.get', { eventId, excerpt: { top: 101 } })).toMatchObject({ code: 'validation', details: { fields: [{ path: 'excerpt.top' }] } });
  });
});
