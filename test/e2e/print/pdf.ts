// Reads PDFs back with Debian's poppler-utils: page count and size (pdfinfo), the text of one
// page in layout order (pdftotext -layout), and a PNG of a page to look at (pdftoppm).
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { findChromium } from '../../../electron/venue/pdf';

export const pdfDir = join(process.cwd(), 'test-results', 'pdf');
export const screensDir = join(process.cwd(), 'test-results', 'screens');

export interface PdfInfo {
  pages: number;
  /** Page size in PostScript points, rounded. */
  width: number;
  height: number;
}

export function pdfInfo(file: string): PdfInfo {
  const out = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(out)![1]);
  const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(out)!;
  return { pages, width: Math.round(Number(size[1])), height: Math.round(Number(size[2])) };
}

export function pageText(file: string, page: number): string {
  return execFileSync('pdftotext', ['-layout', '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' });
}

export function allPages(file: string): string[] {
  const { pages } = pdfInfo(file);
  return Array.from({ length: pages }, (_, i) => pageText(file, i + 1));
}

/** Renders one page at 60 dpi to `name`.png under test-results/screens. */
export function renderPng(file: string, name: string, page = 1): string {
  mkdirSync(screensDir, { recursive: true });
  const base = join(screensDir, `${name}-tmp`);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', String(page), '-l', String(page), '-singlefile', file, base]);
  const out = join(screensDir, `${name}.png`);
  renameSync(`${base}.png`, out);
  return out;
}

/** Opens a print route, waits for data-print-ready and prints it as Electron's printToPDF would. */
export async function printRoute(page: Page, url: string, name: string): Promise<string> {
  await page.goto(url);
  await page.locator('[data-print-ready="true"]').waitFor({ timeout: 30_000 });
  const file = join(pdfDir, `${name}.pdf`);
  mkdirSync(dirname(file), { recursive: true });
  await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
  return file;
}

/** Slip codes on a page, top to bottom (round-table-XXXX). */
export function slipCodes(text: string): string[] {
  return [...text.matchAll(/\b\d+-\d+-[0-9A-Z]{4}\b/g)].map((m) => m[0]);
}

export const count = (text: string, needle: string) => text.split(needle).length - 1;

/** The Chromium the venue host's PDF route would use, or null; where there is none, the reason a
 * test of that route is skipped, printed once at run time. */
export function pdfRouteChromium(): { path: string | null; skipReason: string } {
  const path = findChromium();
  const skipReason = 'No Chromium for the venue host on this machine (set CHROMIUM_PATH): the route answers 503, which is unit-tested';
  if (!path) console.log(`PDF route test skipped: ${skipReason}`);
  return { path, skipReason };
}
