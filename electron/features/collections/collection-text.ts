// runtime: pure
// A collection list as a judge types or pastes it at the desk, one card a line (the format is in
// docs/rulesets/doomtrooper-collections.md):
//
//   language pl
//   Playing Deck
//   5 Bauhaus Blitzer; w
//   1 Joker!
//   2x Hidden Cache; max 2
//   Side Bar
//   1 Mishima Samurai; w, en
//
// and the same text written back from the lines, so a saved list opens for editing as it reads.
import { collectionLineSchema, type CollectionCheck, type CollectionLine, type CollectionParseError, type CollectionProblem } from '../../../shared/features/collections/model';
import { languageOf } from './collection';
import { listKey } from './card-standing';

export interface ParsedCollection {
  lines: CollectionLine[];
  /** The line of the text (from 1) each of `lines` was read from. */
  at: number[];
  errors: CollectionParseError[];
}

const headers: Record<string, CollectionLine['section']> = { 'playing deck': 'deck', deck: 'deck', 'side bar': 'side_bar', sidebar: 'side_bar', side: 'side_bar' };
/** A header, with a count after it as pasted lists often have ("Side Bar: 25", "Deck (60)"). */
const headerLine = /^(playing deck|deck|side bar|sidebar|side)\s*:?\s*(?:\(\d+\)|\d+)?$/i;
const languageLine = /^(?:language|lang)\s*:?\s*([a-z]{2})$/i;
/** `3 Name` or `3x Name`; an x standing apart is the name's ("1 X Marks the Spot"). */
const cardLine = /^(\d+)[x×]?(?:\s+(.*))?$/i;
const maxName = 80;
const maxCount = 999;

type Marks = Pick<CollectionLine, 'language' | 'warrior' | 'promo' | 'limit'>;

/** Reads the marks after the name; the first mark not understood is the error. */
function readMarks(text: string, language: string): Marks | { unknown: string } | { badLimit: string } {
  const marks: Marks = { language, warrior: false, promo: false, limit: null };
  const tokens = text.toLowerCase().split(/[\s,]+/).filter(Boolean);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const limit = /^(?:max|limit)(\d*)$/.exec(token);
    if (token === 'w' || token === 'warrior') marks.warrior = true;
    else if (token === 'promo') marks.promo = true;
    else if (limit) {
      const digits = limit[1] || tokens[++i] || '';
      const n = Number(digits);
      if (!/^\d+$/.test(digits) || n < 1 || n > 99) return { badLimit: `${token}${limit[1] ? '' : ` ${digits}`}`.trim() };
      marks.limit = n;
    } else if (/^[a-z]{2}$/.test(token)) marks.language = token;
    else return { unknown: token };
  }
  return marks;
}

/** Reads a typed list; `language` is the edition of lines until a `language` line says otherwise.
 * Lines before any header are the Playing Deck. */
export function parseCollection(text: string, language: string): ParsedCollection {
  const lines: CollectionLine[] = [];
  const at: number[] = [];
  const errors: CollectionParseError[] = [];
  let section: CollectionLine['section'] = 'deck';
  let current = language;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim().replace(/\s+/g, ' ');
    const fail = (code: CollectionParseError['code'], at = line) => errors.push({ line: i + 1, code, text: at });
    if (line === '' || line.startsWith('#') || line.startsWith('//')) return;
    const header = headerLine.exec(line);
    if (header) {
      section = headers[header[1]!.toLowerCase()]!;
      return;
    }
    const lang = languageLine.exec(line);
    if (lang) {
      current = lang[1]!.toLowerCase();
      return;
    }
    const card = cardLine.exec(line);
    if (!card) return fail('no_count');
    const count = Number(card[1]);
    if (count < 1 || count > maxCount) return fail('bad_count');
    const [namePart, ...markParts] = (card[2] ?? '').split(';');
    const name = namePart!.trim();
    if (name === '') return fail('no_name');
    if (name.length > maxName) return fail('name_too_long');
    const marks = readMarks(markParts.join(' '), current);
    if ('unknown' in marks) return fail('unknown_mark', marks.unknown);
    if ('badLimit' in marks) return fail('bad_limit', marks.badLimit);
    lines.push({ name, count, section, ...marks });
    at.push(i + 1);
  });
  return { lines, at, errors };
}

/** Whether a line of the problem's card holds the copies the problem counts: the promotional ones
 * for `promotional`, those of the other edition for `other_language`, the others otherwise. */
function counted(problem: CollectionProblem, line: CollectionLine): boolean {
  if (problem.code === 'promotional') return line.promo;
  if (problem.code === 'other_language') return line.language === problem.params.language;
  return !line.promo;
}

/** The check with each card's problem given the lines of the text it is about, so the editor can
 * mark them; a problem of the whole list has none. */
export function locateProblems(parsed: ParsedCollection, check: CollectionCheck): CollectionCheck {
  const located = (problem: CollectionProblem): CollectionProblem => {
    if (problem.card === null) return problem;
    const key = listKey(problem.card);
    const lines = parsed.lines.flatMap((line, i) => (listKey(line.name) === key && counted(problem, line) ? [parsed.at[i]!] : []));
    return { ...problem, lines };
  };
  return { ...check, problems: check.problems.map(located) };
}

function markText(line: CollectionLine, language: string): string {
  const marks = [line.warrior ? 'w' : '', line.promo ? 'promo' : '', line.limit !== null ? `max ${line.limit}` : '', line.language !== language ? line.language : ''].filter(Boolean);
  return marks.length > 0 ? `; ${marks.join(', ')}` : '';
}

/** The list as text in the format `parseCollection` reads: the language most copies have first
 * (`fallback` for an empty list), then the Playing Deck and the Side Bar (when it has cards), each
 * in the order of the lines. */
export function formatCollection(lines: readonly CollectionLine[], fallback: string): string {
  const language = languageOf(lines) ?? fallback;
  const section = (title: string, which: CollectionLine['section']) => {
    const own = lines.filter((l) => l.section === which);
    return own.length === 0 && which === 'side_bar' ? [] : [title, ...own.map((l) => `${l.count} ${l.name}${markText(l, language)}`)];
  };
  return [`language ${language}`, ...section('Playing Deck', 'deck'), ...section('Side Bar', 'side_bar')].join('\n');
}

const lineFields = Object.keys(collectionLineSchema.shape) as (keyof CollectionLine)[];

/** The first of the lines (its index) that the desk would not read back the same from the text it
 * writes of them, as no list saved at the desk can be (a name with a `;` in it, or spaces the
 * reading closes up); null when every line reads back. */
export function misreadLine(lines: readonly CollectionLine[]): number | null {
  // The text has the Playing Deck before the Side Bar, and so has what is read back from it.
  const order = [...lines.keys()].sort((a, b) => Number(lines[a]!.section === 'side_bar') - Number(lines[b]!.section === 'side_bar') || a - b);
  const read = parseCollection(formatCollection(lines, 'en'), 'en').lines;
  const at = order.findIndex((k, i) => !read[i] || lineFields.some((f) => read[i]![f] !== lines[k]![f]));
  return at === -1 ? null : order[at]!;
}
