// runtime: node. Numbered migrations; the database's user_version is the number of the last one
// applied. Migrations only go forward. Most are SQL; one that must compute values in code (a key
// SQLite cannot derive) is a function of the connection, run in the same transaction; one that
// rebuilds a table other tables point at is `{ rebuild }`, run with foreign keys checked at the end.
import type Database from 'better-sqlite3';
import { sql as m001 } from './001-events-players-audit';
import { sql as m002 } from './002-rounds-tables-results';
import { m003 } from './003-players-sort-key';
import { sql as m004 } from './004-stage-planned-rounds';
import { sql as m005 } from './005-round-table-counts';
import { rebuild as m006 } from './006-stages-in-order';
import { sql as m007 } from './007-divisions';
import { rebuild as m011 } from './011-stage-schedules';
import { sql as m012 } from './012-entry-disqualification';
import { sql as m014 } from './014-entry-no-show';
import { sql as m017 } from './017-event-places';
import { sql as m018 } from './018-round-warning-marks';
import { sql as m020 } from './020-player-ids';
import { rebuild as m021 } from './021-table-teams';
import { sql as m023 } from './023-round-table-prints';
import { sql as m024 } from './024-player-address';
import { sql as m025 } from './025-player-family-name';
import { rebuild as m026 } from './026-stage-kind-unchecked';
import { sql as m027 } from './027-feature-records';

/** 28: the sides formed at the desk left the entries for the sides feature's own tables (its
 * first migrations move them). The number makes a version before it, which would read those
 * sides as missing and form new ones as entries, refuse the database, and this one back it up
 * before moving them. */
const sidesLeaveEntries = '';

export type Migration = string | ((db: Database.Database) => void) | { rebuild: string };

/** A number whose SQL made the tables and columns of features, before features made their own
 * (store/feature-migrate.ts): it makes nothing now, and each of those features' first migration
 * makes its tables where a database has none and moves what one kept in the old columns. Kept so
 * that a database's number means the same in every version. */
const madeByFeatures = '';

export const migrations: readonly Migration[] = [
  m001,
  m002,
  m003,
  m004,
  m005,
  { rebuild: m006 },
  m007,
  madeByFeatures,
  madeByFeatures,
  madeByFeatures,
  { rebuild: m011 },
  m012,
  madeByFeatures,
  m014,
  madeByFeatures,
  madeByFeatures,
  m017,
  m018,
  madeByFeatures,
  m020,
  { rebuild: m021 },
  madeByFeatures,
  m023,
  m024,
  m025,
  { rebuild: m026 },
  m027,
  sidesLeaveEntries,
];
export const schemaVersion = migrations.length;
