// runtime: dom. Which queries of this window are showing old data because a refresh failed, so one
// small notice can say so for the whole window.
import { useSyncExternalStore } from 'react';

const failing = new Set<symbol>();
const listeners = new Set<() => void>();

export function markStale(query: symbol, stale: boolean): void {
  if (stale === failing.has(query)) return;
  if (stale) failing.add(query);
  else failing.delete(query);
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAnyStale(): boolean {
  return useSyncExternalStore(subscribe, () => failing.size > 0);
}
