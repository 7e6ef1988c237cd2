// The venue host the window cases talk to: a fresh core on a temporary database, served on a free
// port, with a way to post to the API as a client on the same machine (a desk) does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createCore } from '../../electron/core/app-core';
import { fileSettings } from '../../electron/settings/file-settings';
import { startVenueHost, type VenueLimits } from '../../electron/venue/server';

export interface Posted<T> {
  /** The answer's length in characters, as sent. */
  bytes: number;
  /** performance.now() when the whole answer had arrived, before the client parsed it. */
  receivedAt: number;
  answer: { ok: boolean; value: T; error?: { message: string } };
}

export interface BenchHostOptions {
  /** A case with many clients on this one machine raises the per-address cap. */
  limits?: Partial<VenueLimits>;
  /** The core's seeds drawn from it, so the case plays the same event every run. */
  random?: () => string;
  /** What the host serves besides the API: the built renderer, for a case in a browser. */
  staticDir?: string;
}

export async function openBenchHost(name: string, options: BenchHostOptions = {}) {
  const { limits, random, staticDir } = options;
  const dir = mkdtempSync(join(tmpdir(), `arbiter-bench-${name}-`));
  const core = createCore({ dbPath: join(dir, 'bench.sqlite'), settings: fileSettings(join(dir, 's.json')), log: () => {}, ...(random ? { random } : {}) });
  const host = await startVenueHost({ core, staticDir: staticDir ?? dir, port: 0, venueAccess: false, token: 'bench', ...(limits ? { limits } : {}) });
  return {
    core,
    url: host.url,
    /** Posts a call and reads the whole answer. */
    async post<T = never>(operation: string, body: unknown): Promise<Posted<T>> {
      const res = await fetch(`${host.url}/api/${operation}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const text = await res.text();
      return { bytes: text.length, receivedAt: performance.now(), answer: JSON.parse(text) as Posted<T>['answer'] };
    },
    async close(): Promise<void> {
      await host.close();
      core.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type BenchHost = Awaited<ReturnType<typeof openBenchHost>>;
