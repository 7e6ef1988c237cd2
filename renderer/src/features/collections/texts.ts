// runtime: dom. The collection lists' texts in every language (read under `features.collections.`),
// by their panel and sheet with useFeatureText.
import type { FeatureTexts, TextKeys } from '../feature';
import en from './i18n/en.json';
import pl from './i18n/pl.json';
import ru from './i18n/ru.json';

export type CollectionKeys = TextKeys<typeof en>;

export const collectionsTexts: FeatureTexts<CollectionKeys> = { id: 'collections', catalog: { en, ru, pl } };
