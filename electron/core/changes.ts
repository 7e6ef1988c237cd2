// runtime: node. Fan-out of change events to every subscriber (IPC windows, WebSocket clients,
// tests). A failing subscriber never stops the others.
import type { ChangeEvent } from '../../shared/contract/changes';

export type ChangeListener = (change: ChangeEvent) => void;

export function createChangeBus() {
  const listeners = new Set<ChangeListener>();
  return {
    subscribe(listener: ChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(change: ChangeEvent): void {
      for (const l of listeners) {
        try {
          l(change);
        } catch {
          // A closed window or socket; its transport removes it.
        }
      }
    },
  };
}
export type ChangeBus = ReturnType<typeof createChangeBus>;
