// The change events as a window hears them, for the bench's simulated displays and phones: a
// WebSocket that, once closed (the host cuts off a client that has fallen behind:
// electron/venue/change-feed.ts), connects again after a second and tells its listener to ask
// everything again, as the windows' own client does (renderer/src/api/venue-client.ts).
import WebSocket from 'ws';
import type { ChangeEvent } from '../../shared/contract/changes';

const RECONNECT_MS = 1000;

/** Resolves once the first connection is open. */
export function listenForChanges(url: string, onChange: (change: ChangeEvent) => void): Promise<void> {
  return new Promise<void>((opened, failed) => {
    let first = true;
    const connect = () => {
      const ws = new WebSocket(`${url.replace('http', 'ws')}/api/events`);
      ws.on('message', (data) => onChange(JSON.parse(String(data)) as ChangeEvent));
      ws.once('open', () => {
        if (first) opened();
        else onChange({ entity: 'event', eventId: null, operation: 'reconnect' });
        first = false;
      });
      ws.once('error', (err) => {
        if (first) failed(err);
      });
      ws.once('close', () => {
        if (!first) setTimeout(connect, RECONNECT_MS);
      });
    };
    connect();
  });
}
