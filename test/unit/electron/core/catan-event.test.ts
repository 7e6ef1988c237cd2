// The Catan championship through the core: the ruleset offered with its options, an event of
// seven players seated at a table of 4 and one of 3, results entered as each seat's VP and how the
// game ended (a shared lead at time at the table of three), refusals naming what is wrong, and the
// standings by wins, VP, VP% and lots.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { racePlaces, raceOutcomes, type RaceEnding } from '../../../../shared/model/race';
import type { Round, RoundTable } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

/** The sheet of a table: each seat's VP in seat order, and the seat (0-based) that reached 10 on
 * its own turn, or null when time was called. */
function sheet(table: RoundTable, vps: number[], reachedBy: number | null) {
  const ending: RaceEnding = reachedBy === null ? 'time' : 'target';
  const places = racePlaces(vps, ending, reachedBy);
  const outcomes = raceOutcomes(vps, ending, reachedBy);
  return [{ ending, seats: table.seats.map((s, i) => ({ entryId: s.entryId, outcome: outcomes[i]!, place: places[i]!, score: vps[i]! })) }];
}

/** 1.14: every player signed the sheet. */
const signing = { by: 'players' } as const;

function setUp(players: number): number {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Catan Cup', date: '2026-12-05', ruleset: 'catan' }).id;
  for (let i = 0; i < players; i++) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${String(i + 1).padStart(2, '0')}` });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  return eventId;
}

describe('a Catan championship', () => {
  it('is offered with its one-hour round, and plans three qualifying rounds', () => {
    const offered = t.call<{ id: string; defaults: unknown; optionFields: unknown[] }[]>('ruleset.list', {}).find((r) => r.id === 'catan');
    expect(offered).toMatchObject({ defaults: { playoff: 'seated_playoff', cut: 16, clock: { roundMinutes: 60, warningMinutes: 0 } }, tiebreakerLibrary: [], plannedRounds: 3 });
    expect(offered!.optionFields).toEqual([
      { path: 'playoff', kind: 'choice', choices: ['none', 'seated_playoff'] },
      { path: 'cut', kind: 'number' },
      { path: 'clock.roundMinutes', kind: 'number' },
      { path: 'clock.warningMinutes', kind: 'number' },
    ]);
    const event = t.call<{ id: number; plannedRounds: number; format: unknown }>('event.get', { id: setUp(0) });
    expect(event.plannedRounds).toBe(3);
    expect(event.format).toMatchObject({ seats: { min: 3, max: 4 }, gamesPerMatch: 1, resultForm: { entry: 'race', target: 10, scoreName: 'vp', scoreRequired: true } });
    expect(t.fail('event.create', { name: 'Bad', date: '2026-12-05', ruleset: 'catan', options: { clock: { roundMinutes: 30, warningMinutes: 30 } } })).toMatchObject({
      code: 'validation',
      details: { fields: [expect.objectContaining({ path: 'options.clock.warningMinutes' })] },
    });
  });

  it('seats seven at a table of 4 and one of 3, refuses a sheet that does not add up, and ranks by wins, VP, VP% and lots', () => {
    const eventId = setUp(7);
    const round = t.publishNext(eventId);
    expect(round.tables.map((x) => x.seats.length)).toEqual([4, 3]);
    const [four, three] = round.tables as [RoundTable, RoundTable];

    // 10 VP reached on the winner's turn needs at least 10; how the game ended must be said.
    expect(t.fail('result.enter', { tableId: four.id, version: four.version, games: sheet(four, [9, 8, 5, 4], 0) })).toMatchObject({
      code: 'validation',
      details: { fields: [{ path: 'games.0' }], notes: [{ code: 'winner_below_target', params: { game: 1, entryId: four.seats[0]!.entryId, score: 9, target: 10 } }] },
    });
    const noEnding = sheet(four, [12, 8, 5, 4], 0).map(({ seats }) => ({ seats }));
    expect(t.fail('result.enter', { tableId: four.id, version: four.version, games: noEnding })).toMatchObject({ details: { notes: [{ code: 'ending_missing' }] } });
    // At time the most VP wins: a sheet giving the win to fewer VP is refused.
    const wrong = sheet(three, [7, 6, 4], null);
    wrong[0]!.seats[0]!.place = 2;
    wrong[0]!.seats[1]!.place = 1;
    expect(t.fail('result.enter', { tableId: three.id, version: three.version, games: wrong })).toMatchObject({ code: 'validation' });

    // Table 1: seat 1 reaches 10 on their turn with 12 on the sheet; table 2: a shared lead at time.
    t.call('result.enter', { tableId: four.id, version: four.version, games: sheet(four, [12, 8, 5, 4], 0), signing });
    t.call('result.enter', { tableId: three.id, version: three.version, games: sheet(three, [7, 7, 4], null), signing });
    const stored = t.call<Round>('round.get', { roundId: round.id }).tables.find((x) => x.id === three.id)!;
    expect(stored.result!.games[0]).toMatchObject({ ending: 'time', seats: [{ outcome: 'draw', place: 1 }, { outcome: 'draw', place: 1 }, { outcome: 'loss', place: 3 }] });

    const standings = t.call<Standings>('standings.get', { eventId });
    expect(standings).toMatchObject({
      throughRound: 1,
      ranked: true,
      primary: 'wins',
      columns: [
        { id: 'vp', format: 'number', better: 'desc' },
        { id: 'vp_percent', format: 'hundredths', better: 'desc' },
        { id: 'lots', format: 'number', better: 'asc' },
      ],
    });
    const row = (entryId: number) => standings.rows.find((r) => r.entryId === entryId)!;
    const [a, b, c, d] = four.seats.map((s) => s.entryId);
    const [e, f, g] = three.seats.map((s) => s.entryId);
    // Table of 4, capped: 10 + 8 + 5 + 4 = 27. Table of 3: 7 + 7 + 4 = 18, neutral fourth 6, so 24.
    expect(row(a!)).toMatchObject({ groupScore: 1, tiebreaks: { vp: 10, vp_percent: 37.04 } });
    expect(row(b!)).toMatchObject({ groupScore: 0, tiebreaks: { vp: 8, vp_percent: 29.63 } });
    expect(row(c!).tiebreaks.vp_percent).toBe(18.52);
    expect(row(d!).tiebreaks.vp_percent).toBe(14.81);
    expect(row(e!)).toMatchObject({ groupScore: 0.5, matchDraws: 1, tiebreaks: { vp: 7, vp_percent: 29.17 } });
    expect(row(f!)).toMatchObject({ groupScore: 0.5, tiebreaks: { vp: 7, vp_percent: 29.17 } });
    expect(row(g!)).toMatchObject({ groupScore: 0, tiebreaks: { vp: 4, vp_percent: 16.67 } });
    // The two tied leaders are equal on everything but the lots: the lower lot ranks first.
    const [first, second] = [row(e!), row(f!)].sort((x, y) => x.rank - y.rank);
    expect(first!.tiebreaks.lots!).toBeLessThan(second!.tiebreaks.lots!);
    expect(standings.rows.map((r) => r.entryId)).toEqual([a, first!.entryId, second!.entryId, b, c, g, d]);
    // The lots are drawn from the stored seed: reading again draws the same, and so does the event
    // exported and imported again (new ids, the same seeds and registration order).
    expect(t.call<Standings>('standings.get', { eventId }).rows.map((r) => r.tiebreaks.lots)).toEqual(standings.rows.map((r) => r.tiebreaks.lots));
    const copy = t.call<{ id: number }>('event.import', { document: t.call('export.event', { eventId }) });
    const again = t.call<Standings>('standings.get', { eventId: copy.id });
    expect(again.rows.map((r) => [r.name, r.tiebreaks.lots])).toEqual(standings.rows.map((r) => [r.name, r.tiebreaks.lots]));
  });
});
