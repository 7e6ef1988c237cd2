// What served mode prints when it cannot start on the database it was given: a sentence naming
// what is wrong and what to do, never SQLite's own lines (those go to the log file).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore } from '../../../electron/core/app-core';
import { fileSettings } from '../../../electron/settings/file-settings';
import { backupFolder, listBackups } from '../../../electron/store/backups';

let dir: string;
let dbPath: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arbiter-serve-'));
  dbPath = join(dir, 'club.sqlite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the served-mode entry to its end (each case here stops before serving). */
function serve(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(process.cwd(), 'electron/serve.ts'), '--port', '0', ...args], {
    env: { ...process.env, ARBITER_DATA_DIR: join(dir, 'data') },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((done) => child.on('exit', (code) => done({ code, out, err })));
}

/** A database of one event with many players, closed (so with a backup), then damaged in the
 * middle of its pages, as a failing disk would. */
function damagedWithBackup(): string {
  const c = createCore({ dbPath, settings: fileSettings(join(dir, 's.json')), log: () => {} });
  const ev = c.dispatch('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'generic' }, { actor: 'desk', readOnly: false });
  if (!ev.ok) throw new Error(ev.error.message);
  for (let i = 0; i < 300; i++) c.dispatch('player.register', { eventId: (ev.value as { id: number }).id, name: `Player ${i} ${'x'.repeat(100)}` }, { actor: 'desk', readOnly: false });
  c.close();
  const bytes = readFileSync(dbPath);
  bytes.fill(0xab, 8192 * 2, 8192 * 2 + 4096 * 3);
  writeFileSync(dbPath, bytes);
  return listBackups(dbPath)[0]!.file;
}

describe('served mode at start', () => {
  it('says a --restore file that is not there does not exist, naming it, and leaves the database alone', async () => {
    const missing = join(dir, 'no-such-backup.sqlite');
    const r = await serve(['--db', dbPath, '--restore', missing]);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`There is no file ${missing} to restore from: check the path (the backups are in ${backupFolder(dbPath)}).\n`);
  }, 30_000);

  it('refuses --restore while another Arbiter serves the database, naming it, and leaves the live file as it was', async () => {
    const c = createCore({ dbPath, settings: fileSettings(join(dir, 's.json')), log: () => {} });
    c.dispatch('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'generic' }, { actor: 'desk', readOnly: false });
    c.close();
    const backup = listBackups(dbPath)[0]!.file;
    const holder = spawn(process.execPath, ['--import', 'tsx', join(process.cwd(), 'test/fixtures/hold-database.ts'), dbPath], { stdio: ['pipe', 'pipe', 'inherit'] });
    try {
      await new Promise((held) => holder.stdout.once('data', held));
      const files = readdirSync(dir).sort();
      const live = readFileSync(dbPath);
      const r = await serve(['--db', dbPath, '--restore', backup]);
      expect(r.code).toBe(1);
      expect(r.err).toMatch(new RegExp(`^The database ${dbPath} is already open in another Arbiter \\(process ${holder.pid} on .*\\)\\. Close that one first`));
      expect(r.out).not.toContain('Restored');
      expect(readdirSync(dir).sort()).toEqual(files);
      expect(readFileSync(dbPath)).toEqual(live);
    } finally {
      holder.stdin.end();
      await new Promise((r) => holder.once('exit', r));
    }
  }, 60_000);

  it('says a damaged database in a sentence with the restore command, and puts what the check found in the log file', async () => {
    const backup = damagedWithBackup();
    const r = await serve(['--db', dbPath]);
    expect(r.code).toBe(1);
    const logFile = join(dir, 'data', 'arbiter.log');
    expect(r.err.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^The database .* is damaged \(it fails its integrity check\)\. Arbiter has not written to it\. The newest good backup is /),
      `To restore it, start Arbiter with:  npm start -- --db "${dbPath}" --restore "${backup}"`,
      `What the integrity check found is in ${logFile}.`,
    ]);
    expect(r.err).not.toMatch(/btree|Tree \d+ page/i);
    expect(readFileSync(logFile, 'utf8')).toMatch(/Tree \d+ page \d+/);
  }, 30_000);
});
