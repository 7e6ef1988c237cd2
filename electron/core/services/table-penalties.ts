// runtime: node. A table's penalty records as windows see them (each with the penalty the
// ruleset's escalation gave it) and the games and matches they lost, under the ruleset of the
// table's division.
import type { PenaltyRecord, PenaltyView } from '../../../shared/model/penalty';
import { escalatePenalties, penaltyForfeits } from '../../engine/penalties/escalate';
import type { PenaltyForfeit } from '../../engine/penalties/types';
import type { Ruleset } from '../../engine/rulesets/types';
import type { Store } from '../../store/store';
import { divisionRuleset, requireDivision } from './divisions';
import { requireEvent } from './event-state';

export function roundRuleset(store: Store, round: { eventId: number; divisionId?: number | undefined }): Ruleset {
  const event = requireEvent(store, round.eventId);
  return divisionRuleset(event, requireDivision(store, round.eventId, round.divisionId));
}

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
