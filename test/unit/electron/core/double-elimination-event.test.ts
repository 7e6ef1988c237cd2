// A Swiss with a cut to a double-elimination playoff through the core (Generic, three Swiss
// rounds, top 8): the playoff counts six rounds, the losers' bracket plays beside the winners',
// nobody is out before a second loss, the losers' bracket champion wins the grand final and
// the reset decides, pairing after it is refused, and the standings put the playoff's places
// first. The same event without resets ends at the grand final.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentEvent } from '../../../../shared/model/event';
import type { Round, RoundTable } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { tempCore, testDesk, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

function enter(table: RoundTable, winner = table.seats[0]!.entryId): void {
  const seats = table.seats.map((s) => ({ entryId: s.entryId, outcome: s.entryId === winner ? 'win' : 'loss', score: 0 }));
  t.call('result.enter', { tableId: table.id, version: table.version, games: [{ seats }] });
}

/** Plays the event's rounds until pairing is refused; in the grand final (and its reset) the
 * second seat wins. Returns the rounds played. */
function playOut(eventId: number): Round[] {
  const rounds: Round[] = [];
  for (;;) {
    const r = t.core.dispatch('round.pair', { eventId, newest: t.newestRound(eventId) }, testDesk) as { ok: boolean; error?: { details?: { reason?: string } } };
    if (!r.ok) {
      expect(r.error?.details?.reason).toBe('stage_complete');
      return rounds;
    }
    const draft = t.call<Round>('round.get', { roundId: t.newestRound(eventId)!.roundId });
    const round = t.call<Round>('round.publish', { roundId: draft.id, version: draft.version });
    rounds.push(round);
    const grand = round.tables.some((x) => x.notes.some((n) => n.code === 'grand_final' || n.code === 'grand_final_reset'));
    for (const x of round.tables.filter((y) => !y.bye)) enter(x, grand ? x.seats[1]!.entryId : x.seats[0]!.entryId);
  }
}

function createEvent(options: Record<string, unknown>): number {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'generic', options: { playoff: 'double_elimination', cut: 8, drawsAllowed: false, ...options }, plannedRounds: 3 }).id;
  for (let i = 1; i <= 12; i++) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  return eventId;
}

describe('a cut to double elimination', () => {
  it('plays the top 8 to a grand final and its reset, each out after two losses', () => {
    const eventId = createEvent({});
    expect(t.call<TournamentEvent>('event.get', { id: eventId }).progress.nextStage).toMatchObject({ kind: 'double_elimination', cut: 8, rounds: 6 });
    const rounds = playOut(eventId);
    const playoff = rounds.filter((r) => r.stage?.position === 2);
    // Six counted rounds and the reset, the event's rounds 4 to 10.
    expect(playoff.map((r) => [r.number, r.stage!.round])).toEqual([4, 5, 6, 7, 8, 9, 10].map((n) => [n, n - 3]));
    expect(playoff.at(-1)!.tables[0]!.notes).toContainEqual(expect.objectContaining({ code: 'grand_final_reset' }));
    // Nobody is out after one loss: every one of the eight loses at most twice, the champion once.
    const losses = new Map<number, number>();
    for (const r of playoff) for (const x of r.tables.filter((y) => !y.bye)) {
      const loser = t.call<Round>('round.get', { roundId: r.id }).tables.find((y) => y.id === x.id)!.result!.games[0]!.seats.find((s) => s.outcome === 'loss')!.entryId;
      losses.set(loser, (losses.get(loser) ?? 0) + 1);
    }
    expect([...losses.values()].every((n) => n <= 2)).toBe(true);
    const progress = t.call<TournamentEvent>('event.get', { id: eventId }).progress;
    expect(progress).toMatchObject({ finished: false, stageRounds: 6, stage: { position: 2, kind: 'double_elimination', over: false } });
    t.call('round.close', t.newestRound(eventId));
    expect(t.call<TournamentEvent>('event.get', { id: eventId }).progress.finished).toBe(true);

    const standings = t.call<Standings>('standings.get', { eventId });
    const reset = playoff.at(-1)!.tables[0]!;
    expect(standings.rows.slice(0, 2).map((r) => [r.rank, r.entryId])).toEqual([
      [1, reset.seats[1]!.entryId],
      [2, reset.seats[0]!.entryId],
    ]);
    expect(standings.rows.slice(2, 8).map((r) => r.rank)).toEqual([3, 4, 5, 5, 7, 7]);
    expect(standings.rows[8]!.rank).toBe(9);
  });

  it('without resets, ends at the grand final', () => {
    const eventId = createEvent({ grandFinalReset: false });
    const playoff = playOut(eventId).filter((r) => r.stage?.position === 2);
    expect(playoff.map((r) => r.stage!.round)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
