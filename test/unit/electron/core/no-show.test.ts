// A player who never came, dropped as a no-show through the core, in the Catan championship where
// leaving early disqualifies (1.21): never a disqualification, their 0-VP sheet kept, listed after
// everyone who came, refused with a Declaration of Forfeiture, taken back by a reinstatement, and
// carried by the exported file, its CSV and an import.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Entry } from '../../../../shared/model/entry';
import type { TournamentEvent } from '../../../../shared/model/event';
import type { EventFile } from '../../../../shared/model/export';
import { racePlaces, raceOutcomes } from '../../../../shared/model/race';
import type { RoundTable } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { asVersion3 } from '../../../fixtures/event-files';
import { parseCsv } from '../../../fixtures/parse-csv';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

/** Each seat's VP in seat order; the first seat reached 10 on its own turn. */
function sheet(table: RoundTable, vps: number[]) {
  const places = racePlaces(vps, 'target', 0);
  const outcomes = raceOutcomes(vps, 'target', 0);
  return [{ ending: 'target', seats: table.seats.map((s, i) => ({ entryId: s.entryId, outcome: outcomes[i]!, place: places[i]!, score: vps[i]! })) }];
}

/** Eight players at two tables of four; at table 1 the last seat never came (0 VP on the sheet),
 * at table 2 the last seat played and scored 0 as well. */
function roundOnePlayed() {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Catan Cup', date: '2026-12-05', ruleset: 'catan' }).id;
  for (let i = 0; i < 8; i++) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i + 1}` });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  const round = t.publishNext(eventId);
  const [one, two] = [...round.tables].sort((a, b) => a.number - b.number) as [RoundTable, RoundTable];
  t.call('result.enter', { tableId: one.id, version: one.version, games: sheet(one, [10, 8, 5, 0]), signing: { by: 'players' } });
  t.call('result.enter', { tableId: two.id, version: two.version, games: sheet(two, [10, 6, 4, 0]), signing: { by: 'players' } });
  const absent = t.call<Entry[]>('entry.list', { eventId }).find((e) => e.id === one.seats[3]!.entryId)!;
  return { eventId, absent, zeroWhoPlayed: two.seats[3]!.entryId, winnerWithAbsent: one.seats[0]!.entryId };
}

const standings = (eventId: number) => t.call<Standings>('standings.get', { eventId });

describe('a no-show', () => {
  it('is dropped without a disqualification where leaving early disqualifies, keeps the 0-VP sheet, and is listed after everyone who came', () => {
    const { eventId, absent, zeroWhoPlayed, winnerWithAbsent } = roundOnePlayed();
    const dropped = t.call<Entry>('entry.drop', { entryId: absent.id, version: absent.version, reason: 'Never came', noShow: true });
    expect(dropped).toMatchObject({ droppedAfterRound: 1, noShow: true, disqualification: null, forfeited: false });
    const audit = t.call<{ detail: Record<string, unknown> }[]>('audit.list', { eventId, operations: ['entry.drop'] });
    expect(audit[0]!.detail).toMatchObject({ after: { droppedAfterRound: 1, noShow: true } });
    expect(audit[0]!.detail.after).not.toHaveProperty('disqualification');
    expect(t.call('player.counts', { eventId })).toMatchObject({ checkedIn: 8, dropped: 1 });

    const rows = standings(eventId).rows;
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Equal on wins, VP and VP% with a player who came and scored 0: the player who came is above, whatever the lots.
    expect(rows.at(-1)).toMatchObject({ entryId: absent.id, status: 'no_show', dropped: true, droppedAfterRound: 1, groupScore: 0, tiebreaks: { vp: 0, vp_percent: 0 } });
    expect(rows.at(-2)).toMatchObject({ entryId: zeroWhoPlayed, status: 'active' });
    // The table counts as a table of four with the no-show's 0: its winner has 10 of 23 VP (not
    // the 10 of 31 of a table of three with its neutral fourth result).
    expect(rows.find((r) => r.entryId === winnerWithAbsent)!.tiebreaks.vp_percent).toBe(43.48);

    // Round 2 seats the seven who came.
    const r2 = t.publishNext(eventId);
    expect(r2.tables.flatMap((x) => x.seats.map((s) => s.entryId))).not.toContain(absent.id);
    expect(r2.tables.flatMap((x) => x.seats)).toHaveLength(7);
  });

  it('is still the disqualification of 1.21 when the box is not ticked, and a reinstatement takes the no-show back', () => {
    const { eventId, absent } = roundOnePlayed();
    const noShow = t.call<Entry>('entry.drop', { entryId: absent.id, version: absent.version, reason: 'Never came', noShow: true });
    const back = t.call<Entry>('entry.reinstate', { entryId: absent.id, version: noShow.version, reason: 'Was in the queue after all' });
    expect(back).toMatchObject({ droppedAfterRound: null, noShow: false, disqualification: null });
    const left = t.call<Entry>('entry.drop', { entryId: absent.id, version: back.version, reason: 'Had to leave' });
    expect(left).toMatchObject({ noShow: false, disqualification: { cause: 'left_early' } });
    expect(standings(eventId).rows.find((r) => r.entryId === absent.id)!.status).toBe('disqualified');
  });

  it('is refused with a Declaration of Forfeiture, naming the field', () => {
    const { absent } = roundOnePlayed();
    expect(t.fail('entry.drop', { entryId: absent.id, version: absent.version, reason: 'Never came', noShow: true, forfeit: true })).toMatchObject({
      code: 'validation',
      details: { fields: [{ path: 'noShow', code: 'no_show_with_forfeit' }] },
    });
    expect(t.call<Entry[]>('entry.list', { eventId: absent.eventId }).find((e) => e.id === absent.id)!.droppedAfterRound).toBeNull();
  });

  it('goes out with the exported file and its standings sheet, and comes back with an import', () => {
    const { eventId, absent } = roundOnePlayed();
    t.call('entry.drop', { entryId: absent.id, version: absent.version, reason: 'Never came', noShow: true });
    const doc = JSON.parse(JSON.stringify(t.call<EventFile>('export.event', { eventId }))) as EventFile;
    expect(doc.divisions[0]!.entries.find((e) => e.id === absent.id)).toMatchObject({ noShow: true, disqualification: null });
    const csv = parseCsv(t.call<{ content: string }>('export.csv', { eventId, sheet: 'standings' }).content.slice(1));
    const status = csv[0]!.indexOf('Status');
    expect(csv.at(-1)![status]).toBe('no_show');
    expect(csv.at(-1)![csv[0]!.indexOf('Entry ID')]).toBe(String(absent.id));

    const imported = t.call<{ id: number }>('event.import', { document: doc });
    const again = t.call<Entry[]>('entry.list', { eventId: imported.id }).find((e) => e.name === absent.name)!;
    expect(again).toMatchObject({ droppedAfterRound: 1, noShow: true, disqualification: null });
    expect(standings(imported.id).rows.at(-1)).toMatchObject({ name: absent.name, status: 'no_show' });

    // A file written before no-shows has no such field: a drop there stays a plain drop.
    const version3 = asVersion3(doc, t.call<TournamentEvent>('event.get', { id: eventId }));
    const old = { ...version3, entries: version3.entries.map(({ noShow: _gone, ...e }) => e) };
    const older = t.call<{ id: number }>('event.import', { document: old });
    expect(t.call<Entry[]>('entry.list', { eventId: older.id }).find((e) => e.name === absent.name)).toMatchObject({ noShow: false });
  });
});
