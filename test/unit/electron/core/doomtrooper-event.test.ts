// Doomtrooper through the core: the ruleset offered with its options, eleven players at
// free-for-all tables of 4, 4 and 3 to 25 PP (the threshold, a tie there played on, a lead level at
// time broken by warriors in play), refusals naming what is wrong, the head-to-head Swiss round to
// 40 PP, then the semifinals and the final, which are never ended for time; the standings by
// wins, PP and the opponents' PP.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { racePlaces, raceOutcomes, type RaceEnding } from '../../../../shared/model/race';
import type { TournamentEvent } from '../../../../shared/model/event';
import type { Round, RoundTable } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

/** A slip: each seat's PP in seat order, how the game ended, the seat (0-based) that won where the
 * ending names one, and the leaders' warriors in play where they broke a tie at time. */
function slip(table: RoundTable, pp: number[], ending: RaceEnding, winner: number | null = null, warriors: (number | undefined)[] = []) {
  const places = racePlaces(pp, ending, winner, warriors);
  const outcomes = raceOutcomes(pp, ending, winner, warriors);
  return [{ ending, seats: table.seats.map((s, i) => ({ entryId: s.entryId, outcome: outcomes[i]!, place: places[i]!, score: pp[i]!, ...(warriors[i] === undefined ? {} : { warriors: warriors[i] }) })) }];
}

const enter = (table: RoundTable, games: ReturnType<typeof slip>) => t.call('result.enter', { tableId: table.id, version: table.version, games });
const refusal = (table: RoundTable, games: ReturnType<typeof slip>) => t.fail('result.enter', { tableId: table.id, version: table.version, games }).details as { notes: { code: string; params: object }[] };
const progress = (eventId: number) => t.call<TournamentEvent>('event.get', { id: eventId }).progress;

function setUp(players: number, options: object = {}): number {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Doomtrooper Open', date: '2026-12-05', ruleset: 'doomtrooper', options }).id;
  for (let i = 0; i < players; i++) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${String(i + 1).padStart(2, '0')}` });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  return eventId;
}

describe('a Doomtrooper event', () => {
  it('is offered with its table size, head-to-head rounds, playoff and clock, and plans two free-for-all rounds', () => {
    const offered = t.call<{ id: string; defaults: unknown; optionFields: unknown[] }[]>('ruleset.list', {}).find((r) => r.id === 'doomtrooper');
    expect(offered).toMatchObject({ defaults: { tableSize: 4, teamRounds: 0, headToHeadRounds: 3, playoff: 'seated_playoff', cut: 4, clock: { roundMinutes: 60, warningMinutes: 15 } }, tiebreakerLibrary: [], plannedRounds: 2 });
    expect(offered!.optionFields.map((f) => (f as { path: string }).path)).toEqual(['tableSize', 'teamRounds', 'headToHeadRounds', 'playoff', 'cut', 'clock.roundMinutes', 'clock.warningMinutes']);
    const event = t.call<{ plannedRounds: number; format: unknown }>('event.get', { id: setUp(0, { tableSize: 6 }) });
    expect(event.plannedRounds).toBe(2);
    expect(event.format).toMatchObject({ seats: { min: 3, max: 6 }, gamesPerMatch: 1, resultForm: { entry: 'race', target: 25, playOn: 10, scoreName: 'pp', scoreRequired: true } });
    expect(t.fail('event.create', { name: 'Bad', date: '2026-12-05', ruleset: 'doomtrooper', options: { tableSize: 7 } })).toMatchObject({ code: 'validation' });
  });

  it('plays free-for-all tables to 25, a Swiss round to 40, then semifinals and a final never ended for time', () => {
    const eventId = setUp(11, { headToHeadRounds: 1 });
    expect(progress(eventId)).toMatchObject({ stage: { kind: 'table_rounds', stages: 3, plannedRounds: 2 }, nextStage: { kind: 'swiss' } });

    const r1 = t.publishNext(eventId);
    expect(r1.tables.map((x) => x.seats.length)).toEqual([4, 4, 3]);
    // Time Limit: warned at 15, 10 and 5 minutes left.
    expect(r1.clock).toMatchObject({ minutes: 60, warningMinutes: 15, warningMarks: [15, 10, 5] });
    const [a, b, c] = r1.tables as [RoundTable, RoundTable, RoundTable];
    // At a free-for-all table 25 wins: a time ending with 25 is the threshold's, a level lead at
    // time is broken by warriors, a tie at 25 is played on to 35.
    expect(refusal(a, slip(a, [25, 10, 8, 3], 'time')).notes).toEqual([{ code: 'time_over_target', params: { game: 1, entryId: a.seats[0]!.entryId, score: 25, target: 25 } }]);
    expect(refusal(b, slip(b, [20, 20, 8, 3], 'time')).notes).toEqual([{ code: 'time_tie_unbroken', params: { game: 1 } }]);
    expect(refusal(b, slip(b, [20, 20, 8, 3], 'time_warriors', null, [4, 4])).notes).toEqual([{ code: 'warriors_tied', params: { game: 1 } }]);
    expect(refusal(c, slip(c, [26, 26, 3], 'target', 0)).notes).toEqual([{ code: 'target_tie_not_played_on', params: { game: 1 } }]);
    expect(refusal(c, slip(c, [33, 26, 3], 'target_tie', 0)).notes).toEqual([{ code: 'play_on_short', params: { game: 1, entryId: c.seats[0]!.entryId, score: 33, needed: 35 } }]);
    enter(a, slip(a, [25, 10, 8, 3], 'target', 0));
    enter(b, slip(b, [20, 20, 8, 3], 'time_warriors', null, [3, 5]));
    enter(c, slip(c, [36, 29, 3], 'target_tie', 0));
    const stored = t.call<Round>('round.get', { roundId: r1.id }).tables.find((x) => x.id === b.id)!;
    expect(stored.result!.games[0]).toMatchObject({ ending: 'time_warriors', seats: [{ outcome: 'loss', place: 2, warriors: 3 }, { outcome: 'win', place: 1, warriors: 5 }, { place: 3 }, { place: 4 }] });

    const r2 = t.publishNext(eventId);
    expect(r2.tables.map((x) => x.seats.length)).toEqual([4, 4, 3]);
    for (const x of r2.tables) enter(x, slip(x, x.seats.map((_, i) => 25 - 4 * i), 'target', 0));

    // The head-to-head round: tables of two and a bye, to 40.
    const r3 = t.publishNext(eventId);
    const h2h = r3.tables.filter((x) => !x.bye);
    // The Swiss's length is the head-to-head rounds, which the desk reads to offer closing its last.
    expect(progress(eventId)).toMatchObject({ stage: { kind: 'swiss', offset: 2, plannedRounds: 1 }, stageRounds: null });
    expect(h2h.map((x) => x.seats.length)).toEqual([2, 2, 2, 2, 2]);
    expect(r3.tables.filter((x) => x.bye)).toHaveLength(1);
    expect(refusal(h2h[0]!, slip(h2h[0]!, [30, 20], 'target', 0)).notes).toEqual([{ code: 'winner_below_target', params: { game: 1, entryId: h2h[0]!.seats[0]!.entryId, score: 30, target: 40 } }]);
    h2h.forEach((x, i) => (i === 0 ? enter(x, slip(x, [30, 31], 'time')) : enter(x, slip(x, [40, 12 + i], 'target', 0))));

    // The semifinals: the Swiss's best 4, 1 v 4 and 2 v 3, never ended for time.
    const swiss = t.call<Standings>('standings.get', { eventId }).rows.map((r) => r.entryId);
    const semi = t.publishNext(eventId);
    expect(semi.tables.map((x) => x.seats.map((s) => s.entryId))).toEqual([
      [swiss[0], swiss[3]],
      [swiss[1], swiss[2]],
    ]);
    const [s1, s2] = semi.tables as [RoundTable, RoundTable];
    expect(refusal(s1, slip(s1, [30, 20], 'time')).notes).toEqual([{ code: 'ending_untimed', params: { game: 1 } }]);
    expect(refusal(s1, slip(s1, [30, 30], 'time_warriors', null, [4, 2])).notes).toEqual([{ code: 'ending_untimed', params: { game: 1 } }]);
    enter(s1, slip(s1, [22, 40], 'target', 1));
    enter(s2, slip(s2, [41, 35], 'target', 0));

    const final = t.publishNext(eventId);
    expect(final.tables.map((x) => x.seats.map((s) => s.entryId))).toEqual([[swiss[1], swiss[3]]]);
    const [f] = final.tables as [RoundTable];
    expect(refusal(f, slip(f, [40, 40], 'target', 0)).notes).toEqual([{ code: 'target_tie_not_played_on', params: { game: 1 } }]);
    enter(f, slip(f, [40, 50], 'target_tie', 1));
    const latest = t.newestRound(eventId)!;
    t.call('round.close', { roundId: latest.roundId, version: latest.version });
    expect(progress(eventId)).toMatchObject({ finished: true });
    const standings = t.call<Standings>('standings.get', { eventId });
    // The final's winner, its loser, then the semifinal losers by their PP there (35 before 22).
    expect(standings.rows.slice(0, 4).map((r) => r.entryId)).toEqual([swiss[3], swiss[1], swiss[2], swiss[0]]);
  });

  it('ranks the free-for-all rounds by wins, PP and the opponents’ mean PP', () => {
    const eventId = setUp(7, { headToHeadRounds: 0, playoff: 'none' });
    const round = t.publishNext(eventId);
    const [four, three] = round.tables as [RoundTable, RoundTable];
    enter(four, slip(four, [25, 12, 12, 3], 'target', 0));
    enter(three, slip(three, [18, 14, 9], 'time'));
    const standings = t.call<Standings>('standings.get', { eventId });
    expect(standings).toMatchObject({ primary: 'table_wins', columns: [{ id: 'pp', format: 'number', better: 'desc' }, { id: 'opponents_pp', format: 'hundredths', better: 'desc' }] });
    const ids = [...four.seats, ...three.seats].map((s) => s.entryId);
    const row = (id: number) => standings.rows.find((r) => r.entryId === id)!;
    expect(row(ids[0]!)).toMatchObject({ groupScore: 1, tiebreaks: { pp: 25, opponents_pp: 9 } });
    expect(row(ids[4]!)).toMatchObject({ groupScore: 1, tiebreaks: { pp: 18, opponents_pp: 11.5 } });
    // The two on 12 PP met the same table: equal on everything, they share a rank.
    expect(row(ids[1]!).rank).toBe(row(ids[2]!).rank);
    expect(standings.rows.map((r) => r.entryId)).toEqual([ids[0], ids[4], ids[5], ...[ids[1]!, ids[2]!].sort((x, y) => x - y), ids[6], ids[3]]);
  });
});
