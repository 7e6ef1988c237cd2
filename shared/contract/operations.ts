// runtime: pure. The one registry of operations. IPC channels, the preload surface, venue routes,
// the renderer client and docs/api.md are all derived from this object.
import { z } from 'zod';
import { idSchema } from '../model/common';
import { divisionCreateInput, divisionProposalSchema, divisionProposeInput, divisionScope, divisionSchema, divisionUpdateInput } from '../model/division';
import { eventCreateInput, eventSchema, eventUpdateInput, optionFieldSchema, plannedRoundsSchema, rulesetIdSchema } from '../model/event';
import {
  playerCheckInInput,
  playerCountsInput,
  playerCountsSchema,
  playerListInput,
  playerRefInput,
  playerRegisterInput,
  playerSchema,
  listedPlayerSchema,
  playerTakenBackSchema,
  playerUpdateInput,
} from '../model/player';
import { auditEntrySchema, auditListInput } from '../model/audit';
import { entryDropInput, entryReinstateInput, entrySchema } from '../model/entry';
import { csvExportInput, csvExportSchema, eventFileSchema, eventImportInput } from '../model/export';
import { eventVerifyInput, verifyReportSchema } from '../model/verify';
import { roundsExportSchema } from '../model/rounds-export';
import { playerImportInput, playerImportPreviewSchema, playerImportResultSchema } from '../model/player-import';
import { resultCorrectInput, resultEnterInput, slipLookupInput } from '../model/result';
import {
  roundClockInput,
  roundGetInput,
  roundPairInput,
  roundPairManuallyInput,
  roundPairedSchema,
  roundRefInput,
  roundSchema,
  roundUnpublishInput,
  roundSummarySchema,
  roundTablesInput,
  tableAddTimeInput,
  tableSchema,
} from '../model/round';
import { languageSchema, settingsSchema, settingsSetInput } from '../model/settings';
import { standingsInput, standingsSchema } from '../model/standings';
import { bracketSchema } from '../model/bracket';
import { listStatusSchema, listsStatusInput } from '../model/list-status';
import { roundRobinGridSchema } from '../model/round-robin-grid';
import { scheduleViewSchema } from '../model/schedule';
import { seatedChartSchema } from '../model/seated-chart';
import { reportInput, reportSchema } from '../model/report';
import { venueAccessSchema, venueRevokeInput } from '../model/venue';
import { anyFeature, everyEntity } from './changes';
import { roleSchema } from './roles';
import { allow, command, query, type Operation } from './operation';
import { builtInFeatureOperations, featureOperation } from '../features/registry';

const empty = z.strictObject({});

/** A query of one division of an event (its first when none is named) the room may read, made of
 * its rounds, tables and entries. */
const roomEventQuery = <O extends z.ZodType>(summary: string, output: O) =>
  query(summary, z.strictObject({ eventId: idSchema, ...divisionScope }), output, ['event', 'round', 'table', 'entry'], 'room');

const coreOperations = {
  'event.create': command(
    'Create a tournament event. `ruleset` is one of the ids `ruleset.list` gives; another is refused as `validation` with the reason `unknown_ruleset`.',
    eventCreateInput,
    eventSchema,
  ),
  'event.update': command(
    "Change an event's name, date, ruleset options or planned rounds; carries the version read. Once round 1 is published only the name, date, clock and planned rounds may change; planned rounds never go below the newest round paired; the date never before a registered player's date of birth (validation, code \"date_before_birth\" on date, params.name and params.dateOfBirth: the first such player).",
    eventUpdateInput,
    eventSchema,
  ),
  'event.import': command(
    'Bring an exported event file (export.event, format version 4, or 1 to 3 of one division) back as a new event, here or on another machine, with ' +
      "every division, its rounds, schedules made in advance and table records, and each feature's part. The whole file is checked first; any problem refuses it whole with validation naming each place in the file, and nothing is written.",
    eventImportInput,
    eventSchema,
  ),
  'event.list': query(
    'All events, newest first.',
    empty,
    z.array(eventSchema),
    ['event', 'round', 'player'],
    'room',
  ),
  'event.get': query(
    'One event by id, its match format and progress those of one division (its first when none is named).',
    z.strictObject({ id: idSchema, ...divisionScope }),
    eventSchema,
    ['event', 'round', 'player'],
    'room',
  ),
  'ruleset.list': query(
    'The rulesets an event can run, with their default options, the fields of their options form (a number, a check box or a choice per dotted path), (Generic) the tiebreaker library, and the rounds an event is planned to have when created without them (Catan: 3; null: decided later).',
    z.strictObject({}),
    z.array(
      z.object({
        id: rulesetIdSchema,
        defaults: z.record(z.string(), z.unknown()),
        optionFields: z.array(optionFieldSchema),
        tiebreakerLibrary: z.array(z.string()),
        plannedRounds: plannedRoundsSchema.nullable(),
      }),
    ),
    [],
    'room',
  ),
  'division.create': command(
    'Add a division to an event: it runs its own stages and rounds side by side with the others, under its own ruleset options (left out: the event’s). At most 702 divisions, as slip codes letter them (B to Z, then AA to ZZ).',
    divisionCreateInput,
    divisionSchema,
  ),
  'division.update': command(
    "Rename a division or change its options (null: play the event's again) or planned rounds; carries the version read. Once its round 1 is published only the name, clock and planned rounds may change.",
    divisionUpdateInput,
    divisionSchema,
  ),
  'division.propose': allow(['registration'], query(
    'The divisions a player may play in, from the date of birth (the age on the event date against each division’s age class), best fit first.',
    divisionProposeInput,
    divisionProposalSchema,
    ['event'],
  )),
  'player.register': allow(['registration'], command(
    'Register a player for an event. A name that folds to one already registered (case, accents, Ł, ё) fails with ' +
      'conflict, details.reason "possible_duplicate" and details.matches (id, name, club, dateOfBirth) unless confirmDuplicate is true. ' +
      'A dateOfBirth after the event\'s date fails with validation, code "born_after_event" on the field (params.date: the event\'s date).',
    playerRegisterInput,
    playerSchema,
  )),
  'player.update': allow(['registration'], command(
    "Change a player's details; carries the version read, stale versions fail with conflict (details.current: the stored player). " +
      'A new name is checked for duplicates, and a new date of birth against the event\'s date, as in player.register. Audited with before and after.',
    playerUpdateInput,
    playerSchema,
  )),
  'player.checkIn': allow(['registration'], command(
    'Check a player in at the desk; arrival order is kept. Once the event\'s places are all taken the player waits for a place instead, last in the ' +
      'queue a feature keeps (the answer gives their number in it; checkInOrder stays null; refused where no feature keeps one, reason places_full), ' +
      'and is checked in when a place frees. Checking in twice, or a player already waiting, changes nothing.',
    playerCheckInInput,
    playerSchema,
  )),
  'player.undoCheckIn': allow(['registration'], command(
    'Take back a check-in: the player is registered again and loses their arrival order. An entry made for them that was ' +
      'never seated is removed too; refused once they sit in any round (a draft included: drop them and pair it again). ' +
      'The place freed goes to the first waiting for one, checked in with the next arrival number (promoted). A waiting player stops waiting.',
    playerRefInput,
    playerTakenBackSchema,
  )),
  'player.remove': allow(['registration'], command(
    'Remove a registration that has not played, with its unseated entry; refused once the player sits in any round. ' +
      'Returns the removed player and who moved up from those waiting into their place (promoted); the audit keeps it as before.',
    playerRefInput,
    playerTakenBackSchema,
  )),
  'player.importPreview': allow(['registration'], query(
    'Check the rows of a spreadsheet of players before importing them, each field read from the column the mapping names (the name whole, or first and last name). ' +
      'Every row comes back with its spreadsheet row number (the header is row 1) and a status: new, registered (the same player ID, or the same name and date of birth, is registered already), ' +
      'repeated (an earlier row is the same player) or invalid, with each issue naming its field. At most 10,000 rows. Nothing is written.',
    playerImportInput,
    playerImportPreviewSchema,
    ['player', 'event', anyFeature],
  )),
  'player.import': allow(['registration'], command(
    'Register the rows of a spreadsheet that player.importPreview calls new, in one transaction, with their player IDs; the others are passed over and counted. ' +
      'Importing the same file again registers nobody twice. Audited with the ids of the players registered.',
    playerImportInput,
    playerImportResultSchema,
  )),
  'player.exportCsv': allow(['registration'], query(
    'The event’s player list as CSV (UTF-8 with a byte order mark, every text quoted): player ID, name, date of birth, club, contact, division, check-in, number on the waiting list, form of address, family name; with a file name.',
    z.strictObject({ eventId: idSchema }),
    csvExportSchema,
    ['player', 'event'],
  )),
  'player.list': query(
    "An event's players, by name in the alphabetical order of the machine's language (Polish: Sowa before Śliwa; numbers in names by value: 39 before 119); the filter matches names ignoring case and accents, and the player ID, club and date of birth (ISO, or in figures as the language writes a date: 05/12/1990, 12.05.1990). " +
      'Each player carries their player ID where the organizer gave one (playerId, from an imported list). ' +
      'The room (a projector, a guest on the venue network) and the results and display desks find by name only and get no date of birth nor contact (null), nor player ID (absent).',
    playerListInput,
    z.array(listedPlayerSchema),
    ['player', 'settings'],
    'room',
  ),
  'entry.list': query(
    "An event's entries (players or teams), with drops.",
    z.strictObject({ eventId: idSchema }),
    z.array(entrySchema),
    ['event', 'entry'],
    'room',
  ),
  'entry.drop': command(
    'Drop an entry after the current round, with a reason; forfeit: true records a Declaration of Forfeiture, where the ruleset has one (event format `forfeiture`; elsewhere refused, `no_forfeiture`); where the ruleset says leaving disqualifies (its signed sheet, docs/features/signed-sheet.md), a drop after playing is recorded as a disqualification; noShow: true records a player who never came (a no-show: never a disqualification, ranked after everyone who came; refused with forfeit). A draft seating the entry is paired again without it (noted why), or, when it was changed by hand, the drop is refused until the draft is paired again.',
    entryDropInput,
    entrySchema,
  ),
  'entry.reinstate': command(
    'Undo a drop or a Declaration of Forfeiture, with a reason, until a round after the drop is published; a draft that does not seat the entry is paired again.',
    entryReinstateInput,
    entrySchema,
  ),
  'round.list': query(
    "A division's rounds (the event's first division when none is named), oldest first, with missing results.",
    z.strictObject({ eventId: idSchema, ...divisionScope }),
    z.array(roundSummarySchema),
    ['event', 'round', 'table'],
    'room',
  ),
  'round.get': query(
    'One round with its tables, seats, results, notes and slip codes (the room gets the slip codes empty). With `entryId`, only the table where that entry sits (none where it sits nowhere), and with `entryId` null none: what a phone following one player needs, not the whole round.',
    roundGetInput,
    roundSchema,
    ['event', 'round', 'table', 'entry'],
    'room',
  ),
  'round.tables': query(
    'Some tables of one round, as round.get gives them: what a window holding the round fetches after a change naming one table (a result), instead of the whole round.',
    roundTablesInput,
    z.array(tableSchema),
    ['event', 'round', 'table', 'entry'],
    'room',
  ),
  'round.pair': command(
    'Pair the next round as a draft, or pair a draft again. Carries the newest round as the desk saw it (null before round 1); anything else is a conflict. Closes a published round first; refused while any of its results is missing. Answers the round as paired, without its tables when `tables` is false.',
    roundPairInput,
    roundPairedSchema,
  ),
  'round.pairManually': command(
    'Pair two entries by hand (their former opponents meet instead), or swap their seats; warned and audited with the reason.',
    roundPairManuallyInput,
    roundSchema,
  ),
  'round.publish': command(
    'Publish a draft: players see their tables; results can be entered. Refused while it seats a dropped entry.',
    roundRefInput,
    roundSchema,
  ),
  'round.unpublish': command(
    'Take a published round back to a draft while it has no result, with a reason; its clock starts over.',
    roundUnpublishInput,
    roundSchema,
  ),
  'round.close': command('Close a round; refused while any result is missing.', roundRefInput, roundSchema),
  'round.clock': command('Start, pause or resume the round clock.', roundClockInput, roundSchema),
  'table.addTime': command('Give one table extra minutes (a ruling, a late start); returns the table.', tableAddTimeInput, tableSchema),
  'result.enter': allow(['results'], command(
    "Enter a table's result from its signed slip; where the ruleset has a signed result sheet (event format `features`), with how it was signed: by every player, or refused by the players named and decided by the referee named. Returns the table.",
    resultEnterInput,
    tableSchema,
  )),
  'result.correct': allow(['results'], command(
    'Change an entered result; needs a reason, and the audit keeps before and after. Where the ruleset locks a signed sheet, refused (no protest is accepted) unless the head judge is named for a typing error. Refused while a later round of the division is published or closed (`correction_after_later_round`, naming the round to unpublish first and saying with `canKeepLaterRounds` whether `keepLaterRounds` may keep them), unless `keepLaterRounds` keeps them as played (a Swiss, a schedule, the main cycle of a round robin, a cut already drawn; a round seating winners or a tie-break round refuses it: `correction_later_round_rests_on_result`); a draft after it is paired again, its warnings saying why. Returns the table.',
    resultCorrectInput,
    tableSchema,
  )),
  'result.findBySlip': allow(['results'], query(
    'The match a slip code opens; a mistyped or forged code is refused.',
    slipLookupInput,
    z.object({ roundId: idSchema, tableId: idSchema, tableNumber: z.number().int(), divisionId: idSchema }),
    ['round', 'table'],
  )),
  'standings.get': query(
    'Standings by the event’s ruleset and tiebreakers. With `excerpt`, only the first `top` rows and the rows of the name asked (`excerpt.own`: their entries), with how many rows there are in all: what a phone following one player shows. ' +
      'With `since` (a desk holding every row): the answer carries `rowsKey`, the version of its rows; asked again with that key, `rows` are only the rows changed since and `delta` gives every entry and rank in order (a row not in `rows` is the one held, at its new rank); a key the host no longer holds (it keeps the last few versions) gets every row, without `delta`.',
    standingsInput,
    standingsSchema,
    ['event', 'round', 'table', 'entry'],
    'room',
  ),
  'bracket.get': roomEventQuery(
    'The bracket of the event’s newest elimination stage (single or double) as it is drawn: every place of every round from round 1, played or not, with seeds, winners and the tables being played; null when no elimination stage has a published round.',
    bracketSchema,
  ),
  'roundRobin.get': roomEventQuery(
    'The grid (crosstable) of the event’s newest round robin stage: a grid per cycle, the main round robin first, then each tie-break round robin among the tied sides; every pair with the round it meets in, its result and game score from each side, or the table while it is played; each side’s place, wins, losses and draws in the cycle (a bye is not a win) and its bye round; the winner once over. `offset` turns the stage’s rounds into the event’s. Null when no round robin stage has a published round.',
    roundRobinGridSchema,
  ),
  'schedule.get': roomEventQuery(
    'The schedule made in advance of the event’s newest stage that plays one (scheduled_tables; made when its round 1 is paired, made again from a round whose field changed): every round’s tables with the players in starting order (position 1 starts; a round already paired as paired), each player’s table and position per round by name (find your seat), the quality report (repeated meetings by name, how many start more than once, how many get a position again) and each time it was made with why. Null when no such stage has a schedule yet.',
    scheduleViewSchema,
  ),
  'seatedPlayoff.get': roomEventQuery(
    'The chart of the event’s seated playoff (Catan 3.7, 3.8) once a round of it is published: the semifinal tables, each listing its players in seat choice order (by qualifying place) with their points and the winner once the result is in, then the final of the winners; `first` is `final` when too few qualified for a semifinal and the best play a straight final. Null when no seated playoff has a published round.',
    seatedChartSchema,
  ),
  'audit.list': query(
    "The event's audit trail, optionally only some operations (e.g. manual pairings and corrections).",
    auditListInput,
    z.array(auditEntrySchema),
    everyEntity,
  ),
  'export.event': query(
    "Everything about an event as one document (format arbiter-event-export, version 4): the event, every player, every division with its entries, published rounds (tables, seats, results, notes), standings and schedules made in advance, and each feature's part by feature id (docs/export.md).",
    z.strictObject({ eventId: idSchema }),
    eventFileSchema,
    everyEntity,
  ),
  'event.verify': query(
    "Check an event file (export.event; any version) by replaying it: every round paired again from its seed and the file's rounds before it must come out the same at each table not changed by hand; each table changed by hand needs its audited change, each result the audit entry that entered it; the standings worked out from the rounds must be the file's. Answers what differs, the first problem first (docs/verify.md); reads no event of this database. A file an import would refuse is refused the same way (validation, each place in the file).",
    eventVerifyInput,
    verifyReportSchema,
    [],
  ),
  'export.rounds': roomEventQuery(
    'A division’s rounds for other programs (format arbiter-rounds, version 1; docs/export.md): every published or closed round with its tables, seats and results game by game, and the standings after each round once its last result is in, as they stood then. Only what the room sees, so a website or a venue screen may read it.',
    roundsExportSchema,
  ),
  'export.csv': query(
    'One sheet of an event (standings, pairings or results) as CSV a spreadsheet opens as it is, with a file name.',
    csvExportInput,
    csvExportSchema,
    everyEntity,
  ),
  'report.get': query(
    "The head judge's results report of one division (its first when none is named), for the sponsor: the event, how many registered, played, dropped, never came, forfeited or were disqualified, each stage with the rounds it played, the standings, every entry with its player IDs and why it left, every published round's tables with their seats and games as entered (a race's ending included), and what the features the division uses add (`features`, by feature id, each part as its feature's page in docs/features describes it). The desk prints it (`/pdf/report/<event id>`) and writes it as CSV.",
    reportInput,
    reportSchema,
    ['event', 'entry', 'round', 'table', anyFeature],
  ),
  'player.counts': query(
    'How many players are registered and checked in, how many of those checked in have dropped, and how many a player.list with the same filter finds.',
    playerCountsInput,
    playerCountsSchema,
    ['player', 'entry'],
    'room',
  ),
  'settings.get': allow(['registration', 'results'], query('This machine’s settings.', empty, settingsSchema, ['settings'])),
  'settings.set': command('Change some settings; returns all of them.', settingsSetInput, settingsSchema),
  'settings.language': query(
    'The language this machine’s faces read in (the desk’s setting), so the projector and printed sheets follow the desk; the only setting the room may read.',
    empty,
    z.object({ language: languageSchema }),
    ['settings'],
    'room',
  ),
  'lists.status': allow(['registration'], query(
    "Where each player's list stands (the event's players not waiting for a place, in the order of names, once per kind of list a feature their division's ruleset uses keeps; empty where none plays a list): `state` ok, problems or missing (nothing handed in), and each problem as a code of the list's kind with its numbers and the lines of the list as its editor shows it (the feature's page in docs/features names its kind and its codes). " +
      'A list with problems is never refused: the head judge decides.',
    listsStatusInput,
    z.array(listStatusSchema),
    ['player', 'event', anyFeature],
  )),
  'venue.access': query(
    "Venue access: whether other computers may join this host, its addresses on the venue network, and each role's join code with the address of its join page (`/#/join/<code>`, for a QR code). Off, with no codes, where no venue host runs with venue access on.",
    empty,
    venueAccessSchema,
    ['venue'],
  ),
  'venue.revoke': command(
    "Give a role a new join code: every desk that joined with the old one is refused at its next call (reason `desk_revoked`) and its WebSocket closed. Audited (the role, never a code). Returns venue access as venue.access gives it.",
    venueRevokeInput,
    venueAccessSchema,
  ),
  'venue.role': query(
    'The role of the desk calling: `head_judge` for this machine\'s windows and the desk token, the role joined with for a desk that joined by code, null for a guest or a projector.',
    empty,
    z.object({ role: roleSchema.nullable() }),
    [],
    'room',
  ),
  'venue.address': query(
    "The address other devices on the venue network reach this host at, while venue access is on (null when off): where the projector and the printed pairings point the players' phones (its `/phone` page). No join code.",
    empty,
    z.object({ address: z.string().nullable() }),
    ['venue'],
    'room',
  ),
  'clock.now': query(
    "The host's time (ISO 8601). Every window reads the round clock from it, offset by its own clock, so all show the same time left.",
    empty,
    z.object({ now: z.string() }),
    [],
    'room',
  ),
} as const;

/** The core's operations and those of the built-in features (shared/features/registry.ts). */
export const operations = { ...coreOperations, ...builtInFeatureOperations };

export type Operations = typeof operations;
/** The core's own operations, each with a handler in electron/core/handlers. */
export type CoreOperationName = keyof typeof coreOperations;
export type OperationName = keyof Operations;
export type InputOf<N extends OperationName> = z.input<Operations[N]['input']>;
export type OutputOf<N extends OperationName> = z.output<Operations[N]['output']>;

export const operationNames = Object.keys(operations) as OperationName[];

/** The queries the room may read (a projector window, a venue guest, a phone). */
export const roomQueryNames = (): OperationName[] => operationNames.filter((n) => operations[n].kind === 'query' && operations[n].audience === 'room');

export function isOperationName(name: unknown): name is OperationName {
  return typeof name === 'string' && Object.hasOwn(operations, name);
}

/** An operation by name: the registry's, or one of a feature registered after start. */
export function operationOf(name: string): Operation | undefined {
  return isOperationName(name) ? operations[name] : featureOperation(name);
}
