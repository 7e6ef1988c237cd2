// runtime: pure. What the features add to an entry's record: the causes of a disqualification
// they decide (an entry's `disqualification`, shared/model/entry.ts, besides the core's leaving
// early). A built-in feature that adds one is a line here; each cause's schema is its own file.
import { atTableDisqualificationSchema } from './signed-sheet/disqualification';

export const featureDisqualifications = [atTableDisqualificationSchema] as const;
