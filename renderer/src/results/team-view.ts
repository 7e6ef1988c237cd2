// runtime: dom. A table of teams as the results form takes it: one seat per team (its first
// player's, named after both players), so the race's fields ask each team's PP once; what is typed
// is stored on both players' seats (shared/model/teams.ts).
import type { TFunction } from 'i18next';
import type { GameValue } from '../../../shared/model/result';
import type { RoundTable } from '../../../shared/model/round';
import { spreadTeamGame, teamGame, teamSeats } from '../../../shared/model/teams';
import { teamMembers } from '../features/play-order';

export interface TeamView {
  table: RoundTable;
  names: Map<number, string>;
  /** The games as typed per team, as stored per seat. */
  spread(games: GameValue[]): GameValue[];
}

export function teamViewOf(table: RoundTable, names: Map<number, string>, t: TFunction): TeamView | null {
  const teams = table.teams;
  if (!teams) return null;
  const entries = table.seats.map((s) => s.entryId);
  const teamNames = new Map(names);
  // Named as the Rounds tab and the slip name a team: its first to play first (its Player #1).
  const ordered = teamMembers(table);
  const seats = teamSeats(teams).map((members, k) => {
    const lead = table.seats[members[0]!]!;
    const players = ordered[k]!.map((m) => names.get(entries[m]!) ?? table.seats[m]!.name).join(' & ');
    teamNames.set(lead.entryId, t('results.teamName', { team: k + 1, players }));
    return { ...lead, position: k + 1, name: teamNames.get(lead.entryId)! };
  });
  const result = table.result && { games: table.result.games.map((g) => teamGame(g, teams)) };
  return {
    table: { ...table, seats, teams: null, result },
    names: teamNames,
    spread: (games) => games.map((g) => spreadTeamGame(g, teams, entries)),
  };
}
