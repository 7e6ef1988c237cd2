// runtime: node. What a handler gets: the store, the settings port, the time, who is calling,
// and a way to announce what it changed.
import type { z } from 'zod';
import type { ChangeEvent } from '../../shared/contract/changes';
import type { CoreOperationName, OperationName, Operations } from '../../shared/contract/operations';
import type { Role } from '../../shared/contract/roles';
import type { SettingsPort } from '../settings/port';
import type { Store } from '../store/store';
import type { VenuePort } from './venue-port';

export interface Caller {
  /** Who is calling, as written to the audit log: 'desk', 'venue:127.0.0.1', 'test'. */
  actor: string;
  /** Projector and print windows and venue clients without the desk token may only run queries. */
  readOnly: boolean;
  /** Sees only what the room sees (a projector window, a venue client without the desk token):
   * queries marked `room`, without personal details. */
  room?: boolean;
  /** A desk on the venue network that joined with a role's code: it may call only the operations
   * that list its role. Absent for this machine's windows and the desk token (the head judge). */
  role?: Role;
}

export interface HandlerContext {
  store: Store;
  settings: SettingsPort;
  /** The join codes of venue access; null when no venue host offers it. */
  venue: VenuePort | null;
  /** The current time as an ISO string; injected so tests control it. */
  now: string;
  caller: Caller;
  /** A fresh random token (hex): round seeds, slip secrets. Injected so tests can replay. */
  random(): string;
  changed(change: Omit<ChangeEvent, 'operation'>): void;
  /** Adds what the audit row should keep beyond the input, e.g. a correction's before and after. */
  annotate(detail: Record<string, unknown>): void;
  /** A part of a query's answer kept across calls until a change `staleOn` names (query-cache.ts);
   * commands always compute, since what they read inside their transaction may be rolled back. */
  keep<T>(eventId: number, key: string, staleOn: (change: ChangeEvent) => boolean, compute: () => T): T;
  /** Version ids of kept values and the recent values by id (query-cache.ts); without the cache
   * (a command) every value is new. */
  versions: { of(value: object): string; by(id: string): unknown };
}

/** Versions where nothing is kept (a command, a replay): every value is new, none is held. */
export const noVersions: HandlerContext['versions'] = { of: () => '', by: () => undefined };

export type Handler<N extends OperationName> = (
  input: z.output<Operations[N]['input']>,
  ctx: HandlerContext,
) => z.input<Operations[N]['output']>;

/** A handler for each of the core's operations (a feature's come with its module). */
export type Handlers = { [N in CoreOperationName]: Handler<N> };
