// The QR code to the phones page: on the projector and on the printed pairings when the window was
// opened at the venue host's address on the network (venue access on), with the address written
// under it; on this machine's own address (the desktop app's windows, a browser at 127.0.0.1) the
// venue host's network address while venue access is on, and none without it.
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { joinCodes } from '../../electron/venue/join-codes';
import { startVenueHost, type VenueHost } from '../../electron/venue/server';
import { venueAccess, venueAddresses } from '../../electron/venue/venue-access';
import { tempCore, type TempCore } from '../fixtures/temp-core';
import { eventDriver, playerNames } from './display/event';
import { pageText, printRoute, renderPng } from './print/pdf';
import { screenshotDir } from './venue-fixture';

/** This machine's address on a network, as the phones would open it. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && !i.internal && i.family === 'IPv4')?.address;

const test = base.extend<{ lan: { url: string; local: string; t: TempCore } }>({
  // eslint-disable-next-line no-empty-pattern
  lan: async ({}, use) => {
    const t = tempCore();
    const host = await startVenueHost({ core: t.core, staticDir: join(process.cwd(), 'dist/renderer'), port: 0, venueAccess: true, token: 'test' });
    await use({ url: `http://${lanAddress}:${host.port}`, local: host.url, t });
    await host.close();
    t.dispose();
  },
});

test('the projector and the printed pairings carry the phones page address opened on the network, not on this machine', async ({ page, lan }) => {
  expect(lanAddress, 'this test needs a network address besides loopback').toBeTruthy();
  const ev = eventDriver(lan.t);
  ev.addPlayers(playerNames(12));
  const r1 = ev.publish(ev.pair());
  const address = `${lan.url}/phone?event=${ev.eventId}`;

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${lan.url}/#/display/${ev.eventId}`);
  await expect(page.getByTestId('phone-qr')).toContainText(`Your table on your phone: ${address}`);
  await expect(page.getByRole('img', { name: "QR code of the players' phones page" })).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'phone-qr-projector.png') });

  // A desk on the network prints the pairings: it opens the address with the token once.
  await page.goto(`${lan.url}/?token=test`);
  const file = await printRoute(page, `${lan.url}/#/print/pairings/${r1.id}?by=name&paper=a4`, 'phone-qr-pairings');
  const text = pageText(file, 1).replace(/\s+/g, ' ');
  expect(text).toContain('Your table on your phone:');
  // pdftotext may break the long address where it wraps on the sheet.
  expect(text.replace(/\s/g, '')).toContain(address);
  renderPng(file, 'phone-qr-pairings');

  // The page the QR code opens.
  await page.goto(address);
  await expect(page.getByLabel('Find your table')).toBeVisible();

  // On this machine's own address, with no venue port telling the host's address: no code.
  await page.goto(`${lan.local}/#/display/${ev.eventId}`);
  await expect(page.locator('.dp-screen[data-ready="true"]')).toBeVisible();
  await expect(page.getByTestId('phone-qr')).toHaveCount(0);
});

test('a projector on this machine points the phones at the venue host’s network address while venue access is on', async ({ page }) => {
  let host: VenueHost | null = null;
  const t = tempCore({ venue: venueAccess(joinCodes(), () => host?.port ?? 0) });
  host = await startVenueHost({ core: t.core, staticDir: join(process.cwd(), 'dist/renderer'), port: 0, venueAccess: true, token: 'test' });
  try {
    const ev = eventDriver(t);
    ev.addPlayers(playerNames(8));
    ev.publish(ev.pair());
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${host.url}/#/display/${ev.eventId}`);
    await expect(page.getByTestId('phone-qr')).toContainText(`Your table on your phone: ${venueAddresses(host.port)[0]}/phone?event=${ev.eventId}`);
    expect(host.url).toContain('127.0.0.1');
  } finally {
    await host.close();
    t.dispose();
  }
});
