// Each test gets the real core on a fresh SQLite file behind the real venue host, serving the
// built renderer; the browser talks to it exactly as a desk at the venue would.
import { test as base } from '@playwright/test';
import { join } from 'node:path';
import { startVenueHost } from '../../electron/venue/server';
import { tempCore, type TempCore } from '../fixtures/temp-core';

export const test = base.extend<{ venue: { url: string; t: TempCore } }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  venue: async ({}, use) => {
    const t = tempCore();
    const host = await startVenueHost({ core: t.core, staticDir: join(process.cwd(), 'dist/renderer'), port: 0, venueAccess: false, token: 'test' });
    await use({ url: host.url, t });
    await host.close();
    t.dispose();
  },
});
export { expect } from '@playwright/test';

export const screenshotDir = join(process.cwd(), 'test-results', 'screens');
