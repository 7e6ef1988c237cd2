// runtime: node. The signed sheet's part of the head judge's report: each table whose players
// refused to sign, with who refused and the referee who decided (Catan 1.14), which the report's
// round grid shows at the table.
import type { SignedSheetReport } from '../../../shared/features/signed-sheet/model';
import type { DivisionDocument } from '../../../shared/model/export';

export function signedSheetReport(document: DivisionDocument, names: ReadonlyMap<number, string>): SignedSheetReport {
  return document.rounds.flatMap((round) =>
    round.tables.flatMap((t) => (t.signing?.by === 'referee' ? [{ round: round.number, table: t.number, refused: t.signing.refused.map((id) => names.get(id) ?? ''), referee: t.signing.referee }] : [])),
  );
}
