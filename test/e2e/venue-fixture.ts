// Each test gets the real core on a fresh SQLite file behind the real venue host, serving the
// built renderer; the browser talks to it exactly as a desk at the venue would.
import { test as base, type Browser, type Page } from '@playwright/test';
import { join } from 'node:path';
import { joinCodes, type JoinCodes } from '../../electron/venue/join-codes';
import { startVenueHost, type VenueHost } from '../../electron/venue/server';
import { venueAccess } from '../../electron/venue/venue-access';
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

/** A host with venue access's join codes, on loopback: a browser that has not joined is the head
 * judge; a browser that joined with a code is its role, as on another computer. With `offHost`
 * (test.use) the host trusts no loopback address, so the test's browsers are another computer's:
 * one that has not joined is a guest, and the head judge opens the address with the token
 * (`?token=test`). */
export const testWithCodes = base.extend<{ offHost: boolean; venue: { url: string; t: TempCore; codes: JoinCodes } }>({
  offHost: [false, { option: true }],
  venue: async ({ offHost }, use) => {
    const codes = joinCodes();
    let host: VenueHost | null = null;
    const t = tempCore({ venue: venueAccess(codes, () => host?.port ?? 0) });
    host = await startVenueHost({
      core: t.core,
      staticDir: join(process.cwd(), 'dist/renderer'),
      port: 0,
      venueAccess: false,
      token: 'test',
      codes,
      trustLoopback: !offHost,
    });
    await use({ url: host.url, t, codes });
    await host.close();
    t.dispose();
  },
});

/** A desk in a browser of its own (its own cookies), joined by typing the code. */
export async function deskJoinedBy(browser: Browser, url: string, code: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${url}/#/join`);
  await page.getByLabel('Join code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Join' }).click();
  return page;
}

export { expect } from '@playwright/test';

export const screenshotDir = join(process.cwd(), 'test-results', 'screens');
