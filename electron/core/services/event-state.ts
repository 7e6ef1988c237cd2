// runtime: node. An event as the engine sees it: its ruleset, its entries and every table with
// its result, loaded from the store (who sat where and the results only: no names, notes, clocks).
import { CommandError } from '../../../shared/contract/errors';
import type { Entry } from '../../../shared/model/entry';
import type { StoredEvent } from '../../../shared/model/event';
import { buildRuleset, type Ruleset } from '../../engine/rulesets';
import { stageKind, type StageHistory, type StageKind } from '../../engine/stages';
import type { EntryState, TableRecord } from '../../engine/types';
import type { PlayedRound } from '../../store/repositories/played-rounds';
import type { Store } from '../../store/store';

export interface EventState {
  event: StoredEvent;
  ruleset: Ruleset;
  stage: { id: number; kind: StageKind };
  entries: Entry[];
  /** Every round, oldest first, drafts included (shared and frozen: read, never change). */
  rounds: readonly PlayedRound[];
}

export function requireEvent(store: Store, eventId: number): StoredEvent {
  const event = store.events.get(eventId);
  if (!event) throw new CommandError('not_found', `There is no event ${eventId}.`, { reason: 'no_event', eventId });
  return event;
}

/** The stage the event's rounds are paired in, with what its kind does (refused as not_found when
 * the event does not exist). */
export function loadStage(store: Store, eventId: number): { id: number; kind: StageKind } {
  requireEvent(store, eventId);
  const stage = store.rounds.stageOf(eventId);
  if (stage === undefined) throw new CommandError('internal', `Event ${eventId} has no stage.`, { reason: 'no_stage' });
  return { id: stage.id, kind: stageKind(stage.kind) };
}

export function loadEventState(store: Store, eventId: number): EventState {
  const event = requireEvent(store, eventId);
  const stage = loadStage(store, eventId);
  return {
    event,
    ruleset: buildRuleset(event.ruleset, event.options),
    stage,
    entries: store.entries.list(eventId),
    rounds: store.played.list(stage.id),
  };
}

/** Entries as the engine needs them when pairing or ranking round `round`. */
export function entryStates(entries: readonly Entry[], round: number): EntryState[] {
  return entries.map((e) => ({
    id: e.id,
    dropped: e.droppedAfterRound !== null && e.droppedAfterRound < round,
    joinedRound: e.joinedRound,
  }));
}

/** Tables of the given rounds with their results (tables without a result count as not played). */
export function tableRecords(rounds: readonly PlayedRound[]): TableRecord[] {
  return rounds.flatMap((r) =>
    r.tables.map((t) => ({
      round: r.number,
      table: t.number,
      entries: t.entries,
      bye: t.bye,
      games: (t.result?.games ?? []) as TableRecord['games'],
    })),
  );
}

export function missingResults(round: { tables: readonly { number: number; bye: boolean; result: unknown }[] }): number[] {
  return round.tables.filter((t) => !t.bye && t.result === null).map((t) => t.number);
}

/** The closed rounds of the event's stage as its kind reads them to tell whether it is over. */
export function closedHistory(store: Store, eventId: number): StageHistory {
  const state = loadEventState(store, eventId);
  const closed = state.rounds.filter((r) => r.status === 'closed');
  return { ruleset: state.ruleset, entries: entryStates(state.entries, (closed.at(-1)?.number ?? 0) + 1), tables: tableRecords(closed) };
}
