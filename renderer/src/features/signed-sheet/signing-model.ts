// runtime: pure. How the result sheet was signed, as the results desk asks it (where the ruleset
// has a sheet, Catan 1.14): every player signed, or some refused and the referee decided.
import type { Signing } from '../../../../shared/features/signed-sheet/model';
import type { RoundTable } from '../../../../shared/model/round';

export interface SigningDraft {
  /** '' until the desk says. */
  by: '' | Signing['by'];
  /** Who refused to sign, by entry id. */
  refused: number[];
  referee: string;
}

export function signingDraft(table: RoundTable): SigningDraft {
  const s = table.signing;
  if (!s) return { by: '', refused: [], referee: '' };
  return s.by === 'players' ? { by: 'players', refused: [], referee: '' } : { by: 'referee', refused: [...s.refused], referee: s.referee };
}

/** What the desk has not said yet: how the sheet was signed, or who refused. The referee's name
 * is the core's to check (its message names the field). */
export function signingProblem(d: SigningDraft): 'by' | 'refused' | null {
  if (d.by === '') return 'by';
  return d.by === 'referee' && d.refused.length === 0 ? 'refused' : null;
}

/** The signing as the contract takes it; the seat order of the table for who refused. */
export function toSigning(d: SigningDraft, table: RoundTable): Signing | undefined {
  if (d.by === 'players') return { by: 'players' };
  if (d.by !== 'referee') return undefined;
  const order = table.seats.map((s) => s.entryId).filter((id) => d.refused.includes(id));
  return { by: 'referee', refused: order, referee: d.referee.trim() };
}
