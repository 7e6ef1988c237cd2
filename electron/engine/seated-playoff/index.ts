// runtime: pure
export { playoffChart, qualifyingPlaces, type PlayoffChart } from './chart';
export { finalPlayoffRound, firstPlayoffRound } from './rounds';
export { finalRound, firstRoundTables, seatedPlayoffStandings, seatResults } from './standings';
