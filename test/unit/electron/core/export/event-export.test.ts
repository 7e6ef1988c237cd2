import type { TournamentEvent } from '../../../../../shared/model/event';
import type { Standings } from '../../../../../shared/model/standings';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anyEventFileSchema, eventFileSchema, type EventFile } from '../../../../../shared/model/export';
import type { Round } from '../../../../../shared/model/round';
import { netrunnerGames } from '../../../../fixtures/netrunner-results';
import { parseCsv } from '../../../../fixtures/parse-csv';
import { tempCore, type TempCore } from '../../../../fixtures/temp-core';

let t: TempCore;
const desk = { actor: 'desk', readOnly: false };
const guest = { actor: 'venue:10.0.0.9', readOnly: true };
let eventId: number;

const call = <T,>(name: string, input: unknown, caller = desk): T => t.call<T>(name, input, caller);

const names = ['Семён Ёлкин', 'Łukasz Żółć', 'Smith, "Smithy" John', '=cmd|calc', 'Ann Lee'];

function enterAll(round: Round): void {
  for (const table of round.tables.filter((x) => !x.bye)) {
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    call('result.enter', { tableId: table.id, version: table.version, games: netrunnerGames(a, b, [['a', 7, 2], ['b', 3, 7]]) });
  }
}

function pairAndPublish(): Round {
  const draft = call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
  return call<Round>('round.publish', { roundId: draft.id, version: draft.version });
}

/** The CSV's rows as a spreadsheet shows them, after checking the BOM. */
function sheet(name: 'standings' | 'pairings' | 'results'): { filename: string; rows: string[][] } {
  const out = call<{ filename: string; content: string }>('export.csv', { eventId, sheet: name });
  expect(out.content.startsWith('\uFEFF')).toBe(true);
  return { filename: out.filename, rows: parseCsv(out.content.slice(1)) };
}

beforeEach(() => {
  let n = 0;
  t = tempCore({ random: () => `seed-${++n}` });
  eventId = call<{ id: number }>('event.create', { name: 'Зимний Open, Łódź', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
  for (const name of names) {
    const p = call<{ id: number; version: number }>('player.register', { eventId, name, club: 'Klub Gdańsk' });
    call('player.checkIn', { id: p.id, version: p.version });
  }
});
afterEach(() => t.dispose());

/** Round 1 with results, Ann Lee drops, round 2 with results, round 3 paired as a draft. */
function playTwoRounds(): Round[] {
  const r1 = pairAndPublish();
  enterAll(r1);
  const ann = call<{ id: number; version: number; name: string }[]>('entry.list', { eventId }).find((e) => e.name === 'Ann Lee')!;
  call('entry.drop', { entryId: ann.id, version: ann.version, reason: 'Train home' });
  const r2 = pairAndPublish();
  enterAll(r2);
  call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
  return [r1, r2].map((r) => call<Round>('round.get', { roundId: r.id }));
}

describe('export of a real event', () => {
  it('puts players, entries, every published round with its results, and the standings in one versioned document', () => {
    const rounds = playTwoRounds();
    const data = call<EventFile>('export.event', { eventId }, guest);
    // What a reader of the file gets: plain JSON that the shared schema accepts.
    const file = JSON.parse(JSON.stringify(data)) as unknown;
    const parsed = eventFileSchema.parse(file);
    expect(parsed).toMatchObject({ format: 'arbiter-event-export', version: 4, exportedAt: '2026-12-05T09:00:00.000Z' });
    // An event of no schedule made in advance, no map saved and nobody waiting says so.
    expect(parsed.features).toEqual({});
    // The event's settings as event.get answers them, without what is a division's.
    const { divisionId: _first, divisions, format: _format, progress: _progress, ...event } = call<TournamentEvent>('event.get', { id: eventId });
    expect(parsed.event).toEqual(event);
    expect(parsed.divisions).toHaveLength(1);
    const [division] = parsed.divisions as [EventFile['divisions'][number]];
    const { eventId: _event, entries: _count, features: _features, version: _version, ...own } = divisions[0]!;
    expect(division).toMatchObject({ ...own, schedules: [] });
    expect(parsed.players.map((p) => p.name).sort()).toEqual([...names].sort());
    expect(parsed.players.every((p) => p.club === 'Klub Gdańsk' && p.checkInOrder !== null)).toBe(true);
    expect(division.entries).toEqual(call('entry.list', { eventId }));
    expect(division.entries.find((e) => e.name === 'Ann Lee')).toMatchObject({ droppedAfterRound: 1, dropReason: 'Train home' });
    // Pairing round 3 closed round 2; the draft of round 3 is not a pairing yet.
    expect(division.rounds.map((r) => [r.number, r.status])).toEqual([[1, 'closed'], [2, 'closed']]);
    expect(division.rounds).toEqual(rounds);
    expect(division.rounds.flatMap((r) => r.tables).filter((x) => !x.bye).every((x) => x.result?.games.length === 2)).toBe(true);
    // The file names the tiebreak columns by id.
    const live = call<Standings>('standings.get', { eventId });
    expect(division.standings).toEqual({ ...live, columns: live.columns.map((c) => c.id) });
    expect(division.standings.throughRound).toBe(2);
  });

  it('refuses an event that does not exist, and a document of another format or version', () => {
    const r = t.core.dispatch('export.event', { eventId: 999 }, desk);
    expect(!r.ok && r.error.code).toBe('not_found');
    const csv = t.core.dispatch('export.csv', { eventId, sheet: 'audit' }, desk);
    expect(!csv.ok && csv.error.code).toBe('validation');
    const data = call<EventFile>('export.event', { eventId });
    expect(anyEventFileSchema.safeParse(data).success).toBe(true);
    // A version 4 file read as one of a single division (versions 1 to 3) has no entries or rounds at the top.
    for (const version of [1, 2, 3, 5]) expect(anyEventFileSchema.safeParse({ ...data, version }).success).toBe(false);
    expect(anyEventFileSchema.safeParse({ ...data, format: 'other' }).success).toBe(false);
  });

  it('standings CSV: one row per entry in rank order, with status, record, tiebreaks, and guarded names', () => {
    playTwoRounds();
    const standings = call<Standings>('standings.get', { eventId });
    const columns = standings.columns.map((c) => c.id);
    const { filename, rows } = sheet('standings');
    expect(filename).toBe(`arbiter-${eventId}-зимний-open-łódź-standings.csv`);
    const [header, ...body] = rows;
    expect(header).toEqual([
      'Rank', 'Entry ID', 'Player', 'Status', 'Dropped after round', 'Score',
      'Match wins', 'Match draws', 'Match losses', 'Games won', 'Games lost', 'Games drawn', 'Byes',
      ...columns,
    ]);
    expect(columns.length).toBeGreaterThan(0);
    expect(body.map((r) => r[2])).toEqual(standings.rows.map((r) => (r.name.startsWith('=') ? `'${r.name}` : r.name)));
    const col = (row: string[], name: string) => row[header!.indexOf(name)];
    for (const [i, row] of standings.rows.entries()) {
      const cells = body[i]!;
      expect(col(cells, 'Rank')).toBe(String(row.rank));
      expect(col(cells, 'Entry ID')).toBe(String(row.entryId));
      expect(col(cells, 'Score')).toBe(String(row.groupScore));
      expect(col(cells, 'Match wins')).toBe(String(row.matchWins));
      for (const c of columns) expect(Number(col(cells, c))).toBeCloseTo(row.tiebreaks[c]!, 5);
    }
    const semyon = body.find((r) => r[2] === 'Семён Ёлкин')!;
    expect(col(semyon, 'Status')).toBe('');
    const ann = body.find((r) => r[2] === 'Ann Lee')!;
    expect([col(ann, 'Status'), col(ann, 'Dropped after round')]).toEqual(['dropped', '1']);
    expect(body.some((r) => r[2] === 'Smith, "Smithy" John')).toBe(true);
    expect(body.some((r) => r[2] === "'=cmd|calc")).toBe(true);
  });

  it('pairings CSV: one row per table of every published round, the bye marked, seats in order with roles', () => {
    const rounds = playTwoRounds();
    const [header, ...body] = sheet('pairings').rows;
    expect(header).toEqual(['Round', 'Table', 'Bye', 'Player 1 ID', 'Player 1', 'Player 1 role', 'Player 2 ID', 'Player 2', 'Player 2 role', 'Paired by hand', 'Extra minutes', 'Notes', 'Stage', 'Stage round']);
    const expected = rounds.flatMap((r) => r.tables.map((x) => ({ round: r.number, table: x })));
    expect(body.map((r) => r.slice(-2))).toEqual(expected.map(({ round }) => ['swiss', String(round)]));
    expect(body).toHaveLength(expected.length);
    for (const [i, { round, table }] of expected.entries()) {
      const row = body[i]!;
      expect(row.slice(0, 3)).toEqual([String(round), String(table.number), table.bye ? 'yes' : 'no']);
      const guard = (n: string) => (n.startsWith('=') ? `'${n}` : n);
      expect(row.slice(3, 6)).toEqual([String(table.seats[0]!.entryId), guard(table.seats[0]!.name), table.seats[0]!.role ?? '']);
      if (table.bye) expect(row.slice(6, 9)).toEqual(['', '', '']);
      else expect(row.slice(6, 9)).toEqual([String(table.seats[1]!.entryId), guard(table.seats[1]!.name), 'runner']);
    }
    // Ann Lee dropped after round 1, so round 2 has four players and no bye.
    expect(body.filter((r) => r[2] === 'yes').map((r) => r[0])).toEqual(['1']);
  });

  it('results CSV: one row per seat and game of every entered result, and a row for each bye', () => {
    const rounds = playTwoRounds();
    const [header, ...body] = sheet('results').rows;
    expect(header).toEqual(['Round', 'Table', 'Game', 'Seat', 'Entry ID', 'Player', 'Role', 'Outcome', 'Score', 'Entered at', 'Place', 'Stage', 'Stage round']);
    const played = rounds.flatMap((r) => r.tables.filter((x) => !x.bye));
    expect(body.filter((r) => r[7] !== 'bye')).toHaveLength(played.length * 2 * 2);
    expect(body.filter((r) => r[7] === 'bye').map((r) => r[0])).toEqual(['1']);
    const table = rounds[0]!.tables.find((x) => !x.bye)!;
    const rowsOf = body.filter((r) => r[0] === '1' && r[1] === String(table.number));
    const name = (n: string) => (n.startsWith('=') ? `'${n}` : n);
    expect(rowsOf.map((r) => r.slice(2, 9))).toEqual([
      ['1', '1', String(table.seats[0]!.entryId), name(table.seats[0]!.name), 'corp', 'win', '7'],
      ['1', '2', String(table.seats[1]!.entryId), name(table.seats[1]!.name), 'runner', 'loss', '2'],
      ['2', '1', String(table.seats[0]!.entryId), name(table.seats[0]!.name), 'runner', 'loss', '3'],
      ['2', '2', String(table.seats[1]!.entryId), name(table.seats[1]!.name), 'corp', 'win', '7'],
    ]);
    expect(rowsOf.every((r) => r[9] === table.resultEnteredAt)).toBe(true);
  });

  it('an event before its first round exports its players and empty sheets with their headers', () => {
    const data = call<EventFile>('export.event', { eventId });
    expect([data.players.length, data.divisions[0]!.rounds.length, data.divisions[0]!.standings.rows.length]).toEqual([5, 0, 0]);
    expect(sheet('pairings').rows).toHaveLength(1);
    expect(sheet('results').rows).toHaveLength(1);
  });
});
