// runtime: pure
// A table's penalty record read through its ruleset's escalation: counted per player per game in
// the order recorded (Attacktix Decision 4.3), and the games and matches lost by it. Which
// offences exist is the ruleset's catalog (its `features.penalties`); what one more costs is the
// ruleset module's rule (its `featureRules.penalties`, a PenaltyEscalation).
import { penaltiesFeature } from '../../../shared/features/penalties/contract';
import { rulesetModule } from '../../engine/rulesets/registry';
import type { Ruleset } from '../../engine/rulesets/types';
import type { EntryId } from '../../engine/types';
import { noPenalties, type PenaltyCounts, type PenaltyEscalation, type PenaltyForfeit, type PenaltyStep } from '../../../shared/features/penalties/escalation';
import { featureOptions } from '../options';

export interface OffenceRecord {
  entryId: EntryId;
  game: number;
  offence: string;
}

/** The penalty of each record in order; null where the ruleset takes no such offence (none in
 * its catalog, a game past the match's last) or nothing more can be given: the player's game is
 * already lost by penalty, or the match is, by either player. */
export function escalatePenalties(ruleset: Ruleset, records: readonly OffenceRecord[]): (PenaltyStep | null)[] {
  const record = (rulesetModule(ruleset.id).featureRules?.[penaltiesFeature.id] as PenaltyEscalation | undefined)?.record;
  const known = new Set(featureOptions(ruleset, penaltiesFeature)?.offences.map((o) => o.id) ?? []);
  const counts = new Map<string, PenaltyCounts>();
  let matchOver = false;
  return records.map((r) => {
    if (!record || matchOver || !known.has(r.offence) || r.game < 1 || r.game > ruleset.gamesPerMatch) return null;
    const key = `${r.entryId}:${r.game}`;
    const step = record(counts.get(key) ?? noPenalties, r.offence);
    if (!step) return null;
    counts.set(key, step.counts);
    if (step.penalty === 'forfeit_match') matchOver = true;
    return step;
  });
}

/** The games and matches the record loses, in the order given. */
export function penaltyForfeits(records: readonly OffenceRecord[], steps: readonly (PenaltyStep | null)[]): PenaltyForfeit[] {
  return records.flatMap((r, i) => {
    const penalty = steps[i]?.penalty;
    return penalty === 'forfeit_game' || penalty === 'forfeit_match' ? [{ entryId: r.entryId, game: r.game, penalty }] : [];
  });
}
