// runtime: dom. A list's problem in the reader's language: each kind of list is a feature's, which
// words its own codes (renderer/src/features), and the lines of the list it is about follow.
import type { TFunction } from 'i18next';
import type { ListProblem, ListStatus } from '../../../shared/model/list-status';
import { featureListWording } from '../features/registry';

export function listProblemText(t: TFunction, kind: string, problem: ListProblem): string {
  const text = featureListWording(kind)?.(problem) ?? problem.code;
  const lines = problem.lines ?? [];
  return lines.length === 0 ? text : `${text} ${t('lists.lines', { count: lines.length, lines: lines.join(', ') })}`;
}

/** Every problem of a player's list, one sentence after another. */
export const listProblemsText = (t: TFunction, status: ListStatus): string => status.problems.map((p) => listProblemText(t, status.kind, p)).join(' ');
