// runtime: dom. The notice of rule modifications' texts in every language, read by its editor and
// its sheet with useFeatureText.
import type { FeatureTexts } from '../feature';
import en from './i18n/en.json';
import pl from './i18n/pl.json';
import ru from './i18n/ru.json';

export const ruleNoticeTexts: FeatureTexts<keyof typeof en> = { id: 'rule-notice', catalog: { en, ru, pl } };
