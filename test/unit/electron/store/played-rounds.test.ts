// The light loader pairing and standings read from says the same as the full rounds windows see:
// every round (drafts too), tables in the same order, the same seats and results.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Round } from '../../../../shared/model/round';
import { netrunnerGames } from '../../../fixtures/netrunner-results';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';
import { KEEP_DIVISIONS } from '../../../../electron/store/repositories/played-rounds';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

/** An event of eight players checked in, with its first round published. */
function firstRoundOfEight() {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
  for (let i = 0; i < 8; i++) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  return { eventId, divisionId: t.core.store.divisions.first(eventId)!.id, round: t.publishNext(eventId) };
}

describe('played rounds', () => {
  it('match the stored rounds, over results, a correction and a draft', () => {
    const eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
    for (let i = 0; i < 9; i++) {
      const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
      t.call('player.checkIn', { id: p.id, version: p.version });
    }
    const draft = t.call<Round>('round.pair', { eventId, newest: null });
    const round = t.call<Round>('round.publish', { roundId: draft.id, version: draft.version });
    const tables = round.tables.filter((x) => !x.bye);
    for (const table of tables.slice(0, -1)) {
      const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
      t.call('result.enter', { tableId: table.id, version: table.version, games: netrunnerGames(a, b, [['a', 7, 2], ['b', 3, 7]]) });
    }
    const last = tables.at(-1)!;
    const [a, b] = last.seats.map((s) => s.entryId) as [number, number];
    const entered = t.call<{ version: number }>('result.enter', { tableId: last.id, version: last.version, games: netrunnerGames(a, b, [['a', 7, 2], ['a', 7, 3]]) });
    t.call('result.correct', { tableId: last.id, version: entered.version, games: netrunnerGames(a, b, [['b', 2, 7], ['b', 3, 7]]), reason: 'misread' });
    t.call('round.pair', { eventId, newest: t.newestRound(eventId) });

    const full = t.core.store.rounds.summaries(eventId).map((r) => t.core.store.rounds.get(r.id)!);
    const light = t.core.store.played.list(eventId);
    expect(light.map((r) => r.status)).toEqual(['closed', 'draft']);
    expect(light).toEqual(
      full.map((r) => ({
        id: r.id,
        stageId: t.core.store.rounds.header(r.id)!.stageId,
        number: r.number,
        status: r.status,
        version: r.version,
        seed: r.seed,
        tables: r.tables.map((x) => ({ id: x.id, number: x.number, bye: x.bye, entries: x.seats.map((s) => s.entryId), result: x.result })),
      })),
    );
    expect(light[0]!.tables.find((x) => x.id === last.id)!.result!.games[0]!.seats.find((s) => s.entryId === b)!.outcome).toBe('win');
  });

  it('keep the tables of a round, the same array, when only its status changes, and read a draft paired again afresh', () => {
    const { eventId, divisionId, round } = firstRoundOfEight();
    for (const table of round.tables) {
      const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
      t.call('result.enter', { tableId: table.id, version: table.version, games: netrunnerGames(a, b, [['a', 7, 2], ['b', 3, 7]]) });
    }
    const published = t.core.store.played.list(divisionId)[0]!;
    const draft = t.call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
    const [closed, drafted] = t.core.store.played.list(divisionId);
    expect(closed!.status).toBe('closed');
    expect(closed!.tables).toBe(published.tables);

    const entry = draft.tables[0]!.seats[0]!.entryId;
    const version = t.call<{ id: number; version: number }[]>('entry.list', { eventId }).find((e) => e.id === entry)!.version;
    t.call('entry.drop', { entryId: entry, version, reason: 'left' });
    const again = t.core.store.played.list(divisionId)[1]!;
    expect(again.tables).not.toBe(drafted!.tables);
    expect(again.tables.flatMap((x) => x.entries)).not.toContain(entry);
    expect(again.tables.map((x) => x.entries)).toEqual(t.core.store.rounds.get(draft.id)!.tables.map((x) => x.seats.map((s) => s.entryId)));
  });

  it('take a result in at its one table: the round\'s other tables stay the ones kept, and the round reads as stored', () => {
    const { divisionId, round } = firstRoundOfEight();
    const before = t.core.store.played.list(divisionId)[0]!;
    const [first, second] = round.tables as [Round['tables'][number], Round['tables'][number]];
    const [a, b] = first.seats.map((s) => s.entryId) as [number, number];
    const entered = t.call<{ version: number }>('result.enter', { tableId: first.id, version: first.version, games: netrunnerGames(a, b, [['a', 7, 2], ['b', 3, 7]]) });
    t.call('result.correct', { tableId: first.id, version: entered.version, games: netrunnerGames(a, b, [['b', 2, 7], ['b', 3, 7]]), reason: 'misread' });
    const after = t.core.store.played.list(divisionId)[0]!;
    expect(after.tables).not.toBe(before.tables);
    expect(after.tables.find((x) => x.id === second.id)).toBe(before.tables.find((x) => x.id === second.id));
    expect(Object.isFrozen(after.tables.find((x) => x.id === first.id))).toBe(true);
    const stored = t.core.store.rounds.get(round.id)!.tables.map((x) => ({ id: x.id, entries: x.seats.map((s) => s.entryId), result: x.result }));
    expect(after.tables.map((x) => ({ id: x.id, entries: x.entries, result: x.result }))).toEqual(stored);
  });

  it('count each round\'s tables from indexes, not from the tables\' rows (migration 22)', () => {
    const plan = (sql: string) =>
      (t.core.store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all({ division: 1, round: 1 }) as { detail: string }[])
        .map((r) => r.detail)
        .filter((d) => d.includes(' t ') || d.includes('round_tables'));
    const print = plan('SELECT COUNT(*), COALESCE(SUM(version), 0), COALESCE(MAX(id), 0) FROM round_tables WHERE round_id = @round');
    expect(print).toEqual(['SEARCH round_tables USING COVERING INDEX round_tables_print (round_id=?)']);
    const byes = plan('SELECT COUNT(*) FROM round_tables t WHERE t.round_id = @round AND t.is_bye = 1');
    expect(byes).toEqual(['SEARCH t USING COVERING INDEX round_tables_byes (round_id=?)']);
  });

  it('keep the rounds of the divisions read lately, reading a division put aside afresh', () => {
    const events = Array.from({ length: KEEP_DIVISIONS + 1 }, () => firstRoundOfEight());
    const [first, ...others] = events;
    const tablesOf = (divisionId: number) => t.core.store.played.list(divisionId)[0]!.tables;
    const kept = tablesOf(first!.divisionId);
    for (const e of others.slice(0, -1)) tablesOf(e.divisionId);
    expect(tablesOf(first!.divisionId)).toBe(kept);
    for (const e of others) tablesOf(e.divisionId);
    const again = tablesOf(first!.divisionId);
    expect(again).not.toBe(kept);
    expect(again).toEqual(kept);
  });
});
