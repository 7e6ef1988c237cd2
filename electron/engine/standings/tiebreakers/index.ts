// runtime: pure
// The tiebreaker library by id: the columns a ruleset may rank by without defining its own.
import { buchholz } from './buchholz';
import { cumulative } from './cumulative';
import { extendedSos } from './extended-sos';
import { gw } from './gw';
import { headToHead } from './head-to-head';
import { medianBuchholz } from './median-buchholz';
import { ogw } from './ogw';
import { omw } from './omw';
import { sonnebornBerger } from './sonneborn-berger';
import { sos } from './sos';
import type { Tiebreaker } from './types';

export const TIEBREAKERS = Object.freeze({
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
}) satisfies Readonly<Record<string, Tiebreaker>>;

export type LibraryTiebreakerId = keyof typeof TIEBREAKERS;

export type { Tiebreaker, PerEntryTiebreaker, AmongTiedTiebreaker } from './types';
