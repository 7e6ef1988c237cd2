// runtime: pure. A match record, written the one way every face writes it: wins, draws, losses
// ("2-1-0"), the order chess and most card game software use (docs/engine.md, "The match record").
// The phone's page imports it alone, so it stays free of i18next and zod.

export interface MatchRecord {
  matchWins: number;
  matchDraws: number;
  matchLosses: number;
}

/** Wins-draws-losses: "2-1-0" is two won, one drawn, none lost. */
export function formatRecord(row: MatchRecord): string {
  return `${row.matchWins}-${row.matchDraws}-${row.matchLosses}`;
}
