// The starting order chosen at a seated playoff table (Catan 3.7, 3.8): recorded at the desk over
// the table's version, only where the stage's players choose their seats, as a permutation of the
// table's positions, until the result is entered; the seats keep the seat choice order; audited;
// cleared when the round is unpublished; carried through the event file.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerRuleset } from '../../../../electron/engine/rulesets';
import type { Round, RoundTable } from '../../../../shared/model/round';
import { fourSeat } from '../../../fixtures/rulesets/four-seat';
import { eventWithPlayers, twoDigits } from '../../../fixtures/published-round';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let unregister: () => void;
beforeEach(() => {
  unregister = registerRuleset(fourSeat);
  t = tempCore();
});
afterEach(() => {
  t.dispose();
  unregister();
});

/** One game won by the seat given, the others' points below it and apart. */
function wonBy(table: RoundTable, winner: number) {
  return [{ seats: table.seats.map((s, i) => ({ entryId: s.entryId, place: i === winner ? 1 : i < winner ? i + 2 : i + 1, outcome: i === winner ? 'win' : 'loss', score: i === winner ? 10 : 8 - i })) }];
}

/** Twelve players through three qualifying rounds; returns the event and its first qualifying round. */
function qualified(): { eventId: number; qualifying: Round } {
  const eventId = eventWithPlayers(t, { ruleset: 'test-four-seat', players: 12, name: twoDigits, plannedRounds: 3 });
  let qualifying: Round | undefined;
  for (let r = 1; r <= 3; r++) {
    const round = t.publishNext(eventId);
    qualifying ??= round;
    round.tables.filter((x) => !x.bye).forEach((x, i) => t.call('result.enter', { tableId: x.id, version: x.version, games: wonBy(x, (i + r) % x.seats.length) }));
  }
  return { eventId, qualifying: t.call<Round>('round.get', { roundId: qualifying!.id }) };
}

const record = (table: RoundTable, positions: number[] | null) => t.call<RoundTable>('table.startingOrder', { tableId: table.id, version: table.version, positions });

describe('the starting order chosen at a seated playoff table', () => {
  it('is recorded beside the seats, which keep the seat choice order, and is audited', () => {
    const { eventId, qualifying } = qualified();
    const semifinal = t.publishNext(eventId);
    expect(semifinal.stage).toEqual({ position: 2, kind: 'seated_playoff', round: 1, madeInAdvance: false, seating: 'chosen' });
    expect(qualifying.stage).toEqual({ position: 1, kind: 'table_rounds', round: 1, madeInAdvance: false, seating: 'given' });
    const table = semifinal.tables[0]!;
    expect(table.startingPositions).toBeNull();

    // The best qualifier took position 3, the second 1, the third 4, the fourth 2.
    const chosen = record(table, [3, 1, 4, 2]);
    expect(chosen).toMatchObject({ startingPositions: [3, 1, 4, 2], version: table.version + 1 });
    const again = t.call<Round>('round.get', { roundId: semifinal.id }).tables[0]!;
    expect(again.seats.map((s) => s.entryId)).toEqual(table.seats.map((s) => s.entryId));
    expect(again.startingPositions).toEqual([3, 1, 4, 2]);
    // The room reads it too (the projector lists the players in that order).
    expect(t.call<Round>('round.get', { roundId: semifinal.id }, { actor: 'display', readOnly: true, room: true }).tables[0]!.startingPositions).toEqual([3, 1, 4, 2]);

    const cleared = record(chosen, null);
    expect(cleared.startingPositions).toBeNull();
    const log = t.call<{ detail: unknown }[]>('audit.list', { eventId, operations: ['table.startingOrder'] });
    expect(log.map((a) => a.detail)).toEqual([
      { table: 1, round: 4, before: null, after: [3, 1, 4, 2] },
      { table: 1, round: 4, before: [3, 1, 4, 2], after: null },
    ]);
  });

  it('refuses what is not a permutation of the table\'s positions, a stale version, a stage without seat choice and a table with its result', () => {
    const { eventId, qualifying } = qualified();
    const table = t.publishNext(eventId).tables[1]!;
    for (const positions of [[1, 1, 2, 3], [1, 2, 3], [1, 2, 3, 5], [2, 3, 4, 5, 1]]) {
      const refusal = t.fail('table.startingOrder', { tableId: table.id, version: table.version, positions });
      expect(refusal.code).toBe('validation');
      expect(refusal.details?.fields).toEqual([expect.objectContaining({ path: 'positions', code: 'not_a_starting_order', params: { seats: 4 } })]);
    }
    expect(t.fail('table.startingOrder', { tableId: table.id, version: table.version, positions: [0, 1, 2, 3] }).details?.fields).toEqual([expect.objectContaining({ code: 'too_small' })]);

    const chosen = record(table, [2, 1, 3, 4]);
    expect(t.fail('table.startingOrder', { tableId: table.id, version: table.version, positions: [4, 3, 2, 1] })).toMatchObject({ code: 'conflict', details: { reason: 'table_changed', table: 2 } });

    const early = qualifying.tables.find((x) => !x.bye)!;
    expect(t.fail('table.startingOrder', { tableId: early.id, version: early.version, positions: [1, 2, 3, 4].slice(0, early.seats.length) }).details?.fields).toEqual([
      expect.objectContaining({ path: 'tableId', code: 'no_seat_choice' }),
    ]);

    t.call('result.enter', { tableId: chosen.id, version: chosen.version, games: wonBy(chosen, 0) });
    const entered = t.call<Round>('round.get', { roundId: t.newestRound(eventId)!.roundId }).tables[1]!;
    expect(t.fail('table.startingOrder', { tableId: entered.id, version: entered.version, positions: [1, 2, 3, 4] })).toMatchObject({
      code: 'conflict',
      details: { reason: 'starting_order_after_result', table: 2 },
    });
    expect(entered.startingPositions).toEqual([2, 1, 3, 4]);
  });

  it('is cleared when the round is unpublished, and refused on a draft', () => {
    const { eventId } = qualified();
    const table = t.publishNext(eventId).tables[0]!;
    record(table, [4, 3, 2, 1]);
    const newest = t.newestRound(eventId)!;
    const draft = t.call<Round>('round.unpublish', { roundId: newest.roundId, version: newest.version, reason: 'Published too early' });
    const drafted = draft.tables[0]!;
    expect(drafted.startingPositions).toBeNull();
    expect(t.fail('table.startingOrder', { tableId: drafted.id, version: drafted.version, positions: [1, 2, 3, 4] }).details).toMatchObject({ reason: 'round_not_published' });
  });

  it('is cleared at a table whose seats are changed by hand: its players choose again', () => {
    const { eventId } = qualified();
    const semifinal = t.publishNext(eventId);
    const [one, two, three] = semifinal.tables;
    record(one!, [4, 3, 2, 1]);
    record(three!, [1, 3, 2, 4]);
    const round = t.call<Round>('round.get', { roundId: semifinal.id });
    const swapped = t.call<Round>('round.pairManually', {
      roundId: round.id,
      version: round.version,
      entryA: one!.seats[3]!.entryId,
      entryB: two!.seats[3]!.entryId,
      mode: 'swap',
      reason: 'Seated at the wrong table',
    });
    expect(swapped.tables.map((x) => x.startingPositions)).toEqual([null, null, [1, 3, 2, 4]]);
  });

  it('goes out in the event file and comes back with it', () => {
    const { eventId } = qualified();
    const table = t.publishNext(eventId).tables[2]!;
    record(table, [2, 4, 1, 3]);
    const document = t.call<{ divisions: { rounds: Round[] }[] }>('export.event', { eventId });
    const { rounds } = document.divisions[0]!;
    expect(rounds.at(-1)!.tables[2]!.startingPositions).toEqual([2, 4, 1, 3]);
    const copy = t.call<{ id: number }>('event.import', { document });
    const round = t.call<Round>('round.get', { roundId: t.newestRound(copy.id)!.roundId });
    expect(round.tables[2]!.startingPositions).toEqual([2, 4, 1, 3]);

    // A file whose order repeats a position, or gives one at a table that chooses no seats, is refused.
    const broken = structuredClone(document);
    const brokenRounds = broken.divisions[0]!.rounds;
    brokenRounds.at(-1)!.tables[2]!.startingPositions = [1, 1, 2, 3];
    brokenRounds[0]!.tables[0]!.startingPositions = [1, 2, 3, 4].slice(0, brokenRounds[0]!.tables[0]!.seats.length);
    expect(t.fail('event.import', { document: broken }).details?.fields).toEqual([
      expect.objectContaining({ path: 'document.divisions.0.rounds.0.tables.0.startingPositions', code: 'import_starting_order' }),
      expect.objectContaining({ path: 'document.divisions.0.rounds.3.tables.2.startingPositions', code: 'import_starting_order' }),
    ]);
  });
});
