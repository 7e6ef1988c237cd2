// Benchmark: 512 result slips (a 1,024-player round) rendered to PDF the way the app prints them,
// with Playwright driving Chromium (page.pdf = Electron's printToPDF). Prints one JSON line.
// Needs the built renderer (node scripts/build.mjs --quiet). Run: npx tsx scripts/bench-print.ts
import { chromium } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startVenueHost } from '../electron/venue/server';
import { pairedEvent } from '../test/e2e/print/events';
import { tempCore } from '../test/fixtures/temp-core';
import { findChromium } from './find-chromium.mjs';

const players = 1024;
const budgetMs = 10_000;
const staticDir = join(process.cwd(), 'dist/renderer');

if (!existsSync(join(staticDir, 'index.html'))) {
  console.error('Build the renderer first: node scripts/build.mjs --quiet');
  process.exit(1);
}

const t = tempCore();
const event = pairedEvent(t, players, { name: 'Bench Open' });
const slips = event.round.tables.filter((x) => !x.bye).length;
const host = await startVenueHost({ core: t.core, staticDir, port: 0, venueAccess: false, token: 'bench' });
const executablePath = (await findChromium()) ?? undefined;
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
const out = mkdtempSync(join(tmpdir(), 'arbiter-bench-print-'));
try {
  const page = await browser.newPage();
  // Timed from asking for the route to the PDF on disk: data, layout, QR codes and printing.
  const start = performance.now();
  await page.goto(`${host.url}/#/print/slips/${event.round.id}?per=4&paper=a4`);
  await page.locator('[data-print-ready="true"]').waitFor({ timeout: 60_000 });
  const file = join(out, 'slips.pdf');
  await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
  const ms = Math.round(performance.now() - start);
  if (statSync(file).size === 0) throw new Error('empty PDF');
  console.log(JSON.stringify({ case: 'print_slips', slips, ms, budget_ms: budgetMs, within_budget: ms <= budgetMs }));
} finally {
  await browser.close();
  await host.close();
  t.dispose();
  rmSync(out, { recursive: true, force: true });
}
