// runtime: pure. Round-level engine: next Swiss round from history, review of hand-made changes.
export { nextSwissRound, type NextRound, type NextRoundInput } from './next-swiss-round';
export { reviewPairing, type ProposedTable } from './review-pairing';
export { entryHistories, type EntryHistory } from './history';
