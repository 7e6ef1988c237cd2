// Every language mirrors the English catalog file for file and key for key, so no screen shows an
// English sentence (or a raw key) in another language: no key missing, none extra, none empty,
// the same placeholders, plurals in the language's own forms, and nothing left in English but
// the few words that read the same in every language.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogs } from '../../../renderer/src/i18n';
import { featureCatalogs, featureViews } from '../../../renderer/src/features/registry';
import { languages, type Language } from '../../../shared/model/settings';

const root = join(process.cwd(), 'renderer', 'src', 'i18n');
const jsonFiles = (language: string) =>
  readdirSync(join(root, language))
    .filter((f) => f.endsWith('.json'))
    .sort();
/** A feature's texts count as a file of their own, `features/<id>`, and so do its words for its
 * codes, `codes/<id>`, held to English like the rest. */
const featureFiles = () => [...featureViews().map((v) => `features/${v.id}`), ...featureViews().filter((v) => v.codes).map((v) => `codes/${v.id}`)];
const viewOf = (file: string) => featureViews().find((v) => file.endsWith(`/${v.id}`))!;
const read = (language: string, file: string): unknown =>
  file.startsWith('features/') ? viewOf(file).catalog[language as Language] : file.startsWith('codes/') ? viewOf(file).codes![language as Language] : JSON.parse(readFileSync(join(root, language, file), 'utf8'));

/** Leaf keys as dotted paths, with their values. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) for (const [path, leaf] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(path, leaf);
  } else out.set(prefix, value);
  return out;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const addressContext = /_(female|male)(?=(_(zero|one|two|few|many|other))?$)/;
const placeholders = (text: string) => [...new Set(text.match(/\{\{\s*[\w.]+\s*(?:,[^}]*)?\}\}/g) ?? [])].map((p) => p.replace(/\s/g, '')).sort();

/** The English keys a language must have: a plural family (`x_one`, `x_other`) becomes the
 * language's own forms of `x`, with the placeholders English has in any of its forms. */
function expectedKeys(english: Map<string, unknown>, language: string) {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Map<string, { placeholders: string[]; other: string[]; english: string }>();
  const families = new Map<string, string[]>();
  for (const [key, value] of english) {
    const base = key.replace(pluralSuffix, '');
    if (base !== key) families.set(base, [...(families.get(base) ?? []), String(value)]);
    else keys.set(key, { placeholders: placeholders(String(value)), other: [], english: String(value) });
  }
  for (const [base, texts] of families) {
    const all = [...new Set(texts.flatMap(placeholders))].sort();
    const other = placeholders(String(english.get(`${base}_other`) ?? ''));
    for (const form of forms) keys.set(`${base}_${form}`, { placeholders: all, other: form === 'one' ? [] : other, english: String(english.get(`${base}_${form}`) ?? english.get(`${base}_other`)) });
  }
  return keys;
}

/** Values that read the same in every language: the app's name, and texts made only of
 * placeholders, numbers and signs. */
const sameEverywhere = new Set(['app.name']);
const onlySigns = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '').replace(/[\s\d.,:;·–—\-+/()#%×=↑↓←→•…]/g, '') === '';

/** Per language, the keys whose value is the English on purpose: the games' own names, the paper
 * size A4, an ID, and the tiebreakers players know by their English abbreviations (each
 * explained in the language beside it). Polish also writes the units g, min and s as English
 * does, says "Format" and "Buchholz", calls Netrunner's runner "Runner" as Polish players do,
 * knows Sonneborn-Berger as S-B, and shortens Doomtrooper's Punkty Promocji to PP as the Polish
 * edition does. */
const allowedEnglish: Record<string, ReadonlySet<string>> = {
  ru: new Set([
    'event.rulesets.netrunner-1996',
    'event.rulesets.attacktix',
    'event.rulesets.doomtrooper',
    'players.matchId',
    'print.slip.entry',
    'export.a4',
    'rounds.print.a4',
    'standings.columns.sos.label',
    'standings.columns.omw.label',
    'standings.columns.gw.label',
    'standings.columns.ogw.label',
  ]),
  pl: new Set([
    'event.rulesets.netrunner-1996',
    'event.rulesets.attacktix',
    'event.rulesets.doomtrooper',
    'results.scoreNames.pp',
    'print.slip.scoreNames.pp',
    'standings.columns.pp.label',
    'event.options.format',
    'players.matchId',
    'print.slip.entry',
    'export.a4',
    'rounds.print.a4',
    'rounds.roles.runner',
    'display.roles.runner',
    'print.roles.runner',
    'units.grams',
    'inspection.weightOf',
    'rounds.addTime',
    'display.extraMinutes',
    'display.controls.seconds',
    'standings.columns.buchholz.label',
    'standings.columns.sonneborn_berger.label',
    'standings.columns.sos.label',
    'standings.columns.omw.label',
    'standings.columns.gw.label',
    'standings.columns.ogw.label',
  ]),
};

const others = languages.filter((l) => l !== 'en');

describe.each(others)('the %s catalog', (language) => {
  it('has the English catalog’s files', () => {
    expect(jsonFiles(language)).toEqual(jsonFiles('en'));
  });

  it.each([...jsonFiles('en'), ...featureFiles()])('%s: every English key, no other, none empty, the same placeholders', (file) => {
    const english = flatten(read('en', file));
    const own = flatten(read(language, file));
    const expected = expectedKeys(english, language);
    // A sentence about a player may have her and his wording beside the one that fits anyone.
    for (const key of own.keys()) {
      const base = key.replace(addressContext, '');
      if (base !== key && expected.has(base)) expected.set(key, expected.get(base)!);
    }
    expect([...own.keys()].filter((k) => !expected.has(k)), 'keys English does not have').toEqual([]);
    expect([...expected.keys()].filter((k) => !own.has(k)), 'English keys not translated').toEqual([]);
    for (const [key, want] of expected) {
      const value = own.get(key);
      expect(typeof value === 'string' && value.trim() !== '', `${key} is a text`).toBe(true);
      const got = placeholders(String(value));
      expect(got.filter((p) => !want.placeholders.includes(p)), `${key}: placeholders English does not have`).toEqual([]);
      expect(want.other.filter((p) => !got.includes(p)), `${key}: placeholders of English's plural left out`).toEqual([]);
      if (!pluralSuffix.test(key)) expect(got, `${key}: placeholders`).toEqual(want.placeholders);
    }
  });

  it.each([...jsonFiles('en'), ...featureFiles()])('%s: nothing left in English but the allowed words', (file) => {
    const english = flatten(read('en', file));
    const own = flatten(read(language, file));
    const allowed = allowedEnglish[language] ?? new Set<string>();
    const untranslated = [...own]
      .filter(([key, value]) => english.get(key) === value && !sameEverywhere.has(key) && !allowed.has(key) && !onlySigns(String(value)))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('is the catalog the faces load', () => {
    const merged = Object.assign({}, ...jsonFiles(language).map((f) => read(language, f)));
    expect(catalogs[language]).toEqual(merged);
  });
});

describe('plural forms as the faces pick them', () => {
  const t = (language: string) => {
    const i18n = i18next.createInstance();
    void i18n.init({ resources: { [language]: { translation: { ...catalogs[language as Language], ...featureCatalogs(language as Language) } } }, lng: language, initAsync: false });
    return (count: number) => i18n.t('features.squads.squad.over' as never, { count } as never) as unknown as string;
  };

  it('Polish: one for 1, few for 2–4 but not 12–14, many for the rest of the whole numbers, other for fractions', () => {
    expect([1, 2, 4, 5, 12, 14, 22, 25, 101, 1.5].map(t('pl'))).toEqual([
      '1 punkt za dużo',
      '2 punkty za dużo',
      '4 punkty za dużo',
      '5 punktów za dużo',
      '12 punktów za dużo',
      '14 punktów za dużo',
      '22 punkty za dużo',
      '25 punktów za dużo',
      '101 punktów za dużo',
      '1.5 punktu za dużo',
    ]);
  });

  it('Russian: one for 1 and 21, few for 2–4 and 22, many for 5–20', () => {
    expect([1, 2, 5, 11, 21, 22].map(t('ru'))).toEqual(['на 1 очко больше', 'на 2 очка больше', 'на 5 очков больше', 'на 11 очков больше', 'на 21 очко больше', 'на 22 очка больше']);
  });
});
