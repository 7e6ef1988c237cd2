// runtime: dom. One validation issue as a sentence of the catalog: the core sends a code and its
// parameters (zod's check, or a handler's own reason), never text meant for the organizer.
import type { TFunction } from 'i18next';
import type { FieldIssue } from '../../../shared/contract/errors';

function bound(t: TFunction, issue: FieldIssue, side: 'min' | 'max'): string {
  const p = issue.params ?? {};
  const origin = p.origin;
  const exclusive = p.inclusive === false;
  const values = { minimum: p.minimum, maximum: p.maximum };
  if (origin === 'string') return t(side === 'min' ? 'validation.minLength' : 'validation.maxLength', values);
  if (origin === 'array' || origin === 'set') return t(side === 'min' ? 'validation.minItems' : 'validation.maxItems', values);
  if (side === 'min') return t(exclusive ? 'validation.moreThan' : 'validation.atLeast', values);
  return t(exclusive ? 'validation.lessThan' : 'validation.atMost', values);
}

export function issueText(t: TFunction, issue: FieldIssue): string {
  switch (issue.code) {
    case 'required':
      return t('validation.required');
    case 'too_small':
      return bound(t, issue, 'min');
    case 'too_big':
      return bound(t, issue, 'max');
    case 'invalid_type':
      if (issue.params?.expected === 'int') return t('validation.wholeNumber');
      return issue.params?.expected === 'number' ? t('validation.number') : t('validation.invalid');
    case 'invalid_format':
      return t('validation.format');
    case 'invalid_value':
      return t('validation.choice');
    case 'not_multiple_of':
      return t('validation.multipleOf', { divisor: issue.params?.divisor });
    case undefined:
      return t('validation.invalid');
    default:
      return t(`validation.reasons.${issue.code}`, { ...issue.params, defaultValue: '' }) || t('validation.invalid');
  }
}

/** The label a person knows a path by, where the form that sent it does not show it. */
export function fieldName(t: TFunction, path: string): string {
  const own = t(`validation.fields.${path}`, { defaultValue: '' });
  if (own) return own;
  return path.startsWith('options.') ? t(`event.options.${path.slice('options.'.length)}`, { defaultValue: '' }) : '';
}

/** An issue named with its field, for a notice that stands away from the form's fields. */
export function issueSentence(t: TFunction, issue: FieldIssue): string {
  const field = fieldName(t, issue.path);
  const message = issueText(t, issue);
  return field ? t('validation.about', { field, message }) : message;
}
