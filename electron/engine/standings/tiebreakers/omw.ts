// runtime: pure
// Opponents' match-win percentage: the average of the opponents' match-win fractions, each
// counted as at least 33%.
import { PERCENT_FLOOR } from '../fractions';
import { meanOverOpponents } from './opponents';
import { descriptionKey, type PerEntryTiebreaker } from './types';

export const omw: PerEntryTiebreaker = {
  id: 'omw',
  descriptionKey: descriptionKey('omw'),
  better: 'desc',
  format: 'share',
  kind: 'per-entry',
  compute: (d) => meanOverOpponents(d, d.mwp, PERCENT_FLOOR),
};
