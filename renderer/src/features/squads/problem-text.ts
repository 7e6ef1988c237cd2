// runtime: dom. A squad's problem as the list status names it (a list off its level, a figure its
// latest inspection disqualified), in the reader's language.
import type { ListProblem } from '../../../../shared/model/list-status';
import type { FeatureText } from '../feature';
import type { SquadKeys } from './texts';

export function squadProblemText(text: FeatureText<SquadKeys>, problem: ListProblem): string {
  const { count, overGrams, ...params } = problem.params;
  return text(`squad.problem.${problem.code}` as SquadKeys, { ...params, count: Number(count ?? 0), over: overGrams ?? '', defaultValue: problem.code });
}
