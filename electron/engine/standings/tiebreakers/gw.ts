// runtime: pure
// Game-win percentage: the entry's own games won (a drawn game counts as a draw share, a bye as
// the games that win a match) over games decided or drawn. No floor on one's own percentage.
import { descriptionKey, type PerEntryTiebreaker } from './types';

export const gw: PerEntryTiebreaker = {
  id: 'gw',
  descriptionKey: descriptionKey('gw'),
  better: 'desc',
  format: 'share',
  kind: 'per-entry',
  compute: (d) => Float64Array.from(d.gwp),
};
