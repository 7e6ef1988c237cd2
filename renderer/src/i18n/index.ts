// runtime: dom. The i18n catalog: every text a person reads comes from here, in the language the
// desk chose (settings.language; the projector and printed sheets follow it). One folder per
// language, one file per face (desk, rounds, results, standings, display, print) plus engine note
// codes. A new language: its code in shared/model/settings.ts, its folder, and one line below.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../../shared/model/settings';
import { english } from './en';
import { polish } from './pl';
import { russian } from './ru';
import { withFeatures } from '../features/registry';
import type { TextTree } from '../features/feature';

export { english };

export const catalogs: Record<Language, object> = {
  en: english,
  ru: russian,
  pl: polish,
};

export function initI18n(language: Language = 'en') {
  void i18next.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(catalogs).map(([code, translation]) => [code, { translation: withFeatures(code as Language, translation as TextTree) }])),
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    // Resources are bundled, so init synchronously and render translated text on the first paint.
    initAsync: false,
  });
  return i18next;
}

/** Reads every face in `language` from now on: the catalog, and the page's lang (hyphenation,
 * the screen reader's voice, the browser's own texts). */
export function applyLanguage(language: Language): void {
  if (i18next.language !== language) void i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
