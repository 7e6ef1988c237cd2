// Doomtrooper's team rounds through the core: fourteen players after the free-for-all rounds are
// drawn into 7 teams of 2 at one table of 3 teams and two of 2, seated with team mates opposite;
// the desk records each team's Player #1 (which reorders the seats), the result is entered per
// team, and both players of the winning team get the win and the team's PP, which place the event.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { racePlaces, raceOutcomes, type RaceEnding } from '../../../../shared/model/race';
import type { RoundTable } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { seatsInStartingOrder } from '../../../../shared/features/seat-order/model';
import { spreadTeamGame, teamSeats } from '../../../../shared/model/teams';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

/** A slip of one game, a PP total per place given (a seat, or a team). */
function game(entries: number[], pp: number[], ending: RaceEnding, winner: number | null = null) {
  const places = racePlaces(pp, ending, winner);
  const outcomes = raceOutcomes(pp, ending, winner);
  return { ending, seats: entries.map((entryId, i) => ({ entryId, outcome: outcomes[i]!, place: places[i]!, score: pp[i]! })) };
}

/** The slip of a team table: each team's PP, team order. */
function teamSlip(table: RoundTable, pp: number[], ending: RaceEnding, winner: number | null = null) {
  const entries = table.seats.map((s) => s.entryId);
  const leads = teamSeats(table.teams!).map((seats) => entries[seats[0]!]!);
  return [spreadTeamGame(game(leads, pp, ending, winner), table.teams!, entries)];
}

describe('Doomtrooper team rounds', () => {
  it('draws teams, records each team’s Player #1, takes a result per team and ranks both players by it', () => {
    const eventId = t.call<{ id: number }>('event.create', { name: 'Team Open', date: '2026-12-05', ruleset: 'doomtrooper', options: { teamRounds: 1, headToHeadRounds: 0, playoff: 'none' } }).id;
    for (let i = 0; i < 14; i++) {
      const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${String(i + 1).padStart(2, '0')}` });
      t.call('player.checkIn', { id: p.id, version: p.version });
    }
    for (let r = 0; r < 2; r++) {
      for (const x of t.publishNext(eventId).tables) {
        t.call('result.enter', { tableId: x.id, version: x.version, games: [game(x.seats.map((s) => s.entryId), x.seats.map((_, i) => 25 - 4 * i), 'target', 0)] });
      }
    }
    const round = t.publishNext(eventId);
    expect(round.stage?.kind).toBe('team_rounds');
    expect(round.tables.map((x) => [x.seats.length, x.teams])).toEqual([
      [6, [1, 2, 3, 1, 2, 3]],
      [4, [1, 2, 1, 2]],
      [4, [1, 2, 1, 2]],
    ]);
    expect(new Set(round.tables.flatMap((x) => x.seats.map((s) => s.entryId))).size).toBe(14);
    const [big] = round.tables as [RoundTable];

    // Team 1 makes its second-seated player its #1: the two swap places in the starting order.
    const [p1, , , p4] = big.seats.map((s) => s.entryId) as [number, number, number, number];
    const refused = t.fail('table.teamOrder', { tableId: big.id, version: big.version, firsts: [p1, p4, big.seats[2]!.entryId] });
    expect(refused.details).toMatchObject({ fields: [{ path: 'firsts', code: 'not_a_team_order' }] });
    const ordered = t.call<RoundTable>('table.teamOrder', { tableId: big.id, version: big.version, firsts: [p4, big.seats[1]!.entryId, big.seats[2]!.entryId] });
    expect(ordered.startingPositions).toEqual([4, 2, 3, 1, 5, 6]);
    expect(seatsInStartingOrder(ordered.seats, ordered.startingPositions).map((r) => r.seat.entryId)[0]).toBe(p4);
    expect(t.fail('table.teamOrder', { tableId: big.id, version: big.version, firsts: null })).toMatchObject({ code: 'conflict' });

    // One result per team: team mates with different PP are refused; team 2 wins at 25.
    const uneven = teamSlip(ordered, [10, 25, 3], 'target', 1);
    uneven[0]!.seats[4] = { ...uneven[0]!.seats[4]!, score: 24 };
    expect(t.fail('result.enter', { tableId: big.id, version: ordered.version, games: uneven }).details).toMatchObject({ notes: [{ code: 'team_result_uneven', params: { game: 1, team: 2 } }] });
    t.call('result.enter', { tableId: big.id, version: ordered.version, games: teamSlip(ordered, [10, 25, 3], 'target', 1) });
    expect(t.fail('table.teamOrder', { tableId: big.id, version: ordered.version + 1, firsts: null }).details).toMatchObject({ reason: 'team_order_after_result' });
    for (const x of round.tables.slice(1)) t.call('result.enter', { tableId: x.id, version: x.version, games: teamSlip(x, [12, 7], 'time') });

    // The team stage places the event (docs/stages.md): by wins, then PP, each player with the
    // team's: the big table's winners (25), the small tables' (12), then 10, 7 and 3 PP.
    const { rows } = t.call<Standings>('standings.get', { eventId });
    const ids = (x: RoundTable, seats: number[]) => seats.map((i) => x.seats[i]!.entryId);
    const [small1, small2] = round.tables.slice(1) as [RoundTable, RoundTable];
    const groups = [ids(big, [1, 4]), [...ids(small1, [0, 2]), ...ids(small2, [0, 2])], ids(big, [0, 3]), [...ids(small1, [1, 3]), ...ids(small2, [1, 3])], ids(big, [2, 5])];
    let from = 0;
    for (const group of groups) {
      expect(new Set(rows.slice(from, from + group.length).map((r) => r.entryId))).toEqual(new Set(group));
      from += group.length;
    }
  });
});
