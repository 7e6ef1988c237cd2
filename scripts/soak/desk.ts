// A desk of the soak's event day: a client of the venue host on its own thread (remote-client.ts),
// as a desk is its own machine, that hands every call's time and outcome to the recorder.
import { performance } from 'node:perf_hooks';
import { remoteClient } from '../bench/remote-client';

/** The clock the soak's processes share (displays and phones print their sightings on it). */
export const clock = () => performance.timeOrigin + performance.now();

export interface CallRecord {
  operation: string;
  ms: number;
  /** On the shared clock: when the whole answer had arrived. */
  at: number;
  /** Why the call failed (a refusal, a reset connection); absent when it answered ok. */
  error?: string;
}

export type Desk = ReturnType<typeof openDesk>;

export function openDesk(url: string, record: (call: CallRecord) => void) {
  const client = remoteClient(url);
  return {
    /** The value answered, or undefined once the failure is recorded. */
    async call<T>(operation: string, body: unknown): Promise<{ value: T; at: number } | undefined> {
      const startedAt = clock();
      try {
        const { ms, answer } = await client.post<T>(operation, body);
        const at = startedAt + ms;
        record({ operation, ms, at, ...(answer.ok ? {} : { error: `${operation}: ${answer.error?.message}` }) });
        return answer.ok ? { value: answer.value, at } : undefined;
      } catch (err) {
        record({ operation, ms: clock() - startedAt, at: clock(), error: `${operation}: ${String(err)}` });
        return undefined;
      }
    },
    close: () => client.close(),
  };
}
