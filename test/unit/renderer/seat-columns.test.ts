// Seats laid out in columns on the desk's pairings and the printed sheet: as many columns as the
// largest table (never fewer than two), each table's seats by position and padded.
import { describe, expect, it } from 'vitest';
import { seatColumns, seatsInColumns } from '../../../renderer/src/rounds/seat-columns';

const seat = (position: number) => ({ position, entryId: position * 10, name: `P${position}`, role: null });
const table = (seats: number, bye = false) => ({ bye, seats: Array.from({ length: seats }, (_, i) => seat(i + 1)) });

describe('seat columns', () => {
  it('two-seat rounds keep two columns; larger tables add one a seat; byes do not count', () => {
    expect(seatColumns([table(2), table(2), table(1, true)])).toBe(2);
    expect(seatColumns([table(3), table(4), table(1, true)])).toBe(4);
    expect(seatColumns([table(1, true)])).toBe(2);
    expect(seatColumns([])).toBe(2);
  });

  it('puts seats in position order and pads a smaller table', () => {
    expect(seatsInColumns([seat(3), seat(1), seat(2)], 4).map((s) => s?.position)).toEqual([1, 2, 3, undefined]);
  });
});
