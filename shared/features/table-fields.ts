// runtime: pure. The fields the features add to the core's shapes of a table: to the table answer
// (what their records at the table show, electron/core/services/table-rulings.ts `shown`), to a
// result as the desk enters it and to a correction (what a result carries from them, `withResult`).
// A built-in feature that adds some is a line here; each feature's fields are its own file
// (`<id>/table-fields.ts`), which imports nothing of the round's model, as round.ts and result.ts
// spread these.
import { figureRepairTableFields } from './figure-repair/table-fields';
import { penaltiesTableFields } from './penalties/table-fields';
import { seatOrderTableFields } from './seat-order/table-fields';
import { signedSheetCorrectionFields, signedSheetResultFields, signedSheetTableFields } from './signed-sheet/table-fields';
import { tableTimersTableFields } from './table-timers/table-fields';

export const featureTableFields = { ...signedSheetTableFields, ...penaltiesTableFields, ...figureRepairTableFields, ...tableTimersTableFields, ...seatOrderTableFields };

export const featureResultFields = { ...signedSheetResultFields };

export const featureCorrectionFields = { ...signedSheetCorrectionFields };
