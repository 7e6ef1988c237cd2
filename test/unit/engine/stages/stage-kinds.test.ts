// Stage kinds by id: Swiss and table rounds are over once the last planned round is closed, never
// while the organizer has not decided how many to play; single elimination once the bracket's last
// round is closed; double elimination after its grand final, or the reset the grand final asked
// for; each says how the room draws it; an unknown kind is a bug, said by name.
import { describe, expect, it } from 'vitest';
import { buildRuleset, rulesetIds, stageRuleset, genericRuleset } from '../../../../electron/engine/rulesets';
import { stageKind, type StageProgress } from '../../../../electron/engine/stages';

// These kinds answer from the counts alone: asking for the history would be a waste of a load.
const counts = (p: Omit<StageProgress, 'history'>): StageProgress => ({
  ...p,
  history: () => {
    throw new Error('history asked for');
  },
});

describe('stage kinds', () => {
  it.each(['swiss', 'table_rounds', 'scheduled_tables'])('%s is complete when the last planned round is closed', (id) => {
    const kind = stageKind(id);
    expect(kind.isComplete(counts({ plannedRounds: 5, lastClosedRound: 4, firstRoundTables: 8 }))).toBe(false);
    expect(kind.isComplete(counts({ plannedRounds: 5, lastClosedRound: 5, firstRoundTables: 8 }))).toBe(true);
    expect(kind.isComplete(counts({ plannedRounds: null, lastClosedRound: 9, firstRoundTables: 1 }))).toBe(false);
    expect(kind.decisive).toBe(false);
  });

  it('single elimination is complete when the final is closed, whatever was planned, and needs winners', () => {
    const kind = stageKind('elimination');
    // Round 1 of eleven players has eight places: a bracket of sixteen, four rounds.
    expect(kind.isComplete(counts({ plannedRounds: null, lastClosedRound: 3, firstRoundTables: 8 }))).toBe(false);
    expect(kind.isComplete(counts({ plannedRounds: null, lastClosedRound: 4, firstRoundTables: 8 }))).toBe(true);
    expect(kind.isComplete(counts({ plannedRounds: null, lastClosedRound: 0, firstRoundTables: 0 }))).toBe(false);
    expect(kind.suggestedRounds(11)).toBe(4);
    expect(kind.suggestedRounds(1)).toBe(null);
    expect(kind.decisive).toBe(true);
  });

  it('double elimination is complete after the grand final, or after its reset when the losers\' champion won it', () => {
    const kind = stageKind('double_elimination');
    const win = (a: number, b: number) => [{ seats: [{ entryId: a, outcome: 'win' as const, score: 0 }, { entryId: b, outcome: 'loss' as const, score: 0 }] }];
    // Five players: a bracket of eight, k = 3; the grand final is round 6.
    const at = (lastClosedRound: number, finalWinner: number, grandFinalReset?: boolean): StageProgress => ({
      plannedRounds: null,
      lastClosedRound,
      firstRoundTables: 4,
      history: () => ({
        ruleset: stageRuleset(genericRuleset({ format: 'double_elimination', ...(grandFinalReset === undefined ? {} : { grandFinalReset }) }), 1),
        entries: [1, 2].map((id) => ({ id, dropped: false, joinedRound: 1 })),
        tables: [{ round: 6, table: 1, entries: [1, 2], bye: false, games: finalWinner === 1 ? win(1, 2) : win(2, 1) }],
      }),
    });
    expect(kind.isComplete(counts({ plannedRounds: null, lastClosedRound: 5, firstRoundTables: 4 }))).toBe(false);
    expect(kind.isComplete(at(6, 1))).toBe(true);
    expect(kind.isComplete(at(6, 2))).toBe(false);
    expect(kind.isComplete(at(6, 2, false))).toBe(true);
    expect(kind.isComplete(counts({ plannedRounds: null, lastClosedRound: 7, firstRoundTables: 4 }))).toBe(true);
    expect(kind.isComplete(counts({ plannedRounds: null, lastClosedRound: 0, firstRoundTables: 0 }))).toBe(false);
    expect([kind.suggestedRounds(5), kind.suggestedRounds(1), kind.fixedRounds({ checkedIn: 5, firstRoundTables: 0, seats: { min: 2, max: 2 } }), kind.fixedRounds({ checkedIn: 9, firstRoundTables: 4, seats: { min: 2, max: 2 } })]).toEqual([6, null, 6, 6]);
    expect([kind.decisive, kind.lateEntries]).toEqual([true, false]);
  });

  it('round robin is complete when its cycle is: round 1 of five players has three places, five rounds', () => {
    const kind = stageKind('round_robin');
    expect(kind.isComplete(counts({ plannedRounds: null, lastClosedRound: 4, firstRoundTables: 3 }))).toBe(false);
    // Once the cycle is closed, only the ruleset tells whether a tie is still to be played off.
    const closed = { plannedRounds: null, lastClosedRound: 5, firstRoundTables: 3, history: () => ({ ruleset: buildRuleset('generic', { format: 'round_robin' }), entries: [], tables: [] }) };
    expect(kind.isComplete(closed)).toBe(true);
    expect([kind.suggestedRounds(5), kind.suggestedRounds(6), kind.fixedRounds({ checkedIn: 9, firstRoundTables: 3, seats: { min: 2, max: 2 } })]).toEqual([5, 5, 5]);
    expect(kind.lateEntries).toBe(false);
  });

  it('says how each is drawn beside its rounds, and which names its places by the round a side went out in', () => {
    const ids = ['swiss', 'table_rounds', 'scheduled_tables', 'team_rounds', 'elimination', 'double_elimination', 'round_robin', 'seated_playoff'];
    expect(Object.fromEntries(ids.map((id) => [id, stageKind(id).drawing?.as ?? null]))).toEqual({
      swiss: null,
      table_rounds: null,
      scheduled_tables: null,
      team_rounds: null,
      elimination: 'bracket',
      double_elimination: 'bracket',
      round_robin: 'grid',
      seated_playoff: 'chart',
    });
    expect(ids.filter((id) => stageKind(id).ranksByRoundOut)).toEqual(['elimination']);
  });

  it('refuses a kind it does not have, by name', () => {
    expect(() => stageKind('ladder')).toThrow('There is no stage kind "ladder".');
  });
});

describe('every ruleset', () => {
  it('plays on a stage kind that exists, in each of its formats', () => {
    for (const id of rulesetIds()) expect(() => stageKind(buildRuleset(id).stages[0]!.kind)).not.toThrow();
    expect(stageKind(buildRuleset('generic', { format: 'elimination' }).stages[0]!.kind).id).toBe('elimination');
  });
});
