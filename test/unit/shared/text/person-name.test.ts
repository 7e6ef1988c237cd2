// Two people of an event whose names fold the same are never shown alike: the label adds their
// player ID, else their club, else their place among the namesakes by registration.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../../../shared/text/fold';
import { shownLabels } from '../../../../shared/text/person-name';

describe('shownLabels', () => {
  it('leaves a name nobody else has as it is', () => {
    const labels = shownLabels([{ id: 1, name: 'Anna Kowalska' }, { id: 2, name: 'Anna Nowak', club: 'Wrocław' }]);
    expect([...labels.values()]).toEqual(['Anna Kowalska', 'Anna Nowak']);
  });

  it('tells namesakes apart by player ID, else club, else their place by registration', () => {
    const labels = shownLabels([
      { id: 7, name: 'Anna Kowalska', playerId: 'P00115' },
      { id: 3, name: 'anna kowalska', club: 'Gdańsk' },
      { id: 9, name: 'Anna Kowalska' },
    ]);
    expect(labels.get(7)).toBe('Anna Kowalska (P00115)');
    expect(labels.get(3)).toBe('anna kowalska (Gdańsk)');
    expect(labels.get(9)).toBe('Anna Kowalska (3)');
  });

  it('folds names and details as the search does: accents, case, Ł and ё', () => {
    const labels = shownLabels([
      { id: 1, name: 'Łukasz Żak', club: 'Łódź' },
      { id: 2, name: 'lukasz zak', club: 'LODZ' },
      { id: 3, name: 'Семён Ёлкин' },
      { id: 4, name: 'Семен Елкин' },
    ]);
    expect(labels.get(1)).toBe('Łukasz Żak (1)');
    expect(labels.get(2)).toBe('lukasz zak (2)');
    expect(labels.get(3)).toBe('Семён Ёлкин (1)');
    expect(labels.get(4)).toBe('Семен Елкин (2)');
  });

  it('passes over a detail two namesakes share, and a label that meets a registered name', () => {
    const labels = shownLabels([
      { id: 1, name: 'Kim', club: 'Kraków', playerId: 'X1' },
      { id: 2, name: 'Kim', club: 'Kraków', playerId: 'X1' },
      { id: 3, name: 'Kim (1)' },
    ]);
    expect(labels.get(1)).toBe('Kim (1) (1)');
    expect(labels.get(2)).toBe('Kim (2)');
    expect(labels.get(3)).toBe('Kim (1) (2)');
  });

  it('gives distinct ids distinct labels, whatever the names and details', () => {
    const text = fc.oneof(fc.constantFrom('Anna', 'anna', 'ANNA ', 'Anna (1)', 'Anna (2)', 'Anna (P1)', 'P1', '1', 'Łódź', 'lodz', '(', ')', ''), fc.string({ maxLength: 6 }));
    const person = fc.record({ name: text, playerId: fc.option(text), club: fc.option(text) });
    fc.assert(
      fc.property(fc.array(person, { maxLength: 12 }), (list) => {
        const people = list.map((p, i) => ({ id: i + 1, ...p }));
        const labels = shownLabels(people);
        expect(labels.size).toBe(people.length);
        expect(new Set([...labels.values()].map(foldForSearch)).size).toBe(people.length);
        for (const p of people) expect(labels.get(p.id)!.startsWith(p.name)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
