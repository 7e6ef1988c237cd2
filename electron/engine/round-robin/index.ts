// runtime: pure
export { circleRound } from './circle';
export { orderFrom, withDummy } from './order';
export { cycleLength, cycleWins, nextInRoundRobin, readCycles, type Cycle, type RoundRobinNext } from './tie-break';
export { roundRobinStandings } from './standings';
