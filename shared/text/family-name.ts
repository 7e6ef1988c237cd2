// runtime: pure. A person's family name, where the desk or an imported file gave it: Russian and
// Polish organizers look people up by surname, so lists sort on it, and an event may show names
// as "Family, Given". The family name is one or more whole words of the name, so the name stays
// the one text that is searched, checked for duplicates and printed in the usual order.

/** How an event shows names: as registered ("Tatiana Ivanova"), or family name first
 * ("Ivanova, Tatiana") for the players whose family name is known. */
export const nameOrders = ['given-family', 'family-given'] as const;
export type NameOrder = (typeof nameOrders)[number];

export interface NameParts {
  /** The family name as the name spells it. */
  family: string;
  /** The rest of the name, in its order; empty where the name is the family name alone. */
  given: string;
}

const words = (text: string) => text.trim().split(/\s+/u).filter(Boolean);
// Case aside only: "Łukasz" and "Lukasz" are different names, as the desk reads them.
const same = (a: string, b: string) => a.normalize('NFC').toLowerCase() === b.normalize('NFC').toLowerCase();

/**
 * The name split at its family name, or null where `family` is not one or more whole words of
 * the name, in a row. Where the words come twice ("Anna Maria Anna"), the last run is the family.
 */
export function splitName(name: string, family: string): NameParts | null {
  const all = words(name);
  const fam = words(family);
  if (fam.length === 0) return null;
  for (let at = all.length - fam.length; at >= 0; at--) {
    if (fam.every((w, i) => same(w, all[at + i]!))) {
      return { family: all.slice(at, at + fam.length).join(' '), given: [...all.slice(0, at), ...all.slice(at + fam.length)].join(' ') };
    }
  }
  return null;
}

/** The text a list sorts the person by: family name first where it is known, else the name. */
export function familyFirst(name: string, family: string | null | undefined): string {
  const parts = family ? splitName(name, family) : null;
  return parts ? [parts.family, parts.given].filter(Boolean).join(' ') : name;
}

/** The name as the event shows it: "Family, Given" where the event asks for it and both are known. */
export function inNameOrder(name: string, family: string | null | undefined, order: NameOrder): string {
  if (order !== 'family-given' || !family) return name;
  const parts = splitName(name, family);
  return parts && parts.given ? `${parts.family}, ${parts.given}` : name;
}

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A name to sort, with its `familyFirst` text where the family name is known. */
export interface SortedName {
  name: string;
  sortName?: string | undefined;
}

/** Alphabetical by family name where known (then the rest of the name), else by the whole name,
 * in `collator`'s order; the name as written breaks a tie the collator leaves. */
export function compareFamilyFirst(collator: Intl.Collator, a: SortedName, b: SortedName): number {
  const x = a.sortName ?? a.name;
  const y = b.sortName ?? b.name;
  return collator.compare(x, y) || collator.compare(a.name, b.name) || byCode(x, y) || byCode(a.name, b.name);
}
