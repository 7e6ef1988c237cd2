// runtime: pure
export { seatTables, type Seating, type SeatingCandidate, type SeatingRequest, type SeatedTable } from './seat-tables';
export { tableSizes, type TableSizes } from './table-sizes';
export { makeSchedule, type Schedule, type ScheduleRequest } from './schedule';
export { scheduleQuality, type RepeatedPair, type ScheduleQuality, type ScheduleRound } from './schedule-quality';
export { ScheduleRefused, scheduleTableSizes } from './schedule-sizes';
