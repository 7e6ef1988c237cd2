// roundRobin.get through the core: null without a published round robin round, the room may read
// it, names and the tables under way, a result shown at once both ways, and a three-way tie in
// five played off in a second, smaller grid numbered on from the main cycle.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Round, RoundTable } from '../../../../shared/model/round';
import type { RoundRobinGrid } from '../../../../shared/model/round-robin-grid';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

const room = { actor: 'room', readOnly: true };
const grid = (eventId: number) => t.call<RoundRobinGrid | null>('roundRobin.get', { eventId }, room);

function event(options: Record<string, unknown>, players: number): number {
  const eventId = t.call<{ id: number }>('event.create', { name: 'League', date: '2026-12-05', ruleset: 'generic', options: { drawsAllowed: false, ...options } }).id;
  for (let i = 1; i <= players; i++) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  return eventId;
}

function win(table: RoundTable, winner: number): void {
  const seats = table.seats.map((s) => ({ entryId: s.entryId, outcome: s.entryId === winner ? 'win' : 'loss', score: 0 }));
  t.call('result.enter', { tableId: table.id, version: table.version, games: [{ seats }] });
}

const pair = (eventId: number) => t.call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
const publish = (r: Round) => t.call<Round>('round.publish', { roundId: r.id, version: r.version });

describe('roundRobin.get', () => {
  it('has nothing to draw for a Swiss, or before a round robin is published', () => {
    const swiss = event({}, 4);
    publish(pair(swiss));
    expect(grid(swiss)).toBeNull();
    const league = event({ format: 'round_robin' }, 5);
    expect(grid(league)).toBeNull();
    pair(league);
    expect(grid(league)).toBeNull();
  });

  it('draws five by name with the tables being played; a result shows both ways; a three-way tie gets its own grid', () => {
    const league = event({ format: 'round_robin', tieBreakRoundRobin: true }, 5);
    const r1 = publish(pair(league));
    const g = grid(league)!;
    expect(g).toMatchObject({ stage: { position: 1, kind: 'round_robin' }, offset: 0, currentRound: 1, winner: null });
    const [main] = g.grids;
    expect(main!.sides.map((s) => s.name).sort()).toEqual(['Player 1', 'Player 2', 'Player 3', 'Player 4', 'Player 5']);
    expect(main!.sides.every((s) => s.place === null)).toBe(true);
    const at = (x: RoundRobinGrid, a: number, b: number) => {
      const sides = x.grids[0]!.sides.map((s) => s.entryId);
      return x.grids[0]!.cells[sides.indexOf(a)]![sides.indexOf(b)]!;
    };
    // The three lowest ids beat each other in a ring and the other two; the fourth beats the fifth.
    const ids = main!.sides.map((s) => s.entryId).sort((x, y) => x - y);
    const rank = (e: number) => ids.indexOf(e);
    const ring = (x: number, y: number) => (rank(x) < 3 && rank(y) < 3 ? ((rank(y) - rank(x) + 3) % 3 === 1 ? x : y) : rank(x) < rank(y) ? x : y);
    const table = r1.tables.find((x) => !x.bye)!;
    const w = ring(table.seats[0]!.entryId, table.seats[1]!.entryId);
    const l = table.seats.find((s) => s.entryId !== w)!.entryId;
    expect(at(g, w, l)).toEqual({ round: 1, result: 'playing', games: null, table: table.number });
    win(table, w);
    const after = grid(league)!;
    expect(at(after, w, l)).toEqual({ round: 1, result: 'win', games: { won: 1, lost: 0 }, table: null });
    expect(at(after, l, w)).toEqual({ round: 1, result: 'loss', games: { won: 0, lost: 1 }, table: null });

    for (const x of r1.tables.filter((x) => !x.bye && x.id !== table.id)) win(x, ring(x.seats[0]!.entryId, x.seats[1]!.entryId));
    for (let n = 2; n <= 6; n++) {
      t.call('round.close', t.newestRound(league)!);
      const r = publish(pair(league));
      if (n < 6) for (const x of r.tables.filter((x) => !x.bye)) win(x, ring(x.seats[0]!.entryId, x.seats[1]!.entryId));
    }
    const tie = grid(league)!;
    expect(tie.currentRound).toBe(6);
    expect(tie.grids.map((x) => [x.cycle, x.firstRound, x.rounds, x.sides.length])).toEqual([
      [0, 1, 5, 5],
      [1, 6, 3, 3],
    ]);
    expect(tie.grids[0]!.sides.map((s) => [s.wins, s.losses, s.leader])).toEqual([
      [3, 1, true],
      [3, 1, true],
      [3, 1, true],
      [1, 3, false],
      [0, 4, false],
    ]);
    expect(tie.grids[1]!.cells.flat().filter((c) => c?.result === 'playing')).toHaveLength(2);
  });
});
