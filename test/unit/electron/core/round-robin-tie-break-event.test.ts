// A round robin with the tie-break of Attacktix 5.1.2.2 through the core: five players end the
// cycle in a three-way tie for the most wins; round 6 starts a tie-break among exactly those
// three, announced on the round; the stage is over only when one of them has the most wins of
// it, and ranks first. Generic's option tieBreakRoundRobin turns the tie-break on.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentEvent } from '../../../../shared/model/event';
import type { Round } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => {
  t.dispose();
});


/** Every match of the round won by `winner`'s choice of its two entries. */
function enterAll(round: Round, winner: (a: number, b: number) => number): void {
  for (const table of round.tables.filter((x) => !x.bye)) {
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    const w = winner(a, b);
    const games = [{ seats: [a, b].map((entryId) => ({ entryId, outcome: entryId === w ? 'win' : 'loss', score: 0 })) }];
    t.call('result.enter', { tableId: table.id, version: table.version, games });
  }
}

describe('a round robin with tie-breaks', () => {
  it('plays a three-way tie of five players off in a tie-break round robin among the three', () => {
    const eventId = t.call<{ id: number }>('event.create', { name: 'Attacktix league', date: '2026-12-05', ruleset: 'generic', options: { format: 'round_robin', tieBreakRoundRobin: true } }).id;
    for (let i = 1; i <= 5; i++) {
      const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
      t.call('player.checkIn', { id: p.id, version: p.version });
    }
    const r1 = t.publishNext(eventId);
    // The three lowest ids beat each other in a ring and beat the other two; the fourth beats the fifth.
    const ids = r1.tables.flatMap((x) => x.seats.map((s) => s.entryId)).sort((a, b) => a - b);
    const rank = (e: number) => ids.indexOf(e);
    const ring = (a: number, b: number) => {
      const [x, y] = [rank(a), rank(b)];
      if (x <= 2 && y <= 2) return (y - x + 3) % 3 === 1 ? a : b;
      return x < y ? a : b;
    };
    enterAll(r1, ring);
    for (let r = 2; r <= 5; r++) enterAll(t.publishNext(eventId), ring);
    t.call('round.close', t.newestRound(eventId));
    expect(t.call<TournamentEvent>('event.get', { id: eventId }).progress).toMatchObject({ finished: false, stageRounds: 5 });

    const tied = new Set(ids.slice(0, 3));
    const tieBreak: Round[] = [];
    for (let r = 6; r <= 8; r++) {
      const round = t.publishNext(eventId);
      expect(round.warnings).toContainEqual({ code: 'tie_break_round_robin', params: { cycle: 1, sides: 3, round: r - 5, rounds: 3 } });
      expect(round.tables.map((x) => [x.number, x.bye])).toEqual([[1, false], [2, true]]);
      expect(round.tables.flatMap((x) => x.seats.map((s) => s.entryId)).every((e) => tied.has(e))).toBe(true);
      tieBreak.push(round);
      // The lowest id wins the tie-break outright.
      enterAll(round, (a, b) => Math.min(a, b));
    }
    const pairs = tieBreak.map((r) => r.tables.find((x) => !x.bye)!.seats.map((s) => s.entryId).sort().join('-'));
    expect(new Set(pairs).size).toBe(3);
    expect(t.fail('round.pair', { eventId, newest: t.newestRound(eventId) })).toMatchObject({ code: 'conflict', details: { reason: 'stage_complete', round: 8 } });
    t.call('round.close', t.newestRound(eventId));
    expect(t.call<TournamentEvent>('event.get', { id: eventId }).progress.finished).toBe(true);
    const standings = t.call<Standings>('standings.get', { eventId });
    expect(standings.rows.map((r) => r.entryId)).toEqual(ids);
  });
});
