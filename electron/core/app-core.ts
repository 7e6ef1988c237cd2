// runtime: node. The core as one object: open the store, wire the dispatcher and the change bus.
// Every transport (IPC, venue host, direct calls) is built on this.
import { randomBytes } from 'node:crypto';
import type { ChangeEvent } from '../../shared/contract/changes';
import type { ArbiterApi } from '../../shared/contract/client';
import type { SettingsPort } from '../settings/port';
import { workerChecker } from '../store/backup-check';
import { makeBackup, makeBackupNow } from '../store/backups';
import { createStore, type Store } from '../store/store';
import { featureSchemas } from '../features/registry';
import { createChangeBus, type ChangeListener } from './changes';
import type { Caller } from './context';
import { createDispatcher } from './dispatcher';
import { createQueryCache } from './query-cache';
import { DEFAULT_BACKUP_TIMING, roundStartBackups, type BackupTiming } from './round-start-backups';
import type { VenuePort } from './venue-port';

export interface CoreOptions {
  dbPath: string;
  settings: SettingsPort;
  /** The join codes, where a venue host offers venue access (served mode). */
  venue?: VenuePort;
  clock?: () => Date;
  /** Random tokens for seeds and secrets; tests pass a counter to replay. */
  random?: () => string;
  log?: (err: unknown) => void;
  /** Backups at every round start and at close (default on; benches that time the core turn
   * them off). */
  backups?: boolean;
  /** How long a round start's backup waits for quiet (round-start-backups.ts). */
  backupTiming?: BackupTiming;
  /** Check the largest answers against the contract too (tests; see dispatcher.ts). */
  checkEveryOutput?: boolean;
}

export interface Core {
  dispatch(name: string, input: unknown, caller: Caller): ReturnType<ReturnType<typeof createDispatcher>>;
  subscribe(listener: ChangeListener): () => void;
  /** A change made outside any command, told to every window: the shell turning venue access on. */
  announce(change: ChangeEvent): void;
  /** Direct in-process calls with the same validation, for tests, benches and scripts. */
  client(caller?: Caller): ArbiterApi;
  /** Settles once the backups already asked for are written (or have failed and been logged). */
  backupsSettled(): Promise<void>;
  store: Store;
  close(): void;
}

export function createCore(options: CoreOptions): Core {
  const store = createStore(options.dbPath, { features: featureSchemas() });
  const bus = createChangeBus();
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? ((err: unknown) => console.error(err));
  const dispatch = createDispatcher({
    store,
    settings: options.settings,
    venue: options.venue ?? null,
    bus,
    clock,
    random: options.random ?? (() => randomBytes(16).toString('hex')),
    log,
    cache: createQueryCache(),
    checkEveryOutput: options.checkEveryOutput ?? false,
  });
  const backups = options.backups !== false && options.dbPath !== ':memory:';
  const checker = workerChecker(log);
  // A round start (pairing or publishing) is the moment an organizer can least afford to lose.
  const roundStarts = roundStartBackups(
    // Closed meanwhile: the backup made at close has it all.
    async () => (store.db.open ? makeBackup(store.db, options.dbPath, clock(), 'round-start', checker.check) : undefined),
    (err) => {
      if (store.db.open) log(err);
    },
    options.backupTiming ?? DEFAULT_BACKUP_TIMING,
  );
  if (backups) bus.subscribe(roundStarts.onChange);
  return {
    dispatch,
    subscribe: bus.subscribe,
    announce: bus.publish,
    store,
    client(caller = { actor: 'direct', readOnly: false }) {
      return {
        call: async (name, input) => dispatch(name, input, caller) as never,
        onChange: bus.subscribe,
      };
    },
    backupsSettled: roundStarts.settled,
    close: () => {
      roundStarts.cancel();
      if (backups && store.db.open) {
        try {
          makeBackupNow(store.db, options.dbPath, clock(), 'close');
        } catch (err) {
          log(err);
        }
      }
      store.close();
      void checker.close();
    },
  };
}
