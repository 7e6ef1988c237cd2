// Issue 8's check that a game is one module: a three-seat ruleset registered by this test alone
// plays a whole event through the core (pairing at tables of three with a bye for the odd one,
// results entered by places, standings by its own columns, hand-made swaps, export), and no app
// file names it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerRuleset } from '../../../../electron/engine/rulesets';
import type { EventFile } from '../../../../shared/model/export';
import type { Round, RoundTable } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { threeSeat } from '../../../fixtures/rulesets/three-seat';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let unregister: () => void;
beforeEach(() => {
  unregister = registerRuleset(threeSeat);
  t = tempCore();
});
afterEach(() => {
  t.dispose();
  unregister();
});

/** One game: the seats' places and points, outcomes read from the places. */
function placed(table: RoundTable, places: number[], points: number[]) {
  const firsts = places.filter((p) => p === 1).length;
  return [
    {
      seats: table.seats.map((s, i) => ({
        entryId: s.entryId,
        place: places[i]!,
        outcome: places[i] !== 1 ? 'loss' : firsts === 1 ? 'win' : 'draw',
        score: points[i]!,
      })),
    },
  ];
}

function setUp(players: number, plannedRounds: number): number {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Threes', date: '2026-12-05', ruleset: 'test-three-seat', plannedRounds }).id;
  for (let i = 0; i < players; i++) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${String(i + 1).padStart(2, '0')}` });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  return eventId;
}

function pairAndPublish(eventId: number): Round {
  const draft = t.call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
  return t.call<Round>('round.publish', { roundId: draft.id, version: draft.version });
}

/** Seat 1 wins with 9, seat 2 scores 6, seat 3 scores 3. */
function enterAll(round: Round): void {
  for (const table of round.tables.filter((x) => !x.bye)) t.call('result.enter', { tableId: table.id, version: table.version, games: placed(table, [1, 2, 3], [9, 6, 3]) });
}

const meetings = (rounds: Round[]) =>
  rounds.flatMap((r) => r.tables.filter((x) => !x.bye).flatMap((x) => x.seats.flatMap((a, i) => x.seats.slice(i + 1).map((b) => [a.entryId, b.entryId].sort().join('-')))));

describe('a three-seat ruleset registered by one module', () => {
  it('seats ten players at three tables of three and a bye, and refuses what does not fit its tables', () => {
    const eventId = setUp(10, 3);
    const event = t.call<{ format: unknown }>('event.get', { id: eventId });
    expect(event.format).toMatchObject({ seats: { min: 3, max: 3 }, resultForm: { entry: 'places', scoreName: 'points' } });
    const round = pairAndPublish(eventId);
    const tables = round.tables.filter((x) => !x.bye);
    expect(tables.map((x) => x.seats.length)).toEqual([3, 3, 3]);
    expect(round.tables.filter((x) => x.bye)).toHaveLength(1);
    expect(new Set(round.tables.flatMap((x) => x.seats.map((s) => s.entryId))).size).toBe(10);

    const table = tables[0]!;
    // Places must count 1, 2, 3 (shared places skip the next), and outcomes follow the places.
    const bad = placed(table, [1, 3, 3], [9, 6, 3]);
    expect(t.fail('result.enter', { tableId: table.id, version: table.version, games: bad })).toMatchObject({
      code: 'validation',
      details: { notes: [{ code: 'places_out_of_order', params: { game: 1 } }] },
    });
    const noPlace = placed(table, [1, 2, 3], [9, 6, 3]);
    delete (noPlace[0]!.seats[1] as { place?: number }).place;
    expect(t.fail('result.enter', { tableId: table.id, version: table.version, games: noPlace })).toMatchObject({
      details: { notes: [{ code: 'place_missing', params: { game: 1, entryId: table.seats[1]!.entryId } }] },
    });
    // A shared first place is a draw for the two who share it.
    t.call('result.enter', { tableId: table.id, version: table.version, games: placed(table, [1, 1, 3], [8, 8, 2]) });
    const stored = t.call<Round>('round.get', { roundId: round.id }).tables.find((x) => x.id === table.id)!;
    expect(stored.result!.games[0]!.seats.map((s) => s.outcome)).toEqual(['draw', 'draw', 'loss']);

    // "A plays B" is a head-to-head move; at tables of three the judge swaps seats.
    const [a, b] = [tables[1]!.seats[0]!.entryId, tables[2]!.seats[0]!.entryId];
    const latest = t.call<Round>('round.get', { roundId: round.id });
    expect(t.fail('round.pairManually', { roundId: round.id, version: latest.version, entryA: a, entryB: b, mode: 'pair', reason: 'Seat request' })).toMatchObject({
      code: 'validation',
      details: { fields: [{ path: 'mode', code: 'pair_needs_two_seats' }] },
    });
    const swapped = t.call<Round>('round.pairManually', { roundId: round.id, version: latest.version, entryA: a, entryB: b, mode: 'swap', reason: 'Seat request' });
    expect(swapped.tables.find((x) => x.number === tables[1]!.number)!.seats[0]!.entryId).toBe(b);
    expect(swapped.tables.find((x) => x.number === tables[2]!.number)!.seats[0]!.entryId).toBe(a);
  });

  it('plays three rounds to final standings by points, then first places, with no one meeting twice where a seating avoids it', () => {
    const eventId = setUp(10, 3);
    const rounds: Round[] = [];
    for (let r = 1; r <= 3; r++) {
      const round = pairAndPublish(eventId);
      expect(round.tables.filter((x) => !x.bye).every((x) => x.seats.length === 3)).toBe(true);
      rounds.push(round);
      enterAll(round);
      if (r === 1) {
        const standings = t.call<Standings>('standings.get', { eventId });
        expect(standings).toMatchObject({ throughRound: 1, ranked: true, primary: 'points', columns: [{ id: 'first_places', format: 'number', better: 'desc' }] });
        const bye = round.tables.find((x) => x.bye)!.seats[0]!.entryId;
        const row = (id: number) => standings.rows.find((x) => x.entryId === id)!;
        const winner = round.tables[0]!.seats[0]!.entryId;
        // A table's winner: 9 points and a first place; the bye scores its 4 points and no place.
        expect(row(winner)).toMatchObject({ groupScore: 9, matchWins: 1, tiebreaks: { first_places: 1 } });
        expect(row(bye)).toMatchObject({ groupScore: 4, byes: 1, tiebreaks: { first_places: 0 } });
        expect(standings.rows.slice(0, 3).map((x) => x.groupScore)).toEqual([9, 9, 9]);
      }
    }
    // Ten players over three rounds of threes: 27 meetings among 45 pairs; none repeats.
    const met = meetings(rounds);
    expect(new Set(met).size).toBe(met.length);
    // Everyone had at most one bye while others had none.
    const byes = rounds.map((r) => r.tables.find((x) => x.bye)!.seats[0]!.entryId);
    expect(new Set(byes).size).toBe(3);

    const newest = t.newestRound(eventId)!;
    t.call('round.close', newest);
    const final = t.call<Standings>('standings.get', { eventId });
    expect(final).toMatchObject({ throughRound: 3, final: true });
    for (let i = 1; i < final.rows.length; i++) {
      const [above, below] = [final.rows[i - 1]!, final.rows[i]!];
      expect(above.groupScore > below.groupScore || (above.groupScore === below.groupScore && above.tiebreaks.first_places! >= below.tiebreaks.first_places!)).toBe(true);
    }
    // The event file carries the tables of three and their places, and so does the results sheet.
    const file = t.call<EventFile>('export.event', { eventId });
    expect(file.divisions[0]!.rounds[0]!.tables.find((x) => !x.bye)!.result!.games[0]!.seats.map((s) => s.place)).toEqual([1, 2, 3]);
    // Its cells hold no commas here (names are "Player 01"), so a split reads them.
    const csv = t.call<{ content: string }>('export.csv', { eventId, sheet: 'results' }).content.replace(/^\uFEFF/, '').trim().split(/\r?\n/).map((line) => line.split(',').map((c) => c.replace(/^"|"$/g, '')));
    const place = csv[0]!.indexOf('Place');
    expect(place).toBeGreaterThan(0);
    const table1 = csv.filter((row) => row.slice(0, 3).join() === '1,1,1');
    expect(table1.map((row) => row[place])).toEqual(['1', '2', '3']);
  });

  it('refuses to pair fewer players than one table seats', () => {
    const eventId = setUp(2, 3);
    expect(t.fail('round.pair', { eventId, newest: null })).toMatchObject({
      code: 'validation',
      details: { fields: [{ path: 'eventId', code: 'too_few_for_a_table' }] },
    });
  });
});
