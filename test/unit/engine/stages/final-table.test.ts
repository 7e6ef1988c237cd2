// Which table of a round is the stage's final (Attacktix 3.2.1's umpire goes there), as each stage
// kind answers it: single elimination's last round at place 1 and never the match for third place
// beside it; double elimination's grand final and its reset, never the losers' final; a seated
// playoff's final, or its straight final; the kinds ranked by standings over every round have none.
import fc from 'fast-check';
import type { Ruleset } from '../../../../electron/engine/rulesets/types';
import { describe, expect, it } from 'vitest';
import { genericRuleset, stageRuleset } from '../../../../electron/engine/rulesets';
import { stageKind, type StageKind } from '../../../../electron/engine/stages';
import type { TableRecord } from '../../../../electron/engine/types';
import { coinFlips, field, playDouble, type Played } from '../elimination/double-play';

const winnerOf = (t: TableRecord) => t.games[0]!.seats.find((s) => s.outcome === 'win')!.entryId;

/** The played matches (byes left out) the kind names the final, in the order played. */
function finals(kind: StageKind, played: Played): TableRecord[] {
  const firstRoundTables = played.tables.filter((t) => t.round === 1).length;
  return played.tables.filter((t) => !t.bye && kind.finalTable({ round: t.round, firstRoundTables }) === t.table);
}

const first = (kind: StageKind, played: Played, rules: Ruleset) =>
  kind.standings(rules, played.entries, played.tables).filter((r) => r.rank === 1).map((r) => r.entryId);

describe('single elimination', () => {
  const kind = stageKind('elimination');

  it('names exactly one match the final, the last round\'s, whose winner is first (fields of 2..64, with and without third place)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), fc.boolean(), fc.string(), (n, thirdPlace, seed) => {
        const rules = stageRuleset(genericRuleset({ format: 'elimination', drawsAllowed: false, thirdPlace }), 1);
        const played = playDouble(n, { kind, ruleset: rules, pick: coinFlips(seed) });
        const named = finals(kind, played);
        expect(named).toHaveLength(1);
        const final = named[0]!;
        expect(final.round).toBe(Math.max(...played.tables.map((t) => t.round)));
        expect(first(kind, played, rules)).toEqual([winnerOf(final)]);
        // Beside it, where played, the match for third place: its winner is third, not first.
        const beside = played.tables.filter((t) => t.round === final.round && t !== final && !t.bye);
        expect(beside).toHaveLength(thirdPlace && n >= 4 ? 1 : 0);
      }),
      { numRuns: 200 },
    );
  });
});

describe('double elimination', () => {
  const kind = stageKind('double_elimination');

  it('names the grand final and its reset, the last of them deciding first place; never the losers\' final (fields of 2..64)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), fc.boolean(), fc.string(), (n, reset, seed) => {
        const rules = stageRuleset(genericRuleset({ format: 'double_elimination', drawsAllowed: false, grandFinalReset: reset }), 1);
        const played = playDouble(n, { kind, ruleset: rules, pick: coinFlips(seed) });
        const named = finals(kind, played);
        const lastRound = Math.max(...played.tables.map((t) => t.round));
        // The grand final, and a reset only after the losers' champion won it.
        expect(named.map((t) => t.round)).toEqual(named.length === 2 ? [lastRound - 1, lastRound] : [lastRound]);
        for (const t of named) expect(played.tables.filter((x) => x.round === t.round && !x.bye)).toEqual([t]);
        expect(first(kind, played, rules)).toEqual([winnerOf(named.at(-1)!)]);
        // The losers' final is a round of one table too, just before the grand final.
        const k = Math.log2(2 * played.tables.filter((t) => t.round === 1).length);
        if (k > 1) expect(kind.finalTable({ round: 2 * k - 1, firstRoundTables: 2 ** (k - 1) })).toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});

describe('seated playoff', () => {
  const kind = stageKind('seated_playoff');
  const catan = { ...genericRuleset(), seats: { min: 3, max: 4 } };

  it.each([
    [4, 1],
    [9, 3],
    [16, 4],
  ])('%i qualifiers sit at %i table(s) in round 1; the final is its last round\'s table 1', (n, tables) => {
    const round1 = kind.nextRound({ ruleset: catan, entries: field(n), tables: [], round: 1, seed: 's' });
    expect(round1.tables).toHaveLength(tables);
    const straight = tables === 1;
    expect(kind.finalTable({ round: 1, firstRoundTables: tables })).toBe(straight ? 1 : null);
    expect(kind.finalTable({ round: 2, firstRoundTables: tables })).toBe(straight ? null : 1);
  });
});

describe('kinds ranked by their standings', () => {
  it.each(['swiss', 'table_rounds', 'scheduled_tables', 'team_rounds', 'round_robin'])('%s has no final in any round', (id) => {
    const kind = stageKind(id);
    for (let round = 1; round <= 12; round++) for (const firstRoundTables of [1, 2, 5, 32]) expect(kind.finalTable({ round, firstRoundTables })).toBeNull();
  });
});
