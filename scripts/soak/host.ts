// The soak's venue host, in a process of its own so its memory and event-loop delay are its own
// and not the desks', displays' or phones'. Prints {"url"} once served; then, for each "sample"
// line on stdin, one JSON line of its memory and event-loop delay since the sample before.
// Closes when stdin ends.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { openBenchHost } from '../bench/bench-host';

// The 300 phones and 20 displays all come from this one machine's address; on the floor each is its own.
const host = await openBenchHost('soak', { limits: { maxConnectionsPerAddress: 10_000 } });
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
process.stdout.write(`${JSON.stringify({ url: host.url })}\n`);

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const ms = (ns: number) => Math.round(ns / 1e4) / 100;
const lines = createInterface({ input: process.stdin });
lines.on('line', () => {
  // Measured after a full collection (the soak starts this process with --expose-gc): what the
  // host keeps, not garbage waiting for the collector, so a leak is told from a busy minute.
  globalThis.gc?.();
  const m = process.memoryUsage();
  const sample = { rss_mb: mb(m.rss), heap_used_mb: mb(m.heapUsed), event_loop_delay_ms: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) } };
  delay.reset();
  process.stdout.write(`${JSON.stringify(sample)}\n`);
});
lines.on('close', () => void host.close().then(() => process.exit(0)));
