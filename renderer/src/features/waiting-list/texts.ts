// runtime: dom. The waiting list's texts in every language (read under `features.waiting-list.`):
// its panel at check-in and its words in the check-in list.
import type { FeatureTexts, TextKeys } from '../feature';
import en from './i18n/en.json';
import pl from './i18n/pl.json';
import ru from './i18n/ru.json';

export type WaitingListKeys = TextKeys<typeof en>;

export const waitingListTexts: FeatureTexts<WaitingListKeys> = { id: 'waiting-list', catalog: { en, ru, pl } };
