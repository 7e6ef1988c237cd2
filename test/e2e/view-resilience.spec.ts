// A view that fails to render does not blank the desk, and a refresh that fails does not wipe what
// the window shows.
import { join } from 'node:path';
import { expect, screenshotDir, test } from './venue-fixture';
import { call, netrunnerEvent } from './netrunner/core';

test('a tab that fails to render says so under a working top bar, and reloads', async ({ page, venue }) => {
  netrunnerEvent(venue.t, ['Anna Nowak', 'Boris Ivanov'], 2);
  // An answer the standings view cannot draw.
  const broken = { ok: true, value: { throughRound: 1, rows: [{ entryId: 1 }], columns: null, primary: null } };
  await page.route('**/api/standings.get', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(broken) }));
  await page.goto(`${venue.url}/#/desk/standings`);

  const failed = page.getByRole('alert').filter({ hasText: 'This view stopped working' });
  await expect(failed).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Reload this view' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Desk sections' })).toBeVisible();
  await page.screenshot({ animations: 'disabled', path: join(screenshotDir, 'view-failed.png') });

  // The top bar still works: another tab opens.
  await page.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Registration' }).click();
  await expect(page.getByRole('form', { name: 'Register a player' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Standings' }).click();
  await expect(failed).toBeVisible();
  await page.unroute('**/api/standings.get');
  await failed.getByRole('button', { name: 'Reload this view' }).click();
  await expect(page.getByRole('region', { name: 'Standings' })).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test('a refresh the host refuses keeps the list on screen, says it is retrying, and catches up', async ({ page, venue }) => {
  const { event } = netrunnerEvent(venue.t, ['Anna Nowak', 'Boris Ivanov'], 0);
  await page.goto(`${venue.url}/#/desk`);
  const list = page.getByRole('listbox', { name: 'Find and check in' });
  await expect(list.getByRole('option')).toHaveCount(2);

  await page.route('**/api/player.list', (route) => route.abort());
  // Another desk registers a player: this window's refresh of the list fails.
  call(venue.t, 'player.register', { eventId: event.id, name: 'Chiara Rossi' });
  await expect(page.getByRole('status').filter({ hasText: 'Could not refresh — retrying.' })).toBeVisible();
  await expect(list.getByRole('option')).toHaveCount(2);
  await expect(list).toContainText('Anna Nowak');
  await page.screenshot({ animations: 'disabled', path: join(screenshotDir, 'stale-notice.png') });

  await page.unroute('**/api/player.list');
  await expect(list.getByRole('option')).toHaveCount(3, { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Could not refresh' })).toHaveCount(0);
});
