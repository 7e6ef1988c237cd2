// runtime: pure. A signed sheet the ruleset locks (1.14): its entered result is not corrected, only
// a typing error at the desk fixed by the head judge.
import type { RoundTable } from '../../../../shared/model/round';
import { sheetOptions } from './options';

export const isLocked = (table: RoundTable, options: unknown): boolean => Boolean(sheetOptions(options)?.lockWhenSigned && table.signing);
