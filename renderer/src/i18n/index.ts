// runtime: dom. The i18n catalog: every text a person reads comes from here.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

export const catalogs = { en } as const;

export function initI18n(language: keyof typeof catalogs = 'en') {
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    // Resources are bundled, so init synchronously and render translated text on the first paint.
    initAsync: false,
  });
  return i18next;
}
