// The player ID a slip prints beside a seat: the organizer's (a team's joined), never the app's
// own player or entry number, and nothing for a seat whose players have none.
import { describe, expect, it } from 'vitest';
import { seatPlayerIds } from '../../../renderer/src/print/seat-player-ids';

describe('seatPlayerIds', () => {
  it('gives each entry its players’ player IDs, and entries without any none', () => {
    const players = [{ id: 30, playerId: 'P00115' }, { id: 31 }, { id: 32, playerId: 'P00117' }, { id: 33, playerId: 'P00118' }];
    const entries = [
      { id: 7, playerIds: [30] },
      { id: 8, playerIds: [31] },
      { id: 9, playerIds: [32, 33] },
    ];
    expect([...seatPlayerIds(entries, players, ', ')]).toEqual([
      [7, 'P00115'],
      [9, 'P00117, P00118'],
    ]);
  });
});
