// runtime: dom. Loads a sheet's data once. A printed sheet is a snapshot: it neither listens for
// changes nor opens the venue WebSocket (which would also keep a headless renderer from settling).
import { useEffect, useState } from 'react';
import type { AppError } from '../../../shared/contract/errors';
import type { InputOf, OperationName, OutputOf } from '../../../shared/contract/operations';
import { getApi } from '../api/client';

export type Snapshot<T> = { state: 'loading' } | { state: 'error'; error: AppError } | { state: 'done'; value: T };

/** Runs the call when `input` is not null; re-runs only when the input's contents change. */
export function useSnapshot<N extends OperationName>(name: N, input: InputOf<N> | null): Snapshot<OutputOf<N>> {
  const [snap, setSnap] = useState<Snapshot<OutputOf<N>>>({ state: 'loading' });
  const key = JSON.stringify(input);
  useEffect(() => {
    if (input === null) return;
    let alive = true;
    void getApi()
      .call(name, input)
      .then((r) => {
        if (alive) setSnap(r.ok ? { state: 'done', value: r.value } : { state: 'error', error: r.error });
      });
    return () => {
      alive = false;
    };
    // The key stands for the input's contents: a new object with the same contents is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, key]);
  return snap;
}

/** Combines snapshots: the first error, else loading until all are done. */
export function combined(...snaps: Snapshot<unknown>[]): 'loading' | 'done' | AppError {
  for (const s of snaps) if (s.state === 'error') return s.error;
  return snaps.every((s) => s.state === 'done') ? 'done' : 'loading';
}
