// runtime: pure. Names in a language's alphabetical order, the one order every face and the core's
// player list share (Polish: Ś after S, so Sowa before Śliwa; Russian: ё with е, Cyrillic first).

// A list of thousands of names asked for again on every change: one collator per language.
const collators = new Map<string, Intl.Collator>();

/** Names in the language's alphabetical order, numbers as numbers ("Kim 9" before "Kim 10"). */
export function nameCollator(language: string): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
    collators.set(language, collator);
  }
  return collator;
}

