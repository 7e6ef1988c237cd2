// runtime: pure
// The tiebreaker library by id, and the column a ruleset means by an id (its own, or the library's).
import { rulesetModule } from '../../rulesets/registry';
import type { Ruleset, TiebreakerId } from '../../rulesets/types';
import { buchholz } from './buchholz';
import { cumulative } from './cumulative';
import { extendedSos } from './extended-sos';
import { gw } from './gw';
import { headToHead } from './head-to-head';
import { medianBuchholz } from './median-buchholz';
import { agenda, matchRecord, opponentsAgenda } from './netrunner';
import { ogw } from './ogw';
import { omw } from './omw';
import { sonnebornBerger } from './sonneborn-berger';
import { sos } from './sos';
import type { Tiebreaker } from './types';

export const TIEBREAKERS: Readonly<Record<TiebreakerId, Tiebreaker>> = Object.freeze({
  match_record: matchRecord,
  agenda,
  opponents_agenda: opponentsAgenda,
  buchholz,
  median_buchholz: medianBuchholz,
  sos,
  extended_sos: extendedSos,
  omw,
  gw,
  ogw,
  sonneborn_berger: sonnebornBerger,
  head_to_head: headToHead,
  cumulative,
});

/** A ruleset's tiebreak column `id`: one of its module's own, else the library's. The ruleset's
 * options were checked against what its module offers, so an unknown id is a bug. */
export function tiebreakerOf(ruleset: Ruleset, id: string): Tiebreaker {
  const t = rulesetModule(ruleset.id).ownTiebreakers?.[id] ?? (TIEBREAKERS as Readonly<Record<string, Tiebreaker>>)[id];
  if (!t) throw new Error(`Ruleset "${ruleset.id}" has no tiebreaker "${id}".`);
  return t;
}

export type { Tiebreaker, PerEntryTiebreaker, AmongTiedTiebreaker } from './types';
