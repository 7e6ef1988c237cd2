// runtime: pure
// Opponents' game-win percentage: the average of the opponents' game-win fractions, each counted
// as at least 33%.
import { PERCENT_FLOOR } from '../fractions';
import { meanOverOpponents } from './opponents';
import { descriptionKey, type PerEntryTiebreaker } from './types';

export const ogw: PerEntryTiebreaker = {
  id: 'ogw',
  descriptionKey: descriptionKey('ogw'),
  better: 'desc',
  format: 'share',
  kind: 'per-entry',
  compute: (d) => meanOverOpponents(d, d.gwp, PERCENT_FLOOR),
};
