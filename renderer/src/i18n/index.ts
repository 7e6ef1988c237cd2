// runtime: dom. The i18n catalog: every text a person reads comes from here. One file per face
// (desk, rounds, results, standings, display, print) plus engine note codes, merged into one
// namespace; each file's top-level keys are its own.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './en/common.json';
import desk from './en/desk.json';
import display from './en/display.json';
import exportText from './en/export.json';
import notes from './en/notes.json';
import print from './en/print.json';
import results from './en/results.json';
import rounds from './en/rounds.json';
import standings from './en/standings.json';

export const english = { ...common, ...desk, ...rounds, ...results, ...standings, ...display, ...print, ...notes, ...exportText };

export function initI18n(language: 'en' = 'en') {
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: english } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    // Resources are bundled, so init synchronously and render translated text on the first paint.
    initAsync: false,
  });
  return i18next;
}
