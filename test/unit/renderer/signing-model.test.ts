// The results desk's signing question (Catan 1.14): what it still needs before saving, and the
// signing it sends, whoever was ticked first listed in seat order.
import { describe, expect, it } from 'vitest';
import type { RoundTable } from '../../../shared/model/round';
import { signingDraft, signingProblem, toSigning } from '../../../renderer/src/features/signed-sheet/signing-model';

const table = { seats: [1, 2, 3].map((entryId, i) => ({ position: i + 1, entryId, name: `P${entryId}`, role: null })), signing: null } as unknown as RoundTable;

describe('signing at the results desk', () => {
  it('asks how the sheet was signed, and who refused when a player did', () => {
    expect(signingProblem(signingDraft(table))).toBe('by');
    expect(signingProblem({ by: 'referee', refused: [], referee: 'Oleg' })).toBe('refused');
    expect(signingProblem({ by: 'players', refused: [], referee: '' })).toBeNull();
  });

  it('sends every player signing, or who refused in seat order with the referee', () => {
    expect(toSigning({ by: 'players', refused: [3], referee: 'x' }, table)).toEqual({ by: 'players' });
    expect(toSigning({ by: 'referee', refused: [3, 1], referee: ' Oleg ' }, table)).toEqual({ by: 'referee', refused: [1, 3], referee: 'Oleg' });
    expect(toSigning({ by: '', refused: [], referee: '' }, table)).toBeUndefined();
  });

  it('opens a correction with the signing stored', () => {
    const stored = { ...table, signing: { by: 'referee', refused: [2], referee: 'Oleg' } } as RoundTable;
    expect(signingDraft(stored)).toEqual({ by: 'referee', refused: [2], referee: 'Oleg' });
  });
});
