// runtime: node. A division of an event as the engine sees it: the ruleset it plays, its entries,
// its stages and every table with its result, loaded from the store (who sat where and the results
// only: no names, notes, clocks); and each stage as its kind reads it, its own rounds numbered
// from 1. Divisions play side by side and never meet, so nothing here crosses one.
import { CommandError } from '../../../shared/contract/errors';
import type { Entry } from '../../../shared/model/entry';
import type { StoredEvent } from '../../../shared/model/event';
import { countsEarlierRounds, stageRuleset, type Ruleset } from '../../engine/rulesets';
import type { StageHistory } from '../../engine/stages';
import type { StandingRow } from '../../engine/standings/types';
import type { EntryId, EntryState, TableRecord } from '../../engine/types';
import type { StoredDivision } from '../../store/repositories/divisions';
import type { PlayedRound, PlayedTable } from '../../store/repositories/played-rounds';
import type { Store } from '../../store/store';
import { divisionRuleset, requireDivision } from './divisions';
import { keepStandings, keptStandings, standingsKey } from './kept-standings';
import { stageLines, type StageLine } from './stages';

export interface EventState {
  event: StoredEvent;
  division: StoredDivision;
  ruleset: Ruleset;
  stages: StageLine[];
  entries: readonly Entry[];
  /** Every round of the division's stages, oldest first, drafts included (shared and frozen: read, never
   * change). */
  rounds: readonly PlayedRound[];
}

export function requireEvent(store: Store, eventId: number): StoredEvent {
  const event = store.events.get(eventId);
  if (!event) throw new CommandError('not_found', `There is no event ${eventId}.`, { reason: 'no_event', eventId });
  return event;
}

/** The division `divisionId` of the event (its first when left out) as the engine sees it. */
export function loadEventState(store: Store, eventId: number, divisionId?: number): EventState {
  const event = requireEvent(store, eventId);
  const division = requireDivision(store, eventId, divisionId);
  return {
    event,
    division,
    ruleset: divisionRuleset(event, division),
    stages: stageLines(store, division.id),
    entries: store.entries.inDivision(division.id),
    rounds: store.played.list(division.id),
  };
}

/** The ruleset a stage's tables play by: the division's, with what the stage sets of its own (its
 * seats, its race's target, no time). */
export function lineRuleset(state: EventState, line: StageLine): Ruleset {
  return stageRuleset(state.ruleset, line.position);
}

/** Whether a stage is paired and ranked over the rounds of the stages before it too (its plan
 * says so, and it takes no cut: the registration played them all). */
export function carriesEarlierRounds(state: Pick<EventState, 'ruleset'>, line: StageLine): boolean {
  return line.cut === null && countsEarlierRounds(state.ruleset, line.position);
}

/** The rounds a stage's kind reads, and the division's round number before the first of them:
 * its own rounds from its round 1; for a stage that carries the earlier rounds, every round of
 * the division so far, numbered as the division numbers them. */
export interface StageReach {
  offset: number;
  reads: (round: { stageId: number }) => boolean;
}

export function stageReach(state: EventState, line: StageLine): StageReach {
  if (!carriesEarlierRounds(state, line)) return { offset: line.offset, reads: (r) => r.stageId === line.id };
  const ids = new Set(state.stages.filter((l) => l.position <= line.position).map((l) => l.id));
  return { offset: 0, reads: (r) => ids.has(r.stageId) };
}

/** Entries as the engine needs them when pairing or ranking round `round`. */
export function entryStates(entries: readonly Entry[], round: number): EntryState[] {
  return entries.map((e) => ({
    id: e.id,
    dropped: e.droppedAfterRound !== null && e.droppedAfterRound < round,
    joinedRound: e.joinedRound,
  }));
}

/** Tables of the given rounds with their results (tables without a result count as not played),
 * each round numbered `offset` less (a stage's own numbering). */
/** Each round's records, kept by its tables as the store keeps them (the same frozen array until
 * one of them changes; played-rounds.ts): every pairing and fresh standings read every round so
 * far, and at 4,096 players remaking the records of four rounds took 3-6 ms of each. */
const kept = new WeakMap<readonly PlayedTable[], { round: number; seed: string; records: readonly TableRecord[] }>();

function roundRecords(r: PlayedRound, offset: number): readonly TableRecord[] {
  const round = r.number - offset;
  const known = kept.get(r.tables);
  if (known?.round === round && known.seed === r.seed) return known.records;
  const records = r.tables.map((t) =>
    Object.freeze({
      round,
      table: t.number,
      entries: t.entries,
      bye: t.bye,
      games: (t.result?.games ?? []) as TableRecord['games'],
      seed: r.seed,
      ...(t.teams ? { teams: t.teams } : {}),
    }),
  );
  kept.set(r.tables, { round, seed: r.seed, records });
  return records;
}

export function tableRecords(rounds: readonly PlayedRound[], offset = 0): TableRecord[] {
  return rounds.flatMap((r) => roundRecords(r, offset));
}

/** A stage's tables among `rounds`, in its own numbering. */
export function stageTables(line: StageLine, rounds: readonly PlayedRound[]): TableRecord[] {
  return tableRecords(
    rounds.filter((r) => r.stageId === line.id),
    line.offset,
  );
}

/** A stage's entries as its kind sees them at its own round `round`: the registration's, or for a
 * cut those drawn into its round 1 (before that, the cut itself), each there from its round 1. */
export function stageEntries(state: EventState, line: StageLine, round: number): EntryState[] {
  const all = entryStates(state.entries, round + line.offset);
  if (line.cut === null) return all;
  const first = state.rounds.find((r) => r.stageId === line.id);
  const ids = new Set(round > 1 && first ? first.tables.flatMap((t) => t.entries) : cutSeeds(state, line));
  return all.filter((e) => ids.has(e.id)).map((e) => ({ ...e, joinedRound: 1 }));
}

/** A stage's standings over the given rounds (those it reads among them: stageReach); kept
 * (kept-standings.ts), so shared and frozen. */
export function stageStandings(state: EventState, line: StageLine, rounds: readonly PlayedRound[]): readonly StandingRow[] {
  const reach = stageReach(state, line);
  const read = rounds.filter(reach.reads);
  const through = read.reduce((n, r) => (r.tables.length > 0 ? Math.max(n, r.number - line.offset) : n), 0);
  const entries = stageEntries(state, line, through + 1);
  const ruleset = lineRuleset(state, line);
  const key = standingsKey(ruleset, line, entries, read, reach.offset);
  return keptStandings(key) ?? keepStandings(key, line.kind.standings(ruleset, entries, tableRecords(read, reach.offset)));
}

/** Who goes on to a cut, best seed first: the best `cut` of the stage before's standings over all
 * its rounds, those who dropped passed over (the next best takes the place). */
export function cutSeeds(state: EventState, line: StageLine): EntryId[] {
  const before = state.stages.find((l) => l.position === line.position - 1);
  if (!before || line.cut === null) return [];
  return stageStandings(state, before, state.rounds)
    .filter((r) => !r.dropped)
    .slice(0, line.cut)
    .map((r) => r.entryId);
}

/** A stage's rounds before event round `before` (closed by then), as its kind reads them. */
export function stageHistory(state: EventState, line: StageLine, before: number): StageHistory {
  const rounds = state.rounds.filter((r) => r.number < before);
  const tables = stageTables(line, rounds);
  return { ruleset: lineRuleset(state, line), entries: stageEntries(state, line, before - line.offset), tables };
}

export function missingResults(round: { tables: readonly { number: number; bye: boolean; result: unknown }[] }): number[] {
  return round.tables.filter((t) => !t.bye && t.result === null).map((t) => t.number);
}
