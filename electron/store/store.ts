// runtime: node. The store: the connection plus its repositories, and the one way to run a
// command's writes in a single transaction.
import type Database from 'better-sqlite3';
import { closeDatabase, openDatabase, type OpenOptions } from './connection';
import { auditRepository } from './repositories/audit';
import { divisionsRepository } from './repositories/divisions';
import { entriesRepository, type EntryWrites } from './repositories/entries';
import { eventsRepository } from './repositories/events';
import { featureRecordsRepository } from './repositories/feature-records';
import { migrateFeatures, type FeatureSchema } from './feature-migrate';
import { playedRoundsRepository } from './repositories/played-rounds';
import { playerIdsRepository } from './repositories/player-ids';
import { playersRepository } from './repositories/players';
import { roundsRepository } from './repositories/rounds';
import { schedulesRepository } from './repositories/schedules';
import { shownNamesRepository } from './repositories/shown-names';

/** `features`: the tables features keep of their own, brought up to date once the core's are. */
export function createStore(path: string, options: OpenOptions & { features?: readonly FeatureSchema[] } = {}) {
  const { features = [], ...open } = options;
  const db = openDatabase(path, open);
  migrateFeatures(db, features);
  const divisions = divisionsRepository(db);
  const entryWrites: EntryWrites = { generation: 0 };
  const played = playedRoundsRepository(db);
  const featureRecords = featureRecordsRepository(db);
  const rounds = roundsRepository(db, played, featureRecords);
  const shownNames = shownNamesRepository(db);
  return {
    db,
    events: eventsRepository(db, divisions),
    divisions,
    players: playersRepository(db, entryWrites),
    playerIds: playerIdsRepository(db),
    entries: entriesRepository(db, entryWrites, shownNames),
    shownNames,
    rounds,
    played,
    audit: auditRepository(db),
    schedules: schedulesRepository(db),
    featureRecords,
    transaction<T>(fn: () => T): T {
      // IMMEDIATE: the write lock is taken at BEGIN, so a command never fails halfway on a lock.
      try {
        return db.transaction(fn).immediate();
      } catch (err) {
        // What was read or written inside is gone with the writes: entries read then and rounds
        // read or written then are not kept.
        entryWrites.generation++;
        played.forget();
        rounds.forget();
        shownNames.forget();
        throw err;
      }
    },
    close(): void {
      closeDatabase(db);
    },
  };
}

export type Store = ReturnType<typeof createStore>;
export type { Database };
