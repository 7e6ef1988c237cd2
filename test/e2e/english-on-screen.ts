// What of a screen or a printed page in another language is still English: a line that is an
// English catalog text the language words differently (its placeholders match anything), or a
// Latin word that is not the language's own, outside the data typed in (names, the event's texts,
// slip codes, month names). Shared by the languages spec and the Catan championship run.
import type { Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languages, type Language } from '../../shared/model/settings';

/** What a run types beside the catalog, and the Latin words the language keeps as English writes
 * them: a Latin word on screen is the language's if its catalog uses it and the English catalog
 * does not, or if it is in `alsoEnglish`. */
export interface TypedIn {
  code: Exclude<Language, 'en'>;
  names: readonly string[];
  /** The event's own texts as typed (its name, a drop reason…). */
  texts: readonly string[];
  alsoEnglish: readonly string[];
}

function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else out.set(prefix, String(value));
  return out;
}

/** A feature module's texts kept as JSON (renderer/src/features/<id>/i18n/<language>.json), nested
 * under `features.<id>` as the renderer reads them. */
function featureTexts(language: string): { features: Record<string, object> } {
  const dir = join(process.cwd(), 'renderer', 'src', 'features');
  const ids = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'i18n', `${language}.json`)));
  return { features: Object.fromEntries(ids.map((d) => [d.name, JSON.parse(readFileSync(join(dir, d.name, 'i18n', `${language}.json`), 'utf8')) as object])) };
}

/** A language's catalog, its files merged as the renderer merges them, the features' texts with
 * them. */
export function catalog(language: string): Map<string, string> {
  const dir = join(process.cwd(), 'renderer', 'src', 'i18n', language);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  return flatten(Object.assign({}, ...files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as object), featureTexts(language)));
}

const english = catalog('en');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const withoutPlaceholders = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ');
/** Latin words of two letters or more; a small letter followed by a capital starts a new word, as
 * the page's text glues side-by-side labels ("Won" and "Agenda points" read "WonAgenda points"). */
const latinWords = (text: string) => text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').match(/\p{Script=Latin}{2,}/gu) ?? [];

/** Latin words any screen shows on purpose: the app's and games' names, paper sizes, key names,
 * file formats and extensions, the tiebreakers known by their English abbreviations, and the
 * switch's offer of every language under its own name (English, Polski). */
const latinAllowed = [
  ...['Arbiter', 'Netrunner', 'Attacktix', 'Tix', 'Doomtrooper', 'Floor', 'ID', 'QR', 'A4', 'Letter', 'PDF', 'CSV', 'JSON', 'json', 'PNG', 'JPEG', 'Enter', 'Tab', 'Esc', 'SoS', 'OMW', 'GW', 'OGW'],
  ...languages.map((code) => catalog(code).get('language.name')!),
];

/** Names the event stores rather than texts of the app: the first division's, given when the
 * event was created (see docs/languages.md), which the organizer may rename. */
const storedNames = ['Open'];

const catalogWords = (texts: Map<string, string>) => new Set([...texts.values()].flatMap((text) => latinWords(withoutPlaceholders(text))).map((w) => w.toLowerCase()));
const englishWords = catalogWords(english);

/** How a face tells English on its screens: a line that is an English catalog text the language
 * words differently, or a Latin word that is not the language's own (for a Cyrillic language, any
 * Latin word but the allowed ones), outside the data typed in: names, the event's texts, slip
 * codes and the language's month names. An English word left in the language's catalog is
 * caught too, as the English catalog has it. */
export function englishDetector(face: TypedIn) {
  const own = catalog(face.code);
  const months = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2026, m, 15)));
  const monthNames = months.flatMap((d) => (['short', 'long'] as const).map((month) => d.toLocaleDateString(face.code, { month, day: 'numeric' })));
  const ownWords = new Set([
    ...[...catalogWords(own)].filter((w) => !englishWords.has(w)),
    ...[...latinAllowed, ...face.alsoEnglish, ...monthNames].flatMap(latinWords).map((w) => w.toLowerCase()),
  ]);
  const foreign = (text: string) => latinWords(text).some((w) => !ownWords.has(w.toLowerCase()));
  // An English text made only of words the language uses too ("{{min}} to {{max}}" and a Polish
  // "to") cannot be told from the language's own line.
  const englishLines = [...english]
    .filter(([key, value]) => key !== 'language.name' && own.get(key) !== value && foreign(withoutPlaceholders(value)))
    .map(([key, value]) => ({ key, pattern: new RegExp(`^${value.split(/\{\{[^}]*\}\}/).map(escape).join('.+?')}$`) }));
  // Whole names and texts wherever they stand (the page's text may glue a badge to a name), then
  // the names' words, which a narrow cell or a PDF's line may split, where they stand as words.
  const data = [...face.names, ...storedNames, ...face.texts].map((d) => new RegExp(escape(d), 'g'));
  const nameWords = face.names.flatMap((n) => n.split(/[\s-]+/)).map((w) => new RegExp(`(?<!\\p{L})${escape(w)}(?!\\p{L})`, 'gu'));
  return (line: string): string | undefined => {
    const catalogLine = englishLines.find((e) => e.pattern.test(line));
    if (catalogLine) return `${catalogLine.key}: ${line}`;
    // Slip codes first: a name's word ("W" of "Brzęczyszczykiewicz-W") may end a code ("2-1-NX5W").
    const codesOut = line.replace(/\b(?:[A-Z]-)?\d+-\d+-[A-Z0-9]{4}\b/g, ' ');
    const rest = [...data, ...nameWords].reduce((text, name) => text.replace(name, ' '), codesOut);
    return foreign(rest) ? line : undefined;
  };
}

/** The lines on the page that are English, reading the visible text and the tooltips and labels. */
export async function englishOnScreen(page: Page, isEnglish: (line: string) => string | undefined): Promise<string[]> {
  const lines = await page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[title], [placeholder], [aria-label]')].flatMap((e) =>
      ['title', 'placeholder', 'aria-label'].map((a) => e.getAttribute(a) ?? ''),
    );
    return [...document.body.innerText.split('\n'), ...attrs];
  });
  return lines
    .map((l) => l.trim())
    .filter(Boolean)
    .flatMap((line) => isEnglish(line) ?? []);
}
