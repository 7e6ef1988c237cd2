// Seats laid out in columns on the desk's pairings and the printed sheet: as many columns as the
// largest table (never fewer than two), each table's seats by position and padded; and a slip asks
// the way the event's match format says.
import { describe, expect, it } from 'vitest';
import { slipRules } from '../../../renderer/src/print/games';
import { seatColumns, seatsInColumns } from '../../../renderer/src/rounds/seat-columns';
import type { TournamentEvent } from '../../../shared/model/event';

const seat = (position: number) => ({ position, entryId: position * 10, name: `P${position}`, role: null });
const table = (seats: number, bye = false) => ({ bye, seats: Array.from({ length: seats }, (_, i) => seat(i + 1)) });

describe('seat columns', () => {
  it('two-seat rounds keep two columns; larger tables add one a seat; byes do not count', () => {
    expect(seatColumns([table(2), table(2), table(1, true)])).toBe(2);
    expect(seatColumns([table(3), table(4), table(1, true)])).toBe(4);
    expect(seatColumns([table(1, true)])).toBe(2);
    expect(seatColumns([])).toBe(2);
  });

  it('puts seats in position order and pads a smaller table', () => {
    expect(seatsInColumns([seat(3), seat(1), seat(2)], 4).map((s) => s?.position)).toEqual([1, 2, 3, undefined]);
  });
});

describe('slip rules', () => {
  const format = (entry: 'winner' | 'places'): TournamentEvent['format'] => ({
    scoring: 'match-points',
    gamesPerMatch: 1,
    gamesRequired: 1,
    drawsAllowed: true,
    roles: [],
    firstRoleBy: 'seat',
    seats: entry === 'places' ? { min: 3, max: 3 } : { min: 2, max: 2 },
    resultForm: { entry, scoreName: 'points', scoreRequired: true, scoreOnSlip: entry === 'places' },
  });

  it('asks places with a score box at tables entered by places, who won elsewhere', () => {
    expect(slipRules({ format: format('places') } as TournamentEvent, [null, null, null])).toEqual({
      entry: 'places',
      scoreName: 'points',
      drawsAllowed: true,
      games: [{ number: 1, roles: [null, null, null] }],
      call: null,
      gameLines: [],
      footLines: [],
    });
    expect(slipRules({ format: format('winner') } as TournamentEvent, [null, null])).toMatchObject({ entry: 'winner', scoreName: null });
  });

  it('where the ruleset has a signed sheet, says a signed result is locked and has a line for a refused signature', () => {
    const sheet = { lockWhenSigned: true, refereeDecidesRefusal: true, disqualifyAtTable: true, leavingDisqualifies: true };
    const rules = (options: typeof sheet) => slipRules({ format: { ...format('places'), features: { 'signed-sheet': options } } } as unknown as TournamentEvent, [null, null, null]);
    expect(rules(sheet).footLines).toEqual([{ id: 'signed-sheet', part: { refusalLine: true, lockedNote: true }, halfPage: true }]);
    expect(rules({ ...sheet, refereeDecidesRefusal: false }).footLines).toEqual([{ id: 'signed-sheet', part: { refusalLine: false, lockedNote: true }, halfPage: false }]);
    expect(rules({ ...sheet, refereeDecidesRefusal: false, lockWhenSigned: false }).footLines).toEqual([]);
  });

  it('where a call decides the first move, prints no role and says who moves first in each game', () => {
    const byCall = { ...format('winner'), gamesPerMatch: 5, roles: ['first', 'second'], firstRoleBy: 'call' as const };
    const rules = slipRules({ format: byCall } as TournamentEvent, ['first', 'second']);
    expect(rules.call).toEqual({ callerGames: [1, 3, 5], otherGames: [2, 4] });
    expect(rules.games.map((g) => g.roles)).toEqual(Array.from({ length: 5 }, () => [null, null]));
  });

  it("has no box for time at a table of a stage never ended for time (Catan's playoff), and the usual one before it", () => {
    const catan: TournamentEvent['format'] = { ...format('places'), resultForm: { entry: 'race', target: 10, scoreName: 'vp', scoreRequired: true, scoreOnSlip: true, stages: [{}, { untimed: true }] } };
    expect(slipRules({ format: catan } as TournamentEvent, [null, null, null], 2).endings).toEqual(['target']);
    expect(slipRules({ format: catan } as TournamentEvent, [null, null, null], 1).endings).toBeUndefined();
  });

  it('has penalty tallies only where the format has a penalty catalog', () => {
    const withPenalties: TournamentEvent['format'] = { ...format('winner'), features: { penalties: { offences: [{ id: '4.3.1.1', group: '4.3.1' }], tallies: ['4.3.1', '4.3.2'] } } };
    expect(slipRules({ format: withPenalties } as TournamentEvent, [null, null]).gameLines).toEqual([{ id: 'penalties', part: ['4.3.1', '4.3.2'] }]);
    expect(slipRules({ format: format('winner') } as TournamentEvent, [null, null]).gameLines).toEqual([]);
  });
});
