// npm run verify -- event.json: checks an exported event file by replaying it (docs/verify.md) and
// prints what differs, the first problem first. Exit code 0: nothing differs; 1: something does;
// 2: the file cannot be read or checked at all.
import { readFileSync } from 'node:fs';
import { CommandError } from '../shared/contract/errors';
import { anyEventFileSchema } from '../shared/model/export';
import type { VerifyReport } from '../shared/model/verify';
import { verifyEventFile } from '../electron/core/services/verify/verify-file';

function read(path: string | undefined): unknown {
  if (!path) throw new Error('Usage: npm run verify -- <event file.json>');
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`${path}: not a JSON file (${err instanceof Error ? err.message : String(err)})`, { cause: err });
  }
}

function print(path: string, report: VerifyReport): void {
  console.log(`${path}: pairing engine ${report.engine.file ?? 'not named'} (this Arbiter: ${report.engine.here})`);
  for (const d of report.divisions) console.log(`  ${d.name}: ${d.rounds} rounds replayed, ${d.same} paired the same`);
  for (const p of report.problems) {
    const where = [p.division, p.round === null ? null : `round ${p.round}`, p.table === null ? null : `table ${p.table}`].filter(Boolean).join(', ');
    console.log(`  ${p.code}${where ? ` (${where})` : ''}: ${p.message}`);
  }
  console.log(report.ok ? 'OK: every round replays the same, every result and change by hand is audited, the standings agree.' : `NOT OK: first difference: ${report.first!.message}`);
}

function main(): number {
  const path = process.argv[2];
  try {
    const parsed = anyEventFileSchema.safeParse(read(path));
    if (!parsed.success) {
      for (const issue of parsed.error.issues.slice(0, 20)) console.error(`  ${['document', ...issue.path.map(String)].join('.')}: ${issue.message}`);
      console.error(`${path}: not an Arbiter event file.`);
      return 2;
    }
    const report = verifyEventFile(parsed.data);
    print(path!, report);
    return report.ok ? 0 : 1;
  } catch (err) {
    if (err instanceof CommandError) {
      const fields = (err.details as { fields?: { path: string; message: string }[] } | undefined)?.fields ?? [];
      for (const f of fields.slice(0, 20)) console.error(`  ${f.path}: ${f.message}`);
    }
    console.error(err instanceof Error ? err.message : String(err));
    return 2;
  }
}

process.exitCode = main();
