// A Swiss with a cut to a playoff through the core (Generic, three Swiss rounds, top 4 to single
// elimination): the cut is the event's next round once the last Swiss round is closed, seeded by
// the Swiss standings (1 v 4, 2 v 3), a player who dropped passed over for the next best (also
// when the playoff is still a draft); rounds are numbered on across the stages and each says its
// stage; the final standings put the playoff's places first and the rest in Swiss order; the
// playoff's settings change until its first round is paired, and not after; a round robin may be
// followed by a playoff too.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentEvent } from '../../../../shared/model/event';
import type { z } from 'zod';
import type { Round, RoundTable, roundSummarySchema } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

const withCut = { playoff: 'elimination', cut: 4, drawsAllowed: false };

/** Seat 1 wins (or `winner` does). */
function enter(table: RoundTable, winner = table.seats[0]!.entryId): void {
  const seats = table.seats.map((s) => ({ entryId: s.entryId, outcome: s.entryId === winner ? 'win' : 'loss', score: 0 }));
  t.call('result.enter', { tableId: table.id, version: table.version, games: [{ seats }] });
}


function playRound(eventId: number): Round {
  const round = t.publishNext(eventId);
  for (const x of round.tables.filter((y) => !y.bye)) enter(x);
  return round;
}

function createEvent(players: number): number {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'generic', options: withCut, plannedRounds: 3 }).id;
  for (let i = 1; i <= players; i++) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  return eventId;
}

const progress = (eventId: number) => t.call<TournamentEvent>('event.get', { id: eventId }).progress;

describe('a Swiss with a cut to a playoff', () => {
  it('plays three Swiss rounds, then the best four, seeded 1 v 4 and 2 v 3, to a final; the standings put the playoff first', () => {
    const eventId = createEvent(10);
    expect(progress(eventId)).toMatchObject({ stage: { position: 1, kind: 'swiss', stages: 2, over: false }, nextStage: { kind: 'elimination', cut: 4, rounds: 2 } });
    for (let r = 1; r <= 3; r++) playRound(eventId);
    expect(progress(eventId)).toMatchObject({ finished: false, stage: { position: 1 } });

    // The Swiss standings after its last round decide the seeds; the second best drops before the
    // cut, so the fifth goes on in that place.
    const before = t.call<Standings>('standings.get', { eventId });
    expect(before.playoff).toBeNull();
    const swissRows = before.rows;
    const swiss = swissRows.map((r) => r.entryId);
    const quitter = t.call<{ id: number; version: number }[]>('entry.list', { eventId }).find((e) => e.id === swiss[1])!;
    t.call('entry.drop', { entryId: quitter.id, version: quitter.version, reason: 'Train home' });
    const seeds = [swiss[0], swiss[2], swiss[3], swiss[4]];

    const semis = t.publishNext(eventId);
    expect(semis.number).toBe(4);
    expect(semis.stage).toEqual({ position: 2, kind: 'elimination', round: 1, madeInAdvance: false, seating: 'given' });
    expect(semis.warnings).toContainEqual({ code: 'playoff_cut', params: { cut: 4, entries: 4 } });
    expect(semis.tables.map((x) => [x.number, x.seats.map((s) => s.entryId)])).toEqual([
      [1, [seeds[0], seeds[3]]],
      [2, [seeds[1], seeds[2]]],
    ]);
    expect(progress(eventId)).toMatchObject({ stage: { position: 2, kind: 'elimination', offset: 3, over: false }, stageRounds: 2, nextStage: null });
    // Whoever goes on, the lower seed wins both semifinals.
    for (const x of semis.tables) enter(x, x.seats[1]!.entryId);

    const final = t.publishNext(eventId);
    expect(final.stage).toEqual({ position: 2, kind: 'elimination', round: 2, madeInAdvance: false, seating: 'given' });
    expect(final.tables.map((x) => x.seats.map((s) => s.entryId))).toEqual([[seeds[3], seeds[2]]]);
    enter(final.tables[0]!);
    expect(t.fail('round.pair', { eventId, newest: t.newestRound(eventId) })).toMatchObject({ code: 'conflict', details: { reason: 'stage_complete', round: 5 } });
    t.call('round.close', t.newestRound(eventId));
    expect(progress(eventId)).toMatchObject({ finished: true, stage: { position: 2, over: true } });

    const list = t.call<z.infer<typeof roundSummarySchema>[]>('round.list', { eventId });
    expect(list.map((r) => [r.number, r.stage.position, r.stage.round])).toEqual([[1, 1, 1], [2, 1, 2], [3, 1, 3], [4, 2, 1], [5, 2, 2]]);

    const standings = t.call<Standings>('standings.get', { eventId });
    expect(standings.final).toBe(true);
    expect(standings.playoff).toEqual({ kind: 'elimination', rows: 4, byRoundOut: true });
    // The playoff's places: the champion, the finalist, the two semifinal losers sharing third in
    // seed order; then everyone else in Swiss order from fifth, the one who dropped among them,
    // players level in the Swiss still level.
    expect(standings.rows.slice(0, 4).map((r) => [r.rank, r.entryId])).toEqual([
      [1, seeds[3]],
      [2, seeds[2]],
      [3, seeds[0]],
      [3, seeds[1]],
    ]);
    const rest = swissRows.filter((r) => !seeds.includes(r.entryId));
    expect(standings.rows.slice(4).map((r) => r.entryId)).toEqual(rest.map((r) => r.entryId));
    expect(standings.rows[4]!.rank).toBe(5);
    for (let i = 1; i < rest.length; i++) {
      const [before, now] = [standings.rows[4 + i - 1]!, standings.rows[4 + i]!];
      expect(now.rank === before.rank).toBe(rest[i]!.rank === rest[i - 1]!.rank);
      if (now.rank !== before.rank) expect(now.rank).toBe(5 + i);
    }
    // The columns stay the Swiss record: three Swiss rounds, whatever the playoff added.
    for (const row of standings.rows) expect(row.matchWins + row.matchLosses + row.matchDraws).toBeLessThanOrEqual(3);
  });

  it('takes every player left when the cut is bigger than the field', () => {
    const eventId = createEvent(3);
    for (let r = 1; r <= 3; r++) playRound(eventId);
    const playoff = t.publishNext(eventId);
    // Three players in a bracket of four: the top seed has the bye.
    expect(playoff.warnings).toContainEqual({ code: 'playoff_cut', params: { cut: 4, entries: 3 } });
    expect(playoff.tables.map((x) => [x.number, x.bye])).toEqual([[2, false], [1, true]]);
  });

  it('changes the playoff during the Swiss, and refuses to once the playoff is paired', () => {
    const eventId = createEvent(6);
    playRound(eventId);
    const event = t.call<TournamentEvent>('event.get', { id: eventId });
    const none = t.call<TournamentEvent>('event.update', { id: eventId, version: event.version, options: { ...withCut, playoff: 'none' } });
    expect(none.progress.nextStage).toBeNull();
    const two = t.call<TournamentEvent>('event.update', { id: eventId, version: none.version, options: { ...withCut, cut: 2 } });
    expect(two.progress.nextStage).toMatchObject({ kind: 'elimination', cut: 2, rounds: 1 });
    // The scoring is fixed since round 1 was published; the playoff is not.
    expect(t.fail('event.update', { id: eventId, version: two.version, options: { ...withCut, cut: 2, drawsAllowed: true } })).toMatchObject({
      details: { fields: [{ path: 'options.drawsAllowed' }] },
    });
    playRound(eventId);
    playRound(eventId);
    t.publishNext(eventId);
    const now = t.call<TournamentEvent>('event.get', { id: eventId });
    expect(t.fail('event.update', { id: eventId, version: now.version, options: { ...withCut, cut: 4 } })).toMatchObject({
      code: 'conflict',
      details: { reason: 'playoff_after_pairing', fields: [{ path: 'options.playoff' }] },
    });
  });

  it('pairs the playoff draft again when a player in it drops: the next best goes on in that place', () => {
    const eventId = createEvent(8);
    for (let r = 1; r <= 3; r++) playRound(eventId);
    const swiss = t.call<Standings>('standings.get', { eventId }).rows.map((r) => r.entryId);
    const draft = t.call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
    expect(draft.tables.map((x) => x.seats.map((s) => s.entryId))).toEqual([
      [swiss[0], swiss[3]],
      [swiss[1], swiss[2]],
    ]);
    const third = t.call<{ id: number; version: number }[]>('entry.list', { eventId }).find((e) => e.id === swiss[2])!;
    t.call('entry.drop', { entryId: third.id, version: third.version, reason: 'Ill' });
    const again = t.call<Round>('round.get', { roundId: draft.id });
    expect(again.number).toBe(4);
    expect(again.tables.map((x) => x.seats.map((s) => s.entryId))).toEqual([
      [swiss[0], swiss[4]],
      [swiss[1], swiss[3]],
    ]);
  });

  it('follows a round robin too: once its cycle is closed, its best two play a final', () => {
    const eventId = t.call<{ id: number }>('event.create', { name: 'League', date: '2026-12-05', ruleset: 'generic', options: { format: 'round_robin', playoff: 'elimination', cut: 2, drawsAllowed: false } }).id;
    for (let i = 1; i <= 4; i++) {
      const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
      t.call('player.checkIn', { id: p.id, version: p.version });
    }
    for (let r = 1; r <= 3; r++) playRound(eventId);
    const league = t.call<Standings>('standings.get', { eventId }).rows.map((r) => r.entryId);
    const final = t.publishNext(eventId);
    expect(final.stage).toEqual({ position: 2, kind: 'elimination', round: 1, madeInAdvance: false, seating: 'given' });
    expect(final.tables.map((x) => x.seats.map((s) => s.entryId))).toEqual([[league[0], league[1]]]);
  });

  it('refuses a playoff after a single-elimination event, naming the field', () => {
    expect(t.fail('event.create', { name: 'Cup', date: '2026-12-05', ruleset: 'generic', options: { format: 'elimination', playoff: 'elimination' } })).toMatchObject({
      code: 'validation',
      details: { fields: [{ path: 'options.playoff', message: 'playoff_after_bracket' }] },
    });
  });
});
