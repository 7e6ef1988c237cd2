// Run by result-displays-case.ts in its own process, so twenty displays reading megabytes of JSON
// do not share the venue host's event loop (on the floor they are other machines): opens the
// displays, prints "ready", then one JSON line per first sight of a table's result, with the time
// on the clock both processes share (performance.timeOrigin + performance.now()). Each display
// holds the round as the projector does (use-query.ts with roundTables): the whole round once,
// then only the tables a change names.
import { performance } from 'node:perf_hooks';
import { touches } from '../../shared/contract/touches';
import type { ArbiterApi } from '../../shared/contract/client';
import { operations } from '../../shared/contract/operations';
import type { Round } from '../../shared/model/round';
import { createPendingRefresh } from '../../renderer/src/api/pending-refresh';
import { createRefetchSchedule } from '../../renderer/src/api/refetch-schedule';
import { roundTables } from '../../renderer/src/api/round-tables';
import { listenForChanges } from './change-socket';

const [url, eventId, roundId, count] = process.argv.slice(2).map((a, i) => (i === 0 ? a : Number(a))) as [string, number, number, number];
const now = () => performance.timeOrigin + performance.now();

const api: Pick<ArbiterApi, 'call'> = {
  async call(name, input) {
    const res = await fetch(`${url}/api/${name}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(input) });
    return (await res.json()) as never;
  },
};

async function openDisplay(d: number): Promise<void> {
  const seen = new Set<number>();
  const partial = roundTables(roundId, () => api);
  const pending = createPendingRefresh();
  let round: Round | undefined;
  const refetch = async () => {
    const taken = pending.take(round !== undefined, partial.most);
    const answer = taken.whole ? await api.call('round.get', { roundId }) : await partial.fetch(taken.parts, round!);
    if (!answer.ok) throw new Error(answer.error.message);
    const at = now();
    round = Array.isArray(answer.value) ? partial.merge(round!, answer.value) : answer.value;
    for (const t of round.tables) {
      if (t.result && !seen.has(t.id)) {
        seen.add(t.id);
        process.stdout.write(`${JSON.stringify({ display: d, table: t.id, at })}\n`);
      }
    }
  };
  const schedule = createRefetchSchedule(refetch);
  await listenForChanges(url, (change) => {
    const heard = change.operation === 'reconnect' || touches(operations['round.get'].reads, eventId, change);
    if (heard && pending.note(change, partial)) schedule.request();
  });
  await refetch();
}

await Promise.all(Array.from({ length: count }, (_, d) => openDisplay(d)));
process.stdout.write('ready\n');
