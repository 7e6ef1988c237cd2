// runtime: pure
export { playoffChart, qualifyingPlaces, type PlayoffChart } from './chart';
export { finalPlayoffRound, firstPlayoffRound } from './rounds';
export { finalRound, firstRoundTables, seatedPlayoffStandings, seatResults } from './standings';
export { seatedChartView, type ChartSeat, type ChartTable, type ChartView } from './chart-view';
