// runtime: pure. Round-level engine: next Swiss round from history, review of hand-made changes.
export { nextSwissRound, type NextRound } from './next-swiss-round';
export type { NextRoundInput } from './next-round-input';
export { reviewPairing, type ProposedTable } from './review-pairing';
export { entryHistories, type EntryHistory } from './history';
