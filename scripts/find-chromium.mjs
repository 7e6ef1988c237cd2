// Finds a Chromium for the browser tests: $CHROMIUM_PATH, Debian's /usr/bin/chromium, or
// Playwright's own download when there is one. Returns null when there is none.
import { existsSync } from 'node:fs';

export async function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const c of candidates) if (c && existsSync(c)) return c;
  try {
    const { chromium } = await import('@playwright/test');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright's registry has no browser recorded.
  }
  return null;
}
