// Lists sort by family name where it is known and by the whole name where not, and an event may
// show "Family, Given": the family name is whole words of the name, case aside.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameCollator } from '../../../../shared/text/collation';
import { compareFamilyFirst, familyFirst, inNameOrder, splitName } from '../../../../shared/text/family-name';

describe('splitName', () => {
  it('finds the family name as whole words of the name, case aside, spelled as the name spells it', () => {
    expect(splitName('Татьяна Иванова', 'иванова')).toEqual({ family: 'Иванова', given: 'Татьяна' });
    expect(splitName('Gabriel García Márquez', 'garcía márquez')).toEqual({ family: 'García Márquez', given: 'Gabriel' });
    expect(splitName('Иванова Татьяна Сергеевна', 'Иванова')).toEqual({ family: 'Иванова', given: 'Татьяна Сергеевна' });
    expect(splitName('Kowalska', 'Kowalska')).toEqual({ family: 'Kowalska', given: '' });
  });

  it('refuses a family name that is part of a word, not in the name, or another spelling', () => {
    expect(splitName('Anna Kowalska', 'Kowal')).toBeNull();
    expect(splitName('Anna Kowalska', 'Nowak')).toBeNull();
    expect(splitName('Łukasz Żak', 'Zak')).toBeNull();
    expect(splitName('Anna Maria Kowalska', 'Anna Kowalska')).toBeNull();
    expect(splitName('Anna Kowalska', ' ')).toBeNull();
  });
});

describe('familyFirst and inNameOrder', () => {
  it('puts the family name first where known', () => {
    expect(familyFirst('Татьяна Иванова', 'Иванова')).toBe('Иванова Татьяна');
    expect(familyFirst('Татьяна Иванова', null)).toBe('Татьяна Иванова');
    expect(inNameOrder('Татьяна Иванова', 'Иванова', 'family-given')).toBe('Иванова, Татьяна');
    expect(inNameOrder('Татьяна Иванова', 'Иванова', 'given-family')).toBe('Татьяна Иванова');
    expect(inNameOrder('Татьяна Иванова', null, 'family-given')).toBe('Татьяна Иванова');
    expect(inNameOrder('Kowalska', 'Kowalska', 'family-given')).toBe('Kowalska');
  });
});

const word = fc.stringMatching(/^[A-Za-zĄąŁłŚśЁёЖжИиЯя]{1,6}$/);
const person = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 3 }), fc.option(fc.nat(2), { nil: undefined }))
  .map(([ws, at]) => {
    const name = ws.join(' ');
    const familyName = at === undefined || at >= ws.length ? null : ws[at]!;
    return { name, familyName, sortName: familyFirst(name, familyName) };
  });

describe('compareFamilyFirst', () => {
  const collator = nameCollator('pl');
  const compare = (a: { sortName: string; name: string }, b: { sortName: string; name: string }) => compareFamilyFirst(collator, a, b);

  it('sorts by family name, then the rest; a name without one by the whole name', () => {
    const people = [
      { name: 'Zofia Abacka', familyName: 'Abacka' },
      { name: 'Adam Sowa', familyName: 'Sowa' },
      { name: 'Bartek Śliwa', familyName: 'Śliwa' },
      { name: 'Nowak Jan', familyName: null },
      { name: 'Anna Sowa', familyName: 'Sowa' },
    ].map((p) => ({ ...p, sortName: familyFirst(p.name, p.familyName) }));
    expect(people.sort(compare).map((p) => p.name)).toEqual(['Zofia Abacka', 'Nowak Jan', 'Adam Sowa', 'Anna Sowa', 'Bartek Śliwa']);
  });

  it('is a total order: antisymmetric, transitive, zero only for the same texts', () => {
    fc.assert(
      fc.property(person, person, person, (a, b, c) => {
        // Summed, not negated: -0 and 0 are equal orders.
        expect(Math.sign(compare(a, b)) + Math.sign(compare(b, a))).toBe(0);
        if (compare(a, b) <= 0 && compare(b, c) <= 0) expect(compare(a, c)).toBeLessThanOrEqual(0);
        if (compare(a, b) === 0) expect([a.sortName, a.name]).toEqual([b.sortName, b.name]);
      }),
    );
  });

  it('sorts names without a family name by the whole name', () => {
    fc.assert(
      fc.property(fc.array(fc.array(word, { minLength: 1, maxLength: 3 }), { maxLength: 8 }), (names) => {
        const people = names.map((ws) => ws.join(' ')).map((name) => ({ name, sortName: familyFirst(name, null) }));
        const byName = [...people].sort((a, b) => collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        expect([...people].sort(compare).map((p) => p.name)).toEqual(byName.map((p) => p.name));
      }),
    );
  });
});
