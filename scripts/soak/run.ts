// The soak (issue 29, "The largest event, all day"): the venue host in its own process
// (host.ts), the event day played by the desks (day.ts), 20 displays (display-clients.ts, a new
// process each round, holding the round as the projector does) and 300 phones
// (phone-clients.ts, from round 1 on) in processes of their own; every minute one JSON line of
// the host's memory and event-loop delay, request latency per operation, display and phone lag
// and errors. At the end the judgement against the goals (stats.ts) and the plot (svg.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import type { BenchRound } from '../bench/core-event';
import { DAY, playDay } from './day';
import { clock, type CallRecord } from './desk';
import { lagTracker } from './lag';
import { judge, quantiles, type Judgement, type MinuteSample, type Quantiles } from './stats';
import { soakSvg } from './svg';

export const DISPLAYS = 20;
export const PHONES = 300;
/** A sighting later than this after the answer is a miss (an error); anything sooner is a lag,
 * so a loaded minute shows how late, not only that it was. */
const GRACE_MS = 30_000;

export interface SoakReport {
  minutes: number;
  samples: MinuteSample[];
  display_lag_ms: Quantiles | null;
  phone_lag_ms: Quantiles | null;
  judgement: Judgement;
  /** The first errors, to read; the samples count them all. */
  first_errors: string[];
  /** Every error counted by its message with the numbers taken out (which table, which phone). */
  error_kinds: Record<string, number>;
  files: { samples: string; svg: string; summary: string };
}

/** A client process (displays, phones) that outlives a failed request, its failures handed to `fail`. */
function clients(script: string, args: (string | number)[], fail: (message: string) => void): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/soak/keep-going.ts', script, ...args.map(String)], { stdio: ['ignore', 'pipe', 'pipe'] });
  createInterface({ input: child.stderr! }).on('line', (line) => {
    if (line.startsWith('{"unhandled"')) fail(`${script}: ${(JSON.parse(line) as { unhandled: string }).unhandled}`);
    else process.stderr.write(`${line}\n`);
  });
  return child;
}

const scriptOf = (child: ChildProcess) => child.spawnargs.filter((a) => a.endsWith('.ts')).at(-1);

/** Calls `onLine` for every line the child prints; resolves on the first line `until` accepts. */
function readLines(child: ChildProcess, onLine: (line: string) => void, until: (line: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let done = false;
    child.once('exit', (code) => !done && reject(new Error(`${scriptOf(child)} exited (${code}) before it was ready`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!done && until(line)) {
        done = true;
        resolve(line);
      } else onLine(line);
    });
  });
}

export async function runSoak(minutes: number, out: string, progress: (m: string) => void): Promise<SoakReport> {
  const files = { samples: `${out}.jsonl`, svg: `${out}.svg`, summary: `${out}.summary.json` };
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(files.samples, '');

  const host = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'scripts/soak/host.ts'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const hostSamples: ((line: string) => void)[] = [];
  const { url } = JSON.parse(await readLines(host, (line) => hostSamples.shift()?.(line), (line) => line.startsWith('{"url"'))) as { url: string };
  const sampleHost = () =>
    new Promise<MinuteSample['host']>((resolve) => {
      hostSamples.push((line) => resolve(JSON.parse(line) as MinuteSample['host']));
      host.stdin!.write('sample\n');
    });

  const errors: string[] = [];
  const firstErrors: string[] = [];
  const errorKinds: Record<string, number> = {};
  const kindOf = (message: string) => message.replace(/\d+/g, 'N');
  const fail = (message: string) => {
    errors.push(message);
    const kind = kindOf(message);
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
    if (firstErrors.length < 20) firstErrors.push(message);
  };
  let calls: CallRecord[] = [];
  const record = (c: CallRecord) => {
    calls.push(c);
    if (c.error) fail(c.error);
  };

  const lags = lagTracker();
  const pooled = { display: [] as number[], phone: [] as number[] };
  const samples: MinuteSample[] = [];
  let phase = 'starting';
  let minuteStart = clock();
  const sample = async (before: number) => {
    const now = clock();
    const hostNow = await sampleHost();
    const swept = lags.sweep(before);
    for (const m of swept.missed) fail(m);
    pooled.display.push(...swept.display);
    pooled.phone.push(...swept.phone);
    const byOperation = new Map<string, number[]>();
    for (const c of calls) {
      if (!byOperation.has(c.operation)) byOperation.set(c.operation, []);
      byOperation.get(c.operation)!.push(c.ms);
    }
    const latency = Object.fromEntries([['all', quantiles(calls.map((c) => c.ms))], ...[...byOperation].map(([op, ms]) => [op, quantiles(ms)])]);
    const s: MinuteSample = {
      minute: samples.length + 1,
      seconds: Math.round((now - minuteStart) / 100) / 10,
      phase,
      host: hostNow,
      latency_ms: latency,
      display_lag_ms: quantiles(swept.display),
      phone_lag_ms: quantiles(swept.phone),
      errors: errors.length,
      ...(errors.length > 0 ? { error_kinds: countBy(errors.map(kindOf)) } : {}),
    };
    calls = [];
    errors.length = 0;
    minuteStart = now;
    samples.push(s);
    appendFileSync(files.samples, `${JSON.stringify(s)}\n`);
    progress(
      `soak minute ${s.minute} (${phase}): host ${s.host.rss_mb} MB, loop p99 ${s.host.event_loop_delay_ms.p99} ms, ` +
        `requests p95 ${s.latency_ms.all?.p95 ?? '—'} ms, display lag p99 ${s.display_lag_ms?.p99 ?? '—'} ms, phone ${s.phone_lag_ms?.p99 ?? '—'} ms, errors ${s.errors}`,
    );
  };

  let displays: ChildProcess | null = null;
  let phones: ChildProcess | null = null;
  const children = new Set<ChildProcess>();
  const watchChild = (child: ChildProcess) => {
    children.add(child);
    child.once('exit', (code, signal) => {
      if (children.delete(child)) fail(`${scriptOf(child)} exited (${code ?? signal}) during the day`);
    });
    return child;
  };
  const stop = (child: ChildProcess | null) => {
    if (child && children.delete(child)) child.kill();
  };

  // The phones start at round 1's publication, each following the player of its row then, all day
  // (phone-clients.ts): the order of that first publication is theirs.
  let phoneOrder: number[] | null = null;
  const published = async (eventId: number, round: BenchRound, standingsOrder: number[]) => {
    const order = (phoneOrder ??= standingsOrder);
    const shownBy = new Map<number, string[]>();
    for (let p = 0; p < PHONES; p++) {
      const table = round.tables.find((t) => !t.bye && t.seats.some((s) => s.entryId === order[p]));
      if (table) shownBy.set(table.id, [...(shownBy.get(table.id) ?? []), `p${p}`]);
    }
    for (const t of round.tables) if (!t.bye) lags.watch(t.id, [...Array.from({ length: DISPLAYS }, (_, d) => `d${d}`), ...(shownBy.get(t.id) ?? [])]);
    const next = watchChild(clients('scripts/bench/display-clients.ts', [url, eventId, round.id, DISPLAYS], fail));
    await readLines(
      next,
      (line) => {
        const { display, table, at } = JSON.parse(line) as { display: number; table: number; at: number };
        lags.seen(`d${display}`, table, at);
      },
      (line) => line === 'ready',
    );
    // The new round's displays are up before the last round's go: the room is never without.
    stop(displays);
    displays = next;
    if (!phones) {
      phones = watchChild(clients('scripts/bench/phone-clients.ts', [url, eventId, PHONES], fail));
      await readLines(
        phones,
        (line) => {
          // Only a held result counts here; the changes heard and the tables watched are many more lines.
          if (!line.includes('"table"')) return;
          const { phone, table, at } = JSON.parse(line) as { phone: number; table: number; at: number };
          lags.seen(`p${phone}`, table, at);
        },
        (line) => line === 'ready',
      );
    }
  };

  const timer = setInterval(() => void sample(clock() - GRACE_MS), 60_000);
  try {
    await playDay(url, minutes, record, {
      phase: (p) => {
        phase = p;
        progress(`soak: ${p}`);
      },
      published,
      resultEntered: (tableId, at) => lags.entered(tableId, at),
    });
  } catch (err) {
    fail(String(err));
  } finally {
    clearInterval(timer);
  }
  // The last sightings have a few seconds to come in; then every result is judged.
  await new Promise((r) => setTimeout(r, 5000));
  await sample(Infinity);
  for (const c of [...children]) stop(c);
  host.stdin!.end();
  await new Promise((r) => host.once('exit', r));

  const report: SoakReport = {
    minutes,
    samples,
    display_lag_ms: quantiles(pooled.display),
    phone_lag_ms: quantiles(pooled.phone),
    judgement: judge(samples, { display: quantiles(pooled.display), phone: quantiles(pooled.phone) }),
    first_errors: firstErrors,
    error_kinds: errorKinds,
    files,
  };
  writeFileSync(files.svg, soakSvg(samples, `Soak, ${minutes} min: ${DAY.players} players, ${DAY.rounds} rounds, ${DISPLAYS} displays, ${PHONES} phones`));
  writeFileSync(files.summary, `${JSON.stringify({ ...report, samples: undefined }, null, 2)}\n`);
  return report;
}

function countBy(keys: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const k of keys) counts[k] = (counts[k] ?? 0) + 1;
  return counts;
}
