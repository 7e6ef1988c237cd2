// Run by result-displays-case.ts in its own process, so twenty displays reading megabytes of JSON
// do not share the venue host's event loop (on the floor they are other machines): opens the
// displays, prints "ready", then one JSON line per first sight of a table's result, with the time
// on the clock both processes share (performance.timeOrigin + performance.now()).
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { touches, type ChangeEvent } from '../../shared/contract/changes';
import { operations } from '../../shared/contract/operations';
import { createRefetchSchedule } from '../../renderer/src/api/refetch-schedule';

const [url, eventId, roundId, count] = process.argv.slice(2).map((a, i) => (i === 0 ? a : Number(a))) as [string, number, number, number];
const now = () => performance.timeOrigin + performance.now();

async function openDisplay(d: number): Promise<void> {
  const seen = new Set<number>();
  const refetch = async () => {
    const res = await fetch(`${url}/api/round.get`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ roundId }) });
    const text = await res.text();
    const at = now();
    const answer = JSON.parse(text) as { value: { tables: { id: number; result: unknown }[] } };
    for (const t of answer.value.tables) {
      if (t.result && !seen.has(t.id)) {
        seen.add(t.id);
        process.stdout.write(`${JSON.stringify({ display: d, table: t.id, at })}\n`);
      }
    }
  };
  const schedule = createRefetchSchedule(refetch);
  const ws = new WebSocket(`${url.replace('http', 'ws')}/api/events`);
  await new Promise<void>((resolve) => ws.once('open', () => resolve()));
  ws.on('message', (data) => {
    if (touches(operations['round.get'].reads, eventId, JSON.parse(String(data)) as ChangeEvent)) schedule.request();
  });
  await refetch();
}

await Promise.all(Array.from({ length: count }, (_, d) => openDisplay(d)));
process.stdout.write('ready\n');
