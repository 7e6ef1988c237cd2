// Attacktix penalty escalation (4.3, Decision): counted per player per game; the third 4.3.1
// offence costs the turn and resets the 4.3.1 count; three turns lost (either way) lose the game;
// a gross offence loses the match at once; nothing is recorded after a game is lost by penalty.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { penaltiesOfGame, type Offence } from '../../../../../electron/engine/rulesets/attacktix/penalties';

const offences: Offence[] = ['4.3.1.1', '4.3.1.2', '4.3.1.3', '4.3.2.2', '4.3.3.2'];

describe('Attacktix penalties', () => {
  it('escalates three 4.3.1 offences to a lost turn, and three lost turns to a lost game', () => {
    const { penalties, counts } = penaltiesOfGame(['4.3.1.3', '4.3.1.1', '4.3.1.2', '4.3.2.2', '4.3.1.3', '4.3.1.3', '4.3.1.3', '4.3.1.1']);
    expect(penalties).toEqual(['forfeit_attack', 'forfeit_attack', 'forfeit_turn', 'forfeit_turn', 'forfeit_attack', 'forfeit_attack', 'forfeit_game', null]);
    expect(counts).toEqual({ attackOffences: 0, turnsForfeited: 3, ended: 'forfeit_game' });
  });

  it('keeps the 4.3.1 count across a turn lost under 4.3.2.2', () => {
    expect(penaltiesOfGame(['4.3.1.1', '4.3.2.2', '4.3.1.1', '4.3.1.1']).penalties).toEqual(['forfeit_attack', 'forfeit_turn', 'forfeit_attack', 'forfeit_turn']);
  });

  it('loses the match at once on a gross offence, whatever came before', () => {
    expect(penaltiesOfGame(['4.3.3.2', '4.3.1.1']).penalties).toEqual(['forfeit_match', null]);
  });

  it('for any game: at most two 4.3.1 offences pending, every third costs a turn, the third turn the game', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...offences), { maxLength: 30 }), (game) => {
        const { penalties, counts } = penaltiesOfGame(game);
        const recorded = game.filter((_, i) => penalties[i] !== null);
        // Once the game or match is lost, nothing more is recorded.
        const end = penalties.findIndex((p) => p === 'forfeit_game' || p === 'forfeit_match');
        expect(penalties.every((p, i) => (end >= 0 && i > end ? p === null : p !== null))).toBe(true);
        const turns = penalties.filter((p) => p === 'forfeit_turn' || p === 'forfeit_game').length;
        if (!recorded.includes('4.3.3.2')) {
          const minor = recorded.filter((o) => o.startsWith('4.3.1')).length;
          const major = recorded.filter((o) => o === '4.3.2.2').length;
          // Each lost turn is a 4.3.2.2 or a third 4.3.1 offence; what is left of the 4.3.1s is pending.
          expect(turns).toBe(major + Math.floor(minor / 3));
          expect(counts.attackOffences).toBe(minor % 3);
          expect(counts.turnsForfeited).toBe(turns);
          expect(counts.ended === 'forfeit_game').toBe(turns === 3);
        } else expect(counts.ended).toBe('forfeit_match');
        expect(counts.attackOffences).toBeLessThanOrEqual(2);
        expect(counts.turnsForfeited).toBeLessThanOrEqual(3);
      }),
    );
  });
});
