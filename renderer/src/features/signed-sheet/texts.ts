// runtime: dom. The signed sheet's texts in every language (read under `features.signed-sheet.`):
// the signing at the results desk, a disqualification at a table, and the slip's lines.
import type { FeatureTexts, TextKeys } from '../feature';
import en from './i18n/en.json';
import pl from './i18n/pl.json';
import ru from './i18n/ru.json';

export type SignedSheetKeys = TextKeys<typeof en>;

export const signedSheetTexts: FeatureTexts<SignedSheetKeys> = { id: 'signed-sheet', catalog: { en, ru, pl } };
