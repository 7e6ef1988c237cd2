// Players from a spreadsheet through the core: every row checked and named, nothing written by a
// preview, the new rows registered at once on import, the same file again registering nobody
// twice, and the list exported as CSV that imports back.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Division } from '../../../../shared/model/division';
import type { Player } from '../../../../shared/model/player';
import type { ImportRow } from '../../../../shared/model/player-import';
import { parseCsv } from '../../../fixtures/parse-csv';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let eventId: number;
beforeEach(() => {
  t = tempCore();
  eventId = t.call<{ id: number }>('event.create', { name: 'Puchar Zimy', date: '2026-12-05', ruleset: 'generic' }).id;
});
afterEach(() => t.dispose());

const mapping = { playerId: 0, firstName: 1, lastName: 2, dateOfBirth: 3, club: 4, division: 5 };
const rows = [
  ['P1', 'Łukasz', 'Kowalski', '1998-04-04', 'Card Sharks', ''],
  ['P2', 'Пётр', 'Ёлкин', '20.01.2012', 'Ладья', 'Juniors'],
  ['P3', '', '', '2012-02-30', '', 'Seniors'],
  ['P4', 'Anna', 'Nowak', '31/12/2001', "'+48 Klub", ''],
  ['P1', 'Lukasz', 'Kowalski', '1998-04-04', '', ''],
  ['', 'anna', 'NOWAK', '2001-12-31', '', ''],
  ['P7', 'Zoë', 'Judge', 'yesterday', '', ''],
];
const preview = (input: { eventId: number; rows: string[][]; mapping: Record<string, number> } = { eventId, rows, mapping }) => t.call<{ rows: ImportRow[]; counts: Record<string, number> }>('player.importPreview', input);

describe('player import', () => {
  beforeEach(() => {
    t.call<Division>('division.create', { eventId, name: 'Juniors' });
    t.call('official.add', { eventId, name: 'Zoe Judge', role: 'judge' });
  });

  it('previews each row with its spreadsheet row number, its issues by field, and writes nothing', () => {
    const { rows: out, counts } = preview();
    expect(out.map((r) => [r.row, r.status])).toEqual([[2, 'new'], [3, 'new'], [4, 'invalid'], [5, 'new'], [6, 'repeated'], [7, 'repeated'], [8, 'invalid']]);
    expect(out[2]!.issues).toEqual([
      { field: 'firstName', code: 'required', value: '' },
      { field: 'dateOfBirth', code: 'no_such_date', value: '2012-02-30' },
      { field: 'division', code: 'unknown_division', value: 'Seniors' },
    ]);
    expect(out[6]!.issues).toEqual([
      { field: 'firstName', code: 'player_officiates', value: 'Zoë Judge' },
      { field: 'dateOfBirth', code: 'bad_date', value: 'yesterday' },
    ]);
    expect(out[1]).toMatchObject({ name: 'Пётр Ёлкин', dateOfBirth: '2012-01-20', club: 'Ладья', divisionId: expect.any(Number) });
    expect(out[3]).toMatchObject({ name: 'Anna Nowak', dateOfBirth: '2001-12-31', club: '+48 Klub' });
    expect(out[4]!.sameAsRow).toBe(2);
    expect(out[5]!.sameAsRow).toBe(5);
    expect(counts).toEqual({ new: 3, registered: 0, repeated: 2, invalid: 2 });
    expect(t.call<Player[]>('player.list', { eventId })).toEqual([]);
  });

  it('names a cell holding a control character or only invisible characters, as the registration form refuses them', () => {
    const { rows: out } = preview({ eventId, rows: [['P8', '\u200B\u200D', 'Lee', '', 'Klub\u0000', '']], mapping });
    expect(out[0]!.status).toBe('invalid');
    expect(out[0]!.issues).toEqual([
      { field: 'firstName', code: 'invisible_text', value: '\u200B\u200D' },
      { field: 'club', code: 'control_character', value: 'Klub\u0000' },
    ]);
  });

  it('imports the new rows with their player IDs, and the same file again registers nobody', () => {
    const first = t.call<{ imported: number }>('player.import', { eventId, rows, mapping });
    expect(first.imported).toBe(3);
    // The last name column is the family name, which the list sorts by.
    expect(t.call<Player[]>('player.list', { eventId }).map((p) => [p.name, p.familyName])).toEqual([
      ['Łukasz Kowalski', 'Kowalski'],
      ['Anna Nowak', 'Nowak'],
      ['Пётр Ёлкин', 'Ёлкин'],
    ]);
    const again = t.call<{ imported: number; counts: Record<string, number> }>('player.import', { eventId, rows, mapping });
    expect(again).toEqual({ imported: 0, counts: { new: 0, registered: 5, repeated: 0, invalid: 2 } });
    expect(t.call<{ registered: number }>('player.counts', { eventId }).registered).toBe(3);
    const audit = t.call<{ operation: string; detail: { registered: { row: number }[] } | null }[]>('audit.list', { eventId, operations: ['player.import'] });
    expect(audit.map((a) => a.detail?.registered.map((r) => r.row))).toEqual(expect.arrayContaining([[2, 3, 5], []]));
  });

  it('knows a player by their ID even under another spelling, and by name and date of birth without one', () => {
    t.call('player.import', { eventId, rows: [['P9', 'Jan', 'Kos', '', '', '']], mapping });
    t.call('player.register', { eventId, name: 'Ewa Lis', dateOfBirth: '2010-05-05' });
    const { rows: out } = preview({ eventId, rows: [['P9', 'Janek', 'Kos', '', '', ''], ['', 'Ewa', 'Lis', '05.05.2010', '', ''], ['', 'Ewa', 'Lis', '2011-05-05', '', '']], mapping });
    expect(out.map((r) => [r.status, r.sameAs?.name ?? null])).toEqual([['registered', 'Jan Kos'], ['registered', 'Ewa Lis'], ['new', null]]);
  });

  it('forgets the player ID of a removed registration, so the next import registers the player again', () => {
    t.call('player.import', { eventId, rows: [['P9', 'Jan', 'Kos', '', '', '']], mapping });
    const jan = t.call<Player[]>('player.list', { eventId })[0]!;
    t.call('player.remove', { id: jan.id, version: jan.version });
    expect(t.call<{ imported: number }>('player.import', { eventId, rows: [['P9', 'Janek', 'Kos', '', '', '']], mapping }).imported).toBe(1);
    expect(t.call<Player[]>('player.list', { eventId }).map((p) => p.name)).toEqual(['Janek Kos']);
  });

  it('flags a new row whose name a registered player or an earlier row has, and still imports it', () => {
    t.call('player.register', { eventId, name: 'Anna Kowalska', club: 'Gdańsk' });
    const file = [
      ['Q1', 'ANNA', 'KOWALSKA', '1990-01-01', '', ''],
      ['Q2', 'Jan', 'Lis', '', '', ''],
      ['Q3', 'Jan', 'Lis', '1990-02-02', '', ''],
    ];
    const out = preview({ eventId, rows: file, mapping }).rows;
    expect(out.map((r) => [r.status, r.sameNameAs?.name ?? null, r.sameNameRow])).toEqual([
      ['new', 'Anna Kowalska', null],
      ['new', null, null],
      ['new', null, 3],
    ]);
    expect(t.call<{ imported: number }>('player.import', { eventId, rows: file, mapping }).imported).toBe(3);
  });

  it('refuses a mapping without a name, and a file of more than 10,000 rows', () => {
    expect(t.fail('player.importPreview', { eventId, rows, mapping: { club: 4 } }).details).toMatchObject({ fields: [{ path: 'mapping.name' }] });
    const many = Array.from({ length: 10_001 }, (_, i) => [`Player ${i}`]);
    expect(t.fail('player.import', { eventId, rows: many, mapping: { name: 0 } }).details).toMatchObject({ fields: [{ path: 'rows' }] });
  });

  it('exports the list as CSV with a byte order mark that imports back as everyone registered', () => {
    t.call('player.import', { eventId, rows, mapping });
    const { filename, content } = t.call<{ filename: string; content: string }>('player.exportCsv', { eventId });
    expect(filename).toBe(`arbiter-${eventId}-puchar-zimy-players.csv`);
    expect(content.startsWith('\uFEFF"Player ID","Name","Date of birth","Club","Contact","Division"')).toBe(true);
    const table = parseCsv(content.slice(1));
    expect(table.slice(1).map((r) => r.slice(0, 6))).toEqual([
      ['P1', 'Łukasz Kowalski', '1998-04-04', 'Card Sharks', '', 'Open'],
      ['P4', 'Anna Nowak', '2001-12-31', "'+48 Klub", '', 'Open'],
      ['P2', 'Пётр Ёлкин', '2012-01-20', 'Ладья', '', 'Juniors'],
    ]);
    const back = preview({ eventId, rows: table.slice(1), mapping: { playerId: 0, name: 1, dateOfBirth: 2, club: 3, contact: 4, division: 5 } });
    expect(back.counts).toEqual({ new: 0, registered: 3, repeated: 0, invalid: 0 });
  });

  it('exports the family name the import kept apart as the last column, which the import reads back beside the whole name', () => {
    t.call('player.import', { eventId, rows, mapping });
    const table = parseCsv(t.call<{ content: string }>('player.exportCsv', { eventId }).content.slice(1));
    expect(table[0]!.at(-1)).toBe('Family name');
    expect(table.slice(1).map((r) => [r[1], r.at(-1)])).toEqual([
      ['Łukasz Kowalski', 'Kowalski'],
      ['Anna Nowak', 'Nowak'],
      ['Пётр Ёлкин', 'Ёлкин'],
    ]);
    const family = table[0]!.length - 1;
    const back = preview({ eventId, rows: table.slice(1), mapping: { name: 1, lastName: family } });
    expect(back.rows.map((r) => r.familyName)).toEqual(['Kowalski', 'Nowak', 'Ёлкин']);
    expect(back.counts.invalid).toBe(0);
  });

  it('reads the form of address as spreadsheets write it in English, Russian and Polish, names the row and value it cannot read, and exports it for the import to read back', () => {
    const cells = [['Anna Nowak', 'K'], ['Мария Ёлкина', 'ж'], ['Ян Ёлкин', 'М'], ['Jan Kowalski', 'm.'], ['Zoë Kim', 'Female'], ['Lee Park', ''], ['Ola Bąk', 'Kobieta'], ['Sam Ray', 'x']];
    const { rows: out, counts } = preview({ eventId, rows: cells, mapping: { name: 0, formOfAddress: 1 } });
    expect(out.map((r) => r.formOfAddress)).toEqual(['female', 'female', 'male', 'male', 'female', null, 'female', null]);
    expect(out[7]).toMatchObject({ row: 9, status: 'invalid', issues: [{ field: 'formOfAddress', code: 'unknown_form_of_address', value: 'x' }] });
    expect(counts.invalid).toBe(1);

    t.call('player.import', { eventId, rows: cells.slice(0, 7), mapping: { name: 0, formOfAddress: 1 } });
    const listed = t.call<Player[]>('player.list', { eventId });
    expect(listed.find((p) => p.name === 'Мария Ёлкина')!.formOfAddress).toBe('female');
    expect(listed.find((p) => p.name === 'Lee Park')!.formOfAddress).toBeNull();

    const table = parseCsv(t.call<{ content: string }>('player.exportCsv', { eventId }).content.slice(1));
    const column = table[0]!.indexOf('Form of address');
    expect(column).toBeGreaterThan(0);
    expect(Object.fromEntries(table.slice(1).map((r) => [r[1], r[column]]))).toMatchObject({ 'Ян Ёлкин': 'male', 'Ola Bąk': 'female', 'Lee Park': '' });
    const back = preview({ eventId, rows: table.slice(1), mapping: { name: 1, formOfAddress: column } });
    expect(back.rows.map((r) => [r.name, r.formOfAddress])).toEqual(table.slice(1).map((r) => [r[1], r[column] || null]));
    expect(back.counts.invalid).toBe(0);
  });
});
