// A single-elimination stage through the core (Generic with the elimination format, best of
// three): eleven players in a bracket of sixteen (five byes, placed as bracket matches), a level
// match refused, winners advancing by match place, a dropped winner's opponent through on a
// walkover, pairing after the final refused, and final standings by the round each went out in;
// the format changes before pairing and not after.
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

const knockout = { format: 'elimination', gamesPerMatch: 3, drawsAllowed: false };

const game = (a: number, b: number, winner: number) => ({
  seats: [
    { entryId: a, outcome: winner === a ? 'win' : 'loss', score: 0 },
    { entryId: b, outcome: winner === b ? 'win' : 'loss', score: 0 },
  ],
});

/** Seat 1 wins 2-0 (or `winner` does). */
function enter(table: RoundTable, winner = table.seats[0]!.entryId): void {
  const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
  t.call('result.enter', { tableId: table.id, version: table.version, games: [game(a, b, winner), game(a, b, winner)] });
}


describe('a single-elimination stage', () => {
  it('plays eleven players to a final and ranks them by the round they went out in', () => {
    const eventId = t.call<{ id: number }>('event.create', { name: 'Cup', date: '2026-12-05', ruleset: 'generic', options: knockout }).id;
    const players = Array.from({ length: 11 }, (_, i) => {
      const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i + 1}` });
      t.call('player.checkIn', { id: p.id, version: p.version });
      return p.id;
    });
    expect(t.call<TournamentEvent>('event.get', { id: eventId }).progress).toMatchObject({ suggestedRounds: 4, stageRounds: 4 });

    const r1 = t.publishNext(eventId);
    // A late check-in does not grow the bracket drawn: its rounds stay four.
    const late = t.call<{ id: number; version: number }>('player.register', { eventId, name: 'Late Lou' });
    t.call('player.checkIn', { id: late.id, version: late.version });
    expect(t.call<TournamentEvent>('event.get', { id: eventId }).progress).toMatchObject({ checkedIn: 12, stageRounds: 4 });
    const matches = r1.tables.filter((x) => !x.bye);
    const byes = r1.tables.filter((x) => x.bye);
    expect(matches).toHaveLength(3);
    expect(byes).toHaveLength(5);
    // Every match place of the bracket has a table, byes included: 1..8.
    expect(r1.tables.map((x) => x.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(r1.tables.flatMap((x) => x.seats.map((s) => s.entryId))).size).toBe(players.length);

    // 1-1 and a third game unfinished leaves the match level: refused in a knockout.
    const m = matches[0]!;
    const [a, b] = m.seats.map((s) => s.entryId) as [number, number];
    const unfinished = { seats: [{ entryId: a, outcome: 'unfinished', score: 0 }, { entryId: b, outcome: 'unfinished', score: 0 }] };
    expect(t.fail('result.enter', { tableId: m.id, version: m.version, games: [game(a, b, a), game(a, b, b), unfinished] })).toMatchObject({
      code: 'validation',
      details: { notes: [{ code: 'match_needs_winner' }] },
    });
    for (const x of matches) enter(x);

    // Round 2: place k meets the winners of places 2k - 1 and 2k.
    const winnersR1 = new Map(r1.tables.map((x) => [x.number, x.seats[0]!.entryId]));
    const r2 = t.publishNext(eventId);
    expect(r2.tables.every((x) => !x.bye)).toBe(true);
    for (const x of r2.tables) expect(x.seats.map((s) => s.entryId)).toEqual([winnersR1.get(2 * x.number - 1), winnersR1.get(2 * x.number)]);

    // A winner of round 2 drops: their round-3 opponent goes through on a walkover.
    for (const x of r2.tables) enter(x);
    const quitter = r2.tables[0]!.seats[0]!.entryId;
    const entry = t.call<{ id: number; version: number }[]>('entry.list', { eventId }).find((e) => e.id === quitter)!;
    t.call('entry.drop', { entryId: entry.id, version: entry.version, reason: 'Had to leave' });
    const r3 = t.publishNext(eventId);
    expect(r3.tables.filter((x) => x.bye).map((x) => [x.number, x.seats[0]!.entryId])).toEqual([[1, r2.tables[1]!.seats[0]!.entryId]]);
    expect(r3.tables.find((x) => x.bye)!.notes).toContainEqual({ code: 'walkover', params: expect.objectContaining({}) });
    for (const x of r3.tables.filter((y) => !y.bye)) enter(x);

    const final = t.publishNext(eventId);
    expect(final.tables).toHaveLength(1);
    enter(final.tables[0]!, final.tables[0]!.seats[1]!.entryId);
    expect(t.fail('round.pair', { eventId, newest: t.newestRound(eventId) })).toMatchObject({ code: 'conflict', details: { reason: 'stage_complete', round: 4 } });
    t.call('round.close', t.newestRound(eventId));
    expect(t.call<TournamentEvent>('event.get', { id: eventId }).progress.finished).toBe(true);

    const standings = t.call<Standings>('standings.get', { eventId });
    expect(standings.final).toBe(true);
    // The late check-in never joined the drawn bracket.
    expect(standings.rows).toHaveLength(11);
    const [champion, runnerUp] = [final.tables[0]!.seats[1]!.entryId, final.tables[0]!.seats[0]!.entryId];
    expect(standings.rows.slice(0, 2).map((r) => [r.rank, r.entryId])).toEqual([[1, champion], [2, runnerUp]]);
    // Out in round 3: the semifinal's loser, and the quitter, who went out before playing it.
    const rankOf = (id: number) => standings.rows.find((r) => r.entryId === id)!.rank;
    const semiLoser = r3.tables.find((x) => !x.bye)!.seats.find((s) => s.entryId !== champion && s.entryId !== runnerUp)!.entryId;
    expect([rankOf(semiLoser), rankOf(quitter)]).toEqual([3, 3]);
    // Out in round 2 (after four entries still in at round 3): 5th, shared by all four.
    expect(r2.tables.map((x) => rankOf(x.seats[1]!.entryId))).toEqual([5, 5, 5, 5]);
    const firstRoundLosers = matches.map((x) => x.seats[1]!.entryId);
    expect(firstRoundLosers.map(rankOf)).toEqual([9, 9, 9]);
  });

  it('changes format while nothing is paired, and refuses to once a round is', () => {
    const event = t.call<TournamentEvent>('event.create', { name: 'Cup', date: '2026-12-05', ruleset: 'generic' });
    for (const name of ['Ann', 'Ben', 'Cid']) {
      const p = t.call<{ id: number; version: number }>('player.register', { eventId: event.id, name });
      t.call('player.checkIn', { id: p.id, version: p.version });
    }
    const knock = t.call<TournamentEvent>('event.update', { id: event.id, version: event.version, options: knockout });
    expect(knock.progress.suggestedRounds).toBe(2);
    const round = t.call<Round>('round.pair', { eventId: event.id, newest: null });
    // Three players: a bracket of four, the bye to the top of the draw in match place 1.
    expect(round.tables.map((x) => [x.number, x.bye, x.seats.length])).toEqual([[2, false, 2], [1, true, 1]]);
    expect(t.fail('event.update', { id: event.id, version: knock.version, options: {} })).toMatchObject({
      code: 'conflict',
      details: { reason: 'format_after_pairing', fields: [{ path: 'options.format' }] },
    });
  });

  it('with a match for third place, the semifinal losers play for it beside the final, and the places go 1 to 4', () => {
    const eventId = t.call<{ id: number }>('event.create', { name: 'Cup', date: '2026-12-05', ruleset: 'generic', options: { ...knockout, thirdPlace: true } }).id;
    for (let i = 1; i <= 6; i++) {
      const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
      t.call('player.checkIn', { id: p.id, version: p.version });
    }
    for (const x of t.publishNext(eventId).tables.filter((y) => !y.bye)) enter(x);
    const semis = t.publishNext(eventId);
    expect(semis.tables.map((x) => x.number)).toEqual([1, 2]);
    for (const x of semis.tables) enter(x);
    const last = t.publishNext(eventId);
    const losers = semis.tables.map((x) => x.seats[1]!.entryId);
    expect(last.tables.map((x) => [x.number, x.seats.map((s) => s.entryId)])).toEqual([
      [1, semis.tables.map((x) => x.seats[0]!.entryId)],
      [2, losers],
    ]);
    expect(last.tables[1]!.notes).toContainEqual({ code: 'third_place_match', params: {} });
    // Both matches of the last round count: the stage is over once they are in and it is closed.
    enter(last.tables[0]!);
    enter(last.tables[1]!, losers[1]);
    t.call('round.close', t.newestRound(eventId));
    expect(t.call<TournamentEvent>('event.get', { id: eventId }).progress.finished).toBe(true);
    const rows = t.call<Standings>('standings.get', { eventId }).rows;
    const final = last.tables[0]!.seats.map((s) => s.entryId);
    expect(rows.slice(0, 4).map((r) => [r.rank, r.entryId])).toEqual([[1, final[0]], [2, final[1]], [3, losers[1]], [4, losers[0]]]);
    expect(rows.slice(4).map((r) => r.rank)).toEqual([5, 5]);
  });
});
