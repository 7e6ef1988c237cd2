// The core's validation details become catalog sentences: what the organizer reads never carries
// zod's own wording ("Too small: expected number to be >=1") or a dotted path.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { validationError, type FieldIssue } from '../../../shared/contract/errors';
import { operations } from '../../../shared/contract/operations';
import { issueSentence, issueText } from '../../../renderer/src/components/issue-text';
import { initI18n } from '../../../renderer/src/i18n';
import { tempCore } from '../../fixtures/temp-core';

let t: TFunction;
beforeAll(() => {
  t = initI18n().t;
});

function issuesOf(name: keyof typeof operations, input: unknown): FieldIssue[] {
  const core = tempCore();
  try {
    const r = core.core.dispatch(name, input, { actor: 'test', readOnly: false });
    if (r.ok) throw new Error(`${name} should have been refused`);
    return r.error.details!.fields as FieldIssue[];
  } finally {
    core.dispose();
  }
}

const textAt = (issues: FieldIssue[], path: string) => issueText(t, issues.find((i) => i.path === path)!);

describe('validation issues as catalog sentences', () => {
  it('an empty name, an empty date and games per match 0 at event creation', () => {
    const issues = issuesOf('event.create', { name: '  ', date: '', ruleset: 'generic', options: {} });
    expect(textAt(issues, 'name')).toBe('Required.');
    expect(textAt(issues, 'date')).toBe('Required.');
    const options = issuesOf('event.create', { name: 'Club night', date: '2026-12-05', ruleset: 'generic', options: { gamesPerMatch: 0 } });
    expect(options.map((i) => i.path)).toEqual(['options.gamesPerMatch']);
    expect(textAt(options, 'options.gamesPerMatch')).toBe('Must be at least 1.');
    expect(issueSentence(t, options[0]!)).toBe('Games per match: Must be at least 1.');
  });

  it('a date that is not on the calendar, a name too long, a missing field', () => {
    expect(textAt(issuesOf('event.create', { name: 'x', date: '2026-02-30', ruleset: 'generic' }), 'date')).toBe('No such date on the calendar.');
    expect(textAt(issuesOf('event.create', { name: 'x'.repeat(121), date: '2026-02-03', ruleset: 'generic' }), 'name')).toBe('At most 120 characters.');
    expect(textAt(issuesOf('event.create', { date: '2026-02-03', ruleset: 'generic' }), 'name')).toBe('Required.');
  });

  it('bounds, types and choices from zod issues', () => {
    const e = (issues: Parameters<typeof validationError>[0]) => issueText(t, (validationError(issues).details!.fields as FieldIssue[])[0]!);
    expect(e([{ code: 'too_big', origin: 'number', maximum: 9, inclusive: true, path: ['n'], message: 'Too big' }])).toBe('Must be at most 9.');
    expect(e([{ code: 'too_small', origin: 'number', minimum: 0, inclusive: false, path: ['n'], message: 'Too small' }])).toBe('Must be more than 0.');
    expect(e([{ code: 'too_small', origin: 'array', minimum: 1, inclusive: true, path: ['n'], message: 'Too small' }])).toBe('Choose at least 1.');
    expect(e([{ code: 'invalid_type', expected: 'int', path: ['n'], message: 'Invalid input: expected int, received number' }])).toBe('Enter a whole number.');
    expect(e([{ code: 'invalid_type', expected: 'number', path: ['n'], message: 'Invalid input: expected number, received string' }])).toBe('Enter a number.');
    expect(e([{ code: 'invalid_value', path: ['n'], message: 'Invalid option' }])).toBe('Choose one of the offered values.');
    expect(e([{ code: 'custom', path: ['n'], message: 'warning_after_round_end' }])).toBe('The warning must come before the end of the round.');
    expect(e([{ code: 'custom', path: ['n'], message: 'Something odd' }])).toBe('Not a valid value.');
  });

  it("a handler's own refusal by its reason code; an issue without a code is never shown raw", () => {
    expect(issueText(t, { path: 'entryB', message: 'Same as entryA', code: 'same_entry' })).toBe('Choose two different players.');
    expect(issueText(t, { path: 'eventId', message: 'Fewer than two players to pair' })).toBe('Not a valid value.');
  });
});
