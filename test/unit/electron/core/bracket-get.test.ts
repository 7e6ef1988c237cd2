// bracket.get through the core: null without a knockout (a Swiss, a knockout not yet drawn, a
// draft the room may not see), the room may read it, a knockout's places with names, byes, seeds
// and the tables under way, and a cut's bracket numbered on from the Swiss with its seeds in
// the standings' order; a result entered shows at once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Bracket } from '../../../../shared/model/bracket';
import type { Round, RoundTable } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

const room = { actor: 'room', readOnly: true };
const bracket = (eventId: number) => t.call<Bracket | null>('bracket.get', { eventId }, room);

function event(options: Record<string, unknown>, players: number, plannedRounds?: number): number {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Cup', date: '2026-12-05', ruleset: 'generic', options: { drawsAllowed: false, ...options }, ...(plannedRounds ? { plannedRounds } : {}) }).id;
  for (let i = 1; i <= players; i++) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  return eventId;
}

function seatOneWins(table: RoundTable): void {
  const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
  const seats = [
    { entryId: a, outcome: 'win', score: 0 },
    { entryId: b, outcome: 'loss', score: 0 },
  ];
  t.call('result.enter', { tableId: table.id, version: table.version, games: [{ seats }] });
}

const pair = (eventId: number) => t.call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
const publish = (r: Round) => t.call<Round>('round.publish', { roundId: r.id, version: r.version });

describe('bracket.get', () => {
  it('has nothing to draw for a Swiss, or before a knockout is published', () => {
    const swiss = event({}, 6);
    publish(pair(swiss));
    expect(bracket(swiss)).toBeNull();
    const cup = event({ format: 'elimination' }, 11);
    expect(bracket(cup)).toBeNull();
    pair(cup);
    expect(bracket(cup)).toBeNull();
  });

  it('draws eleven players in a bracket of sixteen, by name, with the tables being played', () => {
    const cup = event({ format: 'elimination' }, 11);
    const r1 = publish(pair(cup));
    const b = bracket(cup)!;
    expect(b.stage).toEqual({ position: 1, kind: 'elimination' });
    expect(b.size).toBe(16);
    const [main] = b.sections;
    expect(main!.rounds.map((r) => [r.round, r.eventRound, r.matches.length])).toEqual([
      [1, 1, 8],
      [2, 2, 4],
      [3, 3, 2],
      [4, 4, 1],
    ]);
    const first = main!.rounds[0]!.matches;
    expect(first.filter((m) => m.bye).map((m) => m.entries[0]!.seed)).toEqual([1, 4, 5, 2, 3]);
    expect(first.flatMap((m) => m.entries.map((e) => e.name)).sort()).toEqual(Array.from({ length: 11 }, (_, i) => `Player ${i + 1}`).sort());
    const match = r1.tables.find((x) => !x.bye)!;
    expect(first[match.number - 1]!.table).toBe(match.number);
    seatOneWins(match);
    const after = bracket(cup)!.sections[0]!.rounds;
    expect(after[0]!.matches[match.number - 1]).toMatchObject({ winner: match.seats[0]!.entryId, table: null });
    // The winner is drawn into round 2 before it is paired.
    expect(after[1]!.matches[Math.ceil(match.number / 2) - 1]!.entries.map((e) => e.entryId)).toContain(match.seats[0]!.entryId);
  });

  it("a cut's bracket: numbered on from the Swiss, seeded by its standings", () => {
    const eventId = event({ playoff: 'double_elimination', cut: 4 }, 8, 2);
    for (let n = 1; n <= 2; n++) {
      const r = publish(pair(eventId));
      for (const table of r.tables.filter((x) => !x.bye)) seatOneWins(table);
    }
    const last = t.newestRound(eventId)!;
    t.call('round.close', last);
    const order = t.call<Standings>('standings.get', { eventId }).rows.slice(0, 4).map((r) => r.name);
    expect(bracket(eventId)).toBeNull();
    publish(pair(eventId));
    const b = bracket(eventId)!;
    expect(b.stage).toEqual({ position: 2, kind: 'double_elimination' });
    expect(b.sections.map((s) => s.id)).toEqual(['winners', 'losers', 'final']);
    const first = b.sections[0]!.rounds[0]!;
    expect(first.eventRound).toBe(3);
    expect(first.matches.map((m) => m.entries.map((e) => [e.seed, e.name]))).toEqual([
      [
        [1, order[0]],
        [4, order[3]],
      ],
      [
        [2, order[1]],
        [3, order[2]],
      ],
    ]);
    expect(b.sections[2]!.rounds.map((r) => r.eventRound)).toEqual([6]);
  });
});
