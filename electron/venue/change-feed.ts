// runtime: node. The change events a window's WebSocket hears. A window that reads them slower
// than they come (a phone on a weak signal, a laptop asleep with its socket open) would make the
// host queue an ever longer backlog for it; past `mostQueued` bytes waiting, its socket is cut
// instead. The window reconnects (venue-client.ts) and, on the reconnect, asks its answers whole,
// so it misses nothing.
export interface ChangeSocket {
  readonly bufferedAmount: number;
  send(data: string): void;
  terminate(): void;
}

/** One megabyte: thousands of change events, many minutes of an event's busiest hour. */
export const MOST_QUEUED_BYTES = 1 << 20;

export function sendChange(ws: ChangeSocket, change: unknown, mostQueued = MOST_QUEUED_BYTES): void {
  if (ws.bufferedAmount > mostQueued) ws.terminate();
  else ws.send(JSON.stringify(change));
}
