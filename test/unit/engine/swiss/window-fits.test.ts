import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCostContext, opponentIndex } from '../../../../electron/engine/swiss/cost';
import { rankCandidates } from '../../../../electron/engine/swiss/order';
import { windowFits, windowWeights } from '../../../../electron/engine/swiss/window';
import { cand } from './helpers';

const folds = (run: () => unknown) => {
  try {
    run();
    return true;
  } catch {
    return false;
  }
};

describe('windowFits', () => {
  it('says exactly when windowWeights can fold a window (wide windows of large fields cannot)', () => {
    const check = (half: number, extra: number, top: number) => {
      const size = 2 * half + 2 * extra;
      const list = rankCandidates(Array.from({ length: size }, (_, i) => cand(i + 1, Math.floor((top * (size - i)) / size))));
      const ctx = createCostContext(list, opponentIndex(list), false);
      const positions = Array.from({ length: 2 * half }, (_, i) => i);
      const fits = windowFits(ctx, positions);
      expect(fits).toBe(folds(() => windowWeights(ctx, positions)));
      return fits;
    };
    expect(check(8, 0, 2)).toBe(true);
    expect(check(256, 1792, 12)).toBe(true);
    expect(check(256, 1792, 3000)).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 300 }), fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }), (half, extra, top) => {
        check(half, extra, top);
      }),
      { numRuns: 60 },
    );
  });
});
