// What of a Russian screen is still English: a line that is an English catalog text (its
// placeholders match anything), or any other Latin word outside the names the event stores, the slip
// codes and the short list of words a Russian screen shows on purpose.
import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else out.set(prefix, String(value));
  return out;
}

/** A language's catalog, its files merged as the renderer merges them. */
function catalog(language: string): Map<string, string> {
  const dir = join(process.cwd(), 'renderer', 'src', 'i18n', language);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  return flatten(Object.assign({}, ...files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as object)));
}

const ru = catalog('ru');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every English catalog text that Russian words differently, as a whole-line pattern (its
 * placeholders match anything); but English's own name, which the switch offers as it is. */
const englishLines = [...catalog('en')]
  .filter(([key, value]) => key !== 'language.name' && ru.get(key) !== value && /[A-Za-z]{2}/.test(value.replace(/\{\{[^}]*\}\}/g, '')))
  .map(([key, value]) => ({ key, pattern: new RegExp(`^${value.split(/\{\{[^}]*\}\}/).map(escape).join('.+?')}$`) }));

/** Latin words a Russian screen shows on purpose: the app's and games' names, paper sizes, key
 * names, file formats and extensions, the tiebreakers known by their English abbreviations, and
 * the switch's offer of English under its own name. */
const latinAllowed = new Set(['Arbiter', 'Netrunner', 'Attacktix', 'Tix', 'Floor', 'ID', 'QR', 'A4', 'Letter', 'PDF', 'CSV', 'JSON', 'json', 'PNG', 'JPEG', 'Enter', 'Tab', 'Esc', 'SoS', 'OMW', 'GW', 'OGW', 'English']);

/** Names the event stores rather than texts of the app: the first division's, given when the
 * event was created (see docs/languages.md), which the organizer may rename. */
const storedNames = ['Open'];

/** What on the page is English: lines that are an English catalog text, and any other Latin word
 * outside `names` (the players'), the stored names and slip codes. Reads the visible text and the
 * tooltips and labels. */
export async function englishOnScreen(page: Page, names: readonly string[]): Promise<string[]> {
  const lines = await page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[title], [placeholder], [aria-label]')].flatMap((e) =>
      ['title', 'placeholder', 'aria-label'].map((a) => e.getAttribute(a) ?? ''),
    );
    return [...document.body.innerText.split('\n'), ...attrs];
  });
  const found: string[] = [];
  for (const line of lines.map((l) => l.trim()).filter(Boolean)) {
    const own = [...names, ...storedNames].reduce((rest, name) => rest.split(name).join(' '), line).replace(/\b(?:[A-Z]-)?\d+-\d+-[A-Z0-9]{4}\b/g, ' ');
    const catalog = englishLines.find((e) => e.pattern.test(line));
    if (catalog) found.push(`${catalog.key}: ${line}`);
    else if ((own.match(/[A-Za-z]{2,}/g) ?? []).some((w) => !latinAllowed.has(w))) found.push(line);
  }
  return found;
}
