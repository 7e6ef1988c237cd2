// runtime: node. A stored round as windows see it: with the slip code of every table (lettered
// with its division after the event's first) and what the features show of their records at it
// (table-rulings.ts).
import type { Round, RoundTable } from '../../../shared/model/round';
import type { Ruleset } from '../../engine/rulesets/types';
import { stageKind } from '../../engine/stages';
import type { StoredRound, StoredTable } from '../../store/repositories/rounds';
import type { Store } from '../../store/store';
import { makeSlipCode } from '../slip-code';
import { roundRuleset } from './round-ruleset';
import { tableShown } from './table-rulings';

type RoundHead = { number: number; eventId: number; divisionId?: number | undefined };

/** Gives a table of the round its slip code, what the features show of it and the names its seats
 * show (what tells namesakes apart, in the event's name order) and sort by; the secret, the names,
 * the division and its ruleset are read once (the ruleset only where a feature asks for it). */
function tableViews(store: Store, round: RoundHead): (table: StoredTable) => RoundTable {
  const secret = store.events.slipSecret(round.eventId);
  const { byEntry: shown, sortByEntry } = store.shownNames.of(round.eventId);
  const division = round.divisionId === undefined ? 1 : (store.divisions.get(round.divisionId)?.position ?? 1);
  let ruleset: Ruleset | undefined;
  // The fields are named one by one, and the features' added only where they show something: a
  // table spread from the stored one, with the features' fields spread into it, made the answer
  // of a 2,048-table round cost five times as much to build.
  return (stored) => {
    const view: RoundTable = {
      id: stored.id,
      number: stored.number,
      bye: stored.bye,
      seats: shown.size === 0 && sortByEntry.size === 0 ? stored.seats : stored.seats.map((s) => seatView(s, shown.get(s.entryId), sortByEntry.get(s.entryId))),
      notes: stored.notes,
      manual: stored.manual,
      extraMinutes: stored.extraMinutes,
      result: stored.result,
      resultEnteredAt: stored.resultEnteredAt,
      teams: stored.teams,
      version: stored.version,
      slipCode: stored.bye ? '' : makeSlipCode(secret, round.number, stored.number, division),
    };
    const features = tableShown(stored, () => (ruleset ??= roundRuleset(store, round)));
    return features === null ? view : Object.assign(view, features);
  };
}

function seatView<S extends { name: string }>(seat: S, shown: string | undefined, sortName: string | undefined): S & { sortName?: string } {
  return { ...seat, name: shown ?? seat.name, ...(sortName === undefined ? {} : { sortName }) };
}

/** The round as windows see it, without its tables. */
export function roundHead(round: Omit<StoredRound, 'tables'>): Omit<Round, 'tables'> {
  const kind = round.stage && stageKind(round.stage.kind);
  const stage = round.stage && kind && { ...round.stage, madeInAdvance: kind.madeInAdvance, seating: kind.seating };
  return { ...round, stage };
}

/** The round with only the table where `entryId` sits (none where it sits nowhere; null: no
 * table), read without assembling the others: what a phone following one player shows. Undefined
 * where there is no such round. */
export function roundOfEntry(store: Store, roundId: number, entryId: number | null): Round | undefined {
  if (!store.rounds.header(roundId)) return undefined;
  const head = store.rounds.withoutTables(roundId);
  const tableId = entryId === null ? undefined : store.rounds.tableOfEntry(roundId, entryId);
  const table = tableId === undefined ? undefined : store.rounds.table(tableId);
  return { ...roundHead(head), tables: table ? [tableView(store, table, head)] : [] };
}

export function roundView(store: Store, round: StoredRound): Round {
  return { ...roundHead(round), tables: round.tables.map(tableViews(store, round)) };
}

/** One table as windows see it, for commands that change a single table. */
export function tableView(store: Store, table: StoredTable, round: RoundHead): RoundTable {
  return tableViews(store, round)(table);
}
