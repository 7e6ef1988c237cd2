// Which later rounds may stand as played when an earlier result of their stage is corrected
// (result.correct's keepLaterRounds), as each stage kind answers: those nobody sits in by winning
// (every round of a Swiss, table rounds, team rounds, a schedule; a round robin's main cycle of
// sides − 1 rounds, one per side with an odd count's dummy), never a bracket's or a seated
// final's later round, nor a round robin's tie-break round past the cycle.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stageKind } from '../../../../electron/engine/stages';

/** Round 1's tables (byes included, so twice that is the sides with a dummy) and a later round. */
const at = fc.record({ firstRoundTables: fc.integer({ min: 1, max: 32 }), round: fc.integer({ min: 2, max: 80 }) });

describe('a later round standing after a correction', () => {
  it('stands in every round of the kinds that seat everybody still in', () => {
    for (const id of ['swiss', 'table_rounds', 'team_rounds', 'scheduled_tables']) {
      fc.assert(fc.property(at, (a) => {
        expect(stageKind(id).standsAfterCorrection(a)).toBe(true);
      }));
    }
  });

  it('never stands in a bracket or a seated playoff, whose later rounds seat the winners', () => {
    for (const id of ['elimination', 'double_elimination', 'seated_playoff']) {
      fc.assert(fc.property(at, (a) => {
        expect(stageKind(id).standsAfterCorrection(a)).toBe(false);
      }));
    }
  });

  it('stands in a round robin through its main cycle and not in a tie-break round after it', () => {
    const kind = stageKind('round_robin');
    // Four sides (two tables at round 1): three rounds in the cycle, round 4 a tie-break.
    expect([2, 3, 4].map((round) => kind.standsAfterCorrection({ round, firstRoundTables: 2 }))).toEqual([true, true, false]);
    fc.assert(
      fc.property(at, ({ firstRoundTables, round }) => {
        expect(kind.standsAfterCorrection({ round, firstRoundTables })).toBe(round < 2 * firstRoundTables);
      }),
    );
  });
});
