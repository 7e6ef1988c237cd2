// runtime: dom. The table timers' texts in every language (the desk's buttons and readings, the
// projector's lines), read by its panels with useFeatureText.
import type { FeatureTexts } from '../feature';
import en from './i18n/en.json';
import pl from './i18n/pl.json';
import ru from './i18n/ru.json';

export const tableTimersTexts: FeatureTexts<keyof typeof en> = { id: 'table-timers', catalog: { en, ru, pl } };
