// A correction that keeps the later rounds as played (keepLaterRounds): a Swiss slip found two
// rounds later is fixed, audited, and only the standings follow; a bracket's later round and a
// round robin's tie-break round refuse it even when asked, and a cut already drawn stands.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Bracket } from '../../../../shared/model/bracket';
import type { Round, RoundTable } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { tempCore, testDesk, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

function event(options: object, players: number, plannedRounds?: number): number {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'generic', options: { drawsAllowed: false, ...options }, ...(plannedRounds ? { plannedRounds } : {}) }).id;
  for (let i = 1; i <= players; i++) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  return eventId;
}

const get = (r: { id: number }) => t.call<Round>('round.get', { roundId: r.id });
const ids = (x: RoundTable) => x.seats.map((s) => s.entryId);
const games = (x: RoundTable, winner: number) => [{ seats: ids(x).map((entryId) => ({ entryId, outcome: entryId === winner ? 'win' : 'loss', score: 0 })) }];
const enter = (x: RoundTable, winner = ids(x)[0]!) => t.call('result.enter', { tableId: x.id, version: x.version, games: games(x, winner) });
const correct = (x: RoundTable, keep?: boolean) =>
  t.core.dispatch('result.correct', { tableId: x.id, version: x.version, games: games(x, ids(x)[1]!), reason: 'Slip misread', ...(keep === undefined ? {} : { keepLaterRounds: keep }) }, testDesk);
const audit = (eventId: number) => t.call<{ detail: Record<string, unknown> }[]>('audit.list', { eventId, operations: ['result.correct'] });
const standings = (eventId: number) => t.call<Standings>('standings.get', { eventId }).rows;
const wins = (eventId: number, entryId: number) => standings(eventId).find((r) => r.entryId === entryId)!.matchWins;

/** Plays the next round with seat 1 winning every table. */
function playRound(eventId: number): Round {
  const r = t.publishNext(eventId);
  for (const x of r.tables.filter((y) => !y.bye)) enter(x);
  return get(r);
}

describe('a correction that keeps the later rounds as played', () => {
  it('fixes a Swiss round 1 slip after round 3 is closed: refused without the flag (saying it may keep them), kept with it, audited, standings changed, rounds 2 and 3 as played', () => {
    const eventId = event({}, 8, 4);
    const [r1, r2, r3] = [1, 2, 3].map(() => playRound(eventId)) as [Round, Round, Round];
    t.call('round.close', t.newestRound(eventId));
    const table = r1.tables[0]!;
    const [winner, loser] = ids(table) as [number, number];
    const before = { winner: wins(eventId, winner), loser: wins(eventId, loser) };

    expect(correct(table)).toMatchObject({
      ok: false,
      error: { code: 'conflict', details: { reason: 'correction_after_later_round', round: 1, laterRound: 3, canKeepLaterRounds: true, laterRounds: [2, 3] } },
    });
    expect(get(r1).tables[0]!.result).toEqual(table.result);
    expect(audit(eventId)).toHaveLength(0);

    expect(correct(table, true).ok).toBe(true);
    expect(get(r1).tables[0]!.result!.games).toEqual(games(table, loser));
    expect(audit(eventId)[0]!.detail).toMatchObject({ table: table.number, keptLaterRounds: [2, 3] });
    expect(wins(eventId, winner)).toBeLessThan(before.winner);
    expect(wins(eventId, loser)).toBeGreaterThan(before.loser);
    for (const r of [r2, r3]) {
      const now = get(r);
      expect(now.status).toBe('closed');
      expect(now.tables).toEqual(r.tables);
    }
  });

  it('pairs a draft after the kept rounds again from the corrected standings', () => {
    const eventId = event({}, 8, 4);
    const [r1] = [1, 2].map(() => playRound(eventId)) as [Round, Round];
    const draft = t.call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
    const table = r1.tables[0]!;
    expect(correct(table, true).ok).toBe(true);
    const again = get(draft);
    expect(again.version).toBeGreaterThan(draft.version);
    expect(again.warnings[0]).toEqual({ code: 'repaired_after_correction', params: { round: 1, table: table.number } });
    expect(audit(eventId)[0]!.detail).toMatchObject({ keptLaterRounds: [2], repairedRound: 3 });
  });

  it('refuses to keep a bracket round that seats the corrected winner, even with the flag, and writes nothing', () => {
    const eventId = event({ format: 'elimination' }, 4);
    const semis = playRound(eventId);
    const final = t.publishNext(eventId);
    const table = semis.tables[0]!;
    expect(correct(table)).toMatchObject({ ok: false, error: { details: { reason: 'correction_after_later_round', canKeepLaterRounds: false, laterRounds: [2] } } });
    expect(correct(table, true)).toMatchObject({ ok: false, error: { code: 'conflict', details: { reason: 'correction_later_round_rests_on_result', round: 1, table: 1, laterRound: 2 } } });
    expect(get(semis).tables[0]!.result).toEqual(table.result);
    expect(get(final).version).toBe(final.version);
    expect(audit(eventId)).toHaveLength(0);
  });

  it('keeps a round robin main cycle round, but refuses once a tie-break round exists after the corrected round', () => {
    const eventId = event({ format: 'round_robin', tieBreakRoundRobin: true }, 3);
    // Each match won by the side with the worse record so far (the first seat on a level one):
    // after the cycle all three have one win, a tie played off in a further cycle.
    const record = new Map<number, number>();
    const play = () => {
      const r = t.publishNext(eventId);
      for (const x of r.tables.filter((y) => !y.bye)) {
        const winner = [...ids(x)].sort((a, b) => (record.get(a) ?? 0) - (record.get(b) ?? 0))[0]!;
        for (const id of ids(x)) record.set(id, (record.get(id) ?? 0) + (id === winner ? 1 : -1));
        enter(x, winner);
      }
      return get(r);
    };
    const r1 = play();
    play();
    expect(correct(r1.tables[0]!, true).ok).toBe(true);
    const table = get(r1).tables[0]!;
    // The correction turned round 1 round; turn it back so the cycle ends in the tie.
    expect(t.core.dispatch('result.correct', { tableId: table.id, version: table.version, games: games(table, ids(table)[0]!), reason: 'Slip misread', keepLaterRounds: true }, testDesk).ok).toBe(true);
    play();
    const tieBreak = t.publishNext(eventId);
    expect(tieBreak.warnings.map((w) => w.code)).toContain('tie_break_round_robin');
    const now = get(r1).tables[0]!;
    expect(correct(now)).toMatchObject({ ok: false, error: { details: { reason: 'correction_after_later_round', canKeepLaterRounds: false, laterRounds: [2, 3, 4] } } });
    expect(correct(now, true)).toMatchObject({ ok: false, error: { details: { reason: 'correction_later_round_rests_on_result', round: 1, laterRound: 4 } } });
    expect(get(r1).tables[0]!.result).toEqual(now.result);
  });

  it('keeps a cut already drawn from the corrected Swiss: the playoff stands as drawn, and the standings and bracket.get agree', () => {
    const eventId = event({ playoff: 'elimination', cut: 4 }, 8, 2);
    const [r1] = [1, 2].map(() => playRound(eventId)) as [Round, Round];
    const semis = playRound(eventId);
    const final = playRound(eventId);
    const table = r1.tables[0]!;
    expect(correct(table)).toMatchObject({ ok: false, error: { details: { canKeepLaterRounds: true, laterRounds: [2, 3, 4] } } });
    expect(correct(table, true).ok).toBe(true);
    expect(get(semis).tables).toEqual(semis.tables);
    const champion = ids(final.tables[0]!)[0]!;
    const bracket = t.call<Bracket | null>('bracket.get', { eventId })!;
    expect(bracket.sections[0]!.rounds.at(-1)!.matches[0]!.winner).toBe(champion);
    expect(standings(eventId)[0]!.entryId).toBe(champion);
  });
});
