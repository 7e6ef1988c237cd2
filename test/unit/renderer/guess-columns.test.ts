import { describe, expect, it } from 'vitest';
import { guessColumns } from '../../../renderer/src/desk/import-players/guess-columns';

describe('guessColumns', () => {
  it('reads English headers, the shared fixture’s among them', () => {
    expect(guessColumns(['player_id', 'first_name', 'last_name', 'date_of_birth', 'club', 'country'])).toEqual({
      playerId: 0, firstName: 1, lastName: 2, dateOfBirth: 3, club: 4,
    });
  });

  it('reads Polish and Russian headers whatever their case and accents', () => {
    expect(guessColumns(['Imię', 'NAZWISKO', 'Data urodzenia', 'Klub', 'E-mail', 'Kategoria'])).toEqual({
      firstName: 0, lastName: 1, dateOfBirth: 2, club: 3, contact: 4, division: 5,
    });
    expect(guessColumns(['Номер', 'Фамилия', 'Имя', 'Дата рождения', 'Клуб', 'Телефон'])).toEqual({
      playerId: 0, lastName: 1, firstName: 2, dateOfBirth: 3, club: 4, contact: 5,
    });
  });

  it('takes a whole name over first and last name, and Arbiter’s own export back', () => {
    expect(guessColumns(['Player ID', 'Name', 'Date of birth', 'Club', 'Contact', 'Division', 'Check-in order', 'Checked in at', 'Arbiter ID', 'Waiting list number'])).toEqual({
      playerId: 0, name: 1, dateOfBirth: 2, club: 3, contact: 4, division: 5,
    });
    expect(guessColumns(['ФИО', 'Имя'])).toEqual({ name: 0 });
  });

  it('keeps a surname column beside a whole name, as the family name checked against it', () => {
    expect(guessColumns(['Imię i nazwisko', 'Imię', 'Nazwisko'])).toEqual({ name: 0, lastName: 2 });
    expect(guessColumns(['Name', 'Surname'])).toEqual({ name: 0, lastName: 1 });
    expect(guessColumns(['Family name', 'Given name'])).toEqual({ lastName: 0, firstName: 1 });
  });
});
