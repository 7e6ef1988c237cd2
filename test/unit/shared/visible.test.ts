// A name, club or reason is one line a person reads back: a control character or nothing visible
// is refused wherever such a field is accepted, with the field named, and real names of every
// script still pass.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationError } from '../../../shared/contract/errors';
import { divisionCreateInput } from '../../../shared/model/division';
import { eventCreateInput } from '../../../shared/model/event';
import { playerRegisterInput, playerUpdateInput } from '../../../shared/model/player';
import { lineProblem } from '../../../shared/text/visible';

const invisible = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u200E', '\u202E', '\u3164', '\uFE0F', '\u034F', ' ', '\u00A0', '\u3000'];
const controls = ['\u0000', '\t', '\n', '\r', '\u000B', '\u001B', '\u007F', '\u0085', '\u009F'];

describe('lineProblem', () => {
  it('passes names in every script, emoji joined by zero-width joiners and invisible marks beside letters', () => {
    for (const name of ['Ann Lee', 'Łukasz Kowalski', 'Пётр Ёлкин', '李小龍', 'أحمد', '👩‍👩‍👧', 'Zoë\u200BJudge', '']) expect(lineProblem(name)).toBeNull();
  });

  it('finds a control character anywhere, and text made only of invisible characters', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...controls), fc.string(), (before, control, after) => {
        expect(lineProblem(before + control + after)).toBe('control_character');
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...invisible), { minLength: 1 }), (chars) => {
        const text = chars.join('');
        expect(lineProblem(text)).toBe(text.trim() === '' ? null : 'invisible_text');
      }),
    );
  });
});

describe('names in the contract', () => {
  const cases = [
    ['player.register name', playerRegisterInput, (v: string) => ({ eventId: 1, name: v }), 'name'],
    ['player.register club', playerRegisterInput, (v: string) => ({ eventId: 1, name: 'Ann', club: v }), 'club'],
    ['player.update contact', playerUpdateInput, (v: string) => ({ id: 1, version: 0, contact: v }), 'contact'],
    ['event.create name', eventCreateInput, (v: string) => ({ name: v, date: '2026-12-05', ruleset: 'generic' }), 'name'],
    ['division.create name', divisionCreateInput, (v: string) => ({ eventId: 1, name: v }), 'name'],
  ] as const;

  it.each(cases)('%s refuses invisible text and control characters, naming the field', (_, schema, input, field) => {
    for (const [value, code] of [['\u200B\u200D', 'invisible_text'], ['\uFEFF\u3164', 'invisible_text'], ['Ann\u0000', 'control_character'], ['Ann\nLee', 'control_character'], ['\tAnn', 'control_character']] as const) {
      const parsed = schema.safeParse(input(value), { reportInput: true });
      expect(parsed.success).toBe(false);
      const error = validationError(parsed.error!.issues);
      expect(error.message).toContain(field);
      expect(error.details!.fields).toEqual([expect.objectContaining({ path: field, code })]);
    }
    expect(schema.safeParse(input(' Zoë ')).data).toMatchObject({ [field]: 'Zoë' });
  });
});
