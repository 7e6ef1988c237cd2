// runtime: dom. Which column holds which field, guessed from the header as organizers write it in
// English, Russian or Polish ("Nazwisko", "Дата рождения"); the desk shows the guess to change.
import type { ImportField } from '../../../../shared/model/player-import';
import { foldForSearch } from '../../../../shared/text/fold';

// Folded: lower case, no accents (Ł is l, ё is е), punctuation as spaces.
const headers: Record<ImportField, readonly string[]> = {
  playerId: ['player id', 'playerid', 'id', 'member id', 'membership number', 'licence', 'license', 'id gracza', 'numer', 'nr licencji', 'numer licencji', 'id игрока', 'номер', 'номер игрока', 'идентификатор'],
  name: ['name', 'full name', 'player', 'player name', 'imie i nazwisko', 'zawodnik', 'gracz', 'имя и фамилия', 'фио', 'игрок', 'участник'],
  firstName: ['first name', 'firstname', 'given name', 'forename', 'imie', 'имя'],
  lastName: ['last name', 'lastname', 'surname', 'family name', 'nazwisko', 'фамилия'],
  dateOfBirth: ['date of birth', 'dob', 'birth date', 'birthdate', 'born', 'data urodzenia', 'urodzony', 'urodzona', 'дата рождения', 'д р'],
  formOfAddress: ['form of address', 'gender', 'sex', 'forma zwracania sie', 'plec', 'pan pani', 'обращение', 'пол'],
  club: ['club', 'team', 'klub', 'druzyna', 'клуб', 'команда'],
  contact: ['contact', 'email', 'e mail', 'phone', 'telefon', 'kontakt', 'контакт', 'телефон', 'почта', 'эл почта'],
  division: ['division', 'category', 'age group', 'dywizja', 'kategoria', 'дивизион', 'категория', 'группа'],
};

const fold = (header: string) => foldForSearch(header.replace(/[_\-.:/]+/g, ' '));

export type ColumnMapping = Partial<Record<ImportField, number>>;

/** Each field the first column whose header reads as it; a name whole wins over the first name,
 * and a last name beside it is the family name, checked against it. */
export function guessColumns(header: readonly string[]): ColumnMapping {
  const folded = header.map(fold);
  const mapping: ColumnMapping = {};
  for (const field of Object.keys(headers) as ImportField[]) {
    const column = folded.findIndex((h) => headers[field].includes(h));
    if (column >= 0) mapping[field] = column;
  }
  if (mapping.name !== undefined) delete mapping.firstName;
  return mapping;
}
