// runtime: dom. Runs a query and runs it again after every change event that concerns it, so each
// window shows what was committed without a reload. A refresh the host cannot answer keeps what
// the window shows and is retried (see query-state.ts).
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from '../../../shared/contract/changes';
import type { InputOf, OperationName, OutputOf } from '../../../shared/contract/operations';
import { getApi } from './client';
import { initialQueryState, retryDelay, settleQuery, type QueryState } from './query-state';
import { markStale } from './refresh-status';

export type { QueryState } from './query-state';

export function useQuery<N extends OperationName>(
  name: N,
  input: InputOf<N> | null,
  concerns: (change: ChangeEvent) => boolean,
): QueryState<OutputOf<N>> {
  const [state, setState] = useState<QueryState<OutputOf<N>>>(initialQueryState);
  const key = JSON.stringify(input);
  const shown = useRef<QueryState<OutputOf<N>>>(initialQueryState);
  const concernsRef = useRef(concerns);
  concernsRef.current = concerns;

  useEffect(() => {
    if (input === null) return;
    const id = Symbol(name);
    let alive = true;
    // Answers can arrive out of order while someone types; only the newest request may land.
    let latest = 0;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      clearTimeout(retry);
      const ticket = ++latest;
      void getApi()
        .call(name, input)
        .then((r) => {
          if (!alive || ticket !== latest) return;
          const next = settleQuery(shown.current, r);
          shown.current = next;
          setState(next);
          markStale(id, next.stale);
          if (next.stale) retry = setTimeout(run, retryDelay(attempt++));
          else attempt = 0;
        });
    };
    run();
    const off = getApi().onChange((c) => {
      if (c.operation === 'reconnect' || concernsRef.current(c)) run();
    });
    return () => {
      alive = false;
      clearTimeout(retry);
      markStale(id, false);
      off();
    };
    // The key stands for the input's contents.
  }, [name, key]);

  return state;
}

export const concernsEvent = (eventId: number | null) => (c: ChangeEvent) =>
  c.eventId === null || eventId === null || c.eventId === eventId;
