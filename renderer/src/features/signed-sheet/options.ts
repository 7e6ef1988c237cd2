// runtime: pure. What the division's ruleset says its signed sheet binds, as a slot is given it;
// null where it does not read (the feature then shows nothing).
import { readFeatureOptions, type FeatureOptions } from '../../../../shared/features/feature';
import { signedSheet } from '../../../../shared/features/signed-sheet/contract';

export type SheetOptions = FeatureOptions<typeof signedSheet>;

export const sheetOptions = (options: unknown): SheetOptions | null => readFeatureOptions(signedSheet, options);
