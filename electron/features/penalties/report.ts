// runtime: node. The penalties' part of the head judge's report: every penalty recorded at the
// division's tables, in round and table order, with the penalty the escalation made of it.
import type { PenaltiesReport } from '../../../shared/features/penalties/model';
import type { DivisionDocument } from '../../../shared/model/export';

export function penaltiesReport(document: DivisionDocument, names: ReadonlyMap<number, string>): PenaltiesReport {
  return document.rounds.flatMap((round) =>
    round.tables.flatMap((t) =>
      (t.penalties ?? []).map((p) => ({ round: round.number, table: t.number, game: p.game, entryId: p.entryId, name: names.get(p.entryId) ?? '', offence: p.offence, penalty: p.penalty })),
    ),
  );
}
