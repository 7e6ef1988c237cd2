// runtime: dom. The shared map's texts in every language, read by its panels with useFeatureText.
import type { FeatureTexts } from '../feature';
import en from './i18n/en.json';
import pl from './i18n/pl.json';
import ru from './i18n/ru.json';

export const sharedMapTexts: FeatureTexts<keyof typeof en> = { id: 'shared-map', catalog: { en, ru, pl } };
