// runtime: pure. What the check-in search matches a player by: the name (and, where the family name
// is known, the name family first, as an event in "Family, Given" order shows it), the organizer's player ID,
// the club and the date of birth, as ISO (1990-05-12) and as the desk's language writes a date in
// figures, with and without leading zeros (12 May 1990: en 05/12/1990 and 5/12/1990, ru and pl
// 12.05.1990, as the desk's date field shows it). Folded
// like the name, and kept apart so that one typed text never spans two of them.
import { familyFirst, inNameOrder } from './family-name';
import { foldForSearch } from './fold';

export interface SearchablePlayer {
  name: string;
  club: string | null;
  code: string | null;
  dateOfBirth: string | null;
  familyName?: string | null;
}

/** How a language writes a date in figures: its parts in order, each day and month padded or
 * not, with the signs between; read once from Intl, then filled in by hand, since formatting
 * thousands of dates through Intl costs more than a keystroke may. */
type Part = { type: 'day' | 'month' | 'year'; padded: boolean } | { type: 'literal'; value: string };
const templates = new Map<string, Part[][]>();
// 3 February 2001: a day and a month of one figure, so the sample shows whether they are padded.
const sample = new Date('2001-02-03T00:00:00Z');

function templatesOf(language: string): Part[][] {
  let kept = templates.get(language);
  if (!kept) {
    const styles = [{ day: '2-digit', month: '2-digit' }, { day: 'numeric', month: 'numeric' }] as const;
    kept = styles.map((style) =>
      new Intl.DateTimeFormat(language, { ...style, year: 'numeric', timeZone: 'UTC' }).formatToParts(sample).flatMap((p): Part[] => {
        if (p.type === 'day' || p.type === 'month' || p.type === 'year') return [{ type: p.type, padded: p.value.length > 1 }];
        return p.type === 'literal' ? [{ type: 'literal', value: p.value }] : [];
      }),
    );
    templates.set(language, kept);
  }
  return kept;
}

/** The date as the language writes it in figures, padded and not (an ISO date; UTC, no time). */
export function datesAsTyped(iso: string, language: string): string[] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return [];
  const figures = { year: m[1]!, month: m[2]!, day: m[3]! };
  return templatesOf(language).map((parts) =>
    parts.map((p) => (p.type === 'literal' ? p.value : p.type === 'year' || p.padded ? figures[p.type] : String(Number(figures[p.type])))).join(''),
  );
}

const apart = '\u0001';

// A field of thousands has a few dozen clubs: each is folded once.
const foldedClubs = new Map<string, string>();
function foldClub(club: string): string {
  let folded = foldedClubs.get(club);
  if (folded === undefined) {
    folded = foldForSearch(club);
    if (foldedClubs.size < 10_000) foldedClubs.set(club, folded);
  }
  return folded;
}

/** The folded text a search looks in: one part per thing a player is found by. `foldedName`:
 * the name as foldForSearch gives it, where the caller has it already. */
export function playerSearchText(p: SearchablePlayer, language: string, foldedName = foldForSearch(p.name)): string {
  // Dates are figures and signs: nothing to fold.
  const dates = p.dateOfBirth ? [p.dateOfBirth, ...datesAsTyped(p.dateOfBirth, language)] : [];
  // As "Family, Given" order shows the name, and as one types it without the comma.
  const turned = p.familyName ? [inNameOrder(p.name, p.familyName, 'family-given'), familyFirst(p.name, p.familyName)].filter((n) => n !== p.name) : [];
  return [foldedName, p.code ? foldForSearch(p.code) : '', p.club ? foldClub(p.club) : '', ...dates, ...turned.map(foldForSearch)].join(apart);
}
