import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Round } from '../../../../shared/model/round';
import { netrunnerGames } from '../../../fixtures/netrunner-results';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
const desk = { actor: 'desk', readOnly: false };
let eventId: number;

const call = <T,>(name: string, input: unknown): T => t.call<T>(name, input);
const fail = (name: string, input: unknown) => {
  const r = t.core.dispatch(name, input, desk);
  if (r.ok) throw new Error(`${name} should have failed`);
  return r.error;
};

function addPlayers(names: string[]): void {
  for (const name of names) {
    const p = call<{ id: number; version: number }>('player.register', { eventId, name });
    call('player.checkIn', { id: p.id, version: p.version });
  }
}

type Table = Round['tables'][number];

/** The newest round as a desk sees it, which pairing carries. */
function newest(): { roundId: number; version: number } | null {
  const last = call<{ id: number; version: number }[]>('round.list', { eventId }).at(-1);
  return last ? { roundId: last.id, version: last.version } : null;
}
const pair = () => call<Round>('round.pair', { eventId, newest: newest() });

/** Enters a 1-1 split for every table: seat 1 wins game 1 with 7 agenda, seat 2 wins game 2. */
function enterAll(round: Round): void {
  for (const table of round.tables.filter((x) => !x.bye)) {
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    call<Table>('result.enter', { tableId: table.id, version: table.version, games: netrunnerGames(a, b, [['a', 7, 2], ['b', 3, 7]]) });
  }
}

beforeEach(() => {
  let n = 0;
  t = tempCore({ random: () => `seed-${++n}` });
  eventId = call<{ id: number }>('event.create', { name: 'Netrunner Open', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
});
afterEach(() => t.dispose());

describe('a Netrunner event through the core', () => {
  it('pairs round 1 from checked-in players, with a bye for the odd one and roles on the seats', () => {
    addPlayers(['Ann', 'Ben', 'Cid', 'Dee', 'Eve']);
    const r1 = pair();
    expect(r1).toMatchObject({ number: 1, status: 'draft', seed: 'seed-2' });
    const seated = r1.tables.flatMap((x) => x.seats.map((s) => s.name)).sort();
    expect(seated).toEqual(['Ann', 'Ben', 'Cid', 'Dee', 'Eve']);
    expect(r1.tables.filter((x) => x.bye)).toHaveLength(1);
    for (const table of r1.tables.filter((x) => !x.bye)) {
      expect(table.seats.map((s) => s.role)).toEqual(['corp', 'runner']);
      expect(table.slipCode).toMatch(new RegExp(`^1-${table.number}-[0-9A-Z]{4}$`));
    }
    expect(call<{ id: number }[]>('entry.list', { eventId })).toHaveLength(5);
  });

  it('lists each round with its playing tables (byes left out) and how many still lack a result', () => {
    addPlayers(['Ann', 'Ben', 'Cid', 'Dee', 'Eve']);
    const draft = pair();
    const summary = () => call<{ number: number; status: string; tables: number; missingResults: number }[]>('round.list', { eventId });
    expect(summary()).toEqual([expect.objectContaining({ number: 1, status: 'draft', tables: 2, missingResults: 0 })]);
    const round = call<Round>('round.publish', { roundId: draft.id, version: draft.version });
    expect(summary()[0]).toMatchObject({ status: 'published', tables: 2, missingResults: 2 });
    const first = round.tables.find((x) => !x.bye)!;
    const [a, b] = first.seats.map((x) => x.entryId) as [number, number];
    call('result.enter', { tableId: first.id, version: first.version, games: netrunnerGames(a, b, [['a', 7, 2], ['b', 3, 7]]) });
    expect(summary()[0]).toMatchObject({ tables: 2, missingResults: 1 });
  });

  it('refuses results in a draft, then takes them once published, and refuses a second entry', () => {
    addPlayers(['Ann', 'Ben', 'Cid', 'Dee']);
    const draft = pair();
    const table = draft.tables[0]!;
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    const games = netrunnerGames(a, b, [['a', 7, 1], ['a', 7, 0]]);
    expect(fail('result.enter', { tableId: table.id, version: table.version, games }).code).toBe('conflict');
    const published = call<Round>('round.publish', { roundId: draft.id, version: draft.version });
    const after = call<Table>('result.enter', { tableId: table.id, version: table.version, games });
    expect(after).toMatchObject({ id: table.id, slipCode: table.slipCode, version: table.version + 1 });
    expect(after.result!.games).toHaveLength(2);
    expect(published.status).toBe('published');
    expect(fail('result.enter', { tableId: table.id, version: table.version + 1, games }).code).toBe('conflict');
  });

  it('refuses an invalid result with notes that name the game', () => {
    addPlayers(['Ann', 'Ben']);
    const draft = pair();
    call('round.publish', { roundId: draft.id, version: draft.version });
    const table = draft.tables[0]!;
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    const sameRoles = netrunnerGames(a, b, [['a', 7, 1], ['b', 2, 7]]);
    sameRoles[1]!.seats[0]!.role = 'corp';
    sameRoles[1]!.seats[1]!.role = 'runner';
    const err = fail('result.enter', { tableId: table.id, version: table.version, games: sameRoles });
    expect(err.code).toBe('validation');
    expect((err.details!.notes as { code: string }[]).map((n) => n.code)).toContain('roles_not_swapped');
    expect((err.details!.fields as { path: string }[]).map((f) => f.path)).toContain('games.1');
    const loserAt7 = netrunnerGames(a, b, [['a', 7, 7], ['b', 2, 7]]);
    expect((fail('result.enter', { tableId: table.id, version: table.version, games: loserAt7 }).details!.notes as { code: string }[]).map((n) => n.code)).toContain('agenda_out_of_range');
    expect(call<Round>('round.get', { roundId: draft.id }).tables[0]!.result).toBeNull();
  });

  it('refuses to pair the next round while results are missing, naming the tables', () => {
    addPlayers(['Ann', 'Ben', 'Cid', 'Dee', 'Eve', 'Fay']);
    const draft = pair();
    call('round.publish', { roundId: draft.id, version: draft.version });
    const err = fail('round.pair', { eventId, newest: newest() });
    expect(err.code).toBe('conflict');
    expect(err.details!.missingTables).toEqual([1, 2, 3]);
    expect(err.message).toContain('tables 1, 2, 3');
    expect(fail('round.close', { roundId: draft.id, version: draft.version + 1 }).details!.missingTables).toEqual([1, 2, 3]);
  });

  it('finds a match by its slip code and refuses mistyped or forged codes', () => {
    addPlayers(['Ann', 'Ben', 'Cid', 'Dee']);
    const draft = pair();
    call('round.publish', { roundId: draft.id, version: draft.version });
    const [t1, t2] = draft.tables as [Round['tables'][0], Round['tables'][0]];
    const division = call<{ divisionId: number }>('event.get', { id: eventId }).divisionId;
    expect(call('result.findBySlip', { eventId, code: t1.slipCode })).toEqual({ roundId: draft.id, tableId: t1.id, tableNumber: 1, divisionId: division });
    expect(call('result.findBySlip', { eventId, code: ` ${t2.slipCode.toLowerCase().replace(/-/g, ' ')} ` })).toMatchObject({ tableId: t2.id });
    const check = t1.slipCode.split('-')[2]!;
    // Right check, wrong table: the check belongs to table 1 only.
    expect(fail('result.findBySlip', { eventId, code: `1-2-${check}` }).code).toBe('validation');
    const typo = `${t1.slipCode.slice(0, -1)}${t1.slipCode.endsWith('0') ? '1' : '0'}`;
    expect(fail('result.findBySlip', { eventId, code: typo }).code).toBe('validation');
    expect(fail('result.findBySlip', { eventId, code: 'hello' }).code).toBe('validation');
    const other = call<{ id: number }>('event.create', { name: 'Other', date: '2026-12-06', ruleset: 'netrunner-1996' });
    expect(fail('result.findBySlip', { eventId: other.id, code: t1.slipCode }).code).toBe('validation');
  });

  it('corrects a result only with a reason, keeping before and after in the audit', () => {
    addPlayers(['Ann', 'Ben']);
    const draft = pair();
    call('round.publish', { roundId: draft.id, version: draft.version });
    const table = draft.tables[0]!;
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    const first = netrunnerGames(a, b, [['a', 7, 1], ['a', 7, 0]]);
    const v = call<Table>('result.enter', { tableId: table.id, version: table.version, games: first }).version;
    const second = netrunnerGames(a, b, [['a', 7, 1], ['b', 3, 7]]);
    expect(fail('result.correct', { tableId: table.id, version: v, games: second }).details!.fields).toMatchObject([{ path: 'reason', code: 'required' }]);
    call('result.correct', { tableId: table.id, version: v, games: second, reason: 'Slip misread: game 2 went to the Runner' });
    const audit = call<{ operation: string; detail: { before: unknown; after: unknown } }[]>('audit.list', { eventId, operations: ['result.correct'] });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toEqual({ table: 1, before: first, after: second });
  });

  it('pairs two players by hand with a reason, warns of a rematch, and audits it', () => {
    addPlayers(['Ann', 'Ben', 'Cid', 'Dee']);
    let r1 = pair();
    r1 = call<Round>('round.publish', { roundId: r1.id, version: r1.version });
    enterAll(r1);
    let r2 = pair();
    expect(r2.number).toBe(2);
    const r1Tables = call<Round>('round.get', { roundId: r1.id }).tables;
    const [a, b] = r1Tables[0]!.seats.map((s) => s.entryId) as [number, number];
    r2 = call<Round>('round.pairManually', { roundId: r2.id, version: r2.version, entryA: a, entryB: b, reason: 'Judge test' });
    const table = r2.tables.find((x) => x.seats.some((s) => s.entryId === a))!;
    expect(table.seats.map((s) => s.entryId).sort()).toEqual([a, b].sort());
    expect(table.manual).toBe(true);
    expect(table.notes).toContainEqual({ code: 'manual_pairing', params: { reason: 'Judge test' } });
    expect(r2.warnings.map((w) => w.code)).toEqual(expect.arrayContaining(['manual_rematch', 'manual_table']));
    expect(r2.warnings).toContainEqual({ code: 'manual_rematch', params: { table: table.number, entryA: table.seats[0]!.entryId, entryB: table.seats[1]!.entryId } });
    const audit = call<{ input: { reason: string } }[]>('audit.list', { eventId, operations: ['round.pairManually'] });
    expect(audit.map((x) => x.input.reason)).toEqual(['Judge test']);
    expect(fail('round.pairManually', { roundId: r2.id, version: r2.version - 1, entryA: a, entryB: b, reason: 'x' }).code).toBe('conflict');
  });

  it('swaps two players between tables, or the seat order at one table, with a reason', () => {
    addPlayers(['Ann', 'Ben', 'Cid', 'Dee']);
    let r = pair();
    const [t1, t2] = r.tables as [Round['tables'][0], Round['tables'][0]];
    const [a, a2] = t1.seats.map((s) => s.entryId) as [number, number];
    const [b, b2] = t2.seats.map((s) => s.entryId) as [number, number];
    r = call<Round>('round.pairManually', { roundId: r.id, version: r.version, entryA: a, entryB: b, mode: 'swap', reason: 'Seated at the wrong table' });
    expect(r.tables.map((t) => t.seats.map((s) => s.entryId))).toEqual([[b, a2], [a, b2]]);
    r = call<Round>('round.pairManually', { roundId: r.id, version: r.version, entryA: b, entryB: a2, mode: 'swap', reason: 'Corp first for the other player' });
    expect(r.tables[0]!.seats.map((s) => [s.entryId, s.role])).toEqual([[a2, 'corp'], [b, 'runner']]);
    const audit = call<{ input: { mode: string }; detail: { before: unknown; after: unknown } }[]>('audit.list', { eventId, operations: ['round.pairManually'] });
    expect(audit.map((x) => x.input.mode)).toEqual(['swap', 'swap']);
    expect(audit[1]!.detail).toEqual({ before: [{ table: 1, entries: [b, a2] }], after: [{ table: 1, entries: [a2, b] }] });
  });

  it('keeps dropped entries out of later rounds and lets late entries join', () => {
    addPlayers(['Ann', 'Ben', 'Cid', 'Dee']);
    let r1 = pair();
    r1 = call<Round>('round.publish', { roundId: r1.id, version: r1.version });
    enterAll(r1);
    const ann = call<{ id: number; name: string; version: number }[]>('entry.list', { eventId }).find((e) => e.name === 'Ann')!;
    call('entry.drop', { entryId: ann.id, version: ann.version, reason: 'Went home' });
    addPlayers(['Gus']);
    const r2 = pair();
    const seated = r2.tables.flatMap((x) => x.seats.map((s) => s.name));
    expect(seated).not.toContain('Ann');
    expect(seated).toContain('Gus');
    expect(r2.warnings).toContainEqual({ code: 'late_entry', params: { name: 'Gus', round: 2 } });
    const standings = call<{ rows: { name: string; dropped: boolean }[] }>('standings.get', { eventId });
    expect(standings.rows.find((r) => r.name === 'Ann')!.dropped).toBe(true);
  });

  it('runs the clock: start, pause for a ruling, resume, extra time per table', () => {
    addPlayers(['Ann', 'Ben']);
    let r = pair();
    r = call<Round>('round.publish', { roundId: r.id, version: r.version });
    expect(r.clock).toMatchObject({ minutes: 45, warningMinutes: 10, startedAt: null });
    r = call<Round>('round.clock', { roundId: r.id, version: r.version, action: 'start' });
    t.setTime('2026-12-05T09:05:00Z');
    r = call<Round>('round.clock', { roundId: r.id, version: r.version, action: 'pause' });
    t.setTime('2026-12-05T09:07:00Z');
    r = call<Round>('round.clock', { roundId: r.id, version: r.version, action: 'resume' });
    expect(r.clock).toMatchObject({ startedAt: '2026-12-05T09:00:00.000Z', pausedAt: null, pausedMs: 120_000 });
    expect(fail('round.clock', { roundId: r.id, version: r.version, action: 'resume' }).code).toBe('conflict');
    const table = call<Table>('table.addTime', { tableId: r.tables[0]!.id, version: r.tables[0]!.version, minutes: 5 });
    expect(table.extraMinutes).toBe(5);
  });
});

describe('a window holding a round takes in a result by fetching its table', () => {
  it('a result names its table in the change event, and round.tables gives that table as round.get does', () => {
    addPlayers(['Ann', 'Ben', 'Cid', 'Dee']);
    const draft = pair();
    const round = call<Round>('round.publish', { roundId: draft.id, version: draft.version });
    const changes: { entity: string; roundId?: number; tableId?: number }[] = [];
    const off = t.core.subscribe((c) => changes.push(c));
    const table = round.tables[1]!;
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    call('result.enter', { tableId: table.id, version: table.version, games: netrunnerGames(a, b, [['a', 7, 2], ['b', 3, 7]]) });
    off();
    expect(changes).toEqual([expect.objectContaining({ entity: 'table', roundId: round.id, tableId: table.id })]);
    const whole = call<Round>('round.get', { roundId: round.id });
    expect(call<Table[]>('round.tables', { roundId: round.id, tableIds: [table.id, round.tables[0]!.id] })).toEqual([whole.tables[1], whole.tables[0]]);
  });

  it('refuses a table of another round and a round that does not exist, naming them', () => {
    addPlayers(['Ann', 'Ben', 'Cid', 'Dee']);
    const draft = pair();
    const round = call<Round>('round.publish', { roundId: draft.id, version: draft.version });
    expect(fail('round.tables', { roundId: round.id, tableIds: [99_999] })).toMatchObject({ code: 'not_found', details: { reason: 'no_table', tableId: 99_999 } });
    expect(fail('round.tables', { roundId: 4242, tableIds: [round.tables[0]!.id] })).toMatchObject({ code: 'not_found', details: { reason: 'no_round', roundId: 4242 } });
    expect(fail('round.tables', { roundId: round.id, tableIds: [] })).toMatchObject({ code: 'validation' });
  });
});

describe('the change of a table says whether its round is complete (the phones refetch the standings on it)', () => {
  const changesOf = (run: () => void) => {
    const changes: { entity: string; roundId?: number; tableId?: number; roundComplete?: boolean }[] = [];
    const off = t.core.subscribe((c) => changes.push(c));
    run();
    off();
    return changes;
  };
  const games = (table: Table, winner: 'a' | 'b') => {
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    return netrunnerGames(a, b, winner === 'a' ? [['a', 7, 2], ['a', 7, 3]] : [['b', 2, 7], ['b', 3, 7]]);
  };

  it('a result before the last says not complete; the last (the bye waits for none) says complete; a correction and a timer after it say complete still', () => {
    addPlayers(['Ann', 'Ben', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus']);
    const draft = pair();
    const round = call<Round>('round.publish', { roundId: draft.id, version: draft.version });
    const [first, second, last] = round.tables.filter((x) => !x.bye) as [Table, Table, Table];
    for (const table of [first, second]) {
      const changes = changesOf(() => call('result.enter', { tableId: table.id, version: table.version, games: games(table, 'a') }));
      expect(changes).toEqual([{ entity: 'table', eventId, operation: 'result.enter', roundId: round.id, tableId: table.id, roundComplete: false }]);
    }
    expect(changesOf(() => call('result.enter', { tableId: last.id, version: last.version, games: games(last, 'b') }))).toEqual([
      { entity: 'table', eventId, operation: 'result.enter', roundId: round.id, tableId: last.id, roundComplete: true },
    ]);
    expect(call<{ missingResults: number }[]>('round.list', { eventId })[0]!.missingResults).toBe(0);
    const stored = call<Round>('round.get', { roundId: round.id }).tables.find((x) => x.id === first.id)!;
    expect(changesOf(() => call('result.correct', { tableId: first.id, version: stored.version, games: games(first, 'b'), reason: 'Slip misread' }))).toEqual([
      expect.objectContaining({ operation: 'result.correct', tableId: first.id, roundComplete: true }),
    ]);
    const corrected = call<Round>('round.get', { roundId: round.id }).tables.find((x) => x.id === first.id)!;
    expect(changesOf(() => call('table.addTime', { tableId: first.id, version: corrected.version, minutes: 5 }))).toEqual([
      expect.objectContaining({ operation: 'table.addTime', tableId: first.id, roundComplete: true }),
    ]);
  });

  it('a complete round is not made incomplete again: the commands that empty a table refuse one with a result', () => {
    addPlayers(['Ann', 'Ben', 'Cid', 'Dee']);
    const draft = pair();
    const round = call<Round>('round.publish', { roundId: draft.id, version: draft.version });
    enterAll(round);
    const now = call<Round>('round.get', { roundId: round.id });
    const [a, b] = [now.tables[0]!.seats[0]!.entryId, now.tables[1]!.seats[0]!.entryId];
    expect(fail('round.pairManually', { roundId: round.id, version: now.version, entryA: a, entryB: b, mode: 'swap', reason: 'Late fix' })).toMatchObject({ details: { reason: 'table_has_result' } });
    expect(fail('round.unpublish', { roundId: round.id, version: now.version, reason: 'Wrong pairings' })).toMatchObject({ details: { reason: 'round_has_results' } });
  });
});
