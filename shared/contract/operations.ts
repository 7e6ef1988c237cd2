// runtime: pure. The one registry of operations. IPC channels, the preload surface, venue routes,
// the renderer client and docs/api.md are all derived from this object.
import { z } from 'zod';
import { idSchema } from '../model/common';
import { eventCreateInput, eventSchema } from '../model/event';
import {
  playerCheckInInput,
  playerListInput,
  playerRegisterInput,
  playerSchema,
  playerUpdateInput,
} from '../model/player';
import { settingsSchema, settingsSetInput } from '../model/settings';
import { command, query } from './operation';

const empty = z.strictObject({});

export const operations = {
  'event.create': command('Create a tournament event.', eventCreateInput, eventSchema),
  'event.list': query('All events, newest first.', empty, z.array(eventSchema)),
  'event.get': query('One event by id.', z.strictObject({ id: idSchema }), eventSchema),
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
