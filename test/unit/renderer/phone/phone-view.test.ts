// What a phone shows: the players a search finds, a player's seat from a round, their record.
import { describe, expect, it } from 'vitest';
import type { Round } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { findPlayers, recordOf, seatingOf, standingsExcerpt } from '../../../../renderer/src/phone/phone-view';

const rows = ['Małgorzata Świętosławska-Grzybowska', 'Józef Nowak', 'Anna Nowak', 'Семён Петров', "Seán O'Brien"].map((name, i) => ({ entryId: i + 1, name }));

describe('findPlayers', () => {
  it('matches the start of any word, accents, case and Ł ignored', () => {
    expect(findPlayers(rows, 'malgo').map((r) => r.name)).toEqual(['Małgorzata Świętosławska-Grzybowska']);
    expect(findPlayers(rows, 'grzyb')).toHaveLength(1);
    expect(findPlayers(rows, 'NOWAK').map((r) => r.entryId)).toEqual([2, 3]);
    expect(findPlayers(rows, 'jo now').map((r) => r.name)).toEqual(['Józef Nowak']);
    expect(findPlayers(rows, 'семен').map((r) => r.name)).toEqual(['Семён Петров']);
    expect(findPlayers(rows, "o'bri").map((r) => r.name)).toEqual(["Seán O'Brien"]);
  });
  it('finds nothing for nothing typed, or inside a word, and stops at the limit', () => {
    expect(findPlayers(rows, '  ')).toEqual([]);
    expect(findPlayers(rows, 'owak')).toEqual([]);
    expect(findPlayers(rows, 'n', 1)).toHaveLength(1);
  });
});

const seat = (position: number, entryId: number, name: string, role: string | null = null) => ({ position, entryId, name, role });
const table = (id: number, number: number, seats: ReturnType<typeof seat>[], result: Round['tables'][number]['result'] = null) =>
  ({ id, number, bye: seats.length === 1, seats, notes: [], manual: false, extraMinutes: 0, result, resultEnteredAt: null, slipCode: '', version: 1 }) as Round['tables'][number];
const round = {
  id: 9,
  eventId: 1,
  number: 2,
  status: 'published',
  seed: 's',
  warnings: [],
  clock: { minutes: 45, warningMinutes: 5, startedAt: null, pausedAt: null, pausedMs: 0 },
  version: 1,
  tables: [
    table(1, 1, [seat(1, 1, 'A', 'corp'), seat(2, 2, 'B', 'runner')], {
      games: [
        { seats: [{ entryId: 1, outcome: 'win', score: 7 }, { entryId: 2, outcome: 'loss', score: 2 }] },
        { seats: [{ entryId: 1, outcome: 'draw', score: 4 }, { entryId: 2, outcome: 'draw', score: 4 }] },
      ],
    }),
    table(2, 2, [seat(1, 3, 'C'), seat(2, 4, 'D'), seat(3, 5, 'E')]),
    table(3, 0, [seat(1, 6, 'F')]),
  ],
} as Round;

describe('seatingOf', () => {
  it('gives the table, seat, role, opponents and the games once the result is in', () => {
    expect(seatingOf(round, 2)).toEqual({ round: 2, table: 1, seat: 2, role: 'runner', opponents: ['A'], result: { won: 0, drawn: 1, lost: 1 } });
    expect(seatingOf(round, 4)).toEqual({ round: 2, table: 2, seat: 2, role: null, opponents: ['C', 'E'], result: null });
  });
  it('says bye (no table) for a bye, and null for a player not seated', () => {
    expect(seatingOf(round, 6)).toMatchObject({ table: null, opponents: [] });
    expect(seatingOf(round, 99)).toBeNull();
  });
});

const row = (rank: number, entryId: number, wins: number) => ({ rank, entryId, name: `P${entryId}`, dropped: false, status: 'active' as const, droppedAfterRound: null, groupScore: wins * 3, matchWins: wins, matchDraws: 0, matchLosses: 2 - wins, gamesWon: 0, gamesLost: 0, gamesDrawn: 0, byes: 0, tiebreaks: {} });
const standings = (ranked: boolean): Standings => ({ eventId: 1, throughRound: ranked ? 2 : 0, ranked, roundInPlay: null, primary: 'match_points', columns: [], rows: Array.from({ length: 14 }, (_, i) => row(i + 1, i + 1, i < 5 ? 2 : 1)), final: false, playoff: null });

describe('recordOf and standingsExcerpt', () => {
  it('gives wins, draws, losses, points and the place only once ranked', () => {
    expect(recordOf(standings(true), 3)).toEqual({ place: 3, record: '2-0-0', points: 6, dropped: false });
    expect(recordOf(standings(false), 3)?.place).toBeNull();
    expect(recordOf(standings(true), 99)).toBeNull();
  });
  it('shows the top ten, and the player after them when further down', () => {
    expect(standingsExcerpt(standings(true), 3).map((r) => r.entryId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(standingsExcerpt(standings(true), 13).map((r) => r.entryId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13]);
  });
});
