// The results form at a table of teams: one seat per team, named after both players, and what is
// typed per team stored on both players' seats.
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { RoundTable } from '../../../shared/model/round';
import { teamViewOf } from '../../../renderer/src/results/team-view';
import { teamLines } from '../../../shared/features/seat-order/model';

const t = ((key: string, o: { team: number; players: string }) => `${key}:${o.team}:${o.players}`) as unknown as TFunction;
const seat = (position: number, entryId: number, name: string) => ({ position, entryId, name, role: null });
const table: RoundTable = {
  id: 9, number: 1, bye: false, notes: [], manual: false, extraMinutes: 0, result: null, resultEnteredAt: null, slipCode: '3-1-AAAA', version: 2,
  seats: [seat(1, 11, 'Ann'), seat(2, 12, 'Bob'), seat(3, 13, 'Cy'), seat(4, 14, 'Dee')],
  teams: [1, 2, 1, 2],
};

describe('teamViewOf', () => {
  it('leaves a table without teams alone', () => {
    expect(teamViewOf({ ...table, teams: null }, new Map(), t)).toBeNull();
  });

  it('gives the form a seat per team and stores each team’s values on both its players', () => {
    const view = teamViewOf(table, new Map([[11, 'Ann'], [12, 'Bob'], [13, 'Cy'], [14, 'Dee']]), t)!;
    expect(view.table.seats.map((s) => [s.position, s.entryId, s.name])).toEqual([
      [1, 11, 'results.teamName:1:Ann & Cy'],
      [2, 12, 'results.teamName:2:Bob & Dee'],
    ]);
    const typed = { ending: 'time' as const, seats: [{ entryId: 11, outcome: 'loss' as const, place: 2, score: 9 }, { entryId: 12, outcome: 'win' as const, place: 1, score: 14 }] };
    expect(view.spread([typed])[0]!.seats.map((s) => [s.entryId, s.outcome, s.score])).toEqual([[11, 'loss', 9], [12, 'win', 14], [13, 'loss', 9], [14, 'win', 14]]);
  });

  it('lists each team for the projector, its recorded Player #1 first', () => {
    expect(teamLines(table)).toEqual([['Ann', 'Cy'], ['Bob', 'Dee']]);
    // Team 1 chose Cy as its #1: Cy takes position 1, Ann position 3.
    expect(teamLines({ ...table, startingPositions: [3, 2, 1, 4] })).toEqual([['Cy', 'Ann'], ['Bob', 'Dee']]);
  });
});
