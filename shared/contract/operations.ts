// runtime: pure. The one registry of operations. IPC channels, the preload surface, venue routes,
// the renderer client and docs/api.md are all derived from this object.
import { z } from 'zod';
import { idSchema } from '../model/common';
import { eventCreateInput, eventSchema, eventUpdateInput, rulesetIdSchema } from '../model/event';
import {
  playerCheckInInput,
  playerCountsSchema,
  playerListInput,
  playerRegisterInput,
  playerSchema,
  playerUpdateInput,
} from '../model/player';
import { auditEntrySchema, auditListInput } from '../model/audit';
import { entryDropInput, entrySchema } from '../model/entry';
import { resultCorrectInput, resultEnterInput, slipLookupInput } from '../model/result';
import {
  roundClockInput,
  roundPairInput,
  roundPairManuallyInput,
  roundRefInput,
  roundSchema,
  roundSummarySchema,
  tableAddTimeInput,
  tableSchema,
} from '../model/round';
import { settingsSchema, settingsSetInput } from '../model/settings';
import { standingsSchema } from '../model/standings';
import { command, query } from './operation';

const empty = z.strictObject({});

export const operations = {
  'event.create': command('Create a tournament event.', eventCreateInput, eventSchema),
  'event.update': command(
    "Change an event's name, date, ruleset options or planned rounds; carries the version read. Once round 1 is published only the name, date, clock and planned rounds may change; planned rounds never go below the newest round paired.",
    eventUpdateInput,
    eventSchema,
  ),
  'event.list': query('All events, newest first.', empty, z.array(eventSchema)),
  'event.get': query('One event by id.', z.strictObject({ id: idSchema }), eventSchema),
  'ruleset.list': query(
    'The rulesets an event can run, with their default options and (Generic) the tiebreaker library.',
    z.strictObject({}),
    z.array(z.object({ id: rulesetIdSchema, defaults: z.record(z.string(), z.unknown()), tiebreakerLibrary: z.array(z.string()) })),
  ),
  'player.register': command('Register a player for an event.', playerRegisterInput, playerSchema),
  'player.update': command(
    "Change a player's details; carries the version read, stale versions fail with conflict.",
    playerUpdateInput,
    playerSchema,
  ),
  'player.checkIn': command(
    'Check a player in at the desk; arrival order is kept. Checking in twice changes nothing.',
    playerCheckInInput,
    playerSchema,
  ),
  'player.list': query(
    "An event's players, by name; the filter matches names ignoring case and accents.",
    playerListInput,
    z.array(playerSchema),
  ),
  'entry.list': query("An event's entries (players or teams), with drops.", z.strictObject({ eventId: idSchema }), z.array(entrySchema)),
  'entry.drop': command(
    'Drop an entry after the current round, with a reason; forfeit: true records a Declaration of Forfeiture.',
    entryDropInput,
    entrySchema,
  ),
  'round.list': query("An event's rounds, oldest first, with missing results.", z.strictObject({ eventId: idSchema }), z.array(roundSummarySchema)),
  'round.get': query('One round with its tables, seats, results, notes and slip codes.', z.strictObject({ roundId: idSchema }), roundSchema),
  'round.pair': command(
    'Pair the next round as a draft (re-pairs an existing draft). Closes the current round first; refused while any of its results is missing.',
    roundPairInput,
    roundSchema,
  ),
  'round.pairManually': command(
    'Pair two entries by hand (their former opponents meet instead), or swap their seats; warned and audited with the reason.',
    roundPairManuallyInput,
    roundSchema,
  ),
  'round.publish': command('Publish a draft: players see their tables; results can be entered.', roundRefInput, roundSchema),
  'round.close': command('Close a round; refused while any result is missing.', roundRefInput, roundSchema),
  'round.clock': command('Start, pause or resume the round clock.', roundClockInput, roundSchema),
  'table.addTime': command('Give one table extra minutes (a ruling, a late start); returns the table.', tableAddTimeInput, tableSchema),
  'result.enter': command("Enter a table's result from its signed slip; returns the table.", resultEnterInput, tableSchema),
  'result.correct': command(
    'Change an entered result; needs a reason, and the audit keeps before and after. Returns the table.',
    resultCorrectInput,
    tableSchema,
  ),
  'result.findBySlip': query(
    'The match a slip code opens; a mistyped or forged code is refused.',
    slipLookupInput,
    z.object({ roundId: idSchema, tableId: idSchema, tableNumber: z.number().int() }),
  ),
  'standings.get': query('Standings by the event’s ruleset and tiebreakers.', z.strictObject({ eventId: idSchema }), standingsSchema),
  'audit.list': query(
    "The event's audit trail, optionally only some operations (e.g. manual pairings and corrections).",
    auditListInput,
    z.array(auditEntrySchema),
  ),
  'player.counts': query('How many players are registered and checked in.', z.strictObject({ eventId: idSchema }), playerCountsSchema),
  'settings.get': query('This machine’s settings.', empty, settingsSchema),
  'settings.set': command('Change some settings; returns all of them.', settingsSetInput, settingsSchema),
} as const;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type InputOf<N extends OperationName> = z.input<Operations[N]['input']>;
export type OutputOf<N extends OperationName> = z.output<Operations[N]['output']>;

export const operationNames = Object.keys(operations) as OperationName[];

export function isOperationName(name: unknown): name is OperationName {
  return typeof name === 'string' && Object.hasOwn(operations, name);
}
