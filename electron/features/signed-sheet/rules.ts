// runtime: node. What a signed result sheet binds, where the ruleset uses the feature (its options;
// Catan 1.14, 1.15, 1.21): the signing a result is entered with, the lock on a signed result, and
// who a referee may still disqualify at a table.
import { CommandError } from '../../../shared/contract/errors';
import type { Entry } from '../../../shared/model/entry';
import type { Signing } from '../../../shared/features/signed-sheet/model';
import type { FeatureOptions } from '../../../shared/features/feature';
import type { signedSheet } from '../../../shared/features/signed-sheet/contract';
import type { StoredTable } from '../../store/repositories/rounds';

type SheetOptions = FeatureOptions<typeof signedSheet>;

const invalid = (table: StoredTable, path: string, message: string, code: string) =>
  new CommandError('validation', `Table ${table.number}: ${message}.`, { fields: [{ path, message, code }] });

/** The signing a result is entered with: required where the ruleset has a sheet, refused where it
 * has none; a refusal to sign names players of the table and the referee who decided (1.14). */
export function checkSigning(sheet: SheetOptions | null, table: StoredTable, signing: Signing | undefined): Signing | null {
  if (!sheet) {
    if (signing) throw invalid(table, 'signing', 'this ruleset does not record how the sheet was signed', 'signing_not_asked');
    return null;
  }
  if (!signing) throw invalid(table, 'signing', 'say whether every player signed the sheet', 'required');
  if (signing.by === 'referee') {
    if (!sheet.refereeDecidesRefusal) throw invalid(table, 'signing', 'this ruleset has no refusal to sign', 'refusal_not_asked');
    const seated = new Set(table.seats.map((s) => s.entryId));
    if (signing.refused.some((id) => !seated.has(id))) throw invalid(table, 'signing.refused', 'not a player at this table', 'not_at_table');
    if (new Set(signing.refused).size !== signing.refused.length) throw invalid(table, 'signing.refused', 'a player is named twice', 'named_twice');
  }
  return signing;
}

/** A result entered from a signed sheet stands where the ruleset locks it (1.14: no change, no
 * protest; a refusal to sign was decided by the referee, whose decision is final too). Only a
 * typing error at the desk is fixed, and only with the head judge named. */
export function refuseLockedCorrection(sheet: SheetOptions | null, table: StoredTable, signing: Signing | null, headJudge: string | undefined): void {
  if (!sheet?.lockWhenSigned || !signing || headJudge) return;
  throw new CommandError(
    'conflict',
    `The sheet of table ${table.number} was signed: its result cannot be changed and no protest is accepted. Only a typing error is fixed, by the head judge.`,
    { reason: signing.by === 'players' ? 'result_signed' : 'result_decided_by_referee', table: table.number, tableId: table.id, signing },
  );
}

/** A referee disqualifies at a table only where the ruleset allows it, a player of that table
 * still in the event, and only until the sheet is signed: until its result is entered (1.15). */
export function refuseDisqualification(sheet: SheetOptions | null, table: StoredTable, entry: Entry): void {
  if (!sheet?.disqualifyAtTable) {
    throw invalid(table, 'tableId', 'this ruleset has no disqualification at a table', 'no_disqualification');
  }
  if (!table.seats.some((s) => s.entryId === entry.id)) throw invalid(table, 'entryId', 'not a player at this table', 'not_at_table');
  if (table.result) {
    throw new CommandError('conflict', `The sheet of table ${table.number} is signed (its result is entered): nobody is disqualified after it.`, {
      reason: 'disqualify_after_signing',
      table: table.number,
      tableId: table.id,
      name: entry.name,
    });
  }
  if (entry.droppedAfterRound !== null) {
    throw new CommandError('conflict', `${entry.name} has already dropped.`, { reason: 'already_dropped', name: entry.name, entryId: entry.id });
  }
}
