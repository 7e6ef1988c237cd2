// Random events through the core: a Swiss of 1-3 rounds with a cut of 2-8 to single or double
// elimination, random winners, players dropping between rounds. Whatever happens: the playoff's
// first round seats exactly the best `cut` of the Swiss standings who have not dropped; nobody
// else plays in it; every round is numbered on from the one before; the event ends; the final
// standings list everyone once, the playoff's sides first.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Round } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { tempCore, testDesk, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
/** Events whose playoff was played to its end, so the property is seen to reach it. */
let finishedPlayoffs = 0;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

interface Plan {
  players: number;
  rounds: number;
  cut: number;
  playoff: 'elimination' | 'double_elimination';
  /** Per round, a number that picks winners and who drops after it. */
  luck: number[];
}

const plans = fc.record({
  players: fc.integer({ min: 4, max: 12 }),
  rounds: fc.integer({ min: 1, max: 3 }),
  cut: fc.integer({ min: 2, max: 8 }),
  playoff: fc.constantFrom('elimination' as const, 'double_elimination' as const),
  luck: fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 20, maxLength: 20 }),
});

function play(plan: Plan): void {
  const eventId = t.call<{ id: number }>('event.create', {
    name: `Open ${Math.random()}`,
    date: '2026-12-05',
    ruleset: 'generic',
    options: { playoff: plan.playoff, cut: plan.cut, drawsAllowed: false },
    plannedRounds: plan.rounds,
  }).id;
  for (let i = 1; i <= plan.players; i++) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  let swissAtCut: number[] | null = null;
  let playoffSides: Set<number> | null = null;
  for (let k = 0; k < 40; k++) {
    const luck = plan.luck[k % plan.luck.length]! + k;
    // Who would go on if this pairing starts the playoff: the Swiss standings as they stand.
    if (!playoffSides) swissAtCut = t.call<Standings>('standings.get', { eventId }).rows.filter((r) => !r.dropped).slice(0, plan.cut).map((r) => r.entryId);
    const r = t.core.dispatch('round.pair', { eventId, newest: t.newestRound(eventId) }, testDesk);
    if (!r.ok) {
      const reason = (r.error.details as { reason?: string } | undefined)?.reason;
      // A cut of one player left cannot be paired: nothing more to play.
      if (reason === 'stage_complete' || r.error.code === 'validation') {
        if (reason === 'stage_complete') t.call('round.close', t.newestRound(eventId));
        break;
      }
      throw new Error(`round.pair: ${r.error.message}`);
    }
    const draft = r.value as Round;
    const round = t.call<Round>('round.publish', { roundId: draft.id, version: draft.version });
    if (round.stage!.position === 2) {
      const seated = round.tables.flatMap((x) => x.seats.map((s) => s.entryId));
      if (round.stage!.round === 1) {
        expect(new Set(seated)).toEqual(new Set(swissAtCut));
        playoffSides = new Set(seated);
      }
      for (const id of seated) expect(playoffSides!.has(id)).toBe(true);
    }
    for (const [i, x] of round.tables.filter((y) => !y.bye).entries()) {
      const winner = x.seats[(luck >> i) & 1]!.entryId;
      const seats = x.seats.map((s) => ({ entryId: s.entryId, outcome: s.entryId === winner ? 'win' : 'loss', score: 0 }));
      t.call('result.enter', { tableId: x.id, version: x.version, games: [{ seats }] });
    }
    // Now and then someone drops after a round.
    if (luck % 5 === 0) {
      const active = t.call<{ id: number; version: number; droppedAfterRound: number | null }[]>('entry.list', { eventId }).filter((e) => e.droppedAfterRound === null);
      const quitter = active[luck % active.length];
      if (quitter && active.length > 2) t.call('entry.drop', { entryId: quitter.id, version: quitter.version, reason: 'Left' });
    }
  }
  const rounds = t.call<{ number: number; stage: { position: number; round: number } }[]>('round.list', { eventId });
  rounds.forEach((r, i) => expect(r.number).toBe(i + 1));
  const standings = t.call<Standings>('standings.get', { eventId });
  const entries = t.call<{ id: number }[]>('entry.list', { eventId });
  expect(standings.rows.map((r) => r.entryId).sort((a, b) => a - b)).toEqual(entries.map((e) => e.id).sort((a, b) => a - b));
  if (standings.final && standings.playoff) finishedPlayoffs++;
  if (standings.playoff) {
    const top = standings.rows.slice(0, standings.playoff.rows).map((r) => r.entryId);
    expect(new Set(top)).toEqual(playoffSides);
  }
}

describe('a Swiss with a cut, played at random', () => {
  it('seats the cut, keeps the playoff to it, numbers rounds on, and ranks everyone once', () => {
    fc.assert(fc.property(plans, (plan) => play(plan)), { numRuns: 30 });
    expect(finishedPlayoffs).toBeGreaterThan(15);
  });
});
