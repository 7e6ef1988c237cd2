// runtime: pure
// Extended strength of schedule: the average of the opponents' own strength of schedule.
import { meanOverOpponents } from './opponents';
import { sos } from './sos';
import { descriptionKey, type PerEntryTiebreaker } from './types';

export const extendedSos: PerEntryTiebreaker = {
  id: 'extended_sos',
  descriptionKey: descriptionKey('extended_sos'),
  better: 'desc',
  format: 'share',
  kind: 'per-entry',
  compute(d) {
    return meanOverOpponents(d, sos.compute(d));
  },
};
