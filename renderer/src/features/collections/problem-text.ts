// runtime: dom. A collection problem or an unreadable line in the reader's language, from its code
// and numbers (the core names them; the sentences are the catalog's).
import type { TFunction } from 'i18next';
import type { CollectionParseError, CollectionProblem } from '../../../../shared/features/collections/model';
import type { ListProblem } from '../../../../shared/model/list-status';

export function problemText(t: TFunction, problem: CollectionProblem): string {
  const { count, gameType, ...params } = problem.params;
  const game = typeof gameType === 'string' ? t(`collection.game.${gameType as 'head_to_head'}`) : '';
  return t(`collection.problem.${problem.code}`, { ...params, copies: count, card: problem.card ?? '', game });
}

export function parseErrorText(t: TFunction, error: CollectionParseError): string {
  return t(`collection.unreadable.${error.code}`, { line: error.line, text: error.text });
}

/** A problem of the desk's list status (its card in params.card) in the reader's language. */
export function listProblemText(t: TFunction, problem: ListProblem): string {
  const { card, ...params } = problem.params;
  return problemText(t, { code: problem.code as never, card: typeof card === 'string' ? card : null, params });
}
