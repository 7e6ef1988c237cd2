// What the check-in search looks in: name, player ID, club, date of birth as ISO and as the
// language writes a date in figures; one typed text never spans two of them.
import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../../shared/text/fold';
import { datesAsTyped, playerSearchText } from '../../../shared/text/player-search';

const ann = { name: 'Anna Łukasik', club: 'Gryf Gdańsk', code: 'PL-0042', dateOfBirth: '1990-05-02' };
const finds = (text: string, typed: string) => text.includes(typed);

describe('the check-in search text', () => {
  it('writes the date of birth as each desk language does, padded and not', () => {
    expect(datesAsTyped('1990-05-02', 'en')).toEqual(['05/02/1990', '5/2/1990']);
    expect(datesAsTyped('1990-05-02', 'ru')).toEqual(['02.05.1990', '02.05.1990']);
    expect(datesAsTyped('1990-05-02', 'pl')).toEqual(['02.05.1990', '2.05.1990']);
    expect(datesAsTyped('not a date', 'en')).toEqual([]);
  });

  it('holds the folded name, player ID, club and dates, each apart', () => {
    const en = playerSearchText(ann, 'en');
    for (const typed of ['anna lukasik', 'pl-0042', 'gryf gdansk', '1990-05-02', '05/02/1990', '5/2/1990', '1990']) expect(finds(en, typed)).toBe(true);
    expect(finds(en, '02.05.1990')).toBe(false);
    expect(finds(playerSearchText(ann, 'pl'), '02.05.1990')).toBe(true);
    // The end of the name and the start of the ID are two things.
    expect(finds(en, 'lukasikpl')).toBe(false);
    expect(finds(en, 'lukasik pl')).toBe(false);
  });

  it('finds a player whose family name is known by the name family first, with or without the comma', () => {
    const tatiana = playerSearchText({ name: 'Татьяна Иванова', familyName: 'Иванова', club: null, code: null, dateOfBirth: null }, 'ru');
    for (const typed of ['татьяна иванова', 'иванова, татьяна', 'иванова тать']) expect(finds(tatiana, foldForSearch(typed))).toBe(true);
    // Without the family name the words are not turned round.
    expect(finds(playerSearchText({ name: 'Татьяна Иванова', club: null, code: null, dateOfBirth: null }, 'ru'), foldForSearch('иванова тать'))).toBe(false);
  });

  it('leaves out what a player does not have', () => {
    expect(playerSearchText({ name: 'Bo', club: null, code: null, dateOfBirth: null }, 'en')).toBe('bo\u0001\u0001');
  });
});
