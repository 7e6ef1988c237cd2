// A window's WebSocket hears every change while it keeps up; one that has fallen a megabyte behind
// is cut off (it reconnects and asks its answers whole) instead of the host queueing without end.
import { describe, expect, it } from 'vitest';
import { MOST_QUEUED_BYTES, sendChange, type ChangeSocket } from '../../../../electron/venue/change-feed';

function socket(bufferedAmount: number) {
  const sent: string[] = [];
  let cut = 0;
  const ws: ChangeSocket = { bufferedAmount, send: (d) => sent.push(d), terminate: () => void cut++ };
  return { ws, sent, cut: () => cut };
}

describe('sendChange', () => {
  const change = { entity: 'table', eventId: 1, operation: 'result.enter', roundId: 3, tableId: 9 };

  it('sends the change as JSON to a window keeping up, up to the most that may wait', () => {
    for (const waiting of [0, MOST_QUEUED_BYTES]) {
      const s = socket(waiting);
      sendChange(s.ws, change);
      expect(s.sent.map((d) => JSON.parse(d))).toEqual([change]);
      expect(s.cut()).toBe(0);
    }
  });

  it('cuts off a window with more than that waiting, and sends it nothing more', () => {
    const s = socket(MOST_QUEUED_BYTES + 1);
    sendChange(s.ws, change);
    expect(s.sent).toEqual([]);
    expect(s.cut()).toBe(1);
  });
});
