// The waiting list of an event with places: a check-in past the last place waits in order of
// arrival; a place freed (a check-in undone, a registration removed, more places) goes at once to
// the first waiting, with the next arrival number; waiting players are never paired; after round 1
// the list still moves up, the promoted joining late by the ruleset's late-entry rule.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentEvent } from '../../../../shared/model/event';
import type { Player, PromotedPlayer } from '../../../../shared/model/player';
import type { Round } from '../../../../shared/model/round';
import { netrunnerGames } from '../../../fixtures/netrunner-results';
import { parseCsv } from '../../../fixtures/parse-csv';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let event: TournamentEvent;

type TakenBack = Player & { promoted: PromotedPlayer[] };
const call = <T,>(name: string, input: unknown): T => t.call<T>(name, input);
const stored = (id: number) => call<Player[]>('player.list', { eventId: event.id }).find((p) => p.id === id)!;
const checkIn = (p: Player) => call<Player>('player.checkIn', { id: p.id, version: p.version });
const undo = (p: Player) => call<TakenBack>('player.undoCheckIn', { id: p.id, version: stored(p.id).version });
const waitlist = () => call<Player[]>('player.waitlist', { eventId: event.id }).map((p) => [p.name, p.waitlistOrder]);

function walkIns(names: string[]): Player[] {
  return names.map((name) => checkIn(call<Player>('player.register', { eventId: event.id, name })));
}

beforeEach(() => {
  let n = 0;
  t = tempCore({ random: () => `seed-${++n}` });
  event = call<TournamentEvent>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'netrunner-1996', places: 4 });
});
afterEach(() => t.dispose());

describe('the waiting list', () => {
  it('puts the check-ins past the last place on the waiting list in order of arrival, audited', () => {
    const players = walkIns(['Ann', 'Ben', 'Cid', 'Dee', 'Eve', 'Fay']);
    expect(players.map((p) => [p.name, p.checkInOrder, p.waitlistOrder])).toEqual([
      ['Ann', 1, null],
      ['Ben', 2, null],
      ['Cid', 3, null],
      ['Dee', 4, null],
      ['Eve', null, 1],
      ['Fay', null, 2],
    ]);
    expect(waitlist()).toEqual([['Eve', 1], ['Fay', 2]]);
    expect(call('player.counts', { eventId: event.id })).toMatchObject({ registered: 6, checkedIn: 4, waitingForPlace: 2 });
    // Checking in a waiting player again changes nothing.
    expect(checkIn(stored(players[4]!.id))).toMatchObject({ waitlistOrder: 1, checkInOrder: null });
    const audit = call<{ detail: Record<string, unknown> }[]>('audit.list', { eventId: event.id, operations: ['player.checkIn'] });
    expect(audit.map((a) => a.detail)).toContainEqual({ name: 'Fay', waitlistOrder: 2 });
  });

  it('moves the first waiting into a place freed by an undone check-in, with the next arrival number', () => {
    const [, ben, , , eve] = walkIns(['Ann', 'Ben', 'Cid', 'Dee', 'Eve', 'Fay']) as Player[];
    const changes: { entity: string; operation: string }[] = [];
    t.core.subscribe((c) => changes.push(c));
    const back = undo(ben!);
    expect(changes).toContainEqual(expect.objectContaining({ entity: 'player', operation: 'player.undoCheckIn' }));
    expect(back).toMatchObject({ name: 'Ben', checkInOrder: null, promoted: [{ id: eve!.id, name: 'Eve', checkInOrder: 5 }] });
    expect(stored(eve!.id)).toMatchObject({ checkInOrder: 5, waitlistOrder: null });
    expect(waitlist()).toEqual([['Fay', 1]]);
    const [row] = call<{ detail: Record<string, unknown> }[]>('audit.list', { eventId: event.id, operations: ['player.undoCheckIn'] });
    expect(row!.detail).toMatchObject({ name: 'Ben', promoted: [{ name: 'Eve', checkInOrder: 5 }] });
    // Ben comes back: every place is taken, so he waits behind Fay.
    expect(checkIn(stored(ben!.id))).toMatchObject({ checkInOrder: null, waitlistOrder: 2 });
    expect(waitlist()).toEqual([['Fay', 1], ['Ben', 2]]);
  });

  it('moves up on a removed registration and on more places, and a waiting player may leave the list', () => {
    const [ann, , , , eve, fay, gus] = walkIns(['Ann', 'Ben', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus']) as Player[];
    const removed = call<TakenBack>('player.remove', { id: ann!.id, version: stored(ann!.id).version });
    expect(removed.promoted).toEqual([{ id: eve!.id, name: 'Eve', checkInOrder: 5 }]);
    // Fay leaves the waiting list: Gus closes up to number 1.
    const left = undo(fay!);
    expect(left).toMatchObject({ checkInOrder: null, waitlistOrder: null, promoted: [] });
    expect(waitlist()).toEqual([['Gus', 1]]);
    const raised = call<TournamentEvent>('event.update', { id: event.id, version: event.version, places: 6 });
    expect(raised.places).toBe(6);
    expect(stored(gus!.id)).toMatchObject({ checkInOrder: 6, waitlistOrder: null });
    const [row] = call<{ detail: Record<string, unknown> }[]>('audit.list', { eventId: event.id, operations: ['event.update'] });
    expect(row!.detail).toMatchObject({ after: { places: 6 }, promoted: [{ name: 'Gus', checkInOrder: 6 }] });
    // Removing a waiting player closes the list up and frees no place.
    const [hal, ivy, jo] = walkIns(['Hal', 'Ivy', 'Jo']) as Player[];
    expect([hal!.checkInOrder, ivy!.waitlistOrder, jo!.waitlistOrder]).toEqual([7, 1, 2]);
    expect(call<TakenBack>('player.remove', { id: ivy!.id, version: ivy!.version }).promoted).toEqual([]);
    expect(waitlist()).toEqual([['Jo', 1]]);
  });

  it('never pairs a waiting player; after round 1 a promoted player joins late by the late-entry rule', () => {
    walkIns(['Ann', 'Ben', 'Cid', 'Dee', 'Eve']);
    const r1 = call<Round>('round.pair', { eventId: event.id, newest: null });
    const seated = r1.tables.flatMap((x) => x.seats.map((s) => s.name));
    expect(seated.sort()).toEqual(['Ann', 'Ben', 'Cid', 'Dee']);
    expect(call<{ name: string }[]>('entry.list', { eventId: event.id }).map((e) => e.name)).not.toContain('Eve');
    call<Round>('round.publish', { roundId: r1.id, version: r1.version });
    const e = call<TournamentEvent>('event.get', { id: event.id });
    call('event.update', { id: e.id, version: e.version, places: 5 });
    expect(waitlist()).toEqual([]);
    for (const table of call<Round>('round.get', { roundId: r1.id }).tables) {
      const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
      call('result.enter', { tableId: table.id, version: table.version, games: netrunnerGames(a, b, [['a', 7, 2], ['b', 3, 7]]) });
    }
    const rounds = call<{ id: number; version: number }[]>('round.list', { eventId: event.id });
    const r2 = call<Round>('round.pair', { eventId: event.id, newest: { roundId: rounds[0]!.id, version: rounds[0]!.version } });
    expect(r2.tables.flatMap((x) => x.seats.map((s) => s.name))).toContain('Eve');
    expect(r2.warnings).toContainEqual({ code: 'late_entry', params: { name: 'Eve', round: 2 } });
  });

  it('prints each waiting player’s number in the players’ CSV, after the Arbiter ID', () => {
    walkIns(['Ann', 'Ben', 'Cid', 'Dee', 'Eve', 'Fay']);
    const table = parseCsv(call<{ content: string }>('player.exportCsv', { eventId: event.id }).content.slice(1));
    const column = table[0]!.indexOf('Waiting list number');
    expect(table[0]![column - 1]).toBe('Arbiter ID');
    expect(table.slice(1).map((r) => [r[1], r[column]])).toEqual([
      ['Ann', ''],
      ['Ben', ''],
      ['Cid', ''],
      ['Dee', ''],
      ['Eve', '1'],
      ['Fay', '2'],
    ]);
  });
});
