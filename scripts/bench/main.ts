// `npm run bench`: runs the registered cases and prints a table (or JSON lines with --json),
// then the process's peak RSS. Progress goes to stderr.
import { parseArgs, type BenchOptions } from './options';
import { selectCases } from './registry';
import { jsonLines, table } from './report';
import type { Row } from './rows';

export function peakRssMb(): number {
  // maxRSS is in kilobytes.
  return Math.round((process.resourceUsage().maxRSS / 1024) * 10) / 10;
}

export async function runBench(opts: BenchOptions, progress: (m: string) => void): Promise<Row[]> {
  const rows: Row[] = [];
  for (const c of selectCases(opts)) {
    progress(`${c.name}: start`);
    rows.push(...(await c.run(opts, progress)));
  }
  return rows;
}

export async function main(argv: readonly string[]): Promise<number> {
  let opts: BenchOptions;
  try {
    opts = parseArgs(argv);
  } catch (e) {
    console.error((e as Error).message);
    return 2;
  }
  const progress = (m: string) => process.stderr.write(`${m}\n`);
  const rows = await runBench(opts, progress);
  const rss = peakRssMb();
  if (opts.json) {
    for (const line of jsonLines(rows)) console.log(line);
    console.log(JSON.stringify({ kind: 'memory', peak_rss_mb: rss }));
  } else {
    for (const line of table(rows)) console.log(line);
    console.log(`peak RSS: ${rss} MB (process.resourceUsage().maxRSS over the whole run, peer included)`);
  }
  return 0;
}
