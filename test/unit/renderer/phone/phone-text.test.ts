// The phone's words come from the catalogs, with placeholders and each language's plural forms,
// in the phone's language when the catalogs have it, else the desk's.
import { describe, expect, it } from 'vitest';
import en from '../../../../renderer/src/i18n/en/phone.json';
import pl from '../../../../renderer/src/i18n/pl/phone.json';
import ru from '../../../../renderer/src/i18n/ru/phone.json';
import { phoneLanguage, phoneText } from '../../../../renderer/src/phone/phone-text';

describe('phoneText', () => {
  it('fills placeholders and picks the plural form of the language', () => {
    expect(phoneText('en', en, en)('table', { number: 12 })).toBe('Table 12');
    expect(phoneText('en', en, en)('points', { count: 1 })).toBe('1 point');
    expect(phoneText('ru', ru, en)('points', { count: 2 })).toBe('2 очка');
    expect(phoneText('ru', ru, en)('points', { count: 5 })).toBe('5 очков');
    expect(phoneText('pl', pl, en)('points', { count: 22 })).toBe('22 punkty');
    expect(phoneText('pl', pl, en)('points', { count: 1.5 })).toBe('1.5 punktu');
  });
  it('reads an unknown role as the key path, not as an empty line', () => {
    expect(phoneText('en', en, en)('roles.attacker')).toBe('phone.roles.attacker');
  });
});

describe('phoneLanguage', () => {
  it('takes the first of the phone languages the catalogs have, else the desk language', () => {
    expect(phoneLanguage(['de-DE', 'pl-PL', 'en'], 'ru', ['en', 'ru', 'pl'])).toBe('pl');
    expect(phoneLanguage(['de-DE'], 'ru', ['en', 'ru', 'pl'])).toBe('ru');
  });
});
