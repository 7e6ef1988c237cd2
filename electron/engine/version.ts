// runtime: pure. The pairing engine's version, which every event file names: a change to the
// engine or a ruleset preset that pairs or ranks any event differently from the same seed and
// history (a rule read anew, a tie broken another way, a tiebreak's order) raises it, so a file
// made before the change is not replayed by rules it was not played by (npm run verify,
// docs/verify.md). Refactors that pair and rank every event the same leave it.
export const PAIRING_ENGINE_VERSION = 1;
