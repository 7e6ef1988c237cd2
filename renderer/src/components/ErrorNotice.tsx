// runtime: dom. Shows an error value. A validation error points at the highlighted fields when the
// form shows one that can be seen; otherwise it says in catalog sentences what was refused. Other
// errors show a headline by code, then what the core said.
import i18next from 'i18next';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppError, FieldIssue } from '../../../shared/contract/errors';
import { issueSentence, issueText } from './issue-text';

const issuesOf = (error: AppError | undefined): FieldIssue[] => (error?.details?.fields ?? []) as FieldIssue[];

/** The highlighted fields near a notice: whether one can be seen, and what the hidden ones say
 * (a field folded away, e.g. in closed ruleset options, is named in the notice instead). */
interface Highlights {
  visible: boolean;
  hidden: { field: string; message: string }[];
}

function highlightsNear(el: HTMLElement | null): Highlights {
  const scope = el?.closest('form') ?? el?.closest('section') ?? el?.parentElement;
  const invalid = [...(scope?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [])];
  // checkVisibility also sees through a closed <details>, whose content keeps its layout boxes.
  const seen = (e: HTMLElement) => e.checkVisibility();
  const hidden = invalid.filter((e) => !seen(e)).map((e) => {
    const field = (e as HTMLInputElement).labels?.[0]?.textContent ?? e.getAttribute('aria-label') ?? '';
    const errorId = (e.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('-error'));
    return { field, message: (errorId && document.getElementById(errorId)?.textContent) || '' };
  });
  return { visible: invalid.some(seen), hidden };
}

export function ErrorNotice({ error }: { error: AppError | undefined }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState<Highlights>({ visible: false, hidden: [] });

  // Which fields are highlighted, and whether they can be seen, is only known once they are on
  // screen; after every render on purpose (any render may move one), stopping at no change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const next = highlightsNear(box.current);
    setNear((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
  });

  if (!error) return null;
  if (error.code !== 'validation') {
    // The core names why it refused (a reason code with its facts in the details); the catalog says
    // it in the organizer's language. The core's own sentence is for logs and API users.
    const reason = error.details?.reason;
    const said = typeof reason === 'string' ? t(`errors.reasons.${reason}`, { ...reasonParams(error.details), defaultValue: '' }) : '';
    return (
      <div className="notice notice-error" role="alert" ref={box}>
        <strong>{headline(error)}</strong> {said || error.message}
      </div>
    );
  }
  if (near.visible) {
    const folded = near.hidden.map((h) => (h.field ? t('validation.about', h) : h.message));
    return (
      <div className="notice notice-error" role="alert" ref={box}>
        {[t('errors.validation'), ...folded].join(' ')}
      </div>
    );
  }
  const issues = issuesOf(error);
  // A handler's own refusal without a code comes with a sentence written for people.
  const sentences = [...new Set(issues.filter((i) => i.code).map((i) => issueSentence(t, i)))];
  if (sentences.length === 0 || issues.some((i) => !i.code)) sentences.push(error.message);
  return (
    <div className="notice notice-error" role="alert" ref={box}>
      <strong>{t('validation.notSaved')}</strong> {sentences.join(' ')}
    </div>
  );
}

/** The issue a validation error names for one field, if any. */
export function fieldIssueAt(error: AppError | undefined, path: string): FieldIssue | undefined {
  return issuesOf(error).find((f) => f.path === path);
}

/** The catalog sentence for one field of a validation error, if that field was named. */
export function fieldError(error: AppError | undefined, path: string): string | undefined {
  const issue = fieldIssueAt(error, path);
  return issue && issueText(i18next.t, issue);
}

/** A refusal's headline: its code's ("Changed at another desk."), unless its reason has its own
 * (a locked result is no clash between desks). */
function headline(error: AppError): string {
  const reason = error.details?.reason;
  const own = typeof reason === 'string' ? i18next.t(`errors.headlines.${reason}`, { defaultValue: '' }) : '';
  return own || i18next.t(`errors.${error.code}`);
}

/** A refusal's facts as sentence parameters: a list (tables, names) reads as "1, 2, 3". */
function reasonParams(details: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(details ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]));
}
