// runtime: pure
export { circleRound } from './circle';
export { orderFrom, withDummy } from './order';
export { cycleLength, cycleWins, nextInRoundRobin, readCycles, type Cycle, type CycleRound, type RoundRobinNext } from './tie-break';
export { roundRobinStandings } from './standings';
export { roundRobinGrid, type CycleGrid, type GridCell, type GridResult, type GridSide, type RoundRobinGridView } from './grid-view';
