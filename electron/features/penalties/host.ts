// runtime: node. The penalties feature as the host runs it (docs/features/penalties.md): its
// handlers, and what its records decide at a table, which the core asks of it where a result is
// entered, corrected or imported (the games and matches lost by penalty, a penalty in a game the
// result never played) and where a table is shown (each record with the penalty it gave). The
// records are the feature's record at the table (record.ts), which an event file carries.
import { penaltiesFeature } from '../../../shared/features/penalties/contract';
import { defineFeatureHost } from '../feature';
import { penaltyHandlers } from './handlers';
import { penaltiesReport } from './report';
import { validatePenaltyGames } from './playable';
import { penaltyResultProblems, validatePenaltyForfeits } from './validate-forfeits';
import { penaltyViews, tableForfeits } from './views';
import { penaltiesAt, penaltiesFile, penaltiesOutOfTables } from './record';

export const penaltiesHost = defineFeatureHost({
  contract: penaltiesFeature,
  handlers: penaltyHandlers,
  table: {
    resultNotes(ruleset, entries, games, table) {
      const records = penaltiesAt.of(table);
      return [...validatePenaltyForfeits(ruleset, entries, games, tableForfeits(ruleset, records)), ...validatePenaltyGames(ruleset, entries, games, records)];
    },
    problems: penaltyResultProblems,
    shown(table, ruleset) {
      const records = penaltiesAt.of(table);
      return { penalties: records.length === 0 ? [] : penaltyViews(ruleset(), records) };
    },
  },
  report: penaltiesReport,
  tableFile: penaltiesFile,
  migrations: [penaltiesOutOfTables],
});
