// runtime: pure
export { computeStandings, groupScores } from './compute-standings';
export { buildEventData } from './event-data';
export { PERCENT_FLOOR, drawShare, winFraction, round6 } from './fractions';
export { orderEntries, competitionRanks, type Criterion } from './order';
export { TIEBREAKERS, tiebreakerOf, type Tiebreaker, type PerEntryTiebreaker, type AmongTiedTiebreaker } from './tiebreakers';
export type { StandingRow, EventData } from './types';
