// The head judge's results report of a Doomtrooper event through the core: officials (the head
// judge first though registered second), free-for-all rounds with the endings the rules know, a
// player who never came and one who went home, then a head-to-head round with a bye; the counts, stages, standings and
// every table's result as the report gives them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { raceOutcomes, racePlaces, type RaceEnding } from '../../../../../shared/model/race';
import type { Report } from '../../../../../shared/model/report';
import type { RoundTable } from '../../../../../shared/model/round';
import type { Standings } from '../../../../../shared/model/standings';
import { tempCore, type TempCore } from '../../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

function enter(table: RoundTable, pp: number[], ending: RaceEnding, winner: number | null = null, warriors: (number | undefined)[] = []) {
  const places = racePlaces(pp, ending, winner, warriors);
  const outcomes = raceOutcomes(pp, ending, winner, warriors);
  const seats = table.seats.map((s, i) => ({ entryId: s.entryId, outcome: outcomes[i]!, place: places[i]!, score: pp[i]!, ...(warriors[i] === undefined ? {} : { warriors: warriors[i] }) }));
  t.call('result.enter', { tableId: table.id, version: table.version, games: [{ ending, seats }] });
}

type Entry = { id: number; version: number; name: string; playerIds: number[] };
const entries = (eventId: number) => t.call<Entry[]>('entry.list', { eventId });

describe('the results report', () => {
  it('gives a Doomtrooper event’s officials, players, stages, standings and every table as entered', () => {
    const eventId = t.call<{ id: number }>('event.create', { name: 'Puchar Kardynała', date: '2026-12-05', ruleset: 'doomtrooper', options: { headToHeadRounds: 1, playoff: 'none' } }).id;
    for (let i = 0; i < 9; i++) {
      const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Gracz ${i + 1}` });
      t.call('player.checkIn', { id: p.id, version: p.version });
    }
    t.call('official.add', { eventId, name: 'Roman Referee', role: 'referee' });
    t.call('official.add', { eventId, name: 'Halina Główna', role: 'head_judge' });
    const r1 = t.publishNext(eventId);
    expect(r1.tables.map((x) => x.seats.length)).toEqual([3, 3, 3]);
    const [a, b, c] = r1.tables as [RoundTable, RoundTable, RoundTable];
    enter(a, [25, 10, 0], 'target', 0);
    enter(b, [20, 20, 8], 'time_warriors', null, [3, 5]);
    enter(c, [25, 12, 7], 'target', 0);
    // The last seat of table 1 never came (0 PP on the sheet); the last of table 3 went home.
    const absent = entries(eventId).find((e) => e.id === a.seats[2]!.entryId)!;
    t.call('entry.drop', { entryId: absent.id, version: absent.version, reason: 'Never came', noShow: true });
    const leaver = entries(eventId).find((e) => e.id === c.seats[2]!.entryId)!;
    t.call('entry.drop', { entryId: leaver.id, version: leaver.version, reason: 'Train home' });

    const r2 = t.publishNext(eventId);
    expect(r2.tables.map((x) => x.seats.length)).toEqual([4, 3]);
    enter(r2.tables[0]!, [36, 29, 3, 1], 'target_tie', 0);
    enter(r2.tables[1]!, [18, 14, 9], 'time');
    const r3 = t.publishNext(eventId);
    for (const x of r3.tables.filter((x) => !x.bye)) enter(x, [40, 12], 'target', 0);
    const newest = t.newestRound(eventId)!;
    t.call('round.close', { roundId: newest.roundId, version: newest.version });

    const report = t.call<Report>('report.get', { eventId });
    expect(report.event).toEqual({ id: eventId, name: 'Puchar Kardynała', date: '2026-12-05', ruleset: 'doomtrooper', division: null });
    expect(report.players).toEqual({ registered: 9, played: 8, dropped: 1, noShows: 1, forfeited: 0, disqualified: 0 });
    expect(report.officials).toEqual([
      { name: 'Halina Główna', role: 'head_judge' },
      { name: 'Roman Referee', role: 'referee' },
    ]);
    expect(report.stages).toEqual([
      { position: 1, kind: 'table_rounds', rounds: [1, 2] },
      { position: 2, kind: 'swiss', rounds: [3] },
    ]);

    // The standings are standings.get's, with each tiebreak's format; the entries follow them.
    const standings = t.call<Standings>('standings.get', { eventId });
    expect(report.standings).toEqual(standings);
    expect(report.standings.columns.map((c) => [c.id, c.format])).toEqual([
      ['pp', 'number'],
      ['opponents_pp', 'hundredths'],
    ]);
    expect(report.entries.map((e) => e.entryId)).toEqual(standings.rows.map((r) => r.entryId));
    const all = entries(eventId);
    expect(report.entries.find((e) => e.entryId === leaver.id)).toMatchObject({ status: 'dropped', afterRound: 1, reason: 'Train home', playerIds: leaver.playerIds });
    expect(report.entries.find((e) => e.entryId === absent.id)).toMatchObject({ status: 'no_show', reason: 'Never came' });
    expect(report.entries.every((e) => e.playerIds.length === 1 && e.playerIds[0] === all.find((x) => x.id === e.entryId)!.playerIds[0])).toBe(true);

    // Every table in seat order, with its game as entered: PP, places, the ending and the warriors.
    expect(report.rounds.map((r) => [r.number, r.stage.kind, r.stage.round, r.closed])).toEqual([
      [1, 'table_rounds', 1, true],
      [2, 'table_rounds', 2, true],
      [3, 'swiss', 1, true],
    ]);
    const [ta, tb] = report.rounds[0]!.tables;
    expect(ta!.seats.map((s) => s.entryId)).toEqual(a.seats.map((s) => s.entryId));
    expect(ta!.games).toEqual([{ ending: 'target', seats: a.seats.map((s, i) => expect.objectContaining({ entryId: s.entryId, score: [25, 10, 0][i], place: i + 1 })) }]);
    expect(tb!.games[0]).toMatchObject({ ending: 'time_warriors', seats: [{ outcome: 'loss', warriors: 3 }, { outcome: 'win', warriors: 5, place: 1 }, { place: 3 }] });
    expect(report.rounds[1]!.tables.map((x) => x.games[0]!.ending)).toEqual(['target_tie', 'time']);
    const swiss = report.rounds[2]!.tables;
    expect(swiss.filter((x) => x.bye)).toHaveLength(1);
    expect(swiss.filter((x) => !x.bye).every((x) => x.games[0]!.ending === 'target')).toBe(true);
    expect(report.penalties).toEqual([]);
  });

  it('refuses an event that does not exist', () => {
    expect(t.fail('report.get', { eventId: 999 })).toMatchObject({ code: 'not_found' });
  });
});
