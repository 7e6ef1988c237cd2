// The head judge's results report of a Doomtrooper event through the core: officials (the head
// judge first though registered second), free-for-all rounds with the endings the rules know, a
// player who never came and one who went home, then a head-to-head round with a bye; the counts,
// stages, standings and every table's result as the report gives them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Report } from '../../../../../shared/model/report';
import type { Standings } from '../../../../../shared/model/standings';
import { playedDoomtrooper } from '../../../../fixtures/doomtrooper-played';
import { tempCore, type TempCore } from '../../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

describe('the results report', () => {
  it('gives a Doomtrooper event’s officials, players, stages, standings and every table as entered', () => {
    const { eventId, r1, r2, absent, leaver, entries } = playedDoomtrooper(t);
    expect(r1.tables.map((x) => x.seats.length)).toEqual([3, 3, 3]);
    expect(r2.tables.map((x) => x.seats.length)).toEqual([4, 3]);

    const report = t.call<Report>('report.get', { eventId });
    expect(report.event).toEqual({ id: eventId, name: 'Puchar Kardynała', date: '2026-12-05', ruleset: 'doomtrooper', scoreName: 'pp', entry: 'race', division: null });
    expect(report.players).toEqual({ registered: 9, played: 8, dropped: 1, noShows: 1, forfeited: 0, disqualified: 0 });
    expect(report.features.officials).toEqual([
      { name: 'Halina Główna', role: 'head_judge' },
      { name: 'Roman Sędziowski', role: 'referee' },
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
    expect(report.entries.find((e) => e.entryId === leaver.id)).toMatchObject({ status: 'dropped', afterRound: 1, reason: 'Train home' });
    expect(report.entries.find((e) => e.entryId === absent.id)).toMatchObject({ status: 'no_show', reason: 'Never came' });
    // Registered at the desk, nobody has a player ID; the app's own numbers are never given as one.
    expect(report.entries.map((e) => e.playerIds)).toEqual(entries().map(() => []));

    // Every table in seat order, with its game as entered: PP, places, the ending and the warriors.
    expect(report.rounds.map((r) => [r.number, r.stage.kind, r.stage.round, r.closed])).toEqual([
      [1, 'table_rounds', 1, true],
      [2, 'table_rounds', 2, true],
      [3, 'swiss', 1, true],
    ]);
    const [ta, tb] = report.rounds[0]!.tables;
    const [a] = r1.tables;
    expect(ta!.seats.map((s) => s.entryId)).toEqual(a!.seats.map((s) => s.entryId));
    expect(ta!.games).toEqual([{ ending: 'target', seats: a!.seats.map((s, i) => expect.objectContaining({ entryId: s.entryId, score: [25, 10, 0][i], place: i + 1 })) }]);
    expect(tb!.games[0]).toMatchObject({ ending: 'time_warriors', seats: [{ outcome: 'loss', warriors: 3 }, { outcome: 'win', warriors: 5, place: 1 }, { place: 3 }] });
    expect(report.rounds[1]!.tables.map((x) => x.games[0]!.ending)).toEqual(['target_tie', 'time']);
    const swiss = report.rounds[2]!.tables;
    expect(swiss.filter((x) => x.bye)).toMatchObject([{ games: [], seats: [{}] }]);
    expect(swiss.filter((x) => !x.bye).every((x) => x.games[0]!.ending === 'target')).toBe(true);
    // Doomtrooper records no penalties: the report has no part for them.
    expect(report.features).not.toHaveProperty('penalties');
  });

  it('refuses an event that does not exist', () => {
    expect(t.fail('report.get', { eventId: 999 })).toMatchObject({ code: 'not_found' });
  });
});
