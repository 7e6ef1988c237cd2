// runtime: node. Where a file is replayed: a database in memory with the features' tables, and a
// handler context whose random source hands out the seeds the file's rounds were paired with, so
// the engine draws exactly what it drew then. Nothing here reaches the organizer's database.
import { settingsSchema } from '../../../../shared/model/settings';
import { featureSchemas } from '../../../features/registry';
import { createStore, type Store } from '../../../store/store';
import { noVersions, type HandlerContext } from '../../context';

export interface ReplayCore {
  store: Store;
  ctx: HandlerContext;
  /** The seed the next pairing draws with. */
  nextSeed(seed: string): void;
  close(): void;
}

export function replayCore(now: string): ReplayCore {
  const store = createStore(':memory:', { features: featureSchemas() });
  const seeds: string[] = [];
  let settings = settingsSchema.parse({});
  let counter = 0;
  const ctx: HandlerContext = {
    store,
    settings: { get: () => settings, set: (patch) => (settings = { ...settings, ...patch }) },
    venue: null,
    now,
    caller: { actor: 'verify', readOnly: false },
    // Slip secrets and the like are drawn too; only a pairing's seed is the file's.
    random: () => seeds.shift() ?? `replay-${++counter}`,
    changed: () => {},
    annotate: () => {},
    keep: (_eventId, _key, _staleOn, compute) => compute(),
    versions: noVersions,
  };
  return {
    store,
    ctx,
    nextSeed: (seed) => void seeds.splice(0, seeds.length, seed),
    close: () => store.close(),
  };
}
