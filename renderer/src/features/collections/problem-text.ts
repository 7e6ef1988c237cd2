// runtime: dom. A collection problem or an unreadable line in the reader's language, from its code
// and numbers (the core names them; the sentences are the feature's catalog's).
import type { CollectionParseError, CollectionProblem } from '../../../../shared/features/collections/model';
import type { ListProblem } from '../../../../shared/model/list-status';
import type { FeatureText } from '../feature';
import type { CollectionKeys } from './texts';

type Text = FeatureText<CollectionKeys>;

export function problemText(text: Text, problem: CollectionProblem): string {
  const { count, gameType, ...params } = problem.params;
  const game = typeof gameType === 'string' ? text(`collection.game.${gameType as 'head_to_head'}`) : '';
  return text(`collection.problem.${problem.code}`, { ...params, copies: count, card: problem.card ?? '', game });
}

export function parseErrorText(text: Text, error: CollectionParseError): string {
  return text(`collection.unreadable.${error.code}`, { line: error.line, text: error.text });
}

/** A problem of the desk's list status (its card in params.card) in the reader's language. */
export function listProblemText(text: Text, problem: ListProblem): string {
  const { card, ...params } = problem.params;
  return problemText(text, { code: problem.code as never, card: typeof card === 'string' ? card : null, params });
}
