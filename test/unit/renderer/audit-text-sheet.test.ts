// The Manual changes panel's words for what a signed sheet brings (Catan 1.14, 1.15, 1.21): a
// referee's disqualification at a table, a drop that left early, and the head judge's typing fix,
// told apart from an ordinary drop and correction.
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../renderer/src/i18n';
import { auditWhat } from '../../../renderer/src/rounds/audit-text';

let t: TFunction;
beforeAll(() => {
  t = initI18n().t;
});

const names = new Map([
  [1, 'Ann'],
  [2, 'Bob'],
]);
const games = (a: number) => [{ seats: [{ entryId: 1, outcome: 'win' as const, place: 1, score: 10 }, { entryId: 2, outcome: 'loss' as const, place: 2, score: a }] }];

describe('manual changes of a signed sheet', () => {
  it('names the disqualified player, the table, the round, the rule and the referee', () => {
    const row = { operation: 'table.disqualify', input: { entryId: 2, rule: '1.15', referee: 'Oleg', reason: 'Insults' }, detail: { table: 3, round: 2 } };
    expect(auditWhat(t, row, names, new Map())).toBe('Bob disqualified at table 3 of round 2 (rule 1.15, referee Oleg)');
  });

  it('tells leaving early from a drop', () => {
    const left = { operation: 'entry.drop', input: { entryId: 1 }, detail: { after: { disqualification: { cause: 'left_early' } } } };
    const dropped = { operation: 'entry.drop', input: { entryId: 1 }, detail: { after: { droppedAfterRound: 1 } } };
    expect(auditWhat(t, left, names, new Map())).toBe('Ann left the event early: disqualified');
    expect(auditWhat(t, dropped, names, new Map())).toBe('Ann dropped');
  });

  it('tells a no-show from a drop and from leaving early', () => {
    const noShow = { operation: 'entry.drop', input: { entryId: 2, noShow: true }, detail: { after: { droppedAfterRound: 1, noShow: true } } };
    expect(auditWhat(t, noShow, names, new Map())).toBe('Bob did not come (no-show)');
  });

  it('tells the head judge’s typing fix from a correction', () => {
    const fix = { operation: 'result.correct', input: {}, detail: { table: 1, before: games(5), after: games(4), headJudge: 'Irina' } };
    expect(auditWhat(t, fix, names, new Map())).toBe('Table 1: a typing error fixed by the head judge, Irina: 1. Ann 10 · 2. Bob 5 → 1. Ann 10 · 2. Bob 4');
    expect(auditWhat(t, { ...fix, detail: { ...fix.detail, headJudge: undefined } }, names, new Map())).toBe('Table 1 corrected: 1. Ann 10 · 2. Bob 5 → 1. Ann 10 · 2. Bob 4');
  });

  it('names the later rounds a correction kept as played', () => {
    const kept = { operation: 'result.correct', input: {}, detail: { table: 1, before: games(5), after: games(4), keptLaterRounds: [2, 3] } };
    expect(auditWhat(t, kept, names, new Map())).toBe('Table 1 corrected: 1. Ann 10 · 2. Bob 5 → 1. Ann 10 · 2. Bob 4; rounds kept as played: 2, 3');
  });
});
