// runtime: node. The penalties feature as the host runs it (docs/features/penalties.md): its
// handlers, and what its records decide at a table, which the core asks of it where a result is
// entered, corrected or imported (the games and matches lost by penalty, a penalty in a game the
// result never played) and where a table is shown (each record with the penalty it gave). The
// records stay in round_tables.penalties, where the table's other state is kept.
import { penaltiesFeature } from '../../../shared/features/penalties/contract';
import { defineFeatureHost } from '../feature';
import { penaltyHandlers } from './handlers';
import { penaltiesReport } from './report';
import { validatePenaltyGames } from './playable';
import { penaltyViews, tableForfeits } from './views';

export const penaltiesHost = defineFeatureHost({
  contract: penaltiesFeature,
  handlers: penaltyHandlers,
  table: {
    forfeits: (ruleset, table) => tableForfeits(ruleset, table.penalties ?? []),
    resultNotes: (ruleset, entries, games, table) => validatePenaltyGames(ruleset, entries, games, table.penalties ?? []),
    shown: (table, ruleset) => ({ penalties: table.penalties.length === 0 ? [] : penaltyViews(ruleset(), table.penalties) }),
  },
  report: penaltiesReport,
});
