// runtime: pure
export type { MatchOutcome, SeatMatchScore } from './types';
export { scoreGenericMatch, genericByeScore, genericMatchPoints, byeGamesWon } from './generic';
export { tallyTable } from './tally-table';
export { twoSeats } from './tally-match';
export { RESULT_CODES, type ResultCode } from './codes';
