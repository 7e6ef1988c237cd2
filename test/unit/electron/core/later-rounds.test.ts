// A corrected result and the rounds after it (Netrunner, two Swiss rounds and a cut to 4): the
// final drafted from the semifinals is paired again with the corrected winner, a published one
// refuses the correction naming itself, a later stage's draft is seeded again from the corrected
// Swiss, and the standings and bracket.get agree on who won.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Bracket } from '../../../../shared/model/bracket';
import type { Round, RoundTable } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { netrunnerGames } from '../../../fixtures/netrunner-results';
import { tempCore, testDesk, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let eventId: number;
beforeEach(() => {
  t = tempCore();
  eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'netrunner-1996', options: { playoff: 'elimination', cut: 4 }, plannedRounds: 2 }).id;
  for (let i = 1; i <= 8; i++) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
});
afterEach(() => t.dispose());

const ref = (r: Round) => ({ roundId: r.id, version: r.version });
const get = (r: Round) => t.call<Round>('round.get', { roundId: r.id });
const seatsOf = (r: Round) => r.tables.map((x) => x.seats.map((s) => s.entryId));
/** Seat `k` (0 or 1) wins 2-0. */
const games = (x: RoundTable, k: number) => {
  const [a, b] = x.seats.map((s) => s.entryId) as [number, number];
  return netrunnerGames(a, b, k === 0 ? [['a', 7, 2], ['a', 7, 3]] : [['b', 2, 7], ['b', 3, 7]]);
};
const enter = (x: RoundTable, k = 0) => t.call('result.enter', { tableId: x.id, version: x.version, games: games(x, k) });
const correct = (x: RoundTable, k: number) => t.core.dispatch('result.correct', { tableId: x.id, version: x.version, games: games(x, k), reason: 'Slip misread' }, testDesk);
const audit = () => t.call<{ detail: Record<string, unknown> }[]>('audit.list', { eventId, operations: ['result.correct'] });

function playSwiss(): Round[] {
  return [1, 2].map(() => {
    const r = t.publishNext(eventId);
    for (const x of r.tables.filter((y) => !y.bye)) enter(x);
    return get(r);
  });
}

/** The Swiss played, the semifinals published with seat 1 winning both. */
function semifinalsPlayed(): Round {
  playSwiss();
  const semis = t.publishNext(eventId);
  for (const x of semis.tables) enter(x);
  return get(semis);
}

function finalOfBracket(): { entries: number[]; winner: number | null } {
  const bracket = t.call<Bracket | null>('bracket.get', { eventId })!;
  const final = bracket.sections[0]!.rounds.at(-1)!.matches[0]!;
  return { entries: final.entries.map((s) => s.entryId), winner: final.winner };
}

describe('a correction upstream of a later round', () => {
  it('pairs a drafted final again with the corrected semifinal winner, says why, and standings and bracket.get agree', () => {
    const semis = semifinalsPlayed();
    const [s1, s2] = semis.tables as [RoundTable, RoundTable];
    const draft = t.call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
    expect(seatsOf(draft)).toEqual([[s1.seats[0]!.entryId, s2.seats[0]!.entryId]]);

    const r = correct(s1, 1);
    expect(r.ok).toBe(true);
    const final = get(draft);
    expect(seatsOf(final)).toEqual([[s1.seats[1]!.entryId, s2.seats[0]!.entryId]]);
    expect(final.version).toBeGreaterThan(draft.version);
    expect(final.warnings[0]).toEqual({ code: 'repaired_after_correction', params: { round: 3, table: 1 } });
    expect(audit()[0]!.detail).toMatchObject({ table: 1, repairedRound: 4 });
    expect(finalOfBracket().entries).toEqual(seatsOf(final)[0]);

    const published = t.call<Round>('round.publish', ref(final));
    enter(published.tables[0]!);
    const champion = s1.seats[1]!.entryId;
    expect(t.call<Standings>('standings.get', { eventId }).rows[0]!.entryId).toBe(champion);
    expect(finalOfBracket().winner).toBe(champion);
  });

  it('refuses the correction while the final is published, naming it, and writes nothing; after unpublishing it the final is paired again', () => {
    const semis = semifinalsPlayed();
    const s1 = semis.tables[0]!;
    const draft = t.call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
    const published = t.call<Round>('round.publish', ref(draft));

    const r = correct(s1, 1);
    expect(r).toMatchObject({ ok: false, error: { code: 'conflict', details: { reason: 'correction_after_later_round', round: 3, table: 1, laterRound: 4, status: 'published' } } });
    expect(get(semis).tables[0]!.result).toEqual(s1.result);
    expect(get(published).version).toBe(published.version);
    expect(audit()).toHaveLength(0);

    const back = t.call<Round>('round.unpublish', { ...ref(published), reason: 'Semifinal slip misread' });
    expect(correct(s1, 1).ok).toBe(true);
    expect(seatsOf(get(back))[0]).toContain(s1.seats[1]!.entryId);
  });

  it('refuses a correction of a Swiss round once a later round is closed', () => {
    const [r1] = playSwiss();
    t.publishNext(eventId);
    expect(correct(r1!.tables[0]!, 1)).toMatchObject({ ok: false, error: { details: { reason: 'correction_after_later_round', round: 1, laterRound: 3 } } });
  });

  it('refuses to pair again a draft changed by hand, saying which round to pair again first, and writes nothing', () => {
    const [, r2] = playSwiss();
    const draft = t.call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
    const [t1, t2] = draft.tables as [RoundTable, RoundTable];
    const manual = t.call<Round>('round.pairManually', { ...ref(draft), entryA: t1.seats[0]!.entryId, entryB: t2.seats[0]!.entryId, mode: 'swap', reason: 'Table by the door' });
    const table = r2!.tables[0]!;
    expect(correct(table, 1)).toMatchObject({ ok: false, error: { code: 'conflict', details: { reason: 'manual_draft_correct', round: 3, table: table.number, correctedRound: 2 } } });
    expect(get(r2!).tables[0]!.result).toEqual(table.result);
    expect(get(manual).version).toBe(manual.version);
  });

  it('refuses a correction of a grand final whose reset is drafted when the reset would no longer be played', () => {
    const de = t.call<{ id: number }>('event.create', { name: 'Double', date: '2026-12-05', ruleset: 'generic', options: { format: 'double_elimination', drawsAllowed: false } }).id;
    for (let i = 1; i <= 2; i++) {
      const p = t.call<{ id: number; version: number }>('player.register', { eventId: de, name: `Duo ${i}` });
      t.call('player.checkIn', { id: p.id, version: p.version });
    }
    const win = (x: RoundTable, k: number) => [{ seats: x.seats.map((s, i) => ({ entryId: s.entryId, outcome: i === k ? 'win' : 'loss', score: 0 })) }];
    // A bracket of two: the winners' final, then the grand final won by the losers' champion (seat 2).
    const wb = t.publishNext(de);
    t.call('result.enter', { tableId: wb.tables[0]!.id, version: wb.tables[0]!.version, games: win(wb.tables[0]!, 0) });
    const grand = t.publishNext(de);
    const gf = grand.tables[0]!;
    t.call('result.enter', { tableId: gf.id, version: gf.version, games: win(gf, 1) });
    const reset = t.call<Round>('round.pair', { eventId: de, newest: t.newestRound(de) });
    expect(reset.tables[0]!.notes.map((n) => n.code)).toContain('grand_final_reset');
    const entered = get(grand).tables[0]!;
    const r = t.core.dispatch('result.correct', { tableId: gf.id, version: entered.version, games: win(gf, 0), reason: 'Slip misread' }, testDesk);
    expect(r).toMatchObject({ ok: false, error: { code: 'conflict', details: { reason: 'correction_changes_next_round', round: grand.number, laterRound: reset.number } } });
    expect(get(grand).tables[0]!.result).toEqual(entered.result);
  });

  it('seeds a drafted cut again from the corrected Swiss standings', () => {
    const [, r2] = playSwiss();
    const draft = t.call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
    // The 2-0 players of round 1 met at round 2's first tables: the loser there falls out of the cut once the result turns.
    const table = r2!.tables[0]!;
    const [winner, loser] = table.seats.map((s) => s.entryId) as [number, number];
    expect(seatsOf(draft).flat()).toContain(winner);
    expect(correct(table, 1).ok).toBe(true);
    const again = get(draft);
    expect(again.warnings[0]).toEqual({ code: 'repaired_after_correction', params: { round: 2, table: table.number } });
    const swiss = t.call<Standings>('standings.get', { eventId }).rows.slice(0, 4).map((r) => r.entryId);
    expect(new Set(seatsOf(again).flat())).toEqual(new Set(swiss));
    expect(swiss[0]).toBe(loser);
  });
});
