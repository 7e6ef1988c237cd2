// runtime: pure. A table's penalty records as windows see them (each with the penalty the
// ruleset's escalation gave it) and the games and matches they lost, under the ruleset of the
// table's division.
import type { PenaltyRecord, PenaltyView } from '../../../shared/features/penalties/model';
import type { PenaltyForfeit } from '../../../shared/features/penalties/escalation';
import type { Ruleset } from '../../engine/rulesets/types';
import { escalatePenalties, penaltyForfeits } from './escalate';

export function penaltyViews(ruleset: Ruleset, records: readonly PenaltyRecord[]): PenaltyView[] {
  const steps = escalatePenalties(ruleset, records);
  return records.map((r, i) => {
    const step = steps[i] ?? null;
    return {
      ...r,
      penalty: step?.penalty ?? null,
      escalated: step?.escalated ?? false,
      attackOffences: step?.counts.attackOffences ?? 0,
      turnsForfeited: step?.counts.turnsForfeited ?? 0,
    };
  });
}

export function tableForfeits(ruleset: Ruleset, records: readonly PenaltyRecord[]): PenaltyForfeit[] {
  return penaltyForfeits(records, escalatePenalties(ruleset, records));
}
