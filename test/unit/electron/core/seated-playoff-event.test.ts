// A multiplayer event with a seated playoff through the core (a test ruleset of tables of four and
// three, registered here): three table rounds, then the best sixteen at the semifinal tables of
// the chart (3.7), each table in qualifying order, then the final of the four winners in
// qualifying order (3.8); a shared lead refused at a playoff table; the final places as the
// Decision says, checked against a calculation of their own; a smaller cut explained in a note.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerRuleset } from '../../../../electron/engine/rulesets';
import type { TournamentEvent } from '../../../../shared/model/event';
import type { RoundTable } from '../../../../shared/model/round';
import type { SeatedChart } from '../../../../shared/model/seated-chart';
import type { Standings } from '../../../../shared/model/standings';
import { fourSeat } from '../../../fixtures/rulesets/four-seat';
import { eventWithPlayers, twoDigits } from '../../../fixtures/published-round';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let unregister: () => void;
beforeEach(() => {
  unregister = registerRuleset(fourSeat);
  t = tempCore();
});
afterEach(() => {
  t.dispose();
  unregister();
});

/** One game: the seats' points, placed by them (equal points share a place; a shared first is a draw). */
function placed(table: RoundTable, points: number[]) {
  const places = points.map((p) => 1 + points.filter((q) => q > p).length);
  const firsts = places.filter((p) => p === 1).length;
  return [{ seats: table.seats.map((s, i) => ({ entryId: s.entryId, place: places[i]!, outcome: places[i] !== 1 ? 'loss' : firsts === 1 ? 'win' : 'draw', score: points[i]! })) }];
}

function enter(table: RoundTable, points: number[]) {
  t.call('result.enter', { tableId: table.id, version: table.version, games: placed(table, points) });
}

const setUp = (players: number, options: object = {}) => eventWithPlayers(t, { ruleset: 'test-four-seat', players, name: twoDigits, options, plannedRounds: 3 });

/** Three qualifying rounds; each table's points follow a fixed pattern by seat and round. */
let qualifiedRanks: number[] = [];
function qualify(eventId: number): number[] {
  for (let r = 1; r <= 3; r++) {
    const round = t.publishNext(eventId);
    round.tables.filter((x) => !x.bye).forEach((x, i) => enter(x, x.seats.map((_, s) => (s * 3 + i + r * 2) % 10)));
  }
  const rows = t.call<Standings>('standings.get', { eventId }).rows;
  qualifiedRanks = rows.map((r) => r.rank);
  return rows.map((r) => r.entryId);
}

const progress = (eventId: number) => t.call<TournamentEvent>('event.get', { id: eventId }).progress;

describe('a seated playoff after table rounds', () => {
  it('seats the best sixteen by the chart, the four winners in the final, and places everyone as the Decision says', () => {
    const eventId = setUp(22);
    expect(progress(eventId)).toMatchObject({ stage: { kind: 'table_rounds', stages: 2 }, nextStage: { kind: 'seated_playoff', cut: 16, rounds: 2 } });
    const qualified = qualify(eventId);
    const q = (place: number) => qualified[place - 1]!;

    const semifinal = t.publishNext(eventId);
    expect(semifinal.number).toBe(4);
    expect(t.call('seatedPlayoff.get', { eventId })).toMatchObject({ final: null, semifinal: [{ table: 1, played: false }, {}, {}, {}] });
    expect(semifinal.warnings).toEqual(expect.arrayContaining([
      { code: 'playoff_cut', params: { cut: 16, entries: 16 } },
      { code: 'seated_playoff_chart', params: { qualifiers: 16, tables: 4, sizes: '4, 4, 4, 4' } },
    ]));
    // 3.7's chart, each table in the order its players choose their seats.
    expect(semifinal.tables.map((x) => [x.number, x.seats.map((s) => s.entryId)])).toEqual([
      [1, [q(1), q(8), q(9), q(16)]],
      [2, [q(2), q(7), q(10), q(15)]],
      [3, [q(3), q(6), q(11), q(14)]],
      [4, [q(4), q(5), q(12), q(13)]],
    ]);
    expect(semifinal.tables[0]!.notes).toEqual([{ code: 'seated_semifinal', params: { places: '1, 8, 9, 16' } }]);
    expect(progress(eventId)).toMatchObject({ stage: { kind: 'seated_playoff' }, stageRounds: 2 });

    // A shared lead leaves no winner: refused at a playoff table.
    const [t1, t2, t3, t4] = semifinal.tables;
    expect(t.fail('result.enter', { tableId: t1!.id, version: t1!.version, games: placed(t1!, [8, 8, 5, 2]) })).toMatchObject({ code: 'validation', details: { notes: [{ code: 'match_needs_winner' }] } });
    // Winners: q(9) at table 1, q(2), q(14) and q(5); the others' points decide places 5 to 16.
    enter(t1!, [6, 7, 10, 7]);
    enter(t2!, [10, 5, 3, 9]);
    enter(t3!, [4, 4, 8, 10]);
    enter(t4!, [2, 10, 7, 1]);
    const final = t.publishNext(eventId);
    // The chart as the faces draw it: qualifying places in seat choice order, points, winners.
    const chart = t.call<SeatedChart>('seatedPlayoff.get', { eventId });
    expect(chart).toMatchObject({ first: 'semifinal', qualifiers: 16, stage: { position: 2, kind: 'seated_playoff' } });
    expect(chart.semifinal.map((x) => [x.table, x.eventRound, x.played, x.seats.map((s) => [s.place, s.points, s.winner])])).toEqual([
      [1, 4, true, [[1, 6, false], [8, 7, false], [9, 10, true], [16, 7, false]]],
      [2, 4, true, [[2, 10, true], [7, 5, false], [10, 3, false], [15, 9, false]]],
      [3, 4, true, [[3, 4, false], [6, 4, false], [11, 8, false], [14, 10, true]]],
      [4, 4, true, [[4, 2, false], [5, 10, true], [12, 7, false], [13, 1, false]]],
    ]);
    expect(chart.final).toMatchObject({ table: 1, eventRound: 5, played: false, seats: [2, 5, 9, 14].map((p) => ({ place: p, entryId: q(p), points: null, winner: false })) });
    expect(chart.semifinal[0]!.seats[0]!.name).toMatch(/^Player \d\d$/);
    expect(final.tables.map((x) => x.seats.map((s) => s.entryId))).toEqual([[q(2), q(5), q(9), q(14)]]);
    expect(final.tables[0]!.notes).toEqual([{ code: 'seated_final', params: { places: '2, 5, 9, 14' } }]);
    enter(final.tables[0]!, [7, 7, 10, 8]);
    t.call('round.close', t.newestRound(eventId)!);
    expect(progress(eventId)).toMatchObject({ finished: true });

    const standings = t.call<Standings>('standings.get', { eventId });
    expect(standings.playoff).toEqual({ kind: 'seated_playoff', rows: 16, byRoundOut: false });
    // By hand: the final (q9 won; q14 8; q2 and q5 7 each, q2 qualified better); the semifinals'
    // others by points, ties by qualifying place: 9 (q15), 8 (q11), 7 (q8, q16, q12), 6 (q1),
    // 5 (q7), 4 (q3, q6), 3 (q10), 2 (q4), 1 (q13); then 17 to 22 as they qualified.
    const expected = [9, 14, 2, 5, 15, 11, 8, 12, 16, 1, 7, 3, 6, 10, 4, 13, 17, 18, 19, 20, 21, 22].map(q);
    expect(standings.rows.map((r) => r.entryId)).toEqual(expected);
    // Sixteen places, one each; below the cut places 17 on, a qualifying tie among them kept
    // (the draw is random).
    const ranks: number[] = [];
    expected.forEach((_, i) => ranks.push(i > 16 && qualifiedRanks[i] === qualifiedRanks[i - 1] ? ranks[i - 1]! : i + 1));
    expect(standings.rows.map((r) => r.rank)).toEqual(ranks);
  });

  it('seats twelve at three tables, and plays a straight final when the cut is too small for a semifinal', () => {
    const twelve = setUp(14, { cut: 12 });
    const q12 = qualify(twelve);
    const semifinal = t.publishNext(twelve);
    expect(semifinal.warnings).toContainEqual({ code: 'seated_playoff_chart', params: { qualifiers: 12, tables: 3, sizes: '4, 4, 4' } });
    expect(semifinal.tables.map((x) => x.seats.map((s) => q12.indexOf(s.entryId) + 1))).toEqual([[1, 6, 7, 12], [2, 5, 8, 11], [3, 4, 9, 10]]);

    const eight = setUp(10, { cut: 8 });
    expect(progress(eight)).toMatchObject({ nextStage: { kind: 'seated_playoff', cut: 8, rounds: 1 } });
    const q8 = qualify(eight);
    const final = t.publishNext(eight);
    expect(final.warnings).toContainEqual({ code: 'seated_playoff_final_only', params: { qualifiers: 8, finalists: 4, min: 9 } });
    expect(final.tables.map((x) => x.seats.map((s) => s.entryId))).toEqual([q8.slice(0, 4)]);
    enter(final.tables[0]!, [3, 10, 5, 5]);
    t.call('round.close', t.newestRound(eight)!);
    expect(progress(eight)).toMatchObject({ finished: true });
    expect(t.call<Standings>('standings.get', { eventId: eight }).rows.map((r) => r.entryId)).toEqual([q8[1], q8[2], q8[3], q8[0], ...q8.slice(4)]);
  });
});
