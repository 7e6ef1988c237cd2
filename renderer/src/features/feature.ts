// runtime: dom. A feature module as the desk shows it: its texts in every language and the panels
// it puts in the desk's slots (Slots.tsx) and its printable sheets. docs/architecture.md,
// "Features".
import type { ComponentType, ReactNode } from 'react';
import type { Language } from '../../../shared/model/settings';
import type { Round, RoundTable } from '../../../shared/model/round';
import type { Clock } from '../../../shared/model/clock';
import type { AuditEntry } from '../../../shared/model/audit';
import type { Disqualification } from '../../../shared/model/entry';
import type { Division } from '../../../shared/model/division';
import type { Player } from '../../../shared/model/player';
import type { PrintOptions } from '../print/params';
import type { ReportSection } from '../report/report-grid';
import type { ListProblem } from '../../../shared/model/list-status';
import type { OperationName } from '../../../shared/contract/operations';
import type { AppError } from '../../../shared/contract/errors';

/** A feature's texts written in code: flat, the same keys in every language (the type makes a
 * missing one an error). */
export type FeatureCatalog<Keys extends string = string> = Record<Language, Record<Keys, string>>;

/** A feature's texts in one language as its JSON files hold them: nested like the app's catalog,
 * and with a plural family in the language's own forms (`_one`, `_few`, `_many`, `_other`), so
 * the languages' keys differ there. The catalog test holds every language to the English keys. */
export interface TextTree {
  readonly [key: string]: string | TextTree;
}

type PluralSuffix = `_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`;

/** The keys a feature's code reads from its English texts: dotted paths, a plural family once,
 * by its base (i18next picks the form from `count`). */
export type TextKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? (K extends `${infer Base}${PluralSuffix}` ? Base : K) : `${K}.${TextKeys<T[K]>}`;
}[keyof T & string];

/** What a table panel is given: the table as the results desk holds it, and the feature's options
 * as the division's ruleset sets them. */
export interface TablePanelProps {
  eventId: number;
  round: Round;
  table: RoundTable;
  options: unknown;
}

/** A table's line of actions on the Rounds tab (its timers, under its players). */
export interface TableActionsProps {
  round: Round;
  table: RoundTable;
  options: unknown;
}

/** A round on the Rounds tab, around its pairings: what a feature reads once for the round, given
 * to its table lines below (a context of its own). */
export interface RoundScopeProps {
  eventId: number;
  round: Round;
  options: unknown;
  children: ReactNode;
}

/** The Rounds tab's side panel, beside the round shown. */
export interface RoundsPanelProps {
  eventId: number;
  options: unknown;
}

/** A table's seats on the Rounds tab, listed by the feature that orders them. */
export interface SeatOrderProps {
  round: Round;
  table: RoundTable;
  options: unknown;
  /** The table is published and has no result: its order may still be recorded. */
  editable: boolean;
  /** The table's form is open (under the table's row, spanning the table): no button to open it. */
  formOpen: boolean;
  onOpenForm: () => void;
}

/** The form opened from a table's seats, under the table's row. */
export interface SeatOrderFormProps {
  round: Round;
  table: RoundTable;
  options: unknown;
  onDone: () => void;
}

/** A feature that orders some tables' seats (the players decide the order at the table), and
 * lists them so wherever a table is shown or printed (features/play-order.ts). */
export interface SeatOrderSlot {
  /** Whether it orders the table's seats (never a bye's: the places ask only of tables played). */
  orders: (round: Pick<Round, 'stage'>, table: RoundTable, options: unknown) => boolean;
  /** On the Rounds tab: the seats in one cell, and the form opened from them that records the order. */
  Seats: ComponentType<SeatOrderProps>;
  Form: ComponentType<SeatOrderFormProps>;
  /** On the projector's pairings by table: the table's seat lines (its number, target and clock
   * are the projector's). */
  ProjectorSeats: ComponentType<{ table: RoundTable }>;
  /** A table's seats as its slip lists them: in the order they play, each with what the slip says
   * of its place in that order (under its name; at a table of teams, as its team mark). */
  slipSeats<S extends RoundTable['seats'][number]>(round: Pick<Round, 'stage'>, table: RoundTable, seats: readonly S[]): (S & { order?: string })[];
  /** Each team's seats (their indices in seat order), team 1 first, its first to play first. */
  teamSeats(table: RoundTable): number[][];
  /** The printed pairings by table of a round whose tables it orders by columns; null for others. */
  pairingsSheet(round: Pick<Round, 'stage'>): PairingsSheetOrder | null;
}

/** A round's printed pairings by table, its seat columns as the feature orders them. */
export interface PairingsSheetOrder {
  /** The title of seat column `index` (0 first). */
  columnTitle(index: number): string;
  /** A played table's cells across the `columns` seat columns. */
  Cells: ComponentType<{ table: RoundTable; columns: number }>;
}

/** The registration desk, with a player open for editing. */
export interface PlayerPanelProps {
  player: Player;
  options: unknown;
}

/** The registration desk with no player open: beside the registration form, for the division
 * chosen. */
export interface RegistrationPanelProps {
  eventId: number;
  division: Division;
  /** The event's first division (whose options an unchanged division plays). */
  firstDivisionId: number;
  options: unknown;
}

/** A table's result form at the results desk, entering or correcting it: what the feature adds
 * to it, and the desk's last refusal. */
export interface ResultFieldsProps {
  eventId: number;
  roundId: number;
  table: RoundTable;
  options: unknown;
  correcting: boolean;
  error: AppError | undefined;
  /** Hands the form what the feature adds to the result it saves, read when it saves: fields of
   * the input, or null where the desk has still to say something (the fields show what). */
  onSave(read: () => Record<string, unknown> | null): void;
}

/** A game a feature's records at a table decide before the slip is read (lost by a ruling at the
 * table): the result form opens with it given to the other seat. `match`: the whole match is lost
 * from that game on. */
export interface DecidedGame {
  entryId: number;
  game: number;
  match: boolean;
}

/** Where a feature's records decide games at a table: which, and the results desk's words for one
 * (given `game` and the loser's `name`). */
interface DecidedGames<Keys extends string = string> {
  of(table: RoundTable): DecidedGame[];
  game: Keys;
  match: Keys;
}

/** Lines a feature prints under each game of a winner slip, a cell per player (the referee's
 * tallies): `of` reads its part from the event format's features (null: none on this slip). */
export interface SlipGameLines {
  of(features: Readonly<Record<string, unknown>> | undefined): unknown;
  Lines: ComponentType<{ seats: RoundTable['seats']; part: unknown }>;
}

/** Its lines at the foot of a result slip, above its signers' (a signed sheet's), from the event
 * format's `features`: their part (`of`; null or undefined: none), and what prints it. */
export interface SlipFootLines {
  of(features: Readonly<Record<string, unknown>> | undefined): unknown;
  Lines: ComponentType<{ part: unknown }>;
  /** With them a slip needs half a page at least: four to a page print as two. */
  halfPage(part: unknown): boolean;
}

/** What the projector shows of a feature, given the division's `features` as its format carries
 * them (each component shows nothing where the feature is not in use). */
export interface RoomSlot {
  /** Lines under a played table's seats in the pairings by table. */
  TableLines?: ComponentType<{ table: RoundTable; features: Readonly<Record<string, unknown>> | undefined }>;
  /** Under the big clock, about the round's tables. */
  UnderClock?: ComponentType<{ clock: Clock; tables: readonly RoundTable[]; features: Readonly<Record<string, unknown>> | undefined }>;
}

/** An audited change as the Rounds tab's list of manual changes reads it (audit.list's row). */
export type ManualChangeRow = Pick<AuditEntry, 'operation' | 'input' | 'detail'>;

/** Where its audited changes show in the Rounds tab's list of manual changes. */
export interface ManualChanges<Keys extends string = string> {
  /** Its own commands the list shows, each with its row's words; `name` names an entry by id. */
  operations?: Readonly<Record<string, (row: ManualChangeRow, text: FeatureText<Keys>, name: (entryId: unknown) => string) => string>>;
  /** The words of a result correction its part of the audit marks (a typing error fixed by the head
   * judge), given the core's words of the table and its games; null where it marks nothing. */
  correction?(detail: Readonly<Record<string, unknown>>, text: FeatureText<Keys>, games: { table: unknown; before: string; after: string }): string | null;
}

/** A table's entered result as the results desk shows it. */
export interface ResultShownProps {
  table: RoundTable;
  options: unknown;
}

/** Where a feature's records lock a table's entered result, so that a correction is something
 * else (a fix of a typing error): when, and its words for opening, explaining and saving it. */
interface CorrectionLock<Keys extends string = string> {
  locked(table: RoundTable, options: unknown): boolean;
  open: Keys;
  reason: Keys;
  save: Keys;
}

/** Where players checked in past the event's last place wait (its host's place queue): a
 * player's number there from the player answer (null: not waiting), and its words at the
 * check-in list, each a text key: a waiting player's badge (`position`) and the button that takes
 * them off; a check-in that waits (`places`, `name`, `position`); a player taken off (`name`, in
 * their form of address); one who moved up into a freed place (`name`, their arrival `order`);
 * how many wait (`waiting`); and where a player edited at another desk waits (`order`). */
export interface PlaceQueueSlot<Keys extends string = string> {
  placeOf(player: Player): number | null;
  words: Record<PlaceQueueWord, Keys>;
}

export type PlaceQueueWord = 'badge' | 'leave' | 'waits' | 'left' | 'movedUp' | 'count' | 'stale';

/** The registration desk's check-in side, under the list of players to check in. */
export interface CheckInPanelProps {
  eventId: number;
  options: unknown;
}

/** A printable sheet (#/print/<name>/<id>): `id` is what its route names (an event, a player). */
export interface SheetProps {
  id: number;
  options: PrintOptions;
}

/** A feature's id and texts: what its panels need to read them (useFeatureText). */
export interface FeatureTexts<Keys extends string = string> {
  id: string;
  catalog: FeatureCatalog<Keys> | Record<Language, TextTree>;
}

/** A feature's words for the codes its host answers with, in every language, by the core
 * catalog's own paths: its refusals (`errors.reasons`, `errors.headlines`), its fields' codes
 * (`validation.reasons`), its event file part's problems (`import.reasons`), its part's name and
 * its places in the file (`import.part`, `import.place`), the name of a kind of list it keeps
 * (`lists.kind`). The core's notices read them by code, as
 * they read the core's; the registry adds them to the catalog (no code said twice). */
export type FeatureCodes = Readonly<Record<Language, TextTree>>;

export interface FeatureView<Keys extends string = string> extends FeatureTexts<Keys> {
  /** Its words for the codes its host answers with. */
  codes?: FeatureCodes;
  /** Its words for an entry's disqualification of a cause it decides (the report's players who
   * left); null for another cause. */
  disqualificationText?(d: Disqualification, text: FeatureText<Keys>): string | null;
  /** Shown at the results desk for each played table, where the ruleset uses the feature. */
  tablePanel?: ComponentType<TablePanelProps>;
  /** Items of a table's line of actions on the Rounds tab, where the ruleset uses the feature. */
  tableActions?: ComponentType<TableActionsProps>;
  /** Shown in a played table's header at the results desk, beside its players: something the
   * desk watches while it types (a running clock). */
  tableHeader?: ComponentType<TableActionsProps>;
  /** Shown in the Rounds tab's side panel, which stands for the whole event: only a feature
   * every event has shows there. */
  roundsPanel?: ComponentType<RoundsPanelProps>;
  /** Wraps a round's pairings on the Rounds tab; says which features have a line under its tables
   * (Slots.tsx, WithTableLines). */
  roundScope?: ComponentType<RoundScopeProps>;
  /** A table's line under its players on the Rounds tab, where the feature's round scope says it
   * has one. */
  tableLine?: ComponentType<TableActionsProps>;
  /** Fields of a table's result form at the results desk, under its games. */
  resultFields?: ComponentType<ResultFieldsProps>;
  /** Shown with a table's entered result at the results desk. */
  resultShown?: ComponentType<ResultShownProps>;
  /** Where its records lock an entered result. */
  correctionLocked?: CorrectionLock<Keys>;
  /** The refusals of a result its host gives (its `table.problems` codes), each by its text key. */
  resultProblems?: Readonly<Record<string, Keys>>;
  /** Where its records decide games at a table before the result is entered. */
  decidedGames?: DecidedGames<Keys>;
  /** Its lines under each game of a winner slip. */
  slipGameLines?: SlipGameLines;
  /** Its lines at the foot of a result slip. */
  slipFootLines?: SlipFootLines;
  /** What the projector shows of it. */
  room?: RoomSlot;
  /** Its audited changes in the Rounds tab's list of manual changes. */
  manualChanges?: ManualChanges<Keys>;
  /** Lists the seats of the tables it orders: on the Rounds tab with their form, on the projector,
   * the pairings sheet and the slips. */
  seatOrder?: SeatOrderSlot;
  /** Shown under a player open at the registration desk, where the ruleset uses the feature. */
  playerPanel?: ComponentType<PlayerPanelProps>;
  /** Shown beside the registration form, where the chosen division's ruleset uses the feature. */
  registrationPanel?: ComponentType<RegistrationPanelProps>;
  /** Shown under the check-in list at the registration desk, where the division uses the feature. */
  checkInPanel?: ComponentType<CheckInPanelProps>;
  /** Where players wait for the event's places. */
  placeQueue?: PlaceQueueSlot<Keys>;
  /** Its printable sheets by route name: the names its contract declares (`sheets`, with the
   * query that finds what each prints), which the host's print routes accept. */
  sheets?: Readonly<Record<string, ComponentType<SheetProps>>>;
  /** Words it prints for a round's tables (table-words.ts). */
  tableWords?: TableWordsSource<Keys>;
  /** Where the feature keeps players' lists: the kind its host's list source names, and how a
   * problem of that kind reads (renderer/src/lists). */
  lists?: { kind: string; problemText: ListWording<Keys> };
  /** Its section of the head judge's report from its part (report.get's `features[id]`, as its
   * contract's `report` shapes it), in the current language; null where it has nothing to show. */
  reportSection?(part: unknown): ReportSection | null;
  /** How long its records at the table have held the table's clock by `nowMs` (a clock stopped
   * for a ruling), which moves the table's own end on. */
  heldMs?(table: RoundTable, nowMs: number): number;
  /** Its words in a table's cell of the report's round grid, from its part (a refusal to sign). */
  reportTableNotes?(part: unknown, round: number, table: number): string[];
  /** Who signs the report, from its part (the head judge), where the feature knows. */
  reportSigner?(part: unknown): string | null;
}

/** How a problem of a kind of list reads in the reader's language, in the feature's own texts. */
export type ListWording<Keys extends string = string> = (text: FeatureText<Keys>, problem: ListProblem) => string;

/** A feature's text by its key (read under `features.<id>.`). */
export type FeatureText<Keys extends string> = (key: Keys, params?: Record<string, unknown>) => string;

/** Words a feature prints for a round's tables (its referee's name on the slip and on the pairings
 * by table): the query that answers them, asked with `{ roundId }`, and what it says of a table. */
export interface TableWordsSource<Keys extends string = string> {
  query: OperationName;
  /** The head of their column where a sheet lists them. */
  title: Keys;
  of(answer: unknown, tableId: number, text: FeatureText<Keys>): TableWord[];
}

/** A word printed for a table; one with a signer also signs its result slip. */
export interface TableWord {
  text: string;
  signer?: SlipSigner;
}

/** Who signs a table's slip besides its players: their name, the line naming them and their
 * signature's label. */
export interface SlipSigner {
  name: string;
  line: string;
  signature: string;
}
