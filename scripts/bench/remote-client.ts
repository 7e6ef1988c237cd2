// A client of the venue host on its own thread, as a desk is on its own machine: reading a
// megabyte answer then does not share the host's event loop (in the bench's process it did, and
// the host's answer waited behind the client's reading). It times each call on its own clock,
// from posting to the whole answer received, before any parsing.
import { Worker } from 'node:worker_threads';

const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
parentPort.on('message', async ({ id, operation, body }) => {
  try {
    const t0 = performance.now();
    const res = await fetch(workerData.url + '/api/' + operation, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    const text = await res.text();
    parentPort.postMessage({ id, ms: performance.now() - t0, text });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err) });
  }
});
`;

export interface RemoteAnswer<T> {
  ms: number;
  answer: { ok: boolean; value: T; error?: { message: string } };
}

export function remoteClient(url: string) {
  const worker = new Worker(SOURCE, { eval: true, workerData: { url } });
  let next = 0;
  const waiting = new Map<number, { resolve: (a: RemoteAnswer<never>) => void; reject: (e: Error) => void }>();
  worker.on('message', (m: { id: number; ms?: number; text?: string; error?: string }) => {
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.error !== undefined) w?.reject(new Error(m.error));
    else w?.resolve({ ms: m.ms!, answer: JSON.parse(m.text!) as RemoteAnswer<never>['answer'] });
  });
  worker.on('error', (err) => {
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  });
  return {
    post<T>(operation: string, body: unknown): Promise<RemoteAnswer<T>> {
      return new Promise((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve: resolve as (a: RemoteAnswer<never>) => void, reject });
        worker.postMessage({ id, operation, body: JSON.stringify(body) });
      });
    },
    close: () => worker.terminate(),
  };
}
