// runtime: node. The signed result sheet as the host runs it (docs/features/signed-sheet.md): a
// referee's disqualification at a table, and what the core asks of it where a result is entered
// or corrected (how its sheet was signed, the lock on a signed one) and where a player leaves.
// How a sheet was signed is the feature's record at the table (record.ts), written with the result.
import { signedSheet } from '../../../shared/features/signed-sheet/contract';
import { defineFeatureHost } from '../feature';
import { featureOptions } from '../options';
import { disqualifyHandlers } from './disqualify';
import { checkSigning, refuseLockedCorrection } from './rules';
import { signingAt, signingFile, signingOutOfTables } from './record';
import { signedSheetReport } from './report';

export const signedSheetHost = defineFeatureHost({
  contract: signedSheet,
  handlers: disqualifyHandlers,
  table: {
    withResult(ruleset, table, input, correcting) {
      const sheet = featureOptions(ruleset, signedSheet);
      // A correction that says nothing of the signing keeps the sheet as it was signed.
      const before = signingAt.of(table);
      const signing = correcting && sheet && !input.signing ? before : checkSigning(sheet, table, input.signing);
      // The head judge who fixed a typing error in a locked result is named in the correction's audit.
      const fixedBy = correcting && 'headJudge' in input && input.headJudge ? { headJudge: input.headJudge } : {};
      return { record: signing, ...(correcting && sheet ? { audit: { signingBefore: before, signingAfter: signing, ...fixedBy } } : { audit: fixedBy }) };
    },
    refuseCorrection: (ruleset, table, input) => refuseLockedCorrection(featureOptions(ruleset, signedSheet), table, signingAt.of(table), input.headJudge),
    shown: (table) => ({ signing: signingAt.of(table) }),
    leaving: (ruleset) => featureOptions(ruleset, signedSheet)?.leavingDisqualifies ?? false,
  },
  report: signedSheetReport,
  tableFile: signingFile,
  migrations: [signingOutOfTables],
});
