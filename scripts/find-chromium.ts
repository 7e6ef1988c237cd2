// The Chromium for browser tests and benches: the one the venue host would use for PDFs
// (electron/venue/pdf.ts: $CHROMIUM_PATH, Debian's /usr/bin/chromium, …), else Playwright's own
// download when there is one; null when there is none.
import { existsSync } from 'node:fs';
import { findChromium } from '../electron/venue/pdf';

export async function findTestChromium(): Promise<string | null> {
  const system = findChromium();
  if (system) return system;
  try {
    const { chromium } = await import('@playwright/test');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright's registry has no browser recorded.
  }
  return null;
}
