// A round robin through the core (Generic with the round robin format): five players, five rounds
// with one bye each, everyone meets everyone exactly once, the rounds counted for the desk, a
// dropped player's opponents through on walkovers, and pairing after the cycle refused.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentEvent } from '../../../../shared/model/event';
import type { Round } from '../../../../shared/model/round';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());


function enterAll(round: Round): void {
  for (const table of round.tables.filter((x) => !x.bye)) {
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    const games = [{ seats: [{ entryId: a, outcome: 'win', score: 0 }, { entryId: b, outcome: 'loss', score: 0 }] }];
    t.call('result.enter', { tableId: table.id, version: table.version, games });
  }
}

describe('a round robin stage', () => {
  it('pairs everyone with everyone once over five rounds of five players, one bye a round', () => {
    const eventId = t.call<{ id: number }>('event.create', { name: 'League night', date: '2026-12-05', ruleset: 'generic', options: { format: 'round_robin' } }).id;
    for (let i = 1; i <= 5; i++) {
      const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
      t.call('player.checkIn', { id: p.id, version: p.version });
    }
    expect(t.call<TournamentEvent>('event.get', { id: eventId }).progress).toMatchObject({ suggestedRounds: 5, stageRounds: 5 });
    const rounds: Round[] = [];
    for (let r = 1; r <= 5; r++) {
      const round = t.publishNext(eventId);
      expect(round.tables.filter((x) => x.bye)).toHaveLength(1);
      expect(round.tables.filter((x) => !x.bye)).toHaveLength(2);
      // Tables 1 and 2 every round, the bye after them.
      expect(round.tables.map((x) => [x.number, x.bye])).toEqual([[1, false], [2, false], [3, true]]);
      rounds.push(round);
      enterAll(round);
    }
    const pairs = rounds.flatMap((r) => r.tables.filter((x) => !x.bye).map((x) => x.seats.map((s) => s.entryId).sort().join('-')));
    expect(pairs).toHaveLength(10);
    expect(new Set(pairs).size).toBe(10);
    expect(new Set(rounds.map((r) => r.tables.find((x) => x.bye)!.seats[0]!.entryId)).size).toBe(5);
    expect(t.fail('round.pair', { eventId, newest: t.newestRound(eventId) })).toMatchObject({ code: 'conflict', details: { reason: 'stage_complete', round: 5 } });
    t.call('round.close', t.newestRound(eventId));
    expect(t.call<TournamentEvent>('event.get', { id: eventId }).progress.finished).toBe(true);
  });

  it('a player who drops leaves their later opponents a walkover, and the schedule stays as drawn', () => {
    const eventId = t.call<{ id: number }>('event.create', { name: 'League night', date: '2026-12-05', ruleset: 'generic', options: { format: 'round_robin' } }).id;
    for (let i = 1; i <= 4; i++) {
      const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
      t.call('player.checkIn', { id: p.id, version: p.version });
    }
    const r1 = t.publishNext(eventId);
    expect(r1.tables.every((x) => !x.bye)).toBe(true);
    enterAll(r1);
    const quitter = r1.tables[0]!.seats[0]!.entryId;
    const entry = t.call<{ id: number; version: number }[]>('entry.list', { eventId }).find((e) => e.id === quitter)!;
    t.call('entry.drop', { entryId: entry.id, version: entry.version, reason: 'Had to leave' });
    const r2 = t.publishNext(eventId);
    const walkover = r2.tables.find((x) => x.bye)!;
    expect(walkover.notes).toContainEqual({ code: 'walkover', params: { entryId: walkover.seats[0]!.entryId } });
    expect(r2.tables.flatMap((x) => x.seats.map((s) => s.entryId))).not.toContain(quitter);
    expect(r2.tables.filter((x) => !x.bye)).toHaveLength(1);
  });
});
