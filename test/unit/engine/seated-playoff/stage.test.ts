// The seated playoff as a stage kind, played through from any field with random results: round 1
// seats every qualifier once by the chart, in qualifying order at each table; round 2 is the
// semifinal winners, in qualifying order; the event's places are 1..N once each: the final's
// winner, the final by points then qualifying place, the semifinals' others the same way, the rest
// as they qualified. A shared lead is refused; a dropped winner leaves the final a seat short.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRuleset, registerRuleset, type Ruleset } from '../../../../electron/engine/rulesets';
import { validateMatchResult } from '../../../../electron/engine/rulesets';
import { playoffChart } from '../../../../electron/engine/seated-playoff';
import { eventStandings, stageKind, type StageProgress } from '../../../../electron/engine/stages';
import type { StandingRow } from '../../../../electron/engine/standings/types';
import type { EntryState, GameResult, TableRecord } from '../../../../electron/engine/types';
import { fourSeat } from '../../../fixtures/rulesets/four-seat';

let unregister: () => void;
let ruleset: Ruleset;
beforeAll(() => {
  unregister = registerRuleset(fourSeat);
  ruleset = buildRuleset('test-four-seat', {});
});
afterAll(() => unregister());

const kind = stageKind('seated_playoff');

/** One game: `winner` (an index) scores 10 and is first; the others' points as given, placed by them. */
function game(entries: number[], winner: number, points: number[]): GameResult[] {
  const scores = entries.map((_, i) => (i === winner ? 10 : points[i]! % 10));
  return [{ seats: entries.map((entryId, i) => ({ entryId, score: scores[i]!, outcome: i === winner ? 'win' : 'loss', place: i === winner ? 1 : 2 + scores.filter((s, j) => j !== winner && s > scores[i]!).length })) }];
}

const row = (entryId: number, rank: number): StandingRow => ({
  rank, entryId, dropped: false, groupScore: 0, matchesPlayed: 3, byes: 0, roundsMissed: 0,
  matchWins: 0, matchDraws: 0, matchLosses: 0, gamesWon: 0, gamesLost: 0, gamesDrawn: 0, tiebreaks: {},
});

const progress = (lastClosedRound: number, firstRoundTables: number): StageProgress => ({ plannedRounds: null, lastClosedRound, firstRoundTables, history: () => { throw new Error('history asked for'); } });

describe('the seated playoff stage', () => {
  it('plays the chart, then the final of its winners, to places 1..N each once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 30 }), fc.array(fc.nat(3), { minLength: 8, maxLength: 8 }), fc.array(fc.nat(99), { minLength: 40, maxLength: 40 }), (n, winners, points) => {
        // Qualifiers 101.. in qualifying order; place p is entry 100 + p.
        const seeds = Array.from({ length: n }, (_, i) => 101 + i);
        const entries: EntryState[] = seeds.map((id) => ({ id, dropped: false, joinedRound: 1 }));
        const chart = playoffChart(n, ruleset.seats)!;
        const first = kind.nextRound({ ruleset, entries, tables: [], round: 1, seed: 's', seeds });
        expect(first.byes).toEqual([]);
        expect(first.tables.map((t) => t.entries)).toEqual(chart.tables.map((t) => t.map((p) => 100 + p)));
        const seated = first.tables.flatMap((t) => t.entries);
        expect(new Set(seated).size).toBe(seated.length);
        expect(seated.length).toBe(chart.qualifiers);

        const tables: TableRecord[] = first.tables.map((t, i) => ({ round: 1, table: t.table, entries: t.entries, bye: false, games: game(t.entries, winners[i]! % t.entries.length, points.slice(4 * i)) }));
        const rounds = kind.fixedRounds({ checkedIn: n, firstRoundTables: 0, seats: ruleset.seats });
        expect(kind.isComplete(progress(1, first.tables.length))).toBe(rounds === 1);
        if (chart.first === 'semifinal') {
          expect(rounds).toBe(2);
          const semifinalWinners = tables.map((t, i) => t.entries[winners[i]! % t.entries.length]!).sort((a, b) => a - b);
          const final = kind.nextRound({ ruleset, entries, tables, round: 2, seed: 's', seeds });
          expect(final.tables.map((t) => t.entries)).toEqual([semifinalWinners]);
          tables.push({ round: 2, table: 1, entries: semifinalWinners, bye: false, games: game(semifinalWinners, winners[7]! % semifinalWinners.length, points.slice(30)) });
          expect(kind.isComplete(progress(2, first.tables.length))).toBe(true);
        }
        const stage = kind.standings(ruleset, entries, tables);
        const places = eventStandings([seeds.map((id, i) => row(id, i + 1)), stage]);
        expect(places.map((r) => r.rank)).toEqual(seeds.map((_, i) => i + 1));

        // Independently: the final first (winner, points, qualifying place), then the other
        // semifinal players (points, qualifying place), then the rest as they qualified.
        const score = new Map<number, { won: boolean; points: number; round: number }>();
        for (const t of tables) for (const s of t.games[0]!.seats) score.set(s.entryId, { won: s.outcome === 'win', points: s.score, round: t.round });
        const lastRound = Math.max(...tables.map((t) => t.round));
        const expected = [...seeds].sort((a, b) => {
          const [x, y] = [score.get(a), score.get(b)];
          const group = (s: typeof x) => (!s ? 2 : s.round === lastRound ? 0 : 1);
          return group(x) - group(y) || (x && y ? Number(y.won) - Number(x.won) || y.points - x.points : 0) || a - b;
        });
        expect(places.map((r) => r.entryId)).toEqual(expected);
      }),
    );
  });

  it('refuses a shared lead at a playoff table, which must leave one winner', () => {
    const entries = [1, 2, 3, 4];
    const shared: GameResult[] = [{ seats: [{ entryId: 1, score: 8, outcome: 'draw', place: 1 }, { entryId: 2, score: 8, outcome: 'draw', place: 1 }, { entryId: 3, score: 5, outcome: 'loss', place: 3 }, { entryId: 4, score: 4, outcome: 'loss', place: 4 }] }];
    expect(validateMatchResult(ruleset, entries, shared, kind)).toEqual([{ code: 'match_needs_winner', params: { games: 1 } }]);
    expect(validateMatchResult(ruleset, entries, game(entries, 1, [8, 0, 5, 4]), kind)).toEqual([]);
  });

  it('plays the final without a winner who dropped, and ranks that winner after the final', () => {
    const seeds = Array.from({ length: 12 }, (_, i) => 101 + i);
    const entries: EntryState[] = seeds.map((id) => ({ id, dropped: id === 102, joinedRound: 1 }));
    const first = kind.nextRound({ ruleset, entries: entries.map((e) => ({ ...e, dropped: false })), tables: [], round: 1, seed: 's', seeds });
    const tables: TableRecord[] = first.tables.map((t) => ({ round: 1, table: t.table, entries: t.entries, bye: false, games: game(t.entries, 0, [0, 5, 6, 7]) }));
    // Table 1's winner 101 and table 3's 103 meet; 102, table 2's winner, dropped: a final of two
    // cannot be seated at tables of three or four.
    expect(kind.nextRound({ ruleset, entries, tables, round: 2, seed: 's', seeds }).tables).toEqual([]);
    const sixteen = Array.from({ length: 16 }, (_, i) => 101 + i);
    const all: EntryState[] = sixteen.map((id) => ({ id, dropped: id === 102, joinedRound: 1 }));
    const semifinal = kind.nextRound({ ruleset, entries: all.map((e) => ({ ...e, dropped: false })), tables: [], round: 1, seed: 's', seeds: sixteen });
    const played: TableRecord[] = semifinal.tables.map((t) => ({ round: 1, table: t.table, entries: t.entries, bye: false, games: game(t.entries, 0, [0, 5, 6, 7]) }));
    const final = kind.nextRound({ ruleset, entries: all, tables: played, round: 2, seed: 's', seeds: sixteen });
    expect(final.tables).toEqual([{ table: 1, entries: [101, 103, 104], notes: [{ code: 'seated_final', params: { places: '1, 3, 4' } }] }]);
    played.push({ round: 2, table: 1, entries: [101, 103, 104], bye: false, games: game([101, 103, 104], 2, [3, 3, 0]) });
    // Fifth: the semifinals' best points (7, each table's last seat: places 13 to 16), the best
    // qualifier of them first.
    expect(kind.standings(ruleset, all, played).slice(0, 6).map((r) => [r.rank, r.entryId])).toEqual([[1, 104], [2, 101], [3, 103], [4, 102], [5, 113], [6, 114]]);
  });
});
