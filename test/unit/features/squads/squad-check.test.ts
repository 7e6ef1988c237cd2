// Attacktix squads (2.2): figures add up exactly to the level and backups to half, the check saying
// by how much each list is off; the weight check passes exactly 0.3 g over and no more.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSquad, passesWeight } from '../../../../electron/features/squads/squad-check';

describe('Attacktix squads', () => {
  it('says by how much the figures and the backups are off their levels', () => {
    const figures = [
      { name: 'Spider-Man', points: 60 },
      { name: 'Venom', points: 50 },
    ];
    expect(checkSquad(100, figures, [{ name: 'Hulk', points: 50 }])).toEqual({ figures: 110, figuresOff: 10, backups: 50, backupsOff: 0, ok: false });
    expect(checkSquad(200, [{ name: 'A', points: 200 }], [{ name: 'B', points: 90 }])).toMatchObject({ figuresOff: 0, backupsOff: -10, ok: false });
    expect(checkSquad(400, [{ name: 'A', points: 400 }], [{ name: 'B', points: 200 }]).ok).toBe(true);
  });

  it('checks the backups against a level a ruleset gives instead of half', () => {
    expect(checkSquad(100, [{ name: 'A', points: 100 }], [{ name: 'B', points: 50 }], 40)).toMatchObject({ backupsOff: 10, ok: false });
    expect(checkSquad(100, [{ name: 'A', points: 100 }], [{ name: 'B', points: 40 }], 40).ok).toBe(true);
  });

  it('passes a figure up to exactly 0.3 g over its standard weight, and any underweight one', () => {
    expect(passesWeight(12.3, 12)).toBe(true);
    expect(passesWeight(12.31, 12)).toBe(false);
    expect(passesWeight(8.1, 7.8)).toBe(true);
    expect(passesWeight(5, 12)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 5000 }), fc.integer({ min: -500, max: 500 }), (standardCg, overCg) => {
        expect(passesWeight((standardCg + overCg) / 100, standardCg / 100)).toBe(overCg <= 30);
      }),
    );
  });
});
