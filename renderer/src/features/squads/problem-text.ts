// runtime: dom. A squad's problem as the list status names it (a list off its level, a figure its
// latest inspection disqualified), in the reader's language.
import type { TFunction } from 'i18next';
import type { ListProblem } from '../../../../shared/model/list-status';

export function squadProblemText(t: TFunction, problem: ListProblem): string {
  const { count, overGrams, ...params } = problem.params;
  return t(`squad.problem.${problem.code}`, { ...params, count: Number(count ?? 0), over: overGrams ?? '', defaultValue: problem.code });
}
