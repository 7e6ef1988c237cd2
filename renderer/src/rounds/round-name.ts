// runtime: dom. A round's name on every face: "Round 4", and for a round of a later stage (a
// playoff after the Swiss) its place there too: "Round 4 · Single elimination, round 1". The first
// stage's rounds keep the plain name, as most events have one stage.
import type { TFunction } from 'i18next';
import type { RoundStage } from '../../../shared/model/round';

/** A stage kind's name ("Single elimination"); an unknown kind by its id. Given the event's
 * ruleset, the name its players use where it has one (`stagesBy.<ruleset>.<kind>`: Doomtrooper's
 * Swiss stage is its head-to-head rounds, Catan's scheduled tables its qualifying rounds). */
export function stageName(t: TFunction, kind: string, ruleset?: string): string {
  const general = t(`stages.${kind}`, { defaultValue: kind });
  return ruleset ? t(`stagesBy.${ruleset}.${kind}`, { defaultValue: general }) : general;
}

export function roundName(t: TFunction, round: { number: number; stage?: RoundStage | undefined }): string {
  const plain = t('rounds.round', { number: round.number });
  if (!round.stage || round.stage.position === 1) return plain;
  return t('rounds.inStage', { round: plain, stage: stageName(t, round.stage.kind), number: round.stage.round });
}
