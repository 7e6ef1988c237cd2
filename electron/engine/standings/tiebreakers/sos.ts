// runtime: pure
// Strength of schedule: the average match-win fraction of the opponents met, without a floor.
import { meanOverOpponents } from './opponents';
import { descriptionKey, type PerEntryTiebreaker } from './types';

export const sos: PerEntryTiebreaker = {
  id: 'sos',
  descriptionKey: descriptionKey('sos'),
  better: 'desc',
  format: 'share',
  kind: 'per-entry',
  compute: (d) => meanOverOpponents(d, d.mwp),
};
