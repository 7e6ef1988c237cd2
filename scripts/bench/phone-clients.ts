// Run by phones-case.ts in its own process, as the phones are other devices on the floor: opens
// the phones, each with its own WebSocket and the phones page's own feed (renderer/src/phone/
// phone-feed.ts: the same queries, the same refetches on the same change events), prints "ready"
// once every phone holds the round and the standings, then JSON lines on the clock both processes
// share (performance.timeOrigin + performance.now()): the table each phone shows ({ phone,
// watches }), the result of that table when the phone first holds it ({ phone, table, at }), and,
// with a fourth argument `heard`, each change naming a table as it arrives ({ phone, heard, at }):
// one line per phone per result, which only phones-case reads (the soak does without them).
import { performance } from 'node:perf_hooks';
import type { ChangeEvent } from '../../shared/contract/changes';
import type { ArbiterApi } from '../../shared/contract/client';
import { listenForChanges } from './change-socket';
import { startPhoneFeed, type PhoneData } from '../../renderer/src/phone/phone-feed';

const [url, eventArg, countArg, heardArg] = process.argv.slice(2) as [string, string, string, string | undefined];
const eventId = Number(eventArg);
const count = Number(countArg);
const printHeard = heardArg === 'heard';
const now = () => performance.timeOrigin + performance.now();
const write = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

async function openPhone(phone: number): Promise<void> {
  const listeners = new Set<(c: ChangeEvent) => void>();
  await listenForChanges(url, (change) => {
    if (printHeard && change.entity === 'table' && change.tableId !== undefined) write({ phone, heard: change.tableId, at: now() });
    for (const l of listeners) l(change);
  });
  const api: Pick<ArbiterApi, 'call' | 'onChange'> = {
    async call(name, input) {
      // A browser sends a request again once when a kept-alive connection turns out closed; fetch
      // in Node does not, so the phone does it here.
      for (let attempt = 1; ; attempt++) {
        try {
          const res = await fetch(`${url}/api/${name}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(input) });
          return (await res.json()) as never;
        } catch (err) {
          if (attempt === 2) throw err;
        }
      }
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const seen = new Set<number>();
  // Phone p belongs to one player all day, the p-th row of the standings when the phones start
  // (as a player keeps their own phone while the rows move round by round): it follows that name,
  // as a player who typed it, and shows the table of the entry the host finds for it; it says
  // which table that is each time it moves.
  const name = names[phone] ?? null;
  let watching: number | null = null;
  await new Promise<void>((ready) => {
    const feed = startPhoneFeed(api, eventId, undefined, (data: PhoneData) => {
      const me = data.standings?.excerpt?.own[0] ?? null;
      const table = data.round?.tables.find((t) => t.seats.some((s) => s.entryId === me));
      // Only its own table's result: a line for every result a phone holds was 300,000 lines a
      // round at 300 phones, and writes to a pipe block on Linux until the reader takes them.
      if (table?.result && !seen.has(table.id)) {
        seen.add(table.id);
        write({ phone, table: table.id, at: now() });
      }
      if (table && table.id !== watching) {
        watching = table.id;
        write({ phone, watches: table.id });
        ready();
      }
    });
    feed.follow(name);
  });
}

/** The names the phones follow: the standings' rows in order, read once for all of them (the
 * harness's choice of who holds which phone, not a phone's own request). */
const names = await (async () => {
  const res = await fetch(`${url}/api/standings.get`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ eventId }) });
  const answer = (await res.json()) as { ok: boolean; value?: { rows: { name: string }[] } };
  if (!answer.ok || !answer.value) throw new Error('phone-clients: the standings could not be read');
  return answer.value.rows.map((r) => r.name);
})();

// Phones join a few at a time, as players arrive, not in one burst of a thousand connections.
for (let p = 0; p < count; p += 25) await Promise.all(Array.from({ length: Math.min(25, count - p) }, (_, i) => openPhone(p + i)));
process.stdout.write('ready\n');
