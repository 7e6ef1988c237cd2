// The case registry: every case `npm run bench` runs, in order. A new case is one file in
// scripts/bench/ exporting a BenchCase (case.ts) and one line here.
import type { BenchCase } from './case';
import type { BenchOptions } from './options';
import { computeStandings, GENERIC_TIEBREAKER_IDS, genericRuleset, NETRUNNER_1996 } from '../../electron/engine/rulesets';
import { bracketCase } from './bracket-case';
import { checkinCase } from './checkin-case';
import { deskRenderCases } from './desk-render-case';
import { displaysCase } from './displays-case';
import { eventFileCase } from './event-file-case';
import { httpCase } from './http-case';
import { latencyCase } from './latency-case';
import { memoryCase } from './memory-case';
import { qualityCase, swissCase } from './pairing-case';
import { phonesCase } from './phones-case';
import { printCase } from './print-case';
import { resultDisplaysCase } from './result-displays-case';
import { scheduleCase } from './schedule-case';
import { searchCase } from './search-case';
import { soakCase } from './soak-case';
import { standingsCase } from './standings-case';

// Sixty events at 256 players: one event's counts swing by a fifth between seeds, and Arbiter and
// swiss-pairing are close enough that twenty events still swing 4 % either way (docs/bench.md);
// the peers take about 17 minutes for sixty. At 1,024 swiss-pairing takes minutes a round: one event.
const QUALITY_EVENTS_256 = 60;

// Generic with every tiebreaker of the library: the heaviest standings there are.
const everyTiebreaker = genericRuleset({ tiebreakers: [...GENERIC_TIEBREAKER_IDS] });

export function registry(opts: BenchOptions): BenchCase[] {
  if (opts.quick) return [swissCase(32), swissCase(31), qualityCase(32, 2, 5)];
  return [
    swissCase(256),
    swissCase(255),
    swissCase(1024),
    swissCase(1023),
    swissCase(4096),
    swissCase(4095),
    swissCase(16384),
    qualityCase(256, QUALITY_EVENTS_256),
    qualityCase(1024, 1),
    standingsCase((input) => computeStandings(NETRUNNER_1996, input.entries, input.tables), 'standings-4096x12-netrunner'),
    standingsCase((input) => computeStandings(everyTiebreaker, input.entries, input.tables), 'standings-4096x12-every-tiebreaker'),
    bracketCase(1024),
    bracketCase(1024, 'double_elimination'),
    scheduleCase(40),
    scheduleCase(200),
    scheduleCase(1000),
    scheduleCase(4000),
    searchCase(),
    checkinCase(),
    latencyCase(),
    displaysCase(),
    httpCase(4096),
    httpCase(16384),
    eventFileCase(),
    resultDisplaysCase(),
    phonesCase(),
    memoryCase(),
    printCase(),
    ...deskRenderCases(),
    soakCase(),
  ];
}

export function selectCases(opts: BenchOptions): BenchCase[] {
  const all = registry(opts);
  if (opts.only.length === 0) return all;
  const unknown = opts.only.filter((n) => !all.some((c) => c.name === n));
  if (unknown.length) {
    throw new Error(`unknown case ${unknown.join(', ')}; cases: ${all.map((c) => c.name).join(', ')}`);
  }
  return all.filter((c) => opts.only.includes(c.name));
}
