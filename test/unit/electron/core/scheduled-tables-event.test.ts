// A stage that plays a schedule made in advance (scheduled_tables, Catan 2.1) through the core,
// with a ruleset registered by this test alone: the schedule is made and stored when round 1 is
// paired, later rounds follow it, a drop before round 2 makes rounds 2 and 3 again and leaves
// round 1 as played, and schedule.get reads it all back with names.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerRuleset } from '../../../../electron/engine/rulesets';
import type { Round, RoundTable } from '../../../../shared/model/round';
import type { ScheduleView } from '../../../../shared/model/schedule';
import { scheduledFour } from '../../../fixtures/rulesets/scheduled-four';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let unregister: () => void;
beforeEach(() => {
  unregister = registerRuleset(scheduledFour);
  t = tempCore();
});
afterEach(() => {
  t.dispose();
  unregister();
});

function setUp(players: number, plannedRounds: number | null = 3): number {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Settlers', date: '2026-12-05', ruleset: 'test-scheduled-four', ...(plannedRounds === null ? {} : { plannedRounds }) }).id;
  for (let i = 0; i < players; i++) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${String(i + 1).padStart(2, '0')}` });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  return eventId;
}

const pair = (eventId: number) => t.call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
const publish = (round: Round) => t.call<Round>('round.publish', { roundId: round.id, version: round.version });
const schedule = (eventId: number) => t.call<ScheduleView | null>('schedule.get', { eventId });
const seating = (round: Round) => round.tables.filter((x) => !x.bye).map((x) => x.seats.map((s) => s.entryId));
const ids = (view: ScheduleView, round: number) => view.rounds[round - 1]!.tables.map((x) => x.seats.map((s) => s.entryId));

/** Places in seat order: the starting player wins. */
function enterAll(round: Round): void {
  for (const table of round.tables.filter((x) => !x.bye)) {
    const games = [{ seats: table.seats.map((s, i) => ({ entryId: s.entryId, place: i + 1, outcome: i === 0 ? 'win' : 'loss', score: 10 - i })) }];
    t.call('result.enter', { tableId: table.id, version: table.version, games });
  }
}

/** The schedule's rows as stored in the database. */
const storedRows = () => t.core.store.db.prepare('SELECT stage_id, rounds, makings FROM stage_schedules').all() as { stage_id: number; rounds: string; makings: string }[];

describe('a stage that plays a schedule made in advance', () => {
  it('makes and stores the schedule for all three rounds with round 1, and plays rounds 2 and 3 as it says', () => {
    const eventId = setUp(13);
    expect(schedule(eventId)).toBeNull();
    // Windows learn from the stage, not its kind's name, that players look for their seat.
    expect(t.call<{ progress: { stage: { madeInAdvance: boolean } } }>('event.get', { id: eventId }).progress.stage.madeInAdvance).toBe(true);
    const first = pair(eventId);
    expect(first.stage?.madeInAdvance).toBe(true);
    const view = schedule(eventId)!;
    expect(view.rounds.map((r) => r.status)).toEqual(['draft', 'to_play', 'to_play']);
    expect(ids(view, 1)).toEqual(seating(first));
    expect(view.rounds.map((r) => r.tables.map((x) => x.seats.length))).toEqual([
      [4, 3, 3, 3],
      [4, 3, 3, 3],
      [4, 3, 3, 3],
    ]);
    expect(first.warnings).toEqual([{ code: 'schedule_made', params: { rounds: 3, players: 13 } }]);
    expect(view.makings).toEqual([{ round: 1, seed: first.seed, notes: first.warnings }]);
    expect(view.quality).toEqual({ repeats: 0, repeatedPairs: [], firstMoreThanOnce: 0, positionAgain: expect.any(Number) });
    // Find your seat: everyone by name, a table and a position in every round.
    expect(view.players.map((p) => p.name)).toEqual(Array.from({ length: 13 }, (_, i) => `Player ${String(i + 1).padStart(2, '0')}`));
    const starter = view.rounds[1]!.tables[2]!.seats[0]!;
    expect(view.players.find((p) => p.entryId === starter.entryId)!.seats[1]).toEqual({ table: 3, position: 1 });
    const stored = storedRows();
    expect(stored).toHaveLength(1);
    expect(JSON.parse(stored[0]!.rounds)).toEqual([ids(view, 1), ids(view, 2), ids(view, 3)]);

    // Pairing round 1 again with the same field keeps the schedule.
    expect(seating(pair(eventId))).toEqual(ids(view, 1));
    const round1 = publish(t.call<Round>('round.get', { roundId: first.id }));
    expect(schedule(eventId)!.currentRound).toBe(1);
    enterAll(round1);
    const round2 = pair(eventId);
    expect(seating(round2)).toEqual(ids(view, 2));
    expect(round2.warnings).toEqual([]);
    enterAll(publish(round2));
    const round3 = pair(eventId);
    expect(seating(round3)).toEqual(ids(view, 3));
    enterAll(publish(round3));
    expect(schedule(eventId)!.rounds.map((r) => r.status)).toEqual(['closed', 'closed', 'published']);
    expect(schedule(eventId)!.makings).toHaveLength(1);
    expect(t.fail('round.pair', { eventId, newest: t.newestRound(eventId) })).toMatchObject({ code: 'conflict' });
  });

  it('makes rounds 2 and 3 again for a drop before round 2, round 1 kept as played, and says why', () => {
    const eventId = setUp(17);
    const round1 = publish(pair(eventId));
    const before = schedule(eventId)!;
    enterAll(round1);
    const gone = before.rounds[1]!.tables[0]!.seats[1]!;
    const entry = t.call<{ id: number; version: number }[]>('entry.list', { eventId }).find((e) => e.id === gone.entryId)!;
    t.call('entry.drop', { entryId: entry.id, version: entry.version, reason: 'Went home' });
    // Until round 2 is paired the rounds to come still seat the player, shown as dropped.
    expect(before.remakePending).toBe(false);
    expect(schedule(eventId)!).toMatchObject({ remakePending: true, makings: before.makings });
    const round2 = pair(eventId);
    const after = schedule(eventId)!;
    expect(ids(after, 1)).toEqual(ids(before, 1));
    expect(ids(after, 1)).toEqual(seating(round1));
    expect(seating(round2)).toEqual(ids(after, 2));
    for (const r of [2, 3]) {
      expect(ids(after, r).flat()).not.toContain(gone.entryId);
      expect(ids(after, r).map((x) => x.length)).toEqual([4, 4, 4, 4]);
    }
    const why = [
      { code: 'schedule_remade', params: { from: 2, to: 3 } },
      { code: 'schedule_player_left', params: { entryId: gone.entryId } },
    ];
    expect(round2.warnings).toEqual(why);
    expect(after.makings.map((m) => [m.round, m.notes])).toEqual([
      [1, [{ code: 'schedule_made', params: { rounds: 3, players: 17 } }]],
      [2, why],
    ]);
    expect(after.quality.repeats).toBe(0);
    expect(after.remakePending).toBe(false);
    expect(after.players.find((p) => p.entryId === gone.entryId)).toMatchObject({ name: gone.name, dropped: true, seats: [expect.any(Object), null, null] });
  });

  it('makes the rounds again when a player drops while the round is a draft', () => {
    const eventId = setUp(16);
    enterAll(publish(pair(eventId)));
    const draft = pair(eventId);
    const gone = draft.tables[3]!.seats[0]!;
    const entry = t.call<{ id: number; version: number }[]>('entry.list', { eventId }).find((e) => e.id === gone.entryId)!;
    t.call('entry.drop', { entryId: entry.id, version: entry.version, reason: 'No-show' });
    const again = t.call<Round>('round.get', { roundId: draft.id });
    const view = schedule(eventId)!;
    expect(seating(again)).toEqual(ids(view, 2));
    expect(seating(again).map((x) => x.length)).toEqual([4, 4, 4, 3]);
    expect(view.makings.at(-1)!.notes).toContainEqual({ code: 'schedule_player_left', params: { entryId: gone.entryId } });
  });

  it('takes no late check-in once the schedule is made', () => {
    const eventId = setUp(12);
    enterAll(publish(pair(eventId)));
    const late = t.call<{ id: number; version: number }>('player.register', { eventId, name: 'Late Comer' });
    t.call('player.checkIn', { id: late.id, version: late.version });
    const round2 = pair(eventId);
    expect(round2.tables.flatMap((x: RoundTable) => x.seats.map((s) => s.name))).not.toContain('Late Comer');
    expect(schedule(eventId)!.makings).toHaveLength(1);
  });

  it('refuses a round without planned rounds, or a field no tables of 4 and 3 seat', () => {
    const unplanned = setUp(8, null);
    expect(t.fail('round.pair', { eventId: unplanned, newest: null })).toMatchObject({ code: 'validation', details: { fields: [{ path: 'plannedRounds', code: 'schedule_needs_planned_rounds' }] } });
    const five = setUp(5);
    expect(t.fail('round.pair', { eventId: five, newest: null })).toMatchObject({ code: 'validation', details: { fields: [{ code: 'no_schedule_split', params: { players: 5 } }] } });
    expect(schedule(five)).toBeNull();
  });
});
