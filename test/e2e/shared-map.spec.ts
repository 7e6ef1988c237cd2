// The shared map (Catan 1.18) and the queue number (1.22) at the registration desk, with a ruleset
// registered by this test: players checked in are told their queue number; the organizer chooses a
// photograph of the map (a GIF and a file past the size limit are refused with the reason on
// screen), writes its description, saves, and prints it; the PDF is read back with pdftotext.
import type { Page } from '@playwright/test';
import { registerRuleset } from '../../electron/engine/rulesets';
import { timedTables } from '../fixtures/rulesets/timed-tables';
import { eventMaps } from '../../electron/features/shared-map/maps';
import { pageText, printRoute, renderPng } from './print/pdf';
import { createEventAtDesk, shot } from './stages/desk';
import { expect, test } from './venue-fixture';

let unregister: () => void;
test.beforeEach(() => {
  unregister = registerRuleset(timedTables);
});
test.afterEach(() => unregister());

/** A photograph of a map, as a PNG: hexes drawn in a page of their own and screenshot. */
async function mapPhoto(page: Page): Promise<Buffer> {
  const hex = (x: number, y: number, fill: string) => `<polygon points="${[0, 60, 120, 180, 240, 300].map((a) => `${x + 40 * Math.cos(((a + 30) * Math.PI) / 180)},${y + 40 * Math.sin(((a + 30) * Math.PI) / 180)}`).join(' ')}" fill="${fill}" stroke="#333" stroke-width="3"/>`;
  const fills = ['#e4c65b', '#3f8f3a', '#a0522d', '#9e9e9e', '#8bc34a', '#f5deb3', '#3f8f3a'];
  const cells = [[200, 60], [270, 60], [165, 120], [235, 120], [305, 120], [200, 180], [270, 180]].map(([x, y], i) => hex(x!, y!, fills[i]!));
  await page.setContent(`<body style="margin:0;background:#4a90c2"><svg width="470" height="240">${cells.join('')}</svg></body>`);
  return page.locator('svg').screenshot();
}

test('queue numbers at check-in; the map chosen, refused when it is no PNG or JPEG or too large, saved and printed', async ({ page, browser, venue }) => {
  test.setTimeout(120_000);
  const drawing = await browser.newPage();
  const photo = await mapPhoto(drawing);
  await drawing.close();

  await createEventAtDesk(page, venue.url, { name: 'Island Cup', date: '2026-12-05', ruleset: 'test-timed-tables' });
  const eventId = venue.t.core.store.events.list()[0]!.id;

  // 1.22: the pre-registered list, then arrivals in the order they reach the desk.
  const register = page.getByRole('form', { name: 'Register a player' });
  for (const name of ['Ann Lee', 'Bruno Costa', 'Chiara Moreau']) {
    await register.getByLabel('Name').fill(name);
    await register.getByLabel('Name').press('Enter');
    await expect(register.getByRole('status')).toHaveText(`${name} registered.`);
  }
  const checkIn = page.getByRole('region', { name: 'Find and check in' });
  for (const [i, name] of ['Chiara Moreau', 'Ann Lee'].entries()) {
    await page.getByLabel('Search players').fill(name);
    await checkIn.getByRole('listbox').getByRole('option', { name: new RegExp(`^${name}`) }).getByRole('button', { name: 'Check in' }).click();
    await expect(checkIn.getByRole('status')).toHaveText(`${name} checked in: queue number ${i + 1}.`);
  }
  await page.getByLabel('Search players').fill('');
  await expect(checkIn.getByRole('option', { name: /^Chiara Moreau/ }).getByText('Queue #1')).toBeVisible();
  await expect(checkIn.getByRole('option', { name: /^Ann Lee/ }).getByText('Queue #2')).toBeVisible();

  // 1.18: the map. A GIF is refused by its bytes; a file past 700 KiB is refused before sending.
  const form = page.getByRole('form', { name: 'Map' });
  const file = form.getByLabel('Photograph of the map');
  await file.setInputFiles({ name: 'island.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') });
  await form.getByRole('button', { name: 'Save map' }).click();
  await expect(form.locator('#event-map-image-error')).toHaveText('Only a PNG or JPEG image can be the map.');
  const huge = Buffer.alloc(900 * 1024);
  photo.copy(huge);
  await file.setInputFiles({ name: 'island-huge.png', mimeType: 'image/png', buffer: huge });
  await expect(form.locator('#event-map-image-error')).toHaveText('The image is 900 KiB; the map image may be at most 700 KiB. Save it smaller (fewer pixels or as JPEG) and choose it again.');
  await shot(page, 'shared-map-refused');

  await file.setInputFiles({ name: 'island.png', mimeType: 'image/png', buffer: photo });
  await expect(form.locator('#event-map-image-error')).toHaveCount(0);
  await form.getByLabel('Description of the map').fill('Desert in the centre.\nThe red 6 and 8 never touch; harbours 3:1 on every second coast.');
  await form.getByRole('button', { name: 'Save map' }).click();
  await expect(form.getByRole('status')).toHaveText('Map saved.');
  await expect(form.getByRole('img', { name: 'The map as saved' })).toBeVisible();
  expect(eventMaps(venue.t.core.store).get(eventId)).toMatchObject({ version: 1, image: { type: 'image/png', bytes: photo.length } });
  await shot(page, 'shared-map-desk');

  // The printed map: title, event, the image and the description, line breaks kept.
  const pdf = await printRoute(page, `${venue.url}/#/print/map/${eventId}?paper=a4`, 'shared-map');
  const text = pageText(pdf, 1);
  expect(text).toContain('Map');
  expect(text).toContain('Island Cup');
  expect(text).toContain('Desert in the centre.');
  expect(text).toMatch(/The red 6 and 8 never touch; harbours 3:1 on every\s+second coast\./);
  renderPng(pdf, 'shared-map-print');
});
