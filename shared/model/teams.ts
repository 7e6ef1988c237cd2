// runtime: pure. Team games (Doomtrooper, "Team Game": 2 or 3 teams of 2 players): a table's seats
// carry team numbers, and a team plays as one seat with one Promotion Point pool. Its result is
// stored per seat, each team mate with the team's values, so every player's record is an ordinary
// one; these turn a table's seats into its teams and back, for the desk and the core alike.
import { z } from 'zod';
import type { GameValue } from './result';

/** Each seat's team number in seat order: 2 or 3 teams of 2. */
export const teamsSchema = z.array(z.number().int().min(1).max(3)).min(4).max(6);

/** The team number of each seat of a table seated T1P1, T2P1, (T3P1,) T1P2, T2P2, (T3P2):
 * team mates sit opposite, seat k and seat k + teams. */
export function seatTeams(seats: number): number[] {
  const teams = seats / 2;
  return Array.from({ length: seats }, (_, i) => (i % teams) + 1);
}

/** The seat indices of each team, team 1 first, in seat order (its Player #1 first). */
export function teamSeats(teams: readonly number[]): number[][] {
  const out: number[][] = [];
  teams.forEach((team, seat) => (out[team - 1] ??= []).push(seat));
  return out;
}

/** One game as the teams play it: each team's first seat stands for the team. */
export function teamGame<G extends { seats: readonly unknown[] }>(game: G, teams: readonly number[]): G {
  return { ...game, seats: teamSeats(teams).map((s) => game.seats[s[0]!]!) };
}

/** A game entered per team (a seat per team, team order) as stored: each seat with its team's
 * values and its own entry. */
export function spreadTeamGame(game: GameValue, teams: readonly number[], entries: readonly number[]): GameValue {
  return { ...game, seats: teams.map((team, seat) => ({ ...game.seats[team - 1]!, entryId: entries[seat]! })) };
}

/** Seats of one team whose stored values differ (a team has one result): the first such team. */
export function unevenTeam(game: { seats: readonly { outcome: string; score: number; place?: number; warriors?: number }[] }, teams: readonly number[]): number | null {
  const key = (s: { outcome: string; score: number; place?: number; warriors?: number }) => `${s.outcome}/${s.score}/${s.place}/${s.warriors}`;
  const uneven = teamSeats(teams).findIndex((seats) => new Set(seats.map((s) => key(game.seats[s]!))).size > 1);
  return uneven < 0 ? null : uneven + 1;
}
