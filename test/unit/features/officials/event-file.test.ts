// The officials go with the event file (`features.officials`): every official with their role and
// every duty at a table, come back on another computer's database at the same tables of the same
// rounds, and in the head judge's report; a file with duties the desk would refuse is refused
// whole, each at its place in the part; an event without officials leaves the part out.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FieldIssue } from '../../../../shared/contract/errors';
import type { OfficialsFile } from '../../../../shared/features/officials/file';
import type { Official, RoundOfficials } from '../../../../shared/features/officials/model';
import type { TournamentEvent } from '../../../../shared/model/event';
import type { EventFile } from '../../../../shared/model/export';
import type { Report } from '../../../../shared/model/report';
import type { Round } from '../../../../shared/model/round';
import { playedDoomtrooper } from '../../../fixtures/doomtrooper-played';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let here: TempCore;
let elsewhere: TempCore;
let eventId: number;
let exported: EventFile;

const copy = (doc: EventFile) => JSON.parse(JSON.stringify(doc)) as EventFile;
const part = (doc: EventFile) => doc.features.officials as OfficialsFile;
const issues = (doc: EventFile): FieldIssue[] => (elsewhere.fail('event.import', { document: doc }).details as { fields: FieldIssue[] }).fields;

/** Each round's officials by table number, as the desk reads them: [round, table, "duty name"…]. */
function dutiesOf(t: TempCore, id: number): [number, number, string[]][] {
  return t.call<{ id: number; number: number }[]>('round.list', { eventId: id }).flatMap((r) =>
    t
      .call<RoundOfficials>('official.ofRound', { roundId: r.id })
      .tables.filter((x) => x.officials.length > 0)
      .map((x): [number, number, string[]] => [r.number, x.number, x.officials.map((o) => `${o.duty} ${o.name}`)]),
  );
}
const officialsOf = (t: TempCore, id: number) => t.call<Official[]>('official.list', { eventId: id }).map((o) => [o.name, o.role]);

/** Gives the official named `name` a duty at table `number` of round `round` (read fresh). */
function assign(round: Round, number: number, name: string, duty: 'referee' | 'umpire') {
  const table = here.call<Round>('round.get', { roundId: round.id }).tables.find((x) => x.number === number)!;
  const official = here.call<Official[]>('official.list', { eventId }).find((o) => o.name === name)!;
  here.call('table.assignOfficial', { tableId: table.id, version: table.version, officialId: official.id, duty });
}

beforeEach(() => {
  here = tempCore();
  elsewhere = tempCore();
  const played = playedDoomtrooper(here);
  eventId = played.eventId;
  here.call('official.add', { eventId, name: 'Jan Sędzia', role: 'judge' });
  here.call('official.add', { eventId, name: 'Ula Umpire', role: 'umpire' });
  assign(played.r1, 1, 'Roman Sędziowski', 'referee');
  assign(played.r1, 1, 'Ula Umpire', 'umpire');
  assign(played.r1, 2, 'Jan Sędzia', 'referee');
  assign(played.r2, 2, 'Halina Główna', 'referee');
  const final = played.r3.tables.find((x) => !x.bye)!.number;
  assign(played.r3, final, 'Jan Sędzia', 'referee');
  assign(played.r3, final, 'Ula Umpire', 'umpire');
  exported = copy(here.call<EventFile>('export.event', { eventId }));
});
afterEach(() => {
  here.dispose();
  elsewhere.dispose();
});

describe('the officials in the event file', () => {
  it('are exported with their duties by table and imported into a fresh database at the same tables', () => {
    const ids = new Map(here.call<Official[]>('official.list', { eventId }).map((o) => [o.name, o.id]));
    expect(part(exported).officials).toEqual([
      { id: ids.get('Roman Sędziowski'), name: 'Roman Sędziowski', role: 'referee' },
      { id: ids.get('Halina Główna'), name: 'Halina Główna', role: 'head_judge' },
      { id: ids.get('Jan Sędzia'), name: 'Jan Sędzia', role: 'judge' },
      { id: ids.get('Ula Umpire'), name: 'Ula Umpire', role: 'umpire' },
    ]);
    const division = exported.divisions[0]!.id;
    expect(part(exported).duties).toContainEqual({ division, round: 1, table: 1, official: ids.get('Ula Umpire'), duty: 'umpire' });
    expect(part(exported).duties).toHaveLength(6);

    const imported = elsewhere.call<TournamentEvent>('event.import', { document: exported });
    expect(officialsOf(elsewhere, imported.id)).toEqual(officialsOf(here, eventId));
    expect(dutiesOf(elsewhere, imported.id)).toEqual(dutiesOf(here, eventId));
    expect(dutiesOf(elsewhere, imported.id)).toHaveLength(4);
    const report = (t: TempCore, id: number) => t.call<Report>('report.get', { eventId: id }).features.officials;
    expect(report(elsewhere, imported.id)).toEqual(report(here, eventId));
    expect(report(elsewhere, imported.id)).toEqual([
      { name: 'Halina Główna', role: 'head_judge' },
      { name: 'Roman Sędziowski', role: 'referee' },
      { name: 'Jan Sędzia', role: 'judge' },
      { name: 'Ula Umpire', role: 'umpire' },
    ]);
  });

  it('refuses a duty of an official not in the file and two referees at one table; nothing is imported', () => {
    const doc = copy(exported);
    const division = doc.divisions[0]!.id;
    const halina = part(doc).officials.find((o) => o.name === 'Halina Główna')!.id;
    const duties = part(doc).duties;
    duties.push({ division, round: 2, table: 1, official: 999, duty: 'referee' });
    duties.push({ division, round: 1, table: 1, official: halina, duty: 'referee' });
    const [unknown, second] = [duties.length - 2, duties.length - 1];
    expect(issues(doc)).toEqual([
      { path: `document.features.officials.duties.${unknown}.official`, code: 'import_unknown_official', message: 'Official 999 is not in the file' },
      {
        path: `document.features.officials.duties.${second}.duty`,
        code: 'import_two_referees',
        params: { name: 'Halina Główna', other: 'Roman Sędziowski', table: 1, round: 1 },
        message: 'Halina Główna and Roman Sędziowski both referee table 1 of round 1: a table has one referee',
      },
    ]);
    expect(elsewhere.call<unknown[]>('event.list', {})).toEqual([]);
  });

  it('refuses what the desk refuses: names, an id twice, a player officiating, an unknown table, a role that does not fit, a busy official', () => {
    const doc = copy(exported);
    const [roman, halina, jan, ula] = part(doc).officials;
    const division = doc.divisions[0]!.id;
    roman!.name = 'Roman\nSędziowski';
    jan!.id = halina!.id;
    ula!.name = doc.players[0]!.name.toUpperCase();
    part(doc).duties = [
      { division: 77, round: 1, table: 1, official: halina!.id, duty: 'referee' },
      { division, round: 9, table: 1, official: halina!.id, duty: 'referee' },
      { division, round: 1, table: 9, official: halina!.id, duty: 'referee' },
      { division, round: 2, table: 1, official: ula!.id, duty: 'referee' },
      { division, round: 1, table: 2, official: halina!.id, duty: 'referee' },
      { division, round: 1, table: 3, official: halina!.id, duty: 'referee' },
    ];
    expect(issues(doc).map((f) => [f.path.replace('document.features.officials.', ''), f.code])).toEqual([
      ['officials.0.name', 'control_character'],
      ['officials.2.id', 'import_duplicate'],
      ['officials.3.name', 'import_official_plays'],
      ['duties.0.division', 'import_unknown_division'],
      ['duties.1.round', 'import_unknown_round'],
      ['duties.2.table', 'import_unknown_table'],
      ['duties.3.duty', 'import_official_role'],
      ['duties.5.official', 'import_official_busy'],
    ]);
    expect(elsewhere.call<unknown[]>('event.list', {})).toEqual([]);
  });

  it('refuses two officials of one name, a name too long, a duty at a bye and one official twice at a table', () => {
    const doc = copy(exported);
    const [roman, halina, jan] = part(doc).officials;
    const division = doc.divisions[0]!.id;
    jan!.name = ' roman sedziowski ';
    halina!.name = 'H'.repeat(121);
    const bye = doc.divisions[0]!.rounds[2]!.tables.find((x) => x.bye)!.number;
    part(doc).duties = [
      { division, round: 3, table: bye, official: roman!.id, duty: 'referee' },
      { division, round: 2, table: 1, official: roman!.id, duty: 'referee' },
      { division, round: 2, table: 1, official: roman!.id, duty: 'referee' },
    ];
    expect(issues(doc).map((f) => [f.path.replace('document.features.officials.', ''), f.code, f.params])).toEqual([
      ['officials.1.name', 'too_big', { origin: 'string', maximum: 120 }],
      ['officials.2.name', 'import_official_taken', { name: 'roman sedziowski', other: 'Roman Sędziowski' }],
      ['duties.0.table', 'import_official_bye', undefined],
      ['duties.2.official', 'import_duplicate', undefined],
    ]);
  });

  it('is left out of the file of an event without officials', () => {
    const other = here.call<{ id: number }>('event.create', { name: 'Quiet Cup', date: '2026-12-05', ruleset: 'generic' }).id;
    here.call('player.register', { eventId: other, name: 'Ann' });
    const file = here.call<EventFile>('export.event', { eventId: other });
    expect(file.features).not.toHaveProperty('officials');
    const imported = elsewhere.call<TournamentEvent>('event.import', { document: file });
    expect(officialsOf(elsewhere, imported.id)).toEqual([]);
  });
});
