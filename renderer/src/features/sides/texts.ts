// runtime: dom. The sides' texts in every language (read under `features.sides.`): the panel that
// forms and splits sides at the registration desk.
import type { FeatureTexts, TextKeys } from '../feature';
import en from './i18n/en.json';
import pl from './i18n/pl.json';
import ru from './i18n/ru.json';

export type SideKeys = TextKeys<typeof en>;

export const sidesTexts: FeatureTexts<SideKeys> = { id: 'sides', catalog: { en, ru, pl } };
