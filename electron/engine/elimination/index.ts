// runtime: pure
export { bracketSize, seedOrder } from './seed-order';
export { bracketRounds, firstBracketRound, nextBracketRound, type BracketMatch, type BracketRound } from './single-elimination';
export { roundWinners, thirdPlaceMatch } from './winners';
