// Doomtrooper's ranking across rounds through the core (Decision, ranking): twelve players at two
// free-for-all rounds of tables of 3, a thirteenth checked in before the head-to-head Swiss; the
// Swiss paired by the free-for-all standings with every earlier meeting avoided, the standings
// during and after it counting every round, a corrected free-for-all result moving them, the cut to
// the semifinals read from them, and the final standings the playoff's places, then the rest in
// that order.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { racePlaces, raceOutcomes } from '../../../../shared/model/race';
import type { TournamentEvent } from '../../../../shared/model/event';
import type { Round, RoundTable } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  let n = 0;
  t = tempCore({ random: () => `across-${++n}` });
});
afterEach(() => t.dispose());

/** The threshold reached by seat `winner`, every seat's PP given. */
function slip(table: RoundTable, pp: number[], winner: number) {
  const places = racePlaces(pp, 'target', winner, []);
  const outcomes = raceOutcomes(pp, 'target', winner, []);
  return [{ ending: 'target' as const, seats: table.seats.map((s, i) => ({ entryId: s.entryId, outcome: outcomes[i]!, place: places[i]!, score: pp[i]! })) }];
}

/** What the test entered, table by table (a correction replaces its table's): each seat's win,
 * PP and opponents. */
class Tally {
  private tables = new Map<number, { id: number; won: boolean; pp: number; opponents: number[] }[]>();
  record(table: RoundTable, winner: number | null, scores: number[]) {
    const ids = table.seats.map((s) => s.entryId);
    this.tables.set(table.id, ids.map((id, i) => ({ id, won: table.bye || i === winner, pp: scores[i] ?? 0, opponents: ids.filter((o) => o !== id) })));
  }
  private seats(id: number) {
    return [...this.tables.values()].flat().filter((s) => s.id === id);
  }
  wins(id: number) {
    return this.seats(id).filter((s) => s.won).length;
  }
  pp(id: number) {
    return this.seats(id).reduce((n, s) => n + s.pp, 0);
  }
  met(a: number, b: number) {
    return this.seats(a).some((s) => s.opponents.includes(b));
  }
}

/** Enters every table of `round`: the seat `pick` names wins, each seat with the PP of `pp`. */
function play(round: Round, tally: Tally, pick: (ids: number[]) => number, pp: (id: number, won: boolean) => number) {
  for (const table of round.tables) {
    if (table.bye) {
      tally.record(table, null, [0]);
      continue;
    }
    const ids = table.seats.map((s) => s.entryId);
    const winner = pick(ids);
    const scores = ids.map((id, i) => pp(id, i === winner));
    t.call('result.enter', { tableId: table.id, version: table.version, games: slip(table, scores, winner) });
    tally.record(table, winner, scores);
  }
}

/** The score group a Swiss table was paired in (the higher of its two, where one was pulled up). */
const scoreGroup = (table: RoundTable) => table.notes.find((n) => n.code === 'score_group')?.params?.score;
const progress = (eventId: number) => t.call<TournamentEvent>('event.get', { id: eventId }).progress;
const standings = (eventId: number) => t.call<Standings>('standings.get', { eventId });
const lowest = (ids: number[]) => ids.indexOf(Math.min(...ids));
const highest = (ids: number[]) => ids.indexOf(Math.max(...ids));
const ffaPP = (id: number, won: boolean) => (won ? 25 : 20 - id);
const h2hPP = (id: number, won: boolean) => (won ? 40 : 10 + id);

function register(eventId: number, name: string): number {
  const p = t.call<{ id: number; version: number }>('player.register', { eventId, name });
  t.call('player.checkIn', { id: p.id, version: p.version });
  return p.id;
}

/** The two free-for-all rounds, the lowest-numbered player winning each table but the first
 * table of round 1, corrected before round 2 is paired. */
function playFreeForAll(eventId: number): Tally {
  const tally = new Tally();
  const r1 = t.publishNext(eventId);
  play(r1, tally, lowest, ffaPP);
  correctFirstTable(eventId, r1, tally);
  play(t.publishNext(eventId), tally, lowest, ffaPP);
  return tally;
}

/** A corrected result moves the standings at once: the kept ones of before it are not used. */
function correctFirstTable(eventId: number, round: Round, tally: Tally) {
  expectCounted(standings(eventId).rows, tally);
  const table = t.call<Round>('round.get', { roundId: round.id }).tables[0]!;
  const ids = table.seats.map((s) => s.entryId);
  const winner = highest(ids);
  const scores = ids.map((id, i) => ffaPP(id, i === winner));
  t.call('result.correct', { tableId: table.id, version: table.version, games: slip(table, scores, winner), reason: 'Slip misread' });
  tally.record(table, winner, scores);
  expectCounted(standings(eventId).rows, tally);
}

function setUp(): number {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Doomtrooper Open', date: '2026-12-05', ruleset: 'doomtrooper', options: { tableSize: 3, headToHeadRounds: 2, cut: 4 } }).id;
  for (let i = 0; i < 12; i++) register(eventId, `Player ${String(i + 1).padStart(2, '0')}`);
  return eventId;
}

/** Every row's wins and PP are the test's own count over the rounds played. */
function expectCounted(rows: Standings['rows'], tally: Tally) {
  for (const row of rows) {
    expect([row.entryId, row.groupScore, row.tiebreaks.pp]).toEqual([row.entryId, tally.wins(row.entryId), tally.pp(row.entryId)]);
  }
}

describe('a Doomtrooper event ranked across its rounds', () => {
  it('pairs its Swiss and cuts to the semifinals by standings over every round, the free-for-all ones included', () => {
    const eventId = setUp();
    const tally = playFreeForAll(eventId);
    const afterFfa = standings(eventId);
    expectCounted(afterFfa.rows, tally);
    expect(progress(eventId).nextStage).toMatchObject({ kind: 'swiss', cut: null, carriesEarlierRounds: true });
    const late = register(eventId, 'Player 13');

    // Swiss round 1 (event round 3) is paired by those standings, not at random: the late player
    // joins it, and every table's players never met at a free-for-all table.
    const r3 = t.publishNext(eventId);
    expect(r3.tables.some((x) => x.notes.some((n) => n.code === 'random_round_1'))).toBe(false);
    const seated = r3.tables.flatMap((x) => x.seats.map((s) => s.entryId));
    expect(seated).toContain(late);
    expect(seated).toHaveLength(13);
    expect(r3.warnings).toContainEqual({ code: 'late_entry_none', params: { name: 'Player 13', round: 3 } });
    for (const x of r3.tables.filter((y) => !y.bye)) {
      const [a, b] = x.seats.map((s) => s.entryId) as [number, number];
      expect(tally.met(a, b)).toBe(false);
      // Each table is one free-for-all score group, or two next to each other (a pull-up).
      expect(scoreGroup(x)).toBe(Math.max(tally.wins(a), tally.wins(b)));
      expect(Math.abs(tally.wins(a) - tally.wins(b))).toBeLessThanOrEqual(1);
    }
    const [leader] = afterFfa.rows;
    expect(r3.tables[0]!.seats.map((s) => s.entryId)).toContain(leader!.entryId);
    // Byes per the ruleset's rule: the lowest ranked without one, here the player who missed the
    // free-for-all rounds (no wins there).
    expect(r3.tables.find((x) => x.bye)!.seats[0]!.entryId).toBe(late);

    play(r3, tally, highest, h2hPP);
    const during = standings(eventId);
    expect(during).toMatchObject({ throughRound: 3, playoff: null });
    expect(during.rows).toHaveLength(13);
    expect(progress(eventId).nextStage).toEqual({ position: 3, kind: 'seated_playoff', cut: 4, madeInAdvance: false, rounds: 2 });
    // The Swiss's own plan (the option headToHeadRounds), so the desk says "round 1 of 2" of it.
    expect(progress(eventId).stage).toMatchObject({ position: 2, kind: 'swiss', offset: 2, plannedRounds: 2 });
    expectCounted(during.rows, tally);

    const r4 = t.publishNext(eventId);
    for (const x of r4.tables.filter((y) => !y.bye)) {
      const [a, b] = x.seats.map((s) => s.entryId) as [number, number];
      expect(tally.met(a, b)).toBe(false);
      expect(scoreGroup(x)).toBe(Math.max(tally.wins(a), tally.wins(b)));
    }
    expect(r4.tables.find((x) => x.bye)!.seats[0]!.entryId).not.toBe(late);
    play(r4, tally, highest, h2hPP);
    const swiss = standings(eventId);
    expect(swiss).toMatchObject({ throughRound: 4, playoff: null });
    expectCounted(swiss.rows, tally);
    const order = swiss.rows.map((r) => r.entryId);
    // The Swiss rounds alone would rank otherwise: a player cut has more wins there than one who
    // goes on, whose free-for-all wins count.
    const swissWins = (id: number) => [...r3.tables, ...r4.tables].filter((x) => x.seats.some((s) => s.entryId === id) && (x.bye || x.seats[highest(x.seats.map((s) => s.entryId))]!.entryId === id)).length;
    expect(order.slice(0, 4).some((id) => order.slice(4).some((other) => swissWins(other) > swissWins(id)))).toBe(true);

    // The cut: the best 4 of those standings, 1 v 4 and 2 v 3.
    const semi = t.publishNext(eventId);
    expect(semi.tables.map((x) => x.seats.map((s) => s.entryId))).toEqual([
      [order[0], order[3]],
      [order[1], order[2]],
    ]);
    const [s1, s2] = semi.tables as [RoundTable, RoundTable];
    t.call('result.enter', { tableId: s1.id, version: s1.version, games: slip(s1, [22, 40], 1) });
    t.call('result.enter', { tableId: s2.id, version: s2.version, games: slip(s2, [41, 35], 0) });
    const final = t.publishNext(eventId);
    const [f] = final.tables as [RoundTable];
    t.call('result.enter', { tableId: f.id, version: f.version, games: slip(f, [40, 30], 0) });

    // Final standings: the playoff's places, then everyone else in the order across every round,
    // each row keeping its record over the free-for-all and Swiss rounds.
    const last = standings(eventId);
    expect(last.playoff).toEqual({ kind: 'seated_playoff', rows: 4, byRoundOut: false });
    expect(last.rows.map((r) => r.entryId)).toEqual([order[1], order[3], order[2], order[0], ...order.slice(4)]);
    expect(last.rows[4]!.rank).toBe(5);
    expectCounted(last.rows, tally);
  });

  it('ranks its free-for-all rounds alone until a Swiss round counts, as before', () => {
    const eventId = setUp();
    const tally = playFreeForAll(eventId);
    const before = standings(eventId);
    expect(before).toMatchObject({ throughRound: 2, playoff: null });
    expectCounted(before.rows, tally);
    // The Swiss round paired and under way: the standings stay the free-for-all ones.
    t.publishNext(eventId);
    expect(standings(eventId).rows).toEqual(before.rows);
  });
});
