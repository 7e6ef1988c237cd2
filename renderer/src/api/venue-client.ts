// runtime: dom. The contract over the venue host: POST /api/<name> with JSON, and change events
// from the WebSocket at /api/events (reconnecting, since a projector runs for hours).
import type { ArbiterApi } from '../../../shared/contract/client';
import type { ChangeEvent } from '../../../shared/contract/changes';
import type { Result } from '../../../shared/contract/errors';

export function venueClient(base = window.location.origin): ArbiterApi {
  const listeners = new Set<(c: ChangeEvent) => void>();
  let socket: WebSocket | null = null;

  function connect(): void {
    socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/events`);
    socket.onmessage = (msg) => {
      const change = JSON.parse(String(msg.data)) as ChangeEvent;
      for (const l of listeners) l(change);
    };
    socket.onclose = (closed) => {
      socket = null;
      // The organizer revoked this desk's code: reconnecting would be refused; the desk's next
      // call says why.
      if (closed.code === 4403) return;
      // Tell listeners to refetch: changes may have been missed while disconnected.
      setTimeout(() => {
        if (listeners.size > 0) {
          connect();
          for (const l of listeners) l({ entity: 'event', eventId: null, operation: 'reconnect' });
        }
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
        return (await res.json()) as Result<never>;
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
