// Attacktix events through the core, as the desk creates and plays them: a single-elimination
// bracket of six (two byes) with first-to-two-wins matches, the call deciding who moves first in
// game 1, and the match for third place; and a round robin of five, a bye every round that is not
// a win, ending in a tie-break round robin (5.1.2.2). A bye never shows as a won match.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentEvent } from '../../../../shared/model/event';
import type { Round, RoundTable } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());


function create(options: Record<string, unknown>, players: number): number {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Attacktix 100 singles', date: '2026-12-05', ruleset: 'attacktix', options }).id;
  for (let i = 1; i <= players; i++) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  return eventId;
}

/** `winners` in game order; `caller` won the call and moves first in game 1, then the first
 * move alternates (4.1.8.3). */
function enter(table: RoundTable, winners: number[], caller = table.seats[0]!.entryId): void {
  const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
  const games = winners.map((w, g) => {
    const first = g % 2 === 0 ? caller : caller === a ? b : a;
    return { seats: [a, b].map((entryId) => ({ entryId, outcome: entryId === w ? 'win' : 'loss', score: 0, role: entryId === first ? 'first' : 'second' })) };
  });
  t.call('result.enter', { tableId: table.id, version: table.version, games });
}

const played = (r: Round) => r.tables.filter((x) => !x.bye);

describe('an Attacktix event', () => {
  it('single elimination, first to two wins: byes go through without a win, the call decides game 1, third place is played', () => {
    const eventId = create({ format: 'elimination', gamesToWin: 2, thirdPlace: true, pointLevel: 200 }, 6);
    const event = t.call<TournamentEvent>('event.get', { id: eventId });
    expect(event.progress).toMatchObject({ stageRounds: 3 });
    expect(event.format).toMatchObject({ gamesPerMatch: 3, roles: ['first', 'second'], firstRoleBy: 'call', drawsAllowed: false });

    const r1 = t.publishNext(eventId);
    expect(played(r1)).toHaveLength(2);
    const byes = r1.tables.filter((x) => x.bye).map((x) => x.seats[0]!.entryId);
    expect(byes).toHaveLength(2);
    const [m1, m2] = played(r1) as [RoundTable, RoundTable];
    // One win is not a match: the first to two wins takes it.
    const [a] = m1.seats.map((s) => s.entryId) as [number, number];
    expect(t.fail('result.enter', {
      tableId: m1.id, version: m1.version,
      games: [{ seats: m1.seats.map((s) => ({ entryId: s.entryId, outcome: s.entryId === a ? 'win' : 'loss', score: 0, role: s.entryId === a ? 'first' : 'second' })) }],
    })).toMatchObject({ code: 'validation', details: { notes: [{ code: 'wrong_game_count' }] } });
    // Seat 2 wins the call; seat 1 wins 2-1.
    enter(m1, [m1.seats[0]!.entryId, m1.seats[1]!.entryId, m1.seats[0]!.entryId], m1.seats[1]!.entryId);
    enter(m2, [m2.seats[0]!.entryId, m2.seats[0]!.entryId]);
    t.call('round.close', t.newestRound(eventId));

    // The record after round 1: a bye is neither won nor lost.
    const after1 = t.call<Standings>('standings.get', { eventId });
    expect(after1.primary).toBe('match_wins');
    for (const e of byes) expect(after1.rows.find((r) => r.entryId === e)).toMatchObject({ matchWins: 0, matchLosses: 0, matchDraws: 0, byes: 1 });

    // Both bye holders play in round 2: the bye went through.
    const r2 = t.publishNext(eventId);
    expect(new Set(r2.tables.flatMap((x) => x.seats.map((s) => s.entryId)))).toEqual(new Set([...byes, m1.seats[0]!.entryId, m2.seats[0]!.entryId]));
    for (const x of r2.tables) enter(x, [x.seats[0]!.entryId, x.seats[0]!.entryId]);
    t.call('round.close', t.newestRound(eventId));

    const r3 = t.publishNext(eventId);
    expect(played(r3)).toHaveLength(2);
    expect(r3.tables.find((x) => x.number === 2)!.notes).toContainEqual({ code: 'third_place_match', params: {} });
    for (const x of r3.tables) enter(x, [x.seats[1]!.entryId, x.seats[1]!.entryId]);
    t.call('round.close', t.newestRound(eventId));
    expect(t.call<TournamentEvent>('event.get', { id: eventId }).progress.finished).toBe(true);

    const final = t.call<Standings>('standings.get', { eventId });
    const [f, third] = played(r3).sort((x, y) => x.number - y.number) as [RoundTable, RoundTable];
    expect(final.rows.slice(0, 4).map((r) => [r.rank, r.entryId])).toEqual([
      [1, f.seats[1]!.entryId], [2, f.seats[0]!.entryId], [3, third.seats[1]!.entryId], [4, third.seats[0]!.entryId],
    ]);
    // Every row's record counts the matches played at a table, and nothing for a bye.
    const atTables = (e: number) => [r1, r2, r3].flatMap(played).filter((x) => x.seats.some((s) => s.entryId === e)).length;
    for (const r of final.rows) expect(r.matchWins + r.matchLosses + r.matchDraws).toBe(atTables(r.entryId));
  });

  it('round robin of five: one bye a round that is not a win, then a tie-break among the three tied', () => {
    const eventId = create({ format: 'round_robin' }, 5);
    expect(t.call<TournamentEvent>('event.get', { id: eventId }).progress).toMatchObject({ stageRounds: 5 });
    const r1 = t.publishNext(eventId);
    const ids = r1.tables.flatMap((x) => x.seats.map((s) => s.entryId)).sort((a, b) => a - b);
    const rank = (e: number) => ids.indexOf(e);
    // The three lowest ids beat each other in a ring and beat the other two; the fourth beats the fifth.
    const ring = (x: RoundTable) => {
      const [a, b] = x.seats.map((s) => s.entryId) as [number, number];
      const [i, j] = [rank(a), rank(b)];
      const w = i <= 2 && j <= 2 ? ((j - i + 3) % 3 === 1 ? a : b) : i < j ? a : b;
      enter(x, [w]);
    };
    const byeOf: number[] = [];
    let round = r1;
    for (let r = 1; r <= 5; r++) {
      if (r > 1) round = t.publishNext(eventId);
      const byes = round.tables.filter((x) => x.bye);
      expect(byes).toHaveLength(1);
      byeOf.push(byes[0]!.seats[0]!.entryId);
      played(round).forEach(ring);
    }
    expect(new Set(byeOf).size).toBe(5);
    t.call('round.close', t.newestRound(eventId));
    const cycle = t.call<Standings>('standings.get', { eventId });
    // Wins at tables only: 3, 3, 3 for the ring, 1 for the fourth, 0 for the fifth; one bye each.
    expect(ids.map((e) => cycle.rows.find((r) => r.entryId === e)).map((r) => [r!.matchWins, r!.matchLosses, r!.byes])).toEqual([
      [3, 1, 1], [3, 1, 1], [3, 1, 1], [1, 3, 1], [0, 4, 1],
    ]);

    // The tie-break round robin among the three: the lowest id wins it outright.
    for (let r = 6; r <= 8; r++) {
      const tb = t.publishNext(eventId);
      expect(tb.warnings).toContainEqual({ code: 'tie_break_round_robin', params: { cycle: 1, sides: 3, round: r - 5, rounds: 3 } });
      for (const x of played(tb)) enter(x, [Math.min(...x.seats.map((s) => s.entryId))]);
    }
    t.call('round.close', t.newestRound(eventId));
    expect(t.call<TournamentEvent>('event.get', { id: eventId }).progress.finished).toBe(true);
    const standings = t.call<Standings>('standings.get', { eventId });
    expect(standings.rows.map((r) => r.entryId)).toEqual(ids);
    expect(standings.rows[0]).toMatchObject({ rank: 1, matchWins: 5, byes: 2 });
  });

  it('exports and imports with its options, results and the byes that are no wins', () => {
    const eventId = create({ format: 'round_robin', gamesToWin: 2, pointLevel: 400 }, 5);
    for (let r = 1; r <= 2; r++) {
      for (const x of played(t.publishNext(eventId))) enter(x, [x.seats[0]!.entryId, x.seats[1]!.entryId, x.seats[0]!.entryId], x.seats[1]!.entryId);
    }
    const record = (id: number) => t.call<Standings>('standings.get', { eventId: id }).rows.map((r) => [r.name, r.matchWins, r.matchLosses, r.matchDraws, r.byes]);
    const document = JSON.parse(JSON.stringify(t.call('export.event', { eventId })));
    const imported = t.call<{ id: number }>('event.import', { document }).id;
    expect(t.call<TournamentEvent>('event.get', { id: imported })).toMatchObject({ ruleset: 'attacktix', format: { gamesPerMatch: 3 } });
    expect(record(imported)).toEqual(record(eventId));
    expect(record(eventId).filter(([, , , , byes]) => byes === 1).map(([, w, l, d]) => Number(w) + Number(l) + Number(d))).toEqual([1, 1]);
  });

  it('refuses the parent-child class in singles, naming the field', () => {
    expect(t.fail('event.create', { name: 'Family cup', date: '2026-12-05', ruleset: 'attacktix', options: { ageClass: 'parent_child' } })).toMatchObject({
      code: 'validation',
      details: { fields: [{ path: 'options.ageClass', message: 'parent_child_needs_doubles' }] },
    });
  });
});
