// runtime: dom. The squads' texts in every language (read under `features.squads.`): the squad
// list and the figure inspections, by their panels with useFeatureText.
import type { FeatureTexts, TextKeys } from '../feature';
import en from './i18n/en.json';
import pl from './i18n/pl.json';
import ru from './i18n/ru.json';

export type SquadKeys = TextKeys<typeof en>;

export const squadsTexts: FeatureTexts<SquadKeys> = { id: 'squads', catalog: { en, ru, pl } };
