// Attacktix penalties and the figure repair clock through the core: recorded per table in order,
// escalated by the ruleset, versioned (a stale write is a conflict and writes nothing), audited;
// a result contrary to a game or match lost by penalty is refused with the reason; a ruleset
// without the catalog records none.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentEvent } from '../../../../shared/model/event';
import type { Round, RoundTable } from '../../../../shared/model/round';
import type { PenaltyCatalog } from '../../../../shared/features/penalties/model';
import { publishedPair } from '../../../fixtures/published-pair';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

const start = (ruleset: string, options: Record<string, unknown>) => publishedPair(t, ruleset, options);

/** Seat 1 won the call; `winners` by seat in game order. */
function games(table: RoundTable, winners: (1 | 2)[]) {
  const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
  return winners.map((w, g) => ({
    seats: [a, b].map((entryId, i) => ({ entryId, outcome: i + 1 === w ? 'win' : 'loss', score: 0, role: (g % 2 === 0) === (i === 0) ? 'first' : 'second' })),
  }));
}

const record = (table: RoundTable, entryId: number, game: number, offence: string) =>
  t.call<RoundTable>('penalty.record', { tableId: table.id, version: table.version, entryId, game, offence });

describe('penalties at an Attacktix table', () => {
  it('the event format carries the catalog and the repair clock; three 4.3.2.2 in game 2 lose that game, shown per record', () => {
    const { eventId, table } = start('attacktix', { gamesToWin: 2 });
    const format = t.call<TournamentEvent>('event.get', { id: eventId }).format;
    expect((format.features?.penalties as PenaltyCatalog | undefined)?.offences.map((o) => `${o.group}:${o.id}`)).toEqual(['4.3.1:4.3.1.1', '4.3.1:4.3.1.2', '4.3.1:4.3.1.3', '4.3.2:4.3.2.2', '4.3.3:4.3.3.2']);
    expect((format.features?.['figure-repair'] as { minutes: number } | undefined)?.minutes).toBe(5);
    const a = table.seats[0]!.entryId;
    let now = table;
    for (let i = 0; i < 3; i++) now = record(now, a, 2, '4.3.2.2');
    expect(now.penalties?.map((p) => [p.penalty, p.escalated, p.turnsForfeited])).toEqual([
      ['forfeit_turn', false, 1],
      ['forfeit_turn', false, 2],
      ['forfeit_game', true, 3],
    ]);
    // Nothing more is given in a game lost by penalty.
    const after = t.fail('penalty.record', { tableId: now.id, version: now.version, entryId: a, game: 2, offence: '4.3.1.1' });
    expect(after.details?.fields).toEqual([expect.objectContaining({ path: 'game', code: 'already_lost_by_penalty' })]);

    // A slip giving seat 1 game 2 is refused with the penalty named; the result that follows it is taken.
    const refused = t.fail('result.enter', { tableId: now.id, version: now.version, games: games(now, [1, 1]) });
    expect(refused.code).toBe('validation');
    expect(refused.details?.notes).toEqual([{ code: 'game_forfeited_by_penalty', params: { game: 2, entryId: a, penalty: 'forfeit_game' } }]);
    expect(refused.message).toMatch(/lost by penalty/);
    t.call('result.enter', { tableId: now.id, version: now.version, games: games(now, [1, 2, 2]) });
    const standings = t.call<{ rows: { entryId: number; matchWins?: number }[] }>('standings.get', { eventId });
    expect(standings.rows[0]!.entryId).toBe(table.seats[1]!.entryId);
  });

  it('a gross offence gives the match to the opponent; a penalty contradicting an entered result is refused', () => {
    const { table } = start('attacktix', { gamesToWin: 2 });
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    t.call('result.enter', { tableId: table.id, version: table.version, games: games(table, [1, 1]) });
    const entered = t.call<Round>('round.get', { roundId: t.newestRound(1)!.roundId }).tables.find((x) => x.id === table.id)!;
    const contrary = t.fail('penalty.record', { tableId: entered.id, version: entered.version, entryId: a, game: 1, offence: '4.3.3.2' });
    expect(contrary.details?.notes).toEqual(expect.arrayContaining([{ code: 'game_forfeited_by_penalty', params: { game: 1, entryId: a, penalty: 'forfeit_match' } }]));
    const byB = record(entered, b, 1, '4.3.3.2');
    expect(byB.penalties?.[0]?.penalty).toBe('forfeit_match');
    expect(t.fail('penalty.record', { tableId: byB.id, version: byB.version, entryId: a, game: 2, offence: '4.3.1.1' }).details?.fields).toEqual([
      expect.objectContaining({ code: 'already_lost_by_penalty' }),
    ]);
  });

  it('no penalty is recorded in a game an entered result never reached (first to 2 won 2-0: no game 3); nothing is written', () => {
    const refusedIn = (table: RoundTable, entryId: number, game: number, offence = '4.3.1.1') => {
      const before = t.call<Round>('round.get', { roundId: t.newestRound(1)!.roundId }).tables.find((x) => x.id === table.id)!;
      const error = t.fail('penalty.record', { tableId: table.id, version: table.version, entryId, game, offence });
      const after = t.call<Round>('round.get', { roundId: t.newestRound(1)!.roundId }).tables.find((x) => x.id === table.id)!;
      expect(after.version).toBe(before.version);
      expect(after.penalties).toEqual(before.penalties);
      return error;
    };
    const { table } = start('attacktix', { gamesToWin: 2 });
    const b = table.seats[1]!.entryId;
    // A result of 2-0: game 3 was never played.
    t.call('result.enter', { tableId: table.id, version: table.version, games: games(table, [1, 1]) });
    const entered = t.call<Round>('round.get', { roundId: t.newestRound(1)!.roundId }).tables.find((x) => x.id === table.id)!;
    const refused = refusedIn(entered, b, 3);
    expect(refused.code).toBe('validation');
    expect(refused.details?.fields).toEqual([{ path: 'game', code: 'game_not_played', params: { game: 3, last: 2 }, message: expect.stringContaining('game 3') }]);
    expect(record(entered, b, 2, '4.3.1.1').penalties).toHaveLength(1);
  });

  it('a result that never reaches a game with a recorded penalty is refused naming it, and nothing is written', () => {
    const { table } = start('attacktix', { gamesToWin: 2 });
    const b = table.seats[1]!.entryId;
    const inGame3 = record(table, b, 3, '4.3.1.1');
    const refused = t.fail('result.enter', { tableId: inGame3.id, version: inGame3.version, games: games(inGame3, [1, 1]) });
    expect(refused.details?.notes).toEqual([{ code: 'penalty_in_unplayed_game', params: { game: 3, entryId: b, last: 2 } }]);
    expect(t.call<Round>('round.get', { roundId: t.newestRound(1)!.roundId }).tables.find((x) => x.id === table.id)!.result).toBeNull();
    t.call('result.enter', { tableId: inGame3.id, version: inGame3.version, games: games(inGame3, [1, 2, 1]) });
  });

  it('before a result, games lost by penalty and a gross offence end the games a penalty can be in, whichever order they are recorded', () => {
    const { table } = start('attacktix', { gamesToWin: 2 });
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    let now = table;
    // a loses games 1 and 2 by penalty: b has the two wins, so game 3 is not played.
    for (const game of [1, 2]) for (let i = 0; i < 3; i++) now = record(now, a, game, '4.3.2.2');
    expect(t.fail('penalty.record', { tableId: now.id, version: now.version, entryId: b, game: 3, offence: '4.3.1.1' }).details?.fields).toEqual([
      expect.objectContaining({ code: 'game_not_played', params: { game: 3, last: 2 } }),
    ]);

    const other = start('attacktix', { gamesToWin: 2 }).table;
    const [c, d] = other.seats.map((s) => s.entryId) as [number, number];
    const inGame3 = record(other, c, 3, '4.3.1.1');
    // A gross offence in game 1 leaves no game 3 for the penalty already recorded there.
    expect(t.fail('penalty.record', { tableId: inGame3.id, version: inGame3.version, entryId: d, game: 1, offence: '4.3.3.2' }).details?.fields).toEqual([
      expect.objectContaining({ code: 'game_not_played', params: { game: 3, last: 1 } }),
    ]);
    expect(record(inGame3, d, 3, '4.3.3.2').penalties?.at(-1)?.penalty).toBe('forfeit_match');
  });

  it('a stale write is a conflict and writes nothing; a removal needs a reason and the audit keeps it', () => {
    const { eventId, table } = start('attacktix', {});
    const a = table.seats[0]!.entryId;
    const once = record(table, a, 1, '4.3.1.3');
    const stale = t.fail('penalty.record', { tableId: table.id, version: table.version, entryId: a, game: 1, offence: '4.3.1.1' });
    expect(stale).toMatchObject({ code: 'conflict', details: { reason: 'table_changed' } });
    const round = t.call<Round>('round.get', { roundId: t.newestRound(eventId)!.roundId });
    expect(round.tables.find((x) => x.id === table.id)!.penalties).toHaveLength(1);

    expect(t.fail('penalty.remove', { tableId: once.id, version: once.version, index: 0, reason: ' ' }).code).toBe('validation');
    const removed = t.call<RoundTable>('penalty.remove', { tableId: once.id, version: once.version, index: 0, reason: 'Wrong player' });
    expect(removed.penalties).toEqual([]);
    const audit = t.call<{ operation: string; input: Record<string, unknown>; detail: Record<string, unknown> }[]>('audit.list', { eventId, operations: ['penalty.record', 'penalty.remove'] });
    expect(audit.map((r) => r.operation).sort()).toEqual(['penalty.record', 'penalty.remove']);
    const rm = audit.find((r) => r.operation === 'penalty.remove')!;
    expect(rm.input).toMatchObject({ reason: 'Wrong player' });
    expect(rm.detail).toMatchObject({ removed: { entryId: a, game: 1, offence: '4.3.1.3' }, after: [] });
  });

  it('the repair clock starts once per break: refused while it runs, started again after its 5 minutes', () => {
    const { table } = start('attacktix', {});
    const started = t.call<RoundTable>('table.repair', { tableId: table.id, version: table.version });
    expect(started.repairStartedAt).toBe('2026-12-05T09:00:00.000Z');
    t.setTime('2026-12-05T09:04:59Z');
    expect(t.fail('table.repair', { tableId: started.id, version: started.version }).details?.reason).toBe('repair_running');
    t.setTime('2026-12-05T09:05:00Z');
    expect(t.fail('table.repair', { tableId: table.id, version: table.version }).details?.reason).toBe('table_changed');
    expect(t.call<RoundTable>('table.repair', { tableId: started.id, version: started.version }).repairStartedAt).toBe('2026-12-05T09:05:00.000Z');
  });

  it('an exported event carries its penalties and repair clock, and an import restores them', () => {
    const { eventId, table } = start('attacktix', { gamesToWin: 2 });
    const a = table.seats[0]!.entryId;
    let now = record(table, a, 2, '4.3.2.2');
    now = record(now, a, 1, '4.3.1.1');
    now = record(now, a, 2, '4.3.3.2');
    now = t.call<RoundTable>('table.repair', { tableId: now.id, version: now.version });
    const file = JSON.parse(JSON.stringify(t.call('export.event', { eventId })));
    const imported = t.call<{ id: number }>('event.import', { document: file });
    const back = t.call<Round>('round.get', { roundId: t.newestRound(imported.id)!.roundId }).tables.find((x) => !x.bye)!;
    const newA = back.seats.find((s) => s.name === table.seats[0]!.name)!.entryId;
    expect(back.penalties?.map((p) => [p.entryId, p.game, p.offence, p.penalty])).toEqual([
      [newA, 2, '4.3.2.2', 'forfeit_turn'],
      [newA, 1, '4.3.1.1', 'forfeit_attack'],
      [newA, 2, '4.3.3.2', 'forfeit_match'],
    ]);
    expect(back.repairStartedAt).toBe(now.repairStartedAt);
  });

  it('a ruleset without the catalog records no penalty and has no repair clock', () => {
    const { eventId, table } = start('generic', {});
    const format = t.call<TournamentEvent>('event.get', { id: eventId }).format;
    expect(format.features?.penalties).toBeUndefined();
    expect(format.features?.['figure-repair']).toBeUndefined();
    const refused = t.fail('penalty.record', { tableId: table.id, version: table.version, entryId: table.seats[0]!.entryId, game: 1, offence: '4.3.1.1' });
    expect(refused.details?.fields).toEqual([expect.objectContaining({ code: 'no_penalties' })]);
    expect(t.fail('table.repair', { tableId: table.id, version: table.version }).details?.fields).toEqual([expect.objectContaining({ code: 'no_repair_clock' })]);
  });
});
