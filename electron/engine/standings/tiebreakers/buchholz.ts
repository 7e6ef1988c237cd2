// runtime: pure
// Buchholz: the sum of the match points of every opponent met (byes have no opponent).
import { sumOverOpponents } from './opponents';
import { descriptionKey, type PerEntryTiebreaker } from './types';

export const buchholz: PerEntryTiebreaker = {
  id: 'buchholz',
  descriptionKey: descriptionKey('buchholz'),
  better: 'desc',
  format: 'number',
  kind: 'per-entry',
  compute: (d) => sumOverOpponents(d, d.entryMatchPoints),
};
