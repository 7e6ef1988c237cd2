// runtime: node. Numbered migrations; the database's user_version is the number of the last one
// applied. Migrations only go forward.
import { sql as m001 } from './001-events-players-audit';
import { sql as m002 } from './002-rounds-tables-results';
import { sql as m003 } from './003-stage-planned-rounds';

export const migrations: readonly string[] = [m001, m002, m003];
export const schemaVersion = migrations.length;
