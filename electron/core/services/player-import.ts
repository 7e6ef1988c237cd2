// runtime: node. Reads the rows of a spreadsheet the organizer mapped into registrations: each
// field checked as the registration form checks it, a row naming each problem by field, and the
// rows that are someone already registered (by player ID, or by name and date of birth) or an
// earlier row again, so importing a file twice registers nobody twice.
import type { ImportField, ImportRow, PlayerImportInput } from '../../../shared/model/player-import';
import type { FormOfAddress } from '../../../shared/model/player';
import { isoDateSchema } from '../../../shared/model/common';
import { foldForSearch } from '../../../shared/text/fold';
import { lineProblem } from '../../../shared/text/visible';
import { splitName } from '../../../shared/text/family-name';
import { FAMILY_NOT_IN_NAME } from './family-name';
import type { HandlerContext } from '../context';
import { BORN_AFTER_EVENT, bornAfter } from './date-of-birth';
import { claimedNames } from './name-claims';

type Issue = ImportRow['issues'][number];

const limits: Partial<Record<ImportField, number>> = { playerId: 64, name: 100, firstName: 100, lastName: 100, club: 100, contact: 200 };

const isoDate = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/;
const dayFirst = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4})$/;
const pad = (s: string) => s.padStart(2, '0');

/** A date as spreadsheets in the desk's languages write it: 2012-01-20, 20.01.2012, 20/01/2012. */
export function readDate(text: string): { date: string } | { code: 'bad_date' | 'no_such_date' } {
  const iso = isoDate.exec(text);
  const day = dayFirst.exec(text);
  const date = iso ? `${iso[1]}-${pad(iso[2]!)}-${pad(iso[3]!)}` : day ? `${day[3]}-${pad(day[2]!)}-${pad(day[1]!)}` : null;
  if (date === null) return { code: 'bad_date' };
  return isoDateSchema.safeParse(date).success ? { date } : { code: 'no_such_date' };
}

/** A form of address as spreadsheets in the desk's languages write it (folded: case and accents
 * aside): a word or its first letter in English, Russian or Polish, and Arbiter's own export. */
const addressWords: Record<string, FormOfAddress> = Object.fromEntries([
  ...['female', 'f', 'woman', 'w', 'k', 'kobieta', 'pani', 'ж', 'жен', 'женский', 'женщина', 'к'].map((w) => [foldForSearch(w), 'female' as const]),
  ...['male', 'm', 'man', 'mężczyzna', 'pan', 'м', 'муж', 'мужской', 'мужчина'].map((w) => [foldForSearch(w), 'male' as const]),
]);

/** The form of address a cell gives: null when empty, undefined when the text is none of them. */
export const readFormOfAddress = (text: string): FormOfAddress | null | undefined =>
  text === '' ? null : addressWords[foldForSearch(text).replace(/\.$/, '')];

/** Arbiter's own CSV puts an apostrophe before text a spreadsheet would run as a formula
 * (`'+48 600`); reading the file back takes it off again. */
const unguard = (text: string) => text.replace(/^'(?=[=+\-@])/, '');

/** Folding is the slow part of reading 10,000 rows: each name is folded once, and the registered
 * players' folded names are read as stored. */
const key = (folded: string, dateOfBirth: string | null) => `${folded}|${dateOfBirth ?? ''}`;

export function readImportRows(ctx: HandlerContext, eventDate: string, input: PlayerImportInput): ImportRow[] {
  const { eventId, mapping } = input;
  const divisions = new Map(ctx.store.divisions.list(eventId).map((d) => [foldForSearch(d.name), d]));
  const firstDivision = ctx.store.divisions.first(eventId);
  const codes = ctx.store.playerIds.ofEvent(eventId);
  const registered = ctx.store.players.identities(eventId);
  const byId = new Map(registered.map((p) => [p.id, p]));
  const byKey = new Map(registered.map((p) => [key(p.searchKey, p.dateOfBirth), p]));
  const byName = new Map(registered.map((p) => [p.searchKey, p]));
  const claimed = claimedNames(ctx.store, eventId);
  const seenCodes = new Map<string, number>();
  const seenKeys = new Map<string, number>();
  const seenNames = new Map<string, number>();
  const nameField: ImportField = mapping.name !== undefined ? 'name' : mapping.firstName !== undefined ? 'firstName' : 'lastName';

  return input.rows.map((cells, index): ImportRow => {
    const row = index + 2;
    const issues: Issue[] = [];
    const read = (field: ImportField): string => {
      const column = mapping[field];
      const text = column === undefined ? '' : unguard((cells[column] ?? '').replace(/\s+/g, ' ').trim());
      const max = limits[field];
      if (max !== undefined && text.length > max) issues.push({ field, code: 'too_long', value: text, max });
      const problem = lineProblem(text);
      if (problem) issues.push({ field, code: problem, value: text });
      return text;
    };
    // A whole name comes first, then the last name checked against it; else first and last joined.
    const whole = mapping.name !== undefined ? read('name') : null;
    const first = whole === null ? read('firstName') : '';
    const last = read('lastName');
    const name = whole ?? [first, last].filter(Boolean).join(' ');
    const family = last === '' ? null : splitName(name, last);
    if (family === null && last !== '' && name !== '') issues.push({ field: 'lastName', code: FAMILY_NOT_IN_NAME, value: last });
    const folded = foldForSearch(name);
    if (name === '') issues.push({ field: nameField, code: 'required', value: '' });
    else if (claimed.has(folded)) issues.push({ field: nameField, code: claimed.get(folded)!.code, value: name });
    const playerId = read('playerId') || null;
    const dateText = read('dateOfBirth');
    const date = dateText === '' ? { date: null } : readDate(dateText);
    if ('code' in date) issues.push({ field: 'dateOfBirth', code: date.code, value: dateText });
    else if (bornAfter(date.date, eventDate)) issues.push({ field: 'dateOfBirth', code: BORN_AFTER_EVENT, value: dateText });
    const addressText = read('formOfAddress');
    const formOfAddress = readFormOfAddress(addressText);
    if (formOfAddress === undefined) issues.push({ field: 'formOfAddress', code: 'unknown_form_of_address', value: addressText });
    const divisionText = read('division');
    const division = divisionText === '' ? null : divisions.get(foldForSearch(divisionText));
    if (division === undefined) issues.push({ field: 'division', code: 'unknown_division', value: divisionText });
    const dateOfBirth = 'date' in date ? date.date : null;
    const base = {
      row,
      issues,
      name,
      familyName: family?.family ?? null,
      playerId,
      dateOfBirth,
      formOfAddress: formOfAddress ?? null,
      club: read('club') || null,
      contact: read('contact') || null,
      // The first division is stored as none, as the registration form stores it.
      divisionId: division && division.id !== firstDivision?.id ? division.id : null,
      sameAs: null,
      sameAsRow: null,
      sameNameAs: null,
      sameNameRow: null,
    };
    if (issues.length > 0) return { ...base, status: 'invalid' };
    const k = key(folded, dateOfBirth);
    const same = (playerId !== null ? byId.get(codes.get(playerId) ?? 0) : undefined) ?? byKey.get(k);
    if (same) return { ...base, status: 'registered', sameAs: { id: same.id, name: same.name } };
    const earlier = (playerId !== null ? seenCodes.get(playerId) : undefined) ?? seenKeys.get(k);
    if (earlier !== undefined) return { ...base, status: 'repeated', sameAsRow: earlier };
    if (playerId !== null) seenCodes.set(playerId, row);
    seenKeys.set(k, row);
    // A namesake is still imported, as the registration form lets the desk confirm another
    // person: the preview names who has the name, so the desk looks before importing.
    const namesake = byName.get(folded);
    const earlierName = seenNames.get(folded);
    if (earlierName === undefined) seenNames.set(folded, row);
    return { ...base, status: 'new', sameNameAs: namesake ? { id: namesake.id, name: namesake.name } : null, sameNameRow: earlierName ?? null };
  });
}

export function countImportRows(rows: readonly ImportRow[]) {
  const counts = { new: 0, registered: 0, repeated: 0, invalid: 0 };
  for (const r of rows) counts[r.status]++;
  return counts;
}
