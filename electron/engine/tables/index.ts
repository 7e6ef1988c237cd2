// runtime: pure
export { seatTables, type Seating, type SeatingCandidate, type SeatingRequest, type SeatedTable } from './seat-tables';
export { tableSizes, type TableSizes } from './table-sizes';
