// runtime: dom. The sentence shown beside an event field the core refused: a reason the core or the
// engine names (a locked setting, a warning after the round's end) has its own sentence; otherwise
// the field's own guidance (per ruleset where the limits differ), else the catalog sentence for the
// check that failed. Raw validation text never reaches the organizer.
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../shared/contract/errors';
import { fieldIssueAt } from '../components/ErrorNotice';
import { issueText } from '../components/issue-text';

export function useFieldMessage(error: AppError | undefined, ruleset: string) {
  const { t, i18n } = useTranslation();
  return (path: string): string | undefined => {
    const issue = fieldIssueAt(error, path);
    if (!issue) return undefined;
    const reason = [issue.code, issue.message].find((c) => c && i18n.exists(`event.optionErrors.${c}`));
    if (reason) return t(`event.optionErrors.${reason}`, { ...error?.details, defaultValue: reason });
    // A refusal with a reason of its own (a date before a player's birth) says that reason, not
    // how to fill the field in.
    if (issue.code && i18n.exists(`validation.reasons.${issue.code}`)) return issueText(t, issue);
    const guidance = [`fieldErrors.${ruleset}.${path}`, `fieldErrors.any.${path}`].find((k) => i18n.exists(k));
    return guidance ? t(guidance, { defaultValue: '' }) : issueText(t, issue);
  };
}
