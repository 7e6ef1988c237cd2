// runtime: pure. The tables of a schedule made in advance (Catan 1.23): tables of 4, the last
// ones of 3 when the count is not a multiple of 4, as few 3-seat tables as possible (the digest's
// Decision). A schedule seats everyone every round, so a field no split of 3s and 4s covers
// (fewer than 3 players, or 5) has no schedule: tableSizes would give it a bye, this refuses it.
import { tableSizes } from './table-sizes';

export const SCHEDULE_SEATS = { min: 3, max: 4 } as const;

export function scheduleTableSizes(players: number): number[] | null {
  const { sizes, byes } = tableSizes(players, SCHEDULE_SEATS);
  return byes === 0 && sizes.length > 0 ? sizes : null;
}

/** Thrown by makeSchedule for a field it cannot seat: `players` is the field's size. */
export class ScheduleRefused extends Error {
  constructor(
    readonly code: 'no_table_split' | 'no_rounds' | 'duplicate_player',
    readonly players: number,
  ) {
    super(
      code === 'no_table_split'
        ? `${players} players cannot all be seated at tables of 3 and 4 (a schedule needs 3, 4, or 6 or more)`
        : code === 'no_rounds'
          ? 'a schedule needs at least one round, and no more played rounds than rounds'
          : 'a player is named twice (in the field or in one played round)',
    );
    this.name = 'ScheduleRefused';
  }
}
