// runtime: pure. The penalties feature's contract (Attacktix 4.3, docs/features/penalties.md): a
// ruleset names it with its offence catalog as options; its operations record a referee's penalty
// at a table and take one back. Both answer the table, whose `penalties` show each as escalated.
import { allow, command } from '../../contract/operation';
import { defineFeatureContract } from '../feature';
import { tableSchema } from '../../model/round';
import { penaltiesReportSchema, penaltyCatalogSchema, penaltyRecordInput, penaltyRemoveInput } from './model';

export const penaltiesFeature = defineFeatureContract({
  id: 'penalties',
  /** The ruleset's offences and the sections tallied on the slip (PenaltyCatalog). */
  options: penaltyCatalogSchema,
  report: penaltiesReportSchema,
  operations: {
    'penalty.record': allow(['results'], command(
      "Record a referee's penalty at a table: which player, in which game, which offence of the ruleset's catalog (the event format's `features.penalties`). The ruleset escalates the table's record per player per game; the table returned shows each penalty given. Refused once that game or the match is lost by penalty, and while an entered result would contradict it. Returns the table.",
      penaltyRecordInput,
      tableSchema,
    )),
    'penalty.remove': allow(['results'], command(
      "Take back one recorded penalty (its place in the table's list) with a reason; the audit keeps the record removed. Returns the table.",
      penaltyRemoveInput,
      tableSchema,
    )),
  },
});
