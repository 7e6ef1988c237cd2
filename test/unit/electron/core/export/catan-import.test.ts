// A Catan event exported and imported into a fresh database: the schedule made in advance, the
// table timers, the shared map and the signing come back exactly (under new ids), and the next
// pairing plays the imported schedule instead of making a new one. A file whose map or schedule
// cannot be taken is refused whole with its reasons; a version 1 file still imports.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Entry } from '../../../../../shared/model/entry';
import type { EventMap, MapFile } from '../../../../../shared/features/shared-map/model';
import { mapImageMaxBytes } from '../../../../../shared/features/shared-map/model';
import type { TournamentEvent } from '../../../../../shared/model/event';
import type { EventFile } from '../../../../../shared/model/export';
import { raceOutcomes, racePlaces } from '../../../../../shared/model/race';
import type { Round, RoundTable } from '../../../../../shared/model/round';
import type { ScheduleView } from '../../../../../shared/model/schedule';
import { asVersion3 } from '../../../../fixtures/event-files';
import { tempCore, type TempCore } from '../../../../fixtures/temp-core';

let here: TempCore;
let there: TempCore;
beforeEach(() => {
  let n = 0;
  here = tempCore({ random: () => `here-${++n}` });
  let m = 0;
  there = tempCore({ random: () => `there-${++m}` });
});
afterEach(() => {
  here.dispose();
  there.dispose();
});

const png = (size = 96) => {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes.toString('base64');
};

/** Seat 1 reaches 10 on their turn; the others as seated. */
function sheet(table: RoundTable) {
  const vps = table.seats.map((_, i) => (i === 0 ? 10 : 8 - i));
  const places = racePlaces(vps, 'target', 0);
  const outcomes = raceOutcomes(vps, 'target', 0);
  return [{ ending: 'target', seats: table.seats.map((s, i) => ({ entryId: s.entryId, outcome: outcomes[i]!, place: places[i]!, score: vps[i]! })) }];
}

/** The first computer ran an event before, so its ids are not those of a fresh database. */
function earlierEvent(t: TempCore): void {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Earlier', date: '2026-11-01', ruleset: 'generic' }).id;
  for (const name of ['Ann', 'Bo', 'Cy', 'Di', 'Ed']) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  t.publishNext(eventId);
}

function catanEvent(t: TempCore, players = 13): number {
  if (t === here) earlierEvent(t);
  const eventId = t.call<{ id: number }>('event.create', { name: 'Catan Cup', date: '2026-12-05', ruleset: 'catan', options: { playoff: 'none' } }).id;
  for (let i = 0; i < players; i++) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${String(i + 1).padStart(2, '0')}` });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  return eventId;
}

const roundOf = (t: TempCore, eventId: number, number: number) => t.call<Round>('round.get', { roundId: t.call<{ id: number; number: number }[]>('round.list', { eventId }).find((r) => r.number === number)!.id });
const exported = (t: TempCore, eventId: number) => JSON.parse(JSON.stringify(t.call<EventFile>('export.event', { eventId }))) as EventFile;
/** The file's shared map (`features.shared-map`), undefined when none was saved. */
const mapOf = (file: EventFile) => file.features['shared-map'] as MapFile | undefined;
const names = (view: ScheduleView) => view.rounds.map((r) => r.tables.map((x) => x.seats.map((s) => s.name)));
const seatedNames = (round: Round) => round.tables.map((x) => x.seats.map((s) => s.name));
/** The stage's stored schedule row, entry ids read as names. */
function storedSchedule(t: TempCore, eventId: number) {
  const name = new Map(t.call<Entry[]>('entry.list', { eventId }).map((e) => [e.id, e.name]));
  const row = t.core.store.db.prepare('SELECT s.rounds, s.quality, s.makings FROM stage_schedules s JOIN stages g ON g.id = s.stage_id WHERE g.event_id = ?').get(eventId) as { rounds: string; quality: string; makings: string };
  // Every number of the rounds is an entry; elsewhere the fields that name one.
  const named = (key: string, value: unknown) => (typeof value === 'number' && ['a', 'b', 'entryId'].includes(key) ? name.get(value) : value);
  return {
    rounds: JSON.parse(row.rounds, (_key, value: unknown) => (typeof value === 'number' ? name.get(value) : value)) as unknown,
    quality: JSON.parse(row.quality, named) as unknown,
    makings: JSON.parse(row.makings, named) as unknown,
  };
}

describe('a Catan event carried to another computer', () => {
  it('brings its schedule, timers, map and signing, and the next round is the schedule’s', () => {
    const eventId = catanEvent(here);
    here.call('map.set', { eventId, version: 0, description: 'Desert in the middle; 6 and 8 apart.', image: { type: 'image/png', data: png() } });
    const round1 = here.publishNext(eventId);
    const [first, second, third] = round1.tables as [RoundTable, RoundTable, RoundTable];
    // Table 1 waited for a late player, and its seat 2 took a time-out and came back; at table 2
    // seat 3 is away still.
    here.setTime('2026-12-05T09:05:00Z');
    const waiting = here.call<RoundTable>('table.wait', { tableId: first.id, version: first.version, action: 'start' });
    here.setTime('2026-12-05T09:20:00Z');
    const away = here.call<RoundTable>('table.timeOut', { tableId: first.id, version: waiting.version, entryId: first.seats[1]!.entryId, action: 'start' });
    here.setTime('2026-12-05T09:23:00Z');
    here.call('table.timeOut', { tableId: first.id, version: away.version, entryId: first.seats[1]!.entryId, action: 'end' });
    here.call('table.timeOut', { tableId: second.id, version: second.version, entryId: second.seats[2]!.entryId, action: 'start' });
    // Every table's result is in; at table 3 two players refused to sign and the referee decided.
    for (const table of roundOf(here, eventId, 1).tables) {
      const signing = table.id === third.id ? { by: 'referee', refused: [table.seats[1]!.entryId, table.seats[2]!.entryId], referee: 'Oleg Referee' } : { by: 'players' };
      here.call('result.enter', { tableId: table.id, version: table.version, games: sheet(table), signing });
    }
    const original = exported(here, eventId);
    expect(original.version).toBe(4);
    expect(original.divisions[0]!.schedules).toHaveLength(1);
    expect(mapOf(original)).toMatchObject({ description: 'Desert in the middle; 6 and 8 apart.', image: { type: 'image/png', data: png() } });

    const copyId = there.call<{ id: number }>('event.import', { document: original }).id;
    // The schedule row, by names: every round's tables in starting order, its quality, its making.
    expect(storedSchedule(there, copyId)).toEqual(storedSchedule(here, eventId));
    const view = here.call<ScheduleView>('schedule.get', { eventId });
    const copied = there.call<ScheduleView>('schedule.get', { eventId: copyId });
    expect(names(copied)).toEqual(names(view));
    expect(copied.makings).toEqual(view.makings);
    expect(copied.quality).toEqual(view.quality);
    // The map's bytes and words.
    const map = (t: TempCore, id: number) => t.call<EventMap>('map.get', { eventId: id });
    expect(map(there, copyId)).toMatchObject({ description: map(here, eventId).description, image: map(here, eventId).image, updatedAt: map(here, eventId).updatedAt });
    expect(Buffer.from(map(there, copyId).image!.data, 'base64').equals(Buffer.from(png(), 'base64'))).toBe(true);
    // The timers and the signing, by names.
    const byName = (round: Round) => {
      const name = new Map(round.tables.flatMap((x) => x.seats.map((s) => [s.entryId, s.name] as const)));
      return round.tables.map((x) => ({
        waitStartedAt: x.waitStartedAt,
        timeOuts: x.timeOuts!.map((o) => ({ ...o, entryId: name.get(o.entryId) })),
        signing: x.signing?.by === 'referee' ? { ...x.signing, refused: x.signing.refused.map((id) => name.get(id)) } : x.signing,
      }));
    };
    const timed = byName(roundOf(there, copyId, 1));
    expect(timed).toEqual(byName(roundOf(here, eventId, 1)));
    expect(timed[0]).toMatchObject({ waitStartedAt: '2026-12-05T09:05:00.000Z', timeOuts: [{ entryId: first.seats[1]!.name, game: 1, startedAt: '2026-12-05T09:20:00.000Z', endedAt: '2026-12-05T09:23:00.000Z' }] });
    expect(timed[1]!.timeOuts).toEqual([{ entryId: second.seats[2]!.name, game: 1, startedAt: '2026-12-05T09:23:00.000Z', endedAt: null }]);
    expect(timed[2]!.signing).toEqual({ by: 'referee', refused: [third.seats[1]!.name, third.seats[2]!.name], referee: 'Oleg Referee' });
    // The copy exported again is the same file, under new ids.
    const again = exported(there, copyId);
    expect(mapOf(again)).toEqual(mapOf(original));
    expect(again.divisions[0]!.schedules.map((s) => s.makings)).toEqual(original.divisions[0]!.schedules.map((s) => s.makings));

    // Round 2 on each computer is the schedule's round 2, not a schedule made again.
    const next = (t: TempCore, id: number) => t.call<Round>('round.pair', { eventId: id, newest: t.newestRound(id) });
    const here2 = next(here, eventId);
    const there2 = next(there, copyId);
    expect(seatedNames(there2)).toEqual(names(view)[1]);
    expect(seatedNames(there2)).toEqual(seatedNames(here2));
    expect(there2.warnings).toEqual([]);
    expect(there.call<ScheduleView>('schedule.get', { eventId: copyId }).makings).toEqual(view.makings);
  });

  it('brings a disqualification, and a schedule made again for it starts from the imported one', () => {
    const eventId = catanEvent(here);
    const round1 = here.publishNext(eventId);
    const offender = round1.tables[0]!.seats[3]!;
    const entry = here.call<Entry[]>('entry.list', { eventId }).find((e) => e.id === offender.entryId)!;
    here.call('table.disqualify', { tableId: round1.tables[0]!.id, entryId: entry.id, version: entry.version, rule: '1.15', reason: 'Insulted another player', referee: 'Oleg Referee' });
    for (const table of roundOf(here, eventId, 1).tables) here.call('result.enter', { tableId: table.id, version: table.version, games: sheet(table), signing: { by: 'players' } });

    const copyId = there.call<{ id: number }>('event.import', { document: exported(here, eventId) }).id;
    const copied = there.call<Entry[]>('entry.list', { eventId: copyId }).find((e) => e.name === offender.name)!;
    expect(copied).toMatchObject({ droppedAfterRound: 1, dropReason: 'Insulted another player', disqualification: { cause: 'at_table', rule: '1.15', table: 1, referee: 'Oleg Referee' } });
    const round2 = there.publishNext(copyId);
    expect(round2.tables.flatMap((x) => x.seats.map((s) => s.name))).not.toContain(offender.name);
    const makings = there.call<ScheduleView>('schedule.get', { eventId: copyId }).makings;
    expect(makings.map((m) => [m.round, m.notes[0]!.code])).toEqual([
      [1, 'schedule_made'],
      [2, 'schedule_remade'],
    ]);
    // The note names the player who left by the copy's own entry id.
    expect(makings[1]!.notes).toContainEqual({ code: 'schedule_player_left', params: { entryId: copied.id } });
  });

  it('refuses a file whose map or schedule cannot be taken, with each reason, and imports nothing', () => {
    const eventId = catanEvent(here);
    here.call('map.set', { eventId, version: 0, description: 'Island', image: { type: 'image/png', data: png() } });
    here.publishNext(eventId);
    const good = exported(here, eventId);
    const before = there.call<unknown[]>('event.list', {}).length;
    const refusedWith = (doc: EventFile) => there.fail('event.import', { document: doc }).details as { fields: { path: string; code: string; params?: unknown }[] };

    const gif = structuredClone(good);
    mapOf(gif)!.image = { type: 'image/png', data: Buffer.from('GIF89a, not a PNG').toString('base64') };
    expect(refusedWith(gif).fields).toEqual([expect.objectContaining({ path: 'document.features.shared-map.image', code: 'map_image_type' })]);
    const large = structuredClone(good);
    mapOf(large)!.image = { type: 'image/png', data: png(mapImageMaxBytes + 1) };
    expect(refusedWith(large).fields).toEqual([expect.objectContaining({ path: 'document.features.shared-map.image', code: 'map_image_too_large', params: { maxKiB: 700, kiB: 701 } })]);
    // A file of version 3 kept the map at its top, and is told so.
    const olderGif = asVersion3(gif, here.call<TournamentEvent>('event.get', { id: eventId }));
    const olderRefused = there.fail('event.import', { document: olderGif }).details as { fields: { path: string; code: string }[] };
    expect(olderRefused.fields).toEqual([expect.objectContaining({ path: 'document.map.image', code: 'map_image_type' })]);

    const broken = structuredClone(good);
    const division = broken.divisions[0]!;
    const schedule = division.schedules[0]!;
    schedule.rounds[1]![0]![0] = 9999;
    schedule.rounds[2]![0]![1] = schedule.rounds[2]![0]![0]!;
    division.schedules.push({ ...schedule, stage: 2 });
    division.rounds[0]!.tables[0]!.timeOuts = [{ entryId: division.rounds[0]!.tables[1]!.seats[0]!.entryId, game: 1, startedAt: good.exportedAt, endedAt: null }];
    expect(refusedWith(broken).fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'document.divisions.0.schedules.0.rounds.1.0.0', code: 'import_unknown_entry' }),
        expect.objectContaining({ path: 'document.divisions.0.schedules.0.rounds.2.0.1', code: 'import_duplicate' }),
        expect.objectContaining({ path: 'document.divisions.0.schedules.1.stage', code: 'import_stage' }),
        expect.objectContaining({ path: 'document.divisions.0.rounds.0.tables.0.timeOuts.0.entryId', code: 'import_unknown_entry' }),
      ]),
    );
    expect(there.call<unknown[]>('event.list', {})).toHaveLength(before);
  });

  it('still imports a version 1 file, which has no schedule: the next pairing makes one', () => {
    const eventId = catanEvent(here);
    const round1 = here.publishNext(eventId);
    for (const table of round1.tables) here.call('result.enter', { tableId: table.id, version: table.version, games: sheet(table), signing: { by: 'players' } });
    const older = asVersion3(exported(here, eventId), here.call<TournamentEvent>('event.get', { id: eventId }));
    const { schedules: _schedules, map: _map, ...rest } = older;
    const copyId = there.call<{ id: number }>('event.import', { document: { ...rest, version: 1 } }).id;
    expect(there.call<ScheduleView | null>('schedule.get', { eventId: copyId })).toBeNull();
    expect(there.call<EventMap>('map.get', { eventId: copyId }).version).toBe(0);
    const round2 = there.publishNext(copyId);
    expect(round2.warnings[0]).toMatchObject({ code: 'schedule_made' });
    expect(seatedNames(roundOf(there, copyId, 1))).toEqual(seatedNames(roundOf(here, eventId, 1)));
  });
});
