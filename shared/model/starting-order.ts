// runtime: pure. The starting order chosen at a table whose players choose their seats (Catan 3.7,
// 3.8: in order of qualifying rank): the table's seats stay in seat choice order, and beside them
// the starting position each player took. Position 1 is the starting player, which 1.17's end at
// time counts from, so the desk, the projector and the sheets list the players in that order.
import { z } from 'zod';
import { idSchema, versionSchema } from './common';

/** For each seat in seat order (the seat choice order), the starting position its player took. */
export const startingPositionsSchema = z.array(z.number().int().min(1).max(6)).min(1).max(6);

/** Record the chosen starting order of a published table, or clear it (null) until chosen again. */
export const tableStartingOrderInput = z.strictObject({
  tableId: idSchema,
  version: versionSchema,
  positions: startingPositionsSchema.nullable(),
});

/** Whether `positions` gives each of `seats` positions exactly once. */
export function isStartingOrder(positions: readonly number[], seats: number): boolean {
  return positions.length === seats && new Set(positions).size === seats && positions.every((p) => p >= 1 && p <= seats);
}

export interface OrderedSeat<S> {
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
