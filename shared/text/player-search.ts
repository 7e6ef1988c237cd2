// runtime: pure. What the check-in search matches a player by: the name, the organizer's player ID,
// the club and the date of birth, as ISO (1990-05-12) and as the desk's language writes a date in
// figures, with and without leading zeros (12 May 1990: en 05/12/1990 and 5/12/1990, ru and pl
// 12.05.1990, as the desk's date field shows it). Folded
// like the name, and kept apart so that one typed text never spans two of them.
import { foldForSearch } from './fold';

export interface SearchablePlayer {
  name: string;
  club: string | null;
  code: string | null;
  dateOfBirth: string | null;
}

const formats = new Map<string, Intl.DateTimeFormat[]>();

function dateFormats(language: string): Intl.DateTimeFormat[] {
  let kept = formats.get(language);
  if (!kept) {
    kept = [
      new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
      new Intl.DateTimeFormat(language, { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }),
    ];
    formats.set(language, kept);
  }
  return kept;
}

/** The date as the language writes it in figures, padded and not (an ISO date; UTC, no time). */
export function datesAsTyped(iso: string, language: string): string[] {
  const day = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return [];
  return dateFormats(language).map((f) => f.format(day));
}

const apart = '\u0001';

/** The folded text a search looks in: one part per thing a player is found by. */
export function playerSearchText(p: SearchablePlayer, language: string): string {
  const dates = p.dateOfBirth ? [p.dateOfBirth, ...datesAsTyped(p.dateOfBirth, language)] : [];
  return [p.name, p.code ?? '', p.club ?? '', ...dates].map(foldForSearch).join(apart);
}
