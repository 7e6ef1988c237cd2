// runtime: pure. The Swiss pairing engine's public surface.
export type {
  PairedTable,
  PairingCandidate,
  PairingOptions,
  PairingRequest,
  PairingResult,
  SolveReport,
} from './types';
export { pairSwissRound } from './pair-round';
export { COST_FIELDS, compareCost, pairingCost, type PairingCost } from './cost';
export { byePreference } from './bye';
