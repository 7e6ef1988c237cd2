// The machine's other core kept busy while a case measures, as another program at the venue (a
// second app, a browser with the projector page) would keep it: a worker thread spinning until
// stopped.
import { Worker } from 'node:worker_threads';

export function busyCore(): { stop(): Promise<void> } {
  const worker = new Worker('for (;;) {}', { eval: true });
  return {
    stop: async () => {
      await worker.terminate();
    },
  };
}
