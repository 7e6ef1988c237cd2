// The signed result sheet a ruleset switches on (Catan 1.14, 1.15, 1.21), through the core with
// test rulesets: the signing entered with a result, the lock on it (only the head judge fixes a
// typing error), a refusal to sign decided by the referee, disqualification at a table until the
// sheet is signed, and leaving early as a disqualification; and none of it where a ruleset has no
// sheet.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerRuleset } from '../../../../electron/engine/rulesets';
import type { Entry } from '../../../../shared/model/entry';
import type { Round, RoundTable } from '../../../../shared/model/round';
import type { Standings } from '../../../../shared/model/standings';
import { fullSheet, sheetRuleset, signedSheet } from '../../../fixtures/rulesets/signed-sheet';
import { threeSeat } from '../../../fixtures/rulesets/three-seat';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
const undo: (() => void)[] = [];
beforeEach(() => {
  undo.push(registerRuleset(signedSheet), registerRuleset(threeSeat), registerRuleset(sheetRuleset('test-sheet-no-refusal', { ...fullSheet, refereeDecidesRefusal: false })));
  t = tempCore();
});
afterEach(() => {
  t.dispose();
  while (undo.length > 0) undo.pop()!();
});

/** Seats placed 1, 2, 3… in seat order, scoring 10, 7, 5, 3. */
function games(table: RoundTable) {
  return [{ seats: table.seats.map((s, i) => ({ entryId: s.entryId, place: i + 1, outcome: i === 0 ? 'win' : 'loss', score: [10, 7, 5, 3][i]! })) }];
}

function setUp(ruleset: string, players = 7): { eventId: number; round: Round } {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Sheets', date: '2026-12-05', ruleset, plannedRounds: 3 }).id;
  for (let i = 0; i < players; i++) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i + 1}` });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  return { eventId, round: t.publishNext(eventId) };
}

const tablesOf = (round: Round) => round.tables.filter((x) => !x.bye).sort((a, b) => a.number - b.number);
const entry = (eventId: number, id: number) => t.call<Entry[]>('entry.list', { eventId }).find((e) => e.id === id)!;
const standingsRow = (eventId: number, id: number) => t.call<Standings>('standings.get', { eventId }).rows.find((r) => r.entryId === id)!;
const audit = (eventId: number, operation: string) => t.call<{ input: Record<string, unknown>; detail: Record<string, unknown> }[]>('audit.list', { eventId, operations: [operation] });

describe('a signed sheet (1.14)', () => {
  it('is entered with how it was signed, and then locks the result: only the head judge fixes a typing error', () => {
    const { eventId, round } = setUp('test-signed-sheet');
    expect(t.call<{ format: { features?: Record<string, unknown> } }>('event.get', { id: eventId }).format.features?.['signed-sheet']).toEqual(fullSheet);
    const [table] = tablesOf(round);
    expect(table!.seats).toHaveLength(4);

    // Without saying how the sheet was signed, nothing is stored.
    expect(t.fail('result.enter', { tableId: table!.id, version: table!.version, games: games(table!) })).toMatchObject({
      code: 'validation',
      details: { fields: [{ path: 'signing', code: 'required' }] },
    });
    const entered = t.call<RoundTable>('result.enter', { tableId: table!.id, version: table!.version, games: games(table!), signing: { by: 'players' } });
    expect(entered.signing).toEqual({ by: 'players' });

    // No correction and no protest once signed.
    const changed = games(table!);
    changed[0]!.seats[1]!.score = 8;
    expect(t.fail('result.correct', { tableId: table!.id, version: entered.version, games: changed, reason: 'Player protests' })).toMatchObject({
      code: 'conflict',
      details: { reason: 'result_signed', table: table!.number, signing: { by: 'players' } },
    });
    expect(t.call<Round>('round.get', { roundId: round.id }).tables.find((x) => x.id === table!.id)!.result!.games[0]!.seats[1]!.score).toBe(7);

    // The desk typed 7 where the signed sheet says 8: the head judge fixes it, and the audit keeps who and why.
    const fixed = t.call<RoundTable>('result.correct', { tableId: table!.id, version: entered.version, games: changed, reason: 'Typed 7, the sheet says 8', headJudge: 'Irina Head' });
    expect(fixed.result!.games[0]!.seats[1]!.score).toBe(8);
    expect(fixed.signing).toEqual({ by: 'players' });
    const [row] = audit(eventId, 'result.correct');
    expect(row!.input).toMatchObject({ reason: 'Typed 7, the sheet says 8', headJudge: 'Irina Head' });
    expect(row!.detail).toMatchObject({ headJudge: 'Irina Head', signingBefore: { by: 'players' }, signingAfter: { by: 'players' } });
  });

  it('records a refusal to sign with the players who refused and the referee who decided, which locks the result too', () => {
    const { round } = setUp('test-signed-sheet');
    const [table] = tablesOf(round);
    const [, second, third] = table!.seats;
    const refused = (ids: number[]) => ({ by: 'referee', refused: ids, referee: 'Oleg Referee' });
    expect(t.fail('result.enter', { tableId: table!.id, version: table!.version, games: games(table!), signing: refused([9999]) })).toMatchObject({
      details: { fields: [{ path: 'signing.refused', code: 'not_at_table' }] },
    });
    expect(t.fail('result.enter', { tableId: table!.id, version: table!.version, games: games(table!), signing: refused([second!.entryId, second!.entryId]) })).toMatchObject({
      details: { fields: [{ path: 'signing.refused', code: 'named_twice' }] },
    });
    expect(t.fail('result.enter', { tableId: table!.id, version: table!.version, games: games(table!), signing: { by: 'referee', refused: [second!.entryId] } })).toMatchObject({
      code: 'validation',
    });
    const entered = t.call<RoundTable>('result.enter', { tableId: table!.id, version: table!.version, games: games(table!), signing: refused([second!.entryId, third!.entryId]) });
    expect(entered.signing).toEqual(refused([second!.entryId, third!.entryId]));
    expect(t.fail('result.correct', { tableId: table!.id, version: entered.version, games: games(table!), reason: 'again' })).toMatchObject({
      details: { reason: 'result_decided_by_referee' },
    });
  });

  it('takes no refusal to sign where the ruleset has none', () => {
    const { round } = setUp('test-sheet-no-refusal');
    const [table] = tablesOf(round);
    const signing = { by: 'referee', refused: [table!.seats[0]!.entryId], referee: 'Oleg' };
    expect(t.fail('result.enter', { tableId: table!.id, version: table!.version, games: games(table!), signing })).toMatchObject({
      details: { fields: [{ path: 'signing', code: 'refusal_not_asked' }] },
    });
  });

  it('changes nothing for a ruleset without a sheet: no signing taken, a correction needs only its reason', () => {
    const { eventId, round } = setUp('test-three-seat', 6);
    expect(t.call<{ format: { features?: Record<string, unknown> } }>('event.get', { id: eventId }).format.features?.['signed-sheet']).toBeUndefined();
    const [table] = tablesOf(round);
    expect(t.fail('result.enter', { tableId: table!.id, version: table!.version, games: games(table!), signing: { by: 'players' } })).toMatchObject({
      details: { fields: [{ path: 'signing', code: 'signing_not_asked' }] },
    });
    const entered = t.call<RoundTable>('result.enter', { tableId: table!.id, version: table!.version, games: games(table!) });
    expect(entered.signing).toBeNull();
    const corrected = t.call<RoundTable>('result.correct', { tableId: table!.id, version: entered.version, games: games(table!).map((g) => ({ seats: g.seats.map((s) => ({ ...s, score: s.score + 1 })) })), reason: 'Typo' });
    expect(corrected.result!.games[0]!.seats[0]!.score).toBe(11);
    expect(t.fail('table.disqualify', { tableId: table!.id, entryId: table!.seats[0]!.entryId, version: 1, rule: '1.15', reason: 'x', referee: 'y' })).toMatchObject({
      details: { fields: [{ path: 'tableId', code: 'no_disqualification' }] },
    });
  });
});

describe('disqualification (1.15, 1.21)', () => {
  it('is recorded at a table until its sheet is signed; the table still takes its result, and the entry plays no more', () => {
    const { eventId, round } = setUp('test-signed-sheet');
    const [first, second] = tablesOf(round);
    const offender = first!.seats[2]!;
    const before = entry(eventId, offender.entryId);
    const dq = { tableId: first!.id, entryId: offender.entryId, version: before.version, rule: '1.15', reason: 'Insulted another player', referee: 'Oleg Referee' };
    expect(t.fail('table.disqualify', { ...dq, entryId: second!.seats[0]!.entryId })).toMatchObject({ details: { fields: [{ path: 'entryId', code: 'not_at_table' }] } });

    const after = t.call<Entry>('table.disqualify', dq);
    expect(after).toMatchObject({ droppedAfterRound: 1, dropReason: 'Insulted another player', disqualification: { cause: 'at_table', rule: '1.15', table: first!.number, referee: 'Oleg Referee' } });
    expect(t.fail('table.disqualify', { ...dq, version: after.version })).toMatchObject({ details: { reason: 'already_dropped' } });
    expect(audit(eventId, 'table.disqualify')[0]!.detail).toMatchObject({ table: first!.number, round: 1, after: { disqualification: { cause: 'at_table' } } });

    // Their pieces stay: the table's result is entered with them, and counts for the others.
    t.call('result.enter', { tableId: first!.id, version: first!.version, games: games(first!), signing: { by: 'players' } });
    t.call('result.enter', { tableId: second!.id, version: second!.version, games: games(second!), signing: { by: 'players' } });
    expect(standingsRow(eventId, offender.entryId)).toMatchObject({ status: 'disqualified', dropped: true, droppedAfterRound: 1 });
    expect(standingsRow(eventId, first!.seats[0]!.entryId)).toMatchObject({ status: 'active', groupScore: 10 });

    // After the sheet is signed, nobody at it is disqualified any more.
    const other = entry(eventId, first!.seats[1]!.entryId);
    expect(t.fail('table.disqualify', { ...dq, entryId: other.id, version: other.version })).toMatchObject({
      code: 'conflict',
      details: { reason: 'disqualify_after_signing', table: first!.number, name: other.name },
    });

    const r2 = t.publishNext(eventId);
    expect(r2.tables.flatMap((x) => x.seats.map((s) => s.entryId))).not.toContain(offender.entryId);
    expect(tablesOf(r2).map((x) => x.seats.length)).toEqual([3, 3]);
  });

  it('follows a player who leaves after playing (1.21), but not one who leaves before their first round', () => {
    const { eventId, round } = setUp('test-signed-sheet', 8);
    const early = entry(eventId, tablesOf(round)[0]!.seats[0]!.entryId);
    for (const table of tablesOf(round)) t.call('result.enter', { tableId: table.id, version: table.version, games: games(table), signing: { by: 'players' } });
    const left = t.call<Entry>('entry.drop', { entryId: early.id, version: early.version, reason: 'Had to catch a train' });
    expect(left).toMatchObject({ droppedAfterRound: 1, disqualification: { cause: 'left_early' } });
    expect(standingsRow(eventId, early.id).status).toBe('disqualified');
    expect(audit(eventId, 'entry.drop')[0]!.detail).toMatchObject({ before: { droppedAfterRound: null }, after: { disqualification: { cause: 'left_early' } } });

    // Taken back (a mistake at the desk): the disqualification goes with the drop.
    const back = t.call<Entry>('entry.reinstate', { entryId: early.id, version: left.version, reason: 'Wrong player' });
    expect(back).toMatchObject({ droppedAfterRound: null, disqualification: null });

    // A player registered late who leaves before playing has only withdrawn.
    const late = t.call<{ id: number; version: number }>('player.register', { eventId, name: 'Late Comer' });
    t.call('player.checkIn', { id: late.id, version: late.version });
    const draft = t.call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
    const lateEntry = t.call<Entry[]>('entry.list', { eventId }).find((e) => e.name === 'Late Comer')!;
    expect(draft.tables.some((x) => x.seats.some((s) => s.entryId === lateEntry.id))).toBe(true);
    const withdrawn = t.call<Entry>('entry.drop', { entryId: lateEntry.id, version: lateEntry.version, reason: 'Went home' });
    expect(withdrawn).toMatchObject({ droppedAfterRound: 1, disqualification: null });
  });

  it('is no disqualification in a ruleset where leaving does not disqualify', () => {
    const { eventId, round } = setUp('test-three-seat', 6);
    for (const table of tablesOf(round)) t.call('result.enter', { tableId: table.id, version: table.version, games: games(table) });
    const someone = entry(eventId, tablesOf(round)[0]!.seats[0]!.entryId);
    expect(t.call<Entry>('entry.drop', { entryId: someone.id, version: someone.version, reason: 'Tired' })).toMatchObject({ disqualification: null });
    expect(standingsRow(eventId, someone.id).status).toBe('dropped');
  });
});
