// runtime: pure. The pairing engine's version, which every event file names: a change that pairs
// any event differently from the same seed and history (a rule read anew, a tie broken another
// way) raises it, so a file made before the change is not replayed by rules it was not paired by
// (npm run verify, docs/verify.md). Refactors that pair every event the same leave it.
export const PAIRING_ENGINE_VERSION = 1;
