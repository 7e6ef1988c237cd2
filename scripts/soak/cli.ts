// `npm run soak -- [--minutes N] [--out PATH]`: the soak of run.ts for N minutes (default 5),
// writing PATH.jsonl (a line a minute), PATH.svg and PATH.summary.json (default
// test-results/soak-<N>min). Exits 1 when a goal is missed.
import { runSoak } from './run';

const USAGE = 'usage: npm run soak -- [--minutes N] [--out PATH]';

function parse(argv: readonly string[]): { minutes: number; out: string } {
  let minutes = 5;
  let out: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[++i];
    if (flag === '--minutes' && Number(value) > 0) minutes = Number(value);
    else if (flag === '--out' && value) out = value;
    else throw new Error(USAGE);
  }
  return { minutes, out: out ?? `test-results/soak-${minutes}min` };
}

let args: { minutes: number; out: string };
try {
  args = parse(process.argv.slice(2));
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}
const report = await runSoak(args.minutes, args.out, (m) => process.stderr.write(`${m}\n`));
const { ok, ...verdicts } = report.judgement;
for (const [name, v] of Object.entries(verdicts)) console.log(`${v.ok ? 'ok  ' : 'MISS'} ${name}: ${v.value ?? '—'} (goal ${v.goal})`);
for (const [kind, n] of Object.entries(report.error_kinds)) console.log(`errors: ${n} × ${kind}`);
console.log(`samples ${report.files.samples}, plot ${report.files.svg}, summary ${report.files.summary}`);
process.exit(ok ? 0 : 1);
