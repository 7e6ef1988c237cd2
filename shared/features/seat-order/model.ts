// runtime: pure. The seat order feature's model (docs/features/seat-order.md): the starting order
// chosen at a table whose players choose their seats (Catan 3.7, 3.8: in order of qualifying rank),
// and each team's Player #1 at a table of teams (Doomtrooper's team game), which is stored as the
// same starting order. The table's seats stay in seat order, and beside them the starting position
// each player took. Position 1 is the starting player, which Catan 1.17's end at time counts from,
// so the desk, the projector and the sheets list the players in that order.
import { z } from 'zod';
import { idSchema, versionSchema } from '../../model/common';
import { teamSeats } from '../../model/teams';
import { startingPositionsSchema } from './table-fields';

/** Record the chosen starting order of a published table, or clear it (null) until chosen again. */
export const tableStartingOrderInput = z.strictObject({
  tableId: idSchema,
  version: versionSchema,
  positions: startingPositionsSchema.nullable(),
});

/** Record each team's Player #1 at a published table of teams (team order: team 1's first), or
 * clear it (null): the team's players decide until one of them is seated. */
export const tableTeamOrderInput = z.strictObject({
  tableId: idSchema,
  version: versionSchema,
  firsts: z.array(idSchema).min(2).max(3).nullable(),
});

/** The starting position of each seat once each team's Player #1 is chosen (`firsts`, team
 * order): a team's #1 sits at its team's number, its #2 opposite; null where `firsts` does not
 * name one player of each team. */
export function teamStartingPositions(teams: readonly number[], entries: readonly number[], firsts: readonly number[]): number[] | null {
  const count = teamSeats(teams).length;
  if (firsts.length !== count) return null;
  const ok = teamSeats(teams).every((seats, k) => seats.some((s) => entries[s] === firsts[k]));
  if (!ok) return null;
  return teams.map((team, seat) => (entries[seat] === firsts[team - 1] ? team : team + count));
}

/** Whether `positions` gives each of `seats` positions exactly once. */
export function isStartingOrder(positions: readonly number[], seats: number): boolean {
  return positions.length === seats && new Set(positions).size === seats && positions.every((p) => p >= 1 && p <= seats);
}

interface OrderedSeat<S> {
  seat: S;
  /** The player's place in the seat choice (1 chose first): the seat's position. */
  choice: number;
  /** The starting position taken; null until the order is recorded. */
  start: number | null;
}

/** The table's players as they play: in starting order once recorded, else in seat order. */
export function seatsInStartingOrder<S extends { position: number }>(seats: readonly S[], positions: readonly number[] | null | undefined): OrderedSeat<S>[] {
  const bySeat = [...seats].sort((a, b) => a.position - b.position);
  const recorded = positions && isStartingOrder(positions, bySeat.length) ? positions : null;
  const rows = bySeat.map((seat, i) => ({ seat, choice: seat.position, start: recorded ? recorded[i]! : null }));
  return recorded ? rows.sort((a, b) => a.start! - b.start!) : rows;
}

/** Each team's seats (their indices in seat order), team 1 first, its Player #1 first: by the
 * recorded starting order (a team's #1 at its team's number), else in seat order. */
export function teamSeatsInOrder(table: { teams?: readonly number[] | null; startingPositions?: readonly number[] | null }): number[][] {
  const start = (seat: number) => table.startingPositions?.[seat] ?? seat + 1;
  return teamSeats(table.teams ?? []).map((members) => [...members].sort((a, b) => start(a) - start(b)));
}

/** Each team's players' names (team 1 first), its Player #1 first (teamSeatsInOrder). */
export function teamLines(table: { seats: readonly { position: number; name: string }[]; teams?: readonly number[] | null; startingPositions?: readonly number[] | null }): string[][] {
  const seats = [...table.seats].sort((a, b) => a.position - b.position);
  return teamSeatsInOrder(table).map((members) => members.map((m) => seats[m]!.name));
}
