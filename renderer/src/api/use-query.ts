// runtime: dom. Runs a query and runs it again after every change event that concerns it, so each
// window shows what was committed without a reload.
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from '../../../shared/contract/changes';
import type { AppError } from '../../../shared/contract/errors';
import type { InputOf, OperationName, OutputOf } from '../../../shared/contract/operations';
import { getApi } from './client';

export interface QueryState<T> {
  data: T | undefined;
  error: AppError | undefined;
  loading: boolean;
}

export function useQuery<N extends OperationName>(
  name: N,
  input: InputOf<N> | null,
  concerns: (change: ChangeEvent) => boolean,
): QueryState<OutputOf<N>> {
  const [state, setState] = useState<QueryState<OutputOf<N>>>({ data: undefined, error: undefined, loading: true });
  const key = JSON.stringify(input);
  const concernsRef = useRef(concerns);
  concernsRef.current = concerns;

  useEffect(() => {
    if (input === null) return;
    let alive = true;
    // Answers can arrive out of order while someone types; only the newest request may land.
    let latest = 0;
    const run = () => {
      const ticket = ++latest;
      void getApi()
        .call(name, input)
        .then((r) => {
          if (!alive || ticket !== latest) return;
          setState(r.ok ? { data: r.value, error: undefined, loading: false } : { data: undefined, error: r.error, loading: false });
        });
    };
    run();
    const off = getApi().onChange((c) => {
      if (c.operation === 'reconnect' || concernsRef.current(c)) run();
    });
    return () => {
      alive = false;
      off();
    };
    // The key stands for the input's contents.
  }, [name, key]);

  return state;
}

export const concernsEvent = (eventId: number | null) => (c: ChangeEvent) =>
  c.eventId === null || eventId === null || c.eventId === eventId;
