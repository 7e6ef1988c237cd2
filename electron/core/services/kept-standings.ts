// runtime: node. A stage's standings kept by what they are worked out from: at 4,096 players they
// take a third of a pairing, and the same ones are asked for again and again (the standings every
// window shows after a round's last result, the pairing of the next round from them, each pairing
// of that draft again). Kept by content, not by event: the ruleset, the entries as the stage sees
// them, and each round's tables as the store keeps them (played-rounds.ts hands out the same
// frozen array until a table of it changes), so a change anywhere is a different key and nothing
// has to be dropped.
import type { Ruleset } from '../../engine/rulesets';
import type { StandingRow } from '../../engine/standings/types';
import type { EntryState } from '../../engine/types';
import type { PlayedRound } from '../../store/repositories/played-rounds';
import { deepFreeze } from '../../store/deep-freeze';
import type { StageLine } from './stages';

/** A handful: the standings of each division under way and the round before. */
const KEEP = 8;
const kept = new Map<string, readonly StandingRow[]>();

const serials = new WeakMap<object, number>();
let lastSerial = 0;
function serial(value: object): number {
  let n = serials.get(value);
  if (n === undefined) serials.set(value, (n = ++lastSerial));
  return n;
}

/** What the standings of stage `line` over `rounds` (those it reads, as the store keeps them,
 * numbered from `offset`: its own, or with the rounds of the stages before it that it carries)
 * for `entries` are worked out from. A result at any of those rounds is a different key. */
export function standingsKey(ruleset: Ruleset, line: StageLine, entries: readonly EntryState[], rounds: readonly PlayedRound[], offset: number): string {
  const played = rounds.map((r) => `${r.number}/${serial(r.tables)}`).join(',');
  const field = entries.map((e) => `${e.id}/${e.dropped ? 1 : 0}/${e.joinedRound}`).join(',');
  return `${line.id}|${line.kindId}|${offset}|${JSON.stringify(ruleset)}|${played}|${field}`;
}

/** The standings kept under `key`, if any. */
export function keptStandings(key: string): readonly StandingRow[] | undefined {
  const rows = kept.get(key);
  if (rows) {
    kept.delete(key);
    kept.set(key, rows);
  }
  return rows;
}

/** Keeps standings under `key` (the oldest kept go first) and returns them frozen. */
export function keepStandings(key: string, rows: readonly StandingRow[]): readonly StandingRow[] {
  const frozen = deepFreeze(rows);
  kept.delete(key);
  kept.set(key, frozen);
  while (kept.size > KEEP) kept.delete(kept.keys().next().value!);
  return frozen;
}
