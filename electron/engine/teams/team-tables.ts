// runtime: pure
// Team games (Doomtrooper, "Team Game": 2 or 3 teams of 2 players): how teams share out into
// tables, and how a table seats them. Team mates sit opposite: seat k and seat k + teams.
import { teamSeats } from '../../../shared/model/teams';
import type { EntryId } from '../types';

/** Players in a team. */
export const TEAM_SIZE = 2;

/** Teams per table: as many tables of 3 teams as the count allows, the rest of 2 (7 teams: 3, 2,
 * 2; 5 teams: 3, 2). Fewer than 2 teams seat no table. */
export function teamTableSizes(teams: number): number[] {
  if (teams < 2) return [];
  const twos = [0, 2, 1][teams % 3]!;
  const threes = (teams - 2 * twos) / 3;
  return [...Array<number>(threes).fill(3), ...Array<number>(twos).fill(2)];
}

/** The seat order of teams numbered 1, 2, 3 (each as its Player #1, then #2): every team's #1
 * first, in team order, then every #2 (3 teams: T1P1, T2P1, T3P1, T1P2, T2P2, T3P2). */
export function interleave(teams: readonly (readonly EntryId[])[]): EntryId[] {
  return [...teams.map((t) => t[0]!), ...teams.map((t) => t[1]!)];
}

/** The players of each team (team 1 first) from a table's entries and its seats' team numbers. */
export function teamsOf(entries: readonly EntryId[], teams: readonly number[]): EntryId[][] {
  return teamSeats(teams).map((seats) => seats.map((s) => entries[s]!));
}
