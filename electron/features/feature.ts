// runtime: node. A feature module as the host runs it: its contract (shared/features), a handler
// for each of its operations, and the tables it keeps of its own, if any (most keep records in
// feature_records through records.ts instead). docs/architecture.md, "Adding a feature".
import type { z } from 'zod';
import type { Operation } from '../../shared/contract/operation';
import type { FeatureContract } from '../../shared/features/feature';
import type { DivisionDocument, EventFile } from '../../shared/model/export';
import type { HandlerContext } from '../core/context';
import type { ListSource } from '../core/services/list-status';
import type { NameClaims } from '../core/services/name-claims';
import type { PlaceQueue } from '../core/services/places';
import type { PlayerFields } from '../core/services/player-fields';
import type { TableRulings } from '../core/services/table-rulings';
import type { NoteValue } from '../../shared/model/note';
import type { Ruleset } from '../engine/rulesets/types';
import type { StageKind } from '../engine/stages/types';
import type { RoundTable } from '../../shared/model/round';
import type { Store } from '../store/store';
import type { FeatureMigration } from '../store/feature-migrate';
import type { StoredDivision } from '../store/repositories/divisions';
import type { Player } from '../../shared/model/player';
import type { Entry } from '../../shared/model/entry';

export type FeatureHandler<O extends Operation> = (input: z.output<O['input']>, ctx: HandlerContext) => z.input<O['output']>;

export interface FeatureHost<C extends FeatureContract = FeatureContract> {
  contract: C;
  handlers: { [N in keyof C['operations']]: FeatureHandler<C['operations'][N]> };
  /** Where the feature keeps a list each player hands in (cards or figures): how to
   * check it, for the desk's list status, the pairing warnings and the report. */
  lists?: ListSource;
  /** What its records at a played table decide and show: the games a result must show lost, its
   * problems with a result, what a result carries from it and whether it refuses a correction,
   * whether leaving disqualifies, its fields of the table answer (core/services/table-rulings.ts). */
  table?: TableRulings;
  /** Its part of the head judge's report of a division that uses it, from the division's export
   * document (`names`: each entry's name) or what it keeps of the event (`of`); its contract's
   * `report` says the shape. */
  report?(document: DivisionDocument, names: ReadonlyMap<number, string>, of: ReportOf): unknown;
  /** The names it holds in an event, which no player may register under (core/services/name-claims.ts). */
  names?: NameClaims;
  /** How a division's checked-in players become entries where the feature is used, instead of
   * each player alone (sides of several players). */
  entries?: EntryMaker;
  /** Where players checked in past the last place wait, and who takes places that freed (a
   * check-in taken back, a registration removed, more places) (core/services/places.ts). */
  places?: PlaceQueue;
  /** Its fields of the player answer (core/services/player-fields.ts). */
  players?: PlayerFields;
  /** Its part of an exported event file (`features.<id>`): what it writes, every reason a file's
   * part cannot be taken, and writing it into the new event once nothing in the file is wrong. */
  eventFile?: FeatureEventFile;
  /** Its state at each table of an exported event file (the table answer's fields its `table`
   * hook shows), which it keeps as its record at the table. */
  tableFile?: FeatureTableFile;
  /** Run once, in order, after the core's migrations (feature_schemas), SQL or code where the
   * database's shape decides: the tables it keeps of its own, made where a database has none, or
   * its records moved out of where an older version kept them (store/feature-migrate.ts). */
  migrations?: readonly FeatureMigration[];
}

/** The event a report is made of, for a feature whose part is not in the export document. */
export interface ReportOf {
  store: Store;
  eventId: number;
}

/** A problem of an event file, at its place in the file. */
export type FileProblemAt = (path: (string | number)[], message: string, code: string, params?: Record<string, string | number>) => void;

export interface FeatureEventFile<P = unknown> {
  /** Its part's shape; a part that does not fit is refused at its place in the file. */
  schema: z.ZodType<P>;
  /** Its part of the event's file; null where it keeps nothing of the event (the file leaves it
   * out). Ids are the event's, which the file keeps. */
  export(ctx: HandlerContext, eventId: number): P | null;
  /** Every reason its part cannot be taken (`at`: a place within the part), with the rest of the
   * file for the players, entries and divisions it names. */
  problems(part: P, file: EventFile, at: FileProblemAt): void;
  /** Writes its part into the new event once nothing in the file is wrong. */
  import(ctx: HandlerContext, part: P, file: EventFile, ids: ImportedIds): void;
  /** Its part of a file of versions 1 to 3, which kept it beside the players and rounds (null:
   * nothing), and where in that file a place in the part was, so a problem names it there. */
  older?: {
    part(document: DivisionDocument): P | null;
    place(path: (string | number)[], document: DivisionDocument): (string | number)[];
  };
}

/** The new event's ids of what a file names by the file's ids. */
export interface ImportedIds {
  eventId: number;
  player(fileId: number): number;
  entry(fileId: number): number;
  division(fileId: number): number;
}

export interface FeatureTableFile {
  /** Every reason its part of a file's table cannot be taken (`at`: a place in the table;
   * `seating`: how the table's stage seats its players, where the file's stage is known). */
  problems(table: RoundTable, at: FileProblemAt, seating: StageKind['seating'] | undefined): void;
  /** Its record of the file's table, the entries renumbered by `entryId`; null where it has none. */
  record(table: RoundTable, entryId: (id: number) => number): unknown;
}

export interface EntryMaker {
  /** Players per entry under the ruleset; null where it does not use the feature. */
  size(ruleset: Ruleset): number | null;
  /** Makes the entries that play from event round `round`; the notes name who is left out. */
  enter(store: Store, divisionId: number, round: number): { entered: number; notes: NoteValue[] };
  /** Throws where the division's players per entry may not change now (entries it made stand). */
  refuseResize?(ctx: HandlerContext, division: StoredDivision): void;
  /** A player's check-in is taken back, or their registration removed (`removing`), with their
   * entry if they have one, which never sat: true where the feature keeps the player's place
   * (a side formed at the desk; the core leaves the entry to it); throws where it refuses. Asked
   * whatever the division's ruleset, as what it made outlives a change of options. */
  release?(ctx: HandlerContext, player: Player, entryId: number | null, removing: boolean): boolean;
  /** A player moves to another division: throws where it refuses. */
  refuseMove?(ctx: HandlerContext, player: Player): void;
  /** An entry of several players written from an event file: the feature's record of it (the
   * side it is). */
  filed?(store: Store, entry: Entry): void;
}

/** Types a host against its own contract and hands it to the registry. */
export function defineFeatureHost<C extends FeatureContract>(host: FeatureHost<C>): FeatureHost {
  return host as unknown as FeatureHost;
}
