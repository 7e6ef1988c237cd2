// runtime: node. The core as one object: open the store, wire the dispatcher and the change bus.
// Every transport (IPC, venue host, direct calls) is built on this.
import { randomBytes } from 'node:crypto';
import type { ArbiterApi } from '../../shared/contract/client';
import type { SettingsPort } from '../settings/port';
import { createStore, type Store } from '../store/store';
import { createChangeBus, type ChangeListener } from './changes';
import type { Caller } from './context';
import { createDispatcher } from './dispatcher';

export interface CoreOptions {
  dbPath: string;
  settings: SettingsPort;
  clock?: () => Date;
  /** Random tokens for seeds and secrets; tests pass a counter to replay. */
  random?: () => string;
  log?: (err: unknown) => void;
}

export interface Core {
  dispatch(name: string, input: unknown, caller: Caller): ReturnType<ReturnType<typeof createDispatcher>>;
  subscribe(listener: ChangeListener): () => void;
  /** Direct in-process calls with the same validation, for tests, benches and scripts. */
  client(caller?: Caller): ArbiterApi;
  store: Store;
  close(): void;
}

export function createCore(options: CoreOptions): Core {
  const store = createStore(options.dbPath);
  const bus = createChangeBus();
  const dispatch = createDispatcher({
    store,
    settings: options.settings,
    bus,
    clock: options.clock ?? (() => new Date()),
    random: options.random ?? (() => randomBytes(16).toString('hex')),
    log: options.log ?? ((err) => console.error(err)),
  });
  return {
    dispatch,
    subscribe: bus.subscribe,
    store,
    client(caller = { actor: 'direct', readOnly: false }) {
      return {
        call: async (name, input) => dispatch(name, input, caller) as never,
        onChange: bus.subscribe,
      };
    },
    close: () => store.close(),
  };
}
