// runtime: dom. Whether the venue host withdrew this desk's access (the organizer revoked the join
// code it joined with), heard from its closed socket or a refused call. While withdrawn the desk
// keeps what it shows and what was typed, and sends nothing; a new code joins it again. After each
// join the venue client reopens its socket under the new session (the host closes a revoked
// desk's socket by the session it opened with) and everything is read again.
import { useSyncExternalStore } from 'react';

let withdrawn = false;
const listeners = new Set<() => void>();
const joinListeners = new Set<() => void>();

export function withdraw(): void {
  if (withdrawn) return;
  withdrawn = true;
  for (const l of listeners) l();
}

/** The desk joined with a code (again, after a withdrawal): its new session is good. */
export function joined(): void {
  if (withdrawn) {
    withdrawn = false;
    for (const l of listeners) l();
  }
  for (const l of joinListeners) l();
}

export function isWithdrawn(): boolean {
  return withdrawn;
}

export function onJoined(listener: () => void): () => void {
  joinListeners.add(listener);
  return () => joinListeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWithdrawn(): boolean {
  return useSyncExternalStore(subscribe, isWithdrawn, isWithdrawn);
}
