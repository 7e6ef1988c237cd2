// The waiting list goes with the event file (version 4: `features.waiting-list`; version 3: each
// player's waitlistOrder) and comes back in its order on another computer's database; a file from
// before it imports with nobody waiting; a file whose waiting list cannot be (a player checked in
// and waiting, two on one number, someone waiting beside a free place) is refused whole, the player
// named, at its place in the file of that version.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FieldIssue } from '../../../../../shared/contract/errors';
import type { WaitingFile } from '../../../../../shared/features/waiting-list/file';
import type { TournamentEvent } from '../../../../../shared/model/event';
import type { DivisionDocument, EventFile } from '../../../../../shared/model/export';
import type { Player, PromotedPlayer } from '../../../../../shared/model/player';
import { asVersion3 } from '../../../../fixtures/event-files';
import { tempCore, type TempCore } from '../../../../fixtures/temp-core';

let here: TempCore;
let elsewhere: TempCore;
let exported: EventFile;
/** event.get of the exported event, for the file of version 3. */
let original: TournamentEvent;

const waitlistOf = (t: TempCore, eventId: number) => t.call<Player[]>('player.waitlist', { eventId }).map((p) => [p.name, p.waitlistOrder]);
const copy = <T extends EventFile | DivisionDocument>(doc: T) => JSON.parse(JSON.stringify(doc)) as T;
const player = <T extends EventFile | DivisionDocument>(doc: T, name: string): T['players'][number] => doc.players.find((p) => p.name === name)!;
/** The file's waiting list (`features.waiting-list`). */
const waiting = (doc: EventFile) => doc.features['waiting-list'] as WaitingFile;
/** The place of a player on the file's waiting list. */
const waiter = (doc: EventFile, name: string) => waiting(doc).find((w) => w.player === player(doc, name).id)!;
const issues = (doc: EventFile | DivisionDocument): FieldIssue[] => (elsewhere.fail('event.import', { document: doc }).details as { fields: FieldIssue[] }).fields;

beforeEach(() => {
  here = tempCore();
  elsewhere = tempCore();
  const event = here.call<TournamentEvent>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'netrunner-1996', places: 3 });
  // Zed queues before Eve, though the file lists players by name.
  for (const name of ['Ann', 'Ben', 'Cid', 'Zed', 'Eve']) {
    const p = here.call<Player>('player.register', { eventId: event.id, name });
    here.call('player.checkIn', { id: p.id, version: p.version });
  }
  here.call('player.register', { eventId: event.id, name: 'Gus' });
  expect(waitlistOf(here, event.id)).toEqual([['Zed', 1], ['Eve', 2]]);
  exported = copy(here.call<EventFile>('export.event', { eventId: event.id }));
  original = here.call<TournamentEvent>('event.get', { id: event.id });
});
afterEach(() => {
  here.dispose();
  elsewhere.dispose();
});

describe('the waiting list in the event file', () => {
  it('is exported as each waiting player’s number (the others not on it) and imported in the same order', () => {
    expect(exported.version).toBe(4);
    expect(exported.players.map((p) => [p.name, p.checkInOrder])).toEqual([
      ['Ann', 1],
      ['Ben', 2],
      ['Cid', 3],
      ['Eve', null],
      ['Gus', null],
      ['Zed', null],
    ]);
    expect(exported.players.some((p) => 'waitlistOrder' in p)).toBe(false);
    expect(waiting(exported)).toEqual([
      { player: player(exported, 'Zed').id, order: 1 },
      { player: player(exported, 'Eve').id, order: 2 },
    ]);
    const imported = elsewhere.call<TournamentEvent>('event.import', { document: exported });
    expect(waitlistOf(elsewhere, imported.id)).toEqual([['Zed', 1], ['Eve', 2]]);
    expect(elsewhere.call('player.counts', { eventId: imported.id })).toMatchObject({ registered: 6, checkedIn: 3, waitingForPlace: 2 });
    // The imported list moves up as the original would: a freed place goes to Zed.
    const ben = elsewhere.call<Player[]>('player.list', { eventId: imported.id }).find((p) => p.name === 'Ben')!;
    const back = elsewhere.call<{ promoted: PromotedPlayer[] }>('player.undoCheckIn', { id: ben.id, version: ben.version });
    expect(back.promoted).toEqual([expect.objectContaining({ name: 'Zed', checkInOrder: 4 })]);
    expect(waitlistOf(elsewhere, imported.id)).toEqual([['Eve', 1]]);
  });

  it('keeps the order of a file whose numbers have gaps, numbering them 1, 2 again', () => {
    const doc = copy(exported);
    waiter(doc, 'Zed').order = 4;
    waiter(doc, 'Eve').order = 9;
    const imported = elsewhere.call<TournamentEvent>('event.import', { document: doc });
    expect(waitlistOf(elsewhere, imported.id)).toEqual([['Zed', 1], ['Eve', 2]]);
  });

  it('imports a file written before the waiting list (version 1 or 2, no waitlistOrder) with nobody waiting', () => {
    for (const version of [1, 2] as const) {
      const doc = asVersion3(copy(exported), original);
      doc.version = version;
      for (const p of doc.players) delete p.waitlistOrder;
      const imported = elsewhere.call<TournamentEvent>('event.import', { document: doc });
      expect(waitlistOf(elsewhere, imported.id)).toEqual([]);
      expect(elsewhere.call('player.counts', { eventId: imported.id })).toMatchObject({ registered: 6, checkedIn: 3, waitingForPlace: 0 });
    }
  });

  it('refuses a player both checked in and waiting, and two players on one number, naming them; nothing is imported', () => {
    const doc = copy(exported);
    Object.assign(player(doc, 'Eve'), { checkInOrder: 4, checkedInAt: '2026-12-05T09:00:00.000Z' });
    waiter(doc, 'Zed').order = 2;
    const eveWaits = waiting(doc).indexOf(waiter(doc, 'Eve'));
    expect(issues(doc)).toEqual([
      { path: `document.features.waiting-list.${eveWaits}.order`, code: 'import_waiting_checked_in', params: { name: 'Eve' }, message: 'Eve is both checked in and on the waiting list' },
      {
        path: `document.features.waiting-list.${eveWaits}.order`,
        code: 'import_waiting_shared',
        params: { name: 'Eve', other: 'Zed', place: 2 },
        message: 'Eve and Zed both have place 2 on the waiting list',
      },
    ]);
    // A file of version 3 names the players' own waitlistOrder.
    const older = asVersion3(copy(exported), original);
    Object.assign(player(older, 'Eve'), { checkInOrder: 4, checkedInAt: '2026-12-05T09:00:00.000Z' });
    player(older, 'Zed').waitlistOrder = 2;
    const eve = older.players.indexOf(player(older, 'Eve'));
    const zed = older.players.indexOf(player(older, 'Zed'));
    expect(issues(older)).toEqual([
      { path: `document.players.${eve}.waitlistOrder`, code: 'import_waiting_checked_in', params: { name: 'Eve' }, message: 'Eve is both checked in and on the waiting list' },
      {
        path: `document.players.${zed}.waitlistOrder`,
        code: 'import_waiting_shared',
        params: { name: 'Zed', other: 'Eve', place: 2 },
        message: 'Zed and Eve both have place 2 on the waiting list',
      },
    ]);
    expect(elsewhere.call<unknown[]>('event.list', {})).toEqual([]);
  });

  it('refuses a player on the waiting list twice, naming them; nothing is imported', () => {
    const doc = copy(exported);
    const list = waiting(doc);
    list.push({ player: list[0]!.player, order: list.length + 1 });
    const name = doc.players.find((p) => p.id === list[0]!.player)!.name;
    expect(issues(doc)).toEqual([
      { path: `document.features.waiting-list.${list.length - 1}.player`, code: 'import_waiting_twice', params: { name }, message: `${name} is on the waiting list twice` },
    ]);
    expect(elsewhere.call<unknown[]>('event.list', {})).toEqual([]);
  });

  it('refuses players waiting while a place is free, or in an event without places', () => {
    const more = copy(exported);
    more.event.places = 4;
    const none = copy(exported);
    none.event.places = null;
    for (const doc of [more, none]) {
      expect(issues(doc)).toEqual([
        { path: 'document.features.waiting-list', code: 'import_waiting_place_free', message: 'Players wait on the waiting list while a place is free' },
      ]);
    }
    // A file of version 3 names the event's places, which it may leave out.
    const moreOlder = asVersion3(copy(exported), original);
    moreOlder.event.places = 4;
    const noneOlder = asVersion3(copy(exported), original);
    delete noneOlder.event.places;
    for (const doc of [moreOlder, noneOlder]) {
      expect(issues(doc)).toEqual([
        { path: 'document.event.places', code: 'import_waiting_place_free', message: 'Players wait on the waiting list while a place is free' },
      ]);
    }
    expect(elsewhere.call<unknown[]>('event.list', {})).toEqual([]);
  });
});
