// What Attacktix penalties do to a table's result (4.3.3): escalated through the ruleset's module
// per player per game; a game lost by penalty is the offender's lost game, and a gross offence
// (4.3.3.2) gives the match to the opponent. Refused by the feature's check of a result (its table
// rulings, beside the engine's own), whatever the form sent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escalatePenalties, penaltyForfeits, type OffenceRecord } from '../../../../electron/features/penalties/escalate';
import { ATTACKTIX, attacktixRuleset, GENERIC } from '../../../../electron/engine/rulesets';
import { validateMatchResult } from '../../../../electron/engine/rulesets';
import type { GameResult } from '../../../../electron/engine/types';
import type { PenaltyForfeit } from '../../../../shared/features/penalties/escalation';
import { validatePenaltyGames } from '../../../../electron/features/penalties/playable';
import { penaltyResultProblems, validatePenaltyForfeits } from '../../../../electron/features/penalties/validate-forfeits';
import { game } from '../../engine/scoring/helpers';
import { featureOptions } from '../../../../electron/features/options';
import { penaltiesFeature } from '../../../../shared/features/penalties/contract';
import { figureRepairFeature } from '../../../../shared/features/figure-repair/contract';

const bo3 = attacktixRuleset({ gamesToWin: 2 });
const codes = (notes: { code: string }[]) => notes.map((n) => n.code);
const turns = (entryId: number, g: number, n: number): OffenceRecord[] => Array.from({ length: n }, () => ({ entryId, game: g, offence: '4.3.2.2' }));
const forfeitsOf = (records: OffenceRecord[]) => penaltyForfeits(records, escalatePenalties(bo3, records));
/** A result as the core checks it: the engine's notes, then the penalties'. */
const checked = (games: GameResult[], decisive: boolean, forfeits: PenaltyForfeit[] = []) => [
  ...validateMatchResult(bo3, [1, 2], games, { decisive }),
  ...validatePenaltyForfeits(bo3, [1, 2], games, forfeits),
];

// Seat 1 won the call: it moves first in games 1 and 3.
const g = (winner: 1 | 2, first: 1 | 2) =>
  game([1, winner === 1 ? 'win' : 'loss', 0, first === 1 ? 'first' : 'second'], [2, winner === 2 ? 'win' : 'loss', 0, first === 2 ? 'first' : 'second']);

describe('Attacktix penalties in a result', () => {
  it('the catalog and the repair clock are the preset’s data; Generic has neither', () => {
    expect(featureOptions(ATTACKTIX, penaltiesFeature)?.offences.map((o) => o.id)).toEqual(['4.3.1.1', '4.3.1.2', '4.3.1.3', '4.3.2.2', '4.3.3.2']);
    expect(featureOptions(ATTACKTIX, figureRepairFeature)?.minutes).toBe(5);
    expect(GENERIC.features?.penalties).toBeUndefined();
    expect(escalatePenalties(GENERIC, turns(1, 1, 3))).toEqual([null, null, null]);
  });

  it('counts per player per game: three lost turns in game 2 lose game 2, not game 1 or the other player’s', () => {
    const records = [...turns(1, 1, 2), ...turns(2, 2, 1), ...turns(1, 2, 3)];
    const steps = escalatePenalties(bo3, records);
    expect(steps.map((s) => s?.penalty)).toEqual(['forfeit_turn', 'forfeit_turn', 'forfeit_turn', 'forfeit_turn', 'forfeit_turn', 'forfeit_game']);
    expect(steps[5]?.escalated).toBe(true);
    expect(penaltyForfeits(records, steps)).toEqual([{ entryId: 1, game: 2, penalty: 'forfeit_game' }]);
  });

  it('a game lost by penalty must be entered lost: a contrary winner is refused with the reason', () => {
    const forfeits = forfeitsOf(turns(1, 2, 3));
    expect(checked([g(1, 1), g(1, 2)], true, forfeits)).toEqual([
      { code: 'game_forfeited_by_penalty', params: { game: 2, entryId: 1, penalty: 'forfeit_game' } },
    ]);
    expect(checked([g(1, 1), g(2, 2), g(1, 1)], true, forfeits)).toEqual([]);
    // The same result without the penalty record is fine: the record is what refuses it.
    expect(checked([g(1, 1), g(1, 2)], true)).toEqual([]);
  });

  it('a gross offence gives the match to the opponent: every later game lost too', () => {
    const forfeits = forfeitsOf([{ entryId: 2, game: 1, offence: '4.3.3.2' }]);
    expect(forfeits).toEqual([{ entryId: 2, game: 1, penalty: 'forfeit_match' }]);
    expect(checked([g(1, 1), g(1, 2)], true, forfeits)).toEqual([]);
    expect(codes(checked([g(1, 1), g(2, 2), g(1, 1)], true, forfeits))).toEqual(['match_forfeited_by_penalty']);
    expect(codes(checked([g(2, 1), g(1, 2), g(1, 1)], true, forfeits))).toEqual(['game_forfeited_by_penalty']);
  });

  it('nothing is given after a match is lost by penalty, by either player', () => {
    const records = [{ entryId: 2, game: 1, offence: '4.3.3.2' }, { entryId: 1, game: 1, offence: '4.3.1.1' }, ...turns(2, 2, 1)];
    expect(escalatePenalties(bo3, records).map((s) => s?.penalty ?? null)).toEqual(['forfeit_match', null, null]);
  });

  it('property: any record the escalation lost a game by refuses every result that does not show it lost', () => {
    const offence = fc.constantFrom('4.3.1.1', '4.3.1.2', '4.3.1.3', '4.3.2.2');
    const record = fc.record({ entryId: fc.constantFrom(1, 2), game: fc.constantFrom(1, 2, 3), offence });
    // Three games are played only when the first two are split (first to 2, 5.2).
    const winners = fc.array(fc.constantFrom<1 | 2>(1, 2), { minLength: 3, maxLength: 3 }).filter(([a, b]) => a !== b);
    fc.assert(
      fc.property(fc.array(record, { maxLength: 20 }), winners, (records, w) => {
        const games = w.map((winner, i) => g(winner, i % 2 === 0 ? 1 : 2));
        const forfeits = forfeitsOf(records);
        const notes = checked(games, false, forfeits);
        const contrary = forfeits.some((f) => w[f.game - 1] === f.entryId);
        expect(notes.length > 0).toBe(contrary);
      }),
    );
  });

  it('gives each of its codes from a concrete result', () => {
    const atx = [g(1, 1), g(1, 2)];
    const cases: [string, ReturnType<typeof checked>, object][] = [
      ['game_forfeited_by_penalty', checked(atx, false, [{ entryId: 1, game: 2, penalty: 'forfeit_game' }]), { game: 2, entryId: 1, penalty: 'forfeit_game' }],
      ['match_forfeited_by_penalty', checked([g(1, 1), g(2, 2), g(1, 1)], false, [{ entryId: 1, game: 2, penalty: 'forfeit_match' }]), { game: 2, entryId: 1 }],
      ['penalty_in_unplayed_game', validatePenaltyGames(bo3, [1, 2], atx, [{ entryId: 2, game: 3, offence: '4.3.1.1' }]), { game: 3, entryId: 2, last: 2 }],
    ];
    expect(cases.map((c) => c[0]).sort()).toEqual(Object.keys(penaltyResultProblems).sort());
    for (const [code, notes, params] of cases) expect(notes).toContainEqual({ code, params });
  });
});
