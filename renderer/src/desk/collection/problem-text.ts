// runtime: dom. A collection problem or an unreadable line in the reader's language, from its code
// and numbers (the core names them; the sentences are the catalog's).
import type { TFunction } from 'i18next';
import type { CollectionParseError, CollectionProblem } from '../../../../shared/model/doomtrooper-collection';

export function problemText(t: TFunction, problem: CollectionProblem): string {
  const { count, gameType, ...params } = problem.params;
  const game = typeof gameType === 'string' ? t(`collection.game.${gameType as 'head_to_head'}`) : '';
  return t(`collection.problem.${problem.code}`, { ...params, copies: count, card: problem.card ?? '', game });
}

export function parseErrorText(t: TFunction, error: CollectionParseError): string {
  return t(`collection.unreadable.${error.code}`, { line: error.line, text: error.text });
}
