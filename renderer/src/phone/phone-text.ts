// runtime: pure. The phone page's words from the catalogs (phone.json of each language): a key's
// text with {{placeholders}} filled and plurals by the language's own forms (Intl.PluralRules), as
// i18next does for the other faces, without i18next's weight on a page that must stay small.
import type { Language } from '../../../shared/model/settings';

export type Catalog = { phone: object };
export type Params = Record<string, string | number>;

function lookup(catalog: object, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export function phoneText(language: Language, catalog: Catalog, fallback: Catalog) {
  const plurals = new Intl.PluralRules(language);
  return (key: string, params: Params = {}): string => {
    const full = `phone.${key}`;
    const form = typeof params.count === 'number' ? `${full}_${plurals.select(params.count)}` : null;
    const text = (form && lookup(catalog, form)) ?? lookup(catalog, full) ?? (form && lookup(fallback, `${full}_other`)) ?? lookup(fallback, full) ?? full;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
  };
}
export type PhoneT = ReturnType<typeof phoneText>;

/** The phone's own language when the catalogs have it, else the one the desk reads in. */
export function phoneLanguage(preferred: readonly string[], desk: Language, available: readonly Language[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0] as Language;
    if (available.includes(base)) return base;
  }
  return desk;
}
