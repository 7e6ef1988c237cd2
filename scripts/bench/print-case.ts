// Printing (design.md: 512 result slips to PDF <= 10 s): a 1,024-player round's slips rendered
// the way the app prints them, Playwright driving Chromium (page.pdf is Electron's printToPDF).
// Timed from asking for the route to the PDF on disk: data, layout, QR codes and printing.
import { chromium } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startVenueHost } from '../../electron/venue/server';
import { pairedEvent } from '../../test/e2e/print/events';
import { tempCore } from '../../test/fixtures/temp-core';
import { findTestChromium } from '../find-chromium';
import type { BenchCase } from './case';
import type { MeasureRow } from './rows';

export const PRINT_BUDGET_MS = 10_000;
const players = 1024;

export function printCase(): BenchCase {
  return {
    name: 'print-slips-512',
    async run(_opts, progress) {
      const base = { kind: 'latency' as const, case: 'print-slips-512', engine: 'arbiter' as const, players, rounds: 1, runs: 1, budget_ms: PRINT_BUDGET_MS };
      const staticDir = join(process.cwd(), 'dist/renderer');
      const executablePath = await findTestChromium();
      if (!existsSync(join(staticDir, 'index.html')) || !executablePath) {
        const note = 'skipped: needs the built renderer (node scripts/build.mjs) and a Chromium';
        return [{ ...base, median_ms: 0, worst_ms: 0, within_budget: false, note } satisfies MeasureRow];
      }
      const t = tempCore();
      const event = pairedEvent(t, players, { name: 'Bench Open' });
      const slips = event.round.tables.filter((x) => !x.bye).length;
      const host = await startVenueHost({ core: t.core, staticDir, port: 0, venueAccess: false, token: 'bench' });
      const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
      const out = mkdtempSync(join(tmpdir(), 'arbiter-bench-print-'));
      try {
        const page = await browser.newPage();
        const start = performance.now();
        await page.goto(`${host.url}/#/print/slips/${event.round.id}?per=4&paper=a4`);
        await page.locator('[data-print-ready="true"]').waitFor({ timeout: 60_000 });
        const file = join(out, 'slips.pdf');
        await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
        const ms = Math.round(performance.now() - start);
        if (statSync(file).size === 0) throw new Error('empty PDF');
        progress(`print-slips-512: ${slips} slips in ${ms} ms`);
        return [{ ...base, median_ms: ms, worst_ms: ms, within_budget: ms <= PRINT_BUDGET_MS, note: `${slips} slips, 4 per A4 page` }];
      } finally {
        await browser.close();
        await host.close();
        t.dispose();
        rmSync(out, { recursive: true, force: true });
      }
    },
  };
}
