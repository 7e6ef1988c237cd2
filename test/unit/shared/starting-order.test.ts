import { describe, expect, it } from 'vitest';
import { isStartingOrder, seatsInStartingOrder } from '../../../shared/features/seat-order/model';

const seats = [1, 2, 3, 4].map((position) => ({ position, name: `Q${position}` }));

describe('the starting order chosen at a table', () => {
  it('is a permutation of the table\'s positions', () => {
    expect(isStartingOrder([3, 1, 4, 2], 4)).toBe(true);
    expect(isStartingOrder([1, 1, 2, 3], 4)).toBe(false);
    expect(isStartingOrder([1, 2, 3], 4)).toBe(false);
    expect(isStartingOrder([1, 2, 3, 5], 4)).toBe(false);
  });

  it('lists the players in starting order with their seat choice place, or in seat order until chosen', () => {
    expect(seatsInStartingOrder(seats, [3, 1, 4, 2]).map((r) => [r.start, r.choice, r.seat.name])).toEqual([
      [1, 2, 'Q2'],
      [2, 4, 'Q4'],
      [3, 1, 'Q1'],
      [4, 3, 'Q3'],
    ]);
    expect(seatsInStartingOrder([...seats].reverse(), null).map((r) => [r.start, r.choice])).toEqual([
      [null, 1],
      [null, 2],
      [null, 3],
      [null, 4],
    ]);
  });
});
