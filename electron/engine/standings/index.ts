// runtime: pure
export { rankStandings } from './compute-standings';
export { buildEventData } from './event-data';
export { PERCENT_FLOOR, winFraction, round6 } from './fractions';
export { orderEntries, competitionRanks, type Criterion } from './order';
export type { StandingsRules } from './rules';
export { TIEBREAKERS, type LibraryTiebreakerId, type Tiebreaker, type PerEntryTiebreaker, type AmongTiedTiebreaker } from './tiebreakers';
export type { StandingRow, EventData } from './types';
