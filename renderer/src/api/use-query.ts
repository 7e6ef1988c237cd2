// runtime: dom. Runs a query and runs it again after the change events that touch what it reads
// (the contract says what each query reads), coalesced by refetch-schedule.ts, so each window
// shows what was committed without a reload. A refresh the host cannot answer keeps what the
// window shows and is retried (see query-state.ts).
import { useEffect, useRef, useState } from 'react';
import { touches } from '../../../shared/contract/touches';
import { operationOf, type InputOf, type OperationName, type OutputOf } from '../../../shared/contract/operations';
import { getApi } from './client';
import type { Result } from '../../../shared/contract/errors';
import { createPendingRefresh, type PartialRefresh, type Refresh } from './pending-refresh';
import { initialQueryState, retryDelay, settleQuery, type QueryState } from './query-state';
import { createRefetchSchedule } from './refetch-schedule';
import { markStale } from './refresh-status';

export type { QueryState } from './query-state';

/** What a window shows of a query, and whether it answers the input asked now: after the input
 * changes (a letter typed in a search) the last answer stays on screen until the new one lands. */
export type QueryView<T> = QueryState<T> & { current: boolean };

/** `eventId`: the event the answer belongs to, where the input does not name it (round.get).
 * `partial`: how the answer takes in a change to one of its parts (see pending-refresh.ts). */
export function useQuery<N extends OperationName, P = never>(
  name: N,
  input: InputOf<N> | null,
  eventId?: number,
  partial?: PartialRefresh<OutputOf<N>, P>,
): QueryView<OutputOf<N>> {
  const [state, setState] = useState<QueryState<OutputOf<N>> & { key?: string }>(initialQueryState);
  const key = JSON.stringify(input);
  const shown = useRef<QueryState<OutputOf<N>>>(initialQueryState);
  const scope = eventId ?? eventOf(input);
  const partialNow = useRef(partial);
  partialNow.current = partial;

  useEffect(() => {
    if (input === null) return;
    const id = Symbol(name);
    let alive = true;
    // Answers can arrive out of order while someone types; only the newest request may land.
    let latest = 0;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const pending = createPendingRefresh();
    // A part that cannot be fetched (its table gone in a redraw) is no error to show: the whole
    // answer is asked for instead.
    const fetchAnswer = async (taken: Refresh): Promise<Result<OutputOf<N>>> => {
      const partial = partialNow.current;
      const base = shown.current.data;
      if (taken.whole || !partial || base === undefined) return getApi().call(name, input);
      // Merged into the answer they were asked for: only the newest request lands, so no other
      // answer is shown meanwhile.
      const parts = await partial.fetch(taken.parts, base);
      return parts.ok ? { ok: true, value: partial.merge(base, parts.value) } : getApi().call(name, input);
    };
    const run = async (): Promise<void> => {
      clearTimeout(retry);
      const ticket = ++latest;
      const taken = pending.take(shown.current.data !== undefined, partialNow.current?.most);
      const r = await fetchAnswer(taken);
      if (!alive) return;
      if (ticket !== latest) {
        pending.giveBack(taken);
        schedule.request();
        return;
      }
      const next = settleQuery(shown.current, r);
      shown.current = next;
      setState({ ...next, key });
      markStale(id, next.stale);
      if (next.stale) retry = setTimeout(() => void run(), retryDelay(attempt++));
      else attempt = 0;
    };
    void run();
    const schedule = createRefetchSchedule(run);
    const reads = operationOf(name)?.reads ?? [];
    const off = getApi().onChange((c) => {
      if ((c.operation === 'reconnect' || touches(reads, scope, c)) && pending.note(c, partialNow.current)) schedule.request();
    });
    return () => {
      alive = false;
      clearTimeout(retry);
      schedule.stop();
      markStale(id, false);
      off();
    };
    // The key stands for the input's contents: a new object with the same contents is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, key, scope]);

  return { ...state, current: state.key === key };
}

function eventOf(input: unknown): number | null {
  const eventId = (input as { eventId?: unknown } | null)?.eventId;
  return typeof eventId === 'number' ? eventId : null;
}
