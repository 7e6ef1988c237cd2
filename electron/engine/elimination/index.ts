// runtime: pure
export { bracketSize, seedOrder } from './seed-order';
export { bracketRounds, firstBracketRound, nextBracketRound, type BracketMatch, type BracketRound } from './single-elimination';
export { roundWinners, thirdPlaceMatch } from './winners';
export { bracketView, singleSections, type BracketSections } from './bracket-view';
export { doubleBracketSections } from './double-bracket-view';
export type { BracketSection, BracketSide, BracketViewMatch, BracketViewRound } from './bracket-places';
