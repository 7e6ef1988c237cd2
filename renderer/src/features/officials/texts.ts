// runtime: dom. The officials' texts in every language (read under `features.officials.`): their
// panel, a table's pickers, the final's warning and the words printed for a table.
import type { FeatureTexts, TextKeys } from '../feature';
import en from './i18n/en.json';
import pl from './i18n/pl.json';
import ru from './i18n/ru.json';

export type OfficialsKeys = TextKeys<typeof en>;

export const officialsTexts: FeatureTexts<OfficialsKeys> = { id: 'officials', catalog: { en, ru, pl } };
