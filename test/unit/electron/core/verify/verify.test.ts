// An event file checked by replaying it: a Swiss event with a change by hand, a drop and a
// correction checks clean; a result, a table and an audit entry tampered with are each reported at
// their round; a file of another engine is not replayed; an older file is replayed without audit.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventFile } from '../../../../../shared/model/export';
import type { TournamentEvent } from '../../../../../shared/model/event';
import type { Round } from '../../../../../shared/model/round';
import type { VerifyReport } from '../../../../../shared/model/verify';
import { asVersion3 } from '../../../../fixtures/event-files';
import { netrunnerGames } from '../../../../fixtures/netrunner-results';
import { tempCore, type TempCore } from '../../../../fixtures/temp-core';

let t: TempCore;
let eventId: number;
let file: EventFile;

const call = <T,>(name: string, input: unknown): T => t.call<T>(name, input);
const verify = (document: unknown) => call<VerifyReport>('event.verify', { document });
const copy = (): EventFile => JSON.parse(JSON.stringify(file)) as EventFile;

function enterAll(round: Round): void {
  for (const table of round.tables.filter((x) => !x.bye)) {
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    call('result.enter', { tableId: table.id, version: table.version, games: netrunnerGames(a, b, [['a', 7, 2], ['b', 3, 7]]) });
  }
}

type Table = Round['tables'][number];
/** Seat `seat` of tables x and y trade players in the file, results and all, as a careful hand
 * would edit it. */
function trade(x: Table, y: Table, seat: number): void {
  const [a, c] = [x.seats[seat]!.entryId, y.seats[seat]!.entryId];
  const rename = (table: Table, from: number, to: number) => {
    for (const s of table.seats) if (s.entryId === from) s.entryId = to;
    for (const g of table.result?.games ?? []) for (const s of g.seats) if (s.entryId === from) s.entryId = to;
  };
  rename(x, a, c);
  rename(y, c, a);
}

beforeEach(() => {
  let n = 0;
  t = tempCore({ random: () => `seed-${++n}` });
  eventId = call<{ id: number }>('event.create', { name: 'Winter Open', date: '2026-12-05', ruleset: 'netrunner-1996', plannedRounds: 3 }).id;
  for (const name of ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy']) {
    const p = call<{ id: number; version: number }>('player.register', { eventId, name });
    call('player.checkIn', { id: p.id, version: p.version });
  }
  enterAll(t.publishNext(eventId));
  // Round 2 changed by hand before it is published: two players trade seats.
  const draft = call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
  const [t1, t2] = draft.tables.filter((x) => !x.bye) as [Round['tables'][number], Round['tables'][number]];
  const swapped = call<Round>('round.pairManually', { roundId: draft.id, version: draft.version, entryA: t1.seats[0]!.entryId, entryB: t2.seats[0]!.entryId, mode: 'swap', reason: 'Table by the door' });
  const r2 = call<Round>('round.publish', { roundId: swapped.id, version: swapped.version });
  enterAll(r2);
  // A result corrected, then a drop after round 2.
  const fixed = call<Round>('round.get', { roundId: r2.id }).tables.find((x) => !x.bye && !x.manual)!;
  const [a, b] = fixed.seats.map((s) => s.entryId) as [number, number];
  call('result.correct', { tableId: fixed.id, version: fixed.version, games: netrunnerGames(a, b, [['b', 2, 7], ['b', 3, 7]]), reason: 'Typing error' });
  const di = call<{ id: number; version: number; name: string }[]>('entry.list', { eventId }).find((e) => e.name === 'Di')!;
  call('entry.drop', { entryId: di.id, version: di.version, reason: 'Train home' });
  enterAll(t.publishNext(eventId));
  file = JSON.parse(JSON.stringify(call<EventFile>('export.event', { eventId }))) as EventFile;
});
afterEach(() => t.dispose());

describe('checking an event file', () => {
  it('finds nothing wrong with the file as exported, nor with the file of its import', () => {
    const report = verify(file);
    expect(report).toMatchObject({ ok: true, first: null, problems: [], engine: { file: 1, here: 1 }, divisions: [{ name: 'Open', rounds: 3, same: 3 }] });
    const imported = call<{ id: number }>('event.import', { document: file });
    expect(verify(call('export.event', { eventId: imported.id })).problems).toEqual([]);
  });

  it('finds nothing wrong before round 1 counts, where namesakes told apart by player IDs stand in name order', () => {
    const open = call<{ id: number }>('event.create', { name: 'Spring Open', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
    // Registered P2 first: by their IDs the second stands first, by their places (all the file
    // can tell) the first.
    for (const [name, playerId] of [['Anna Kowalska', 'P2'], ['Anna Kowalska', 'P1'], ['Jan Nowak', 'P3'], ['Ewa Lis', 'P4']] as const) {
      const p = call<{ id: number; version: number }>('player.register', { eventId: open, name, confirmDuplicate: true });
      // As an imported list gives them (player.import takes a second row of the same name for the first).
      t.core.store.playerIds.set(open, p.id, playerId);
      call('player.checkIn', { id: p.id, version: p.version });
    }
    t.publishNext(open);
    const names = call<{ rows: { name: string }[] }>('standings.get', { eventId: open }).rows.map((r) => r.name);
    expect(names.slice(0, 2)).toEqual(['Anna Kowalska (P1)', 'Anna Kowalska (P2)']);
    expect(verify(call<EventFile>('export.event', { eventId: open })).problems).toEqual([]);
  });

  it('reports a result changed in the file at its round and table, and the standings that follow from it', () => {
    const broken = copy();
    const table = broken.divisions[0]!.rounds[0]!.tables.find((x) => !x.bye)!;
    // The other player wins both games, as a valid result would say it.
    for (const game of table.result!.games) {
      const [a, b] = game.seats as [(typeof game.seats)[number], (typeof game.seats)[number]];
      [a.outcome, b.outcome, a.score, b.score] = [b.outcome, a.outcome, b.score, a.score];
    }
    const report = verify(broken);
    expect(report.ok).toBe(false);
    expect(report.first).toMatchObject({ code: 'result_differs_from_audit', division: 'Open', round: 1, table: table.number });
    // The standings the file gives after round 1 are not those its rounds make.
    expect(report.problems).toContainEqual(expect.objectContaining({ code: 'standings_differ', round: 1 }));
  });

  it('reports standings edited in the file at the round they stand after', () => {
    const broken = copy();
    const after2 = broken.divisions[0]!.standingsAfter.find((s) => s.round === 2)!;
    const [top, next] = after2.rows as [EventFile['divisions'][number]['standingsAfter'][number]['rows'][number], EventFile['divisions'][number]['standingsAfter'][number]['rows'][number]];
    [top.entryId, next.entryId] = [next.entryId, top.entryId];
    expect(broken.divisions[0]!.standingsAfter.map((s) => s.round)).toEqual([1, 2, 3]);
    expect(verify(broken).problems).toEqual([expect.objectContaining({ code: 'standings_differ', round: 2, params: { place: 1 } })]);
  });

  it('reports two players swapped between tables without an audit entry at that round', () => {
    const broken = copy();
    const r3 = broken.divisions[0]!.rounds[2]!;
    const [x, y] = r3.tables.filter((tb) => !tb.bye) as [Round['tables'][number], Round['tables'][number]];
    trade(x, y, 0);
    const report = verify(broken);
    expect(report.first).toMatchObject({ code: 'pairing_differs', round: 3, table: x.number });
    expect(report.problems.filter((p) => p.code === 'pairing_differs').map((p) => p.table)).toEqual([x.number, y.number]);
  });

  it('reports a change by hand whose audit entry was taken out, at its round', () => {
    const broken = copy();
    broken.audit = broken.audit.filter((a) => a.operation !== 'round.pairManually');
    const report = verify(broken);
    const manual = broken.divisions[0]!.rounds[1]!.tables.filter((x) => x.manual).map((x) => x.number);
    expect(manual.length).toBeGreaterThan(0);
    expect(report.first).toMatchObject({ code: 'manual_without_audit', round: 2, table: manual[0] });
    // An audited result whose entry is gone is reported too.
    const unaudited = copy();
    const correction = unaudited.audit.findIndex((a) => a.operation === 'result.correct');
    const { tableId } = unaudited.audit[correction]!.input as { tableId: number };
    unaudited.audit = unaudited.audit.filter((a) => (a.input as { tableId?: number } | null)?.tableId !== tableId);
    const table = unaudited.divisions[0]!.rounds[1]!.tables.find((x) => x.id === tableId)!;
    expect(verify(unaudited).first).toMatchObject({ code: 'result_without_audit', round: 2, table: table.number });
  });

  it('does not replay a file of another engine, and replays an older file without its audit', () => {
    expect(verify({ ...copy(), engine: { pairing: 2 } })).toMatchObject({ ok: false, first: { code: 'engine_newer' }, divisions: [] });
    const older = asVersion3(copy(), call<TournamentEvent>('event.get', { id: eventId }));
    const report = verify(older);
    expect(report).toMatchObject({ ok: true, engine: { file: null } });
    expect(report.problems.map((p) => p.code)).toEqual(['engine_unknown', 'audit_absent']);
    // Its pairings are still replayed.
    const swapped = asVersion3(copy(), call<TournamentEvent>('event.get', { id: eventId }));
    const [x, y] = swapped.rounds[2]!.tables.filter((tb) => !tb.bye) as [Round['tables'][number], Round['tables'][number]];
    trade(x, y, 1);
    expect(verify(swapped).first).toMatchObject({ code: 'pairing_differs', round: 3 });
  });

  it('is what npm run verify prints, with exit code 0 for a clean file and 1 for a tampered one', () => {
    const run = (document: unknown) => {
      const path = join(t.dir, 'event.json');
      writeFileSync(path, JSON.stringify(document));
      return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/verify.ts', path], { encoding: 'utf8' });
    };
    const clean = run(file);
    expect(clean.status).toBe(0);
    expect(clean.stdout).toContain('Open: 3 rounds replayed, 3 paired the same');
    expect(clean.stdout).toContain('OK: every round replays the same');
    const broken = copy();
    broken.audit = broken.audit.filter((a) => a.operation !== 'round.pairManually');
    const tampered = run(broken);
    expect(tampered.status).toBe(1);
    expect(tampered.stdout).toMatch(/manual_without_audit \(Open, round 2, table \d+\)/);
    expect(tampered.stdout).toContain('NOT OK');
    const notAFile = run({ format: 'something' });
    expect(notAFile.status).toBe(2);
    expect(notAFile.stderr).toContain('not an Arbiter event file');
  });
});
