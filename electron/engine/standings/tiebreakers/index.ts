// runtime: pure
// The tiebreaker library by id.
import type { TiebreakerId } from '../../rulesets/types';
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

export type { Tiebreaker, PerEntryTiebreaker, AmongTiedTiebreaker } from './types';
