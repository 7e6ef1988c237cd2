// runtime: dom. The contract over the venue host: POST /api/<name> with JSON, and change events
// from the WebSocket at /api/events (reconnecting, since a projector runs for hours).
import type { ArbiterApi } from '../../../shared/contract/client';
import type { ChangeEvent } from '../../../shared/contract/changes';
import type { Result } from '../../../shared/contract/errors';
import { isWithdrawn, onJoined, withdraw } from './access-withdrawn';

export function venueClient(base = window.location.origin): ArbiterApi {
  const listeners = new Set<(c: ChangeEvent) => void>();
  let socket: WebSocket | null = null;
  // Tell listeners to refetch: changes may have been missed while disconnected.
  const reconnected = () => {
    connect();
    for (const l of listeners) l({ entity: 'event', eventId: null, operation: 'reconnect' });
  };
  // A desk that joined (again) listens under its new session, so that revoking its code closes
  // this socket too, and reads everything afresh, as after a dropped connection.
  onJoined(() => {
    if (socket) {
      socket.onclose = null;
      socket.close();
      socket = null;
    }
    if (listeners.size > 0) reconnected();
  });

  function connect(): void {
    socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/events`);
    socket.onmessage = (msg) => {
      const change = JSON.parse(String(msg.data)) as ChangeEvent;
      for (const l of listeners) l(change);
    };
    socket.onclose = (closed) => {
      socket = null;
      // The organizer revoked this desk's code: the desk says so at once; reconnecting would be
      // refused until it joins again with the new code.
      if (closed.code === 4403) return withdraw();
      setTimeout(() => {
        if (listeners.size > 0 && !socket && !isWithdrawn()) reconnected();
      }, 1000);
    };
  }

  return {
    async call(name, input) {
      try {
        const res = await fetch(`${base}/api/${name}`, {
          method: 'POST',
          // A desk on another machine is known by the cookie the host set when it opened the
          // address with the token (desk-session.ts); the browser sends it along.
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(input ?? {}),
        });
        const result = (await res.json()) as Result<never>;
        // A desk whose socket was closed before it could hear of it learns here.
        if (!result.ok && result.error.details?.reason === 'desk_revoked') withdraw();
        return result;
      } catch {
        return { ok: false, error: { code: 'internal', message: 'Arbiter cannot be reached.' } };
      }
    },
    onChange(listener) {
      listeners.add(listener);
      if (!socket) connect();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) socket?.close();
      };
    },
  };
}
