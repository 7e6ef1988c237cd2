// runtime: node. The venue host's PDF export: a headless Chromium loads the same print route from
// this host and prints it to a file, as Electron's printToPDF would. The test tooling uses the
// same finder (scripts/find-chromium.ts), adding Playwright's own download.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function findChromium(env: NodeJS.ProcessEnv = process.env, exists: (p: string) => boolean = existsSync): string | null {
  const candidates = [env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  for (const c of candidates) if (c && exists(c)) return c;
  return null;
}

/** Virtual time lets the page fetch its data and lay out before Chromium prints; network waits
 * pause it, so a slow query does not cut the render short. */
export const virtualTimeBudgetMs = 15_000;

export function chromiumPdfArgs(url: string, outFile: string, profileDir: string): string[] {
  return [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-extensions',
    '--no-first-run',
    '--no-default-browser-check',
    `--user-data-dir=${profileDir}`,
    `--print-to-pdf=${outFile}`,
    '--no-pdf-header-footer',
    `--virtual-time-budget=${virtualTimeBudgetMs}`,
    url,
  ];
}

/** Prints `url` to PDF; rejects when Chromium fails, produces nothing, or takes over `timeoutMs`. */
export async function renderPdf(chromium: string, url: string, timeoutMs = 60_000): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'arbiter-pdf-'));
  const out = join(dir, 'sheet.pdf');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(chromium, chromiumPdfArgs(url, out, join(dir, 'profile')), { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => {
        // Keep only the tail: Chromium is chatty, and only the last lines explain a failure.
        stderr = (stderr + c.toString('utf8')).slice(-2000);
      });
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error('Chromium took too long to print the sheet.'));
      }, timeoutMs);
      child.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      child.on('exit', (code) => {
        clearTimeout(timer);
        if (code === 0) resolve();
        else reject(new Error(`Chromium exited with ${code}: ${stderr.trim().split('\n').pop() ?? ''}`));
      });
    });
    const pdf = await readFile(out);
    if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('Chromium produced no PDF.');
    return pdf;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
