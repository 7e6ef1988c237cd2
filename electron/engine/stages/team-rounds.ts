// runtime: pure
// Team rounds (Doomtrooper, "Team Game"): every round draws the field into teams of 2 by lot and
// seats the teams at tables of 3 teams, or 2 where the count leaves no other way (teams/); later
// rounds keep players who have met apart. A team plays as one seat, each player's record the
// team's (a team table is scored as one seat per team, scoring/score-table.ts); ranked, planned
// and over as table rounds.
import { createRng } from '../random';
import { rankedActive } from '../rounds/ranked-active';
import { drawTeams, type TeamCandidate } from '../teams';
import type { EntryId, TableRecord } from '../types';
import { plannedStage } from './planned';
import type { StageKind } from './types';

type Counts = Map<EntryId, Map<EntryId, number>>;

/** How often each entry sat with each other: as team mates, and as opponents. */
function meetings(tables: readonly TableRecord[]): { partners: Counts; opponents: Counts } {
  const partners: Counts = new Map();
  const opponents: Counts = new Map();
  const add = (counts: Counts, a: EntryId, b: EntryId) => {
    const row = counts.get(a) ?? new Map<EntryId, number>();
    counts.set(a, row.set(b, (row.get(b) ?? 0) + 1));
  };
  for (const t of tables) {
    if (t.bye) continue;
    t.entries.forEach((a, i) => {
      t.entries.forEach((b, j) => {
        if (i !== j) add(t.teams && t.teams[i] === t.teams[j] ? partners : opponents, a, b);
      });
    });
  }
  return { partners, opponents };
}

const nobody = new Map<EntryId, number>();

export const teamRounds: StageKind = {
  ...plannedStage,
  id: 'team_rounds',
  nextRound(input) {
    const { standings, active } = rankedActive(input);
    const { partners, opponents } = meetings(input.tables);
    const ranked: TeamCandidate[] = active.map(({ row, history }) => ({
      id: row.entryId,
      byes: history.byes,
      partners: partners.get(row.entryId) ?? nobody,
      opponents: opponents.get(row.entryId) ?? nobody,
    }));
    return { ...drawTeams(ranked, createRng(input.seed)), standings };
  },
};
