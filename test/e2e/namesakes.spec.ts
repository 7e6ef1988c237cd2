// Two players called Anna Kowalska, one of them from a club: registered at the desk (the form asks
// whether the second is another person), each is told apart in the desk's player list, pairings and standings
// and on the projector; and a CSV bringing a third Anna Kowalska is flagged in the import preview.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Player } from '../../shared/model/player';
import { call } from './print/events';
import { expect, screenshotDir, test } from './venue-fixture';

test('two Anna Kowalskas read apart on the pairings, the standings and the projector, and a third in a CSV is flagged', async ({ page, browser, venue }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const eventId = call<{ id: number }>(venue.t, 'event.create', { name: 'Puchar Zimy', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
  for (const name of ['Jan Nowak', 'Ewa Lis']) call(venue.t, 'player.register', { eventId, name });
  await page.goto(`${venue.url}/#/desk`);
  await expect(page.getByTestId('current-event')).toHaveText('Puchar Zimy');

  const register = page.getByRole('form', { name: 'Register a player' });
  await register.getByLabel('Name').fill('Anna Kowalska');
  await register.getByLabel('Name').press('Enter');
  await expect(register.getByRole('status')).toHaveText('Anna Kowalska registered.');
  await register.getByLabel('Name').fill('Anna Kowalska');
  await register.getByLabel('Club').fill('Gdańsk');
  await register.getByLabel('Name').press('Enter');
  await expect(page.getByText('Is Anna Kowalska another person?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, another person' }).click();
  await expect(register.getByRole('status')).toHaveText('Anna Kowalska registered.');
  const list = page.getByRole('listbox');
  await expect(list.getByText('Anna Kowalska (1)', { exact: true })).toBeVisible();
  await expect(list.getByText('Anna Kowalska (Gdańsk)', { exact: true })).toBeVisible();

  for (const p of call<Player[]>(venue.t, 'player.list', { eventId })) call(venue.t, 'player.checkIn', { id: p.id, version: p.version });
  const round = venue.t.publishNext(eventId);

  await page.goto(`${venue.url}/#/desk/rounds`);
  const pairings = page.getByRole('table', { name: 'Round 1' });
  await expect(pairings).toContainText('Anna Kowalska (1)');
  await expect(pairings).toContainText('Anna Kowalska (Gdańsk)');
  await page.screenshot({ path: join(screenshotDir, 'namesakes-pairings.png') });

  await page.goto(`${venue.url}/#/desk/standings`);
  await expect(page.getByRole('cell', { name: 'Anna Kowalska (1)', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Anna Kowalska (Gdańsk)', exact: true })).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'namesakes-standings.png') });

  const projector = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await projector.goto(`${venue.url}/#/display/${eventId}`);
  await expect(projector.getByRole('heading', { name: 'Round 1 · Pairings by name' })).toBeVisible();
  const byName = projector.getByRole('list', { name: 'Pairings by name' });
  await expect(byName.getByText('Anna Kowalska (1)', { exact: true }).first()).toBeVisible();
  await expect(byName.getByText('Anna Kowalska (Gdańsk)', { exact: true }).first()).toBeVisible();
  await projector.screenshot({ path: join(screenshotDir, 'namesakes-projector.png') });
  expect(round.tables.length).toBeGreaterThan(0);

  // A file bringing a third Anna Kowalska (another date of birth: not the same person for sure).
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-namesakes-'));
  const file = join(dir, 'late.csv');
  writeFileSync(file, 'Name,Date of birth\r\nAnna Kowalska,1990-01-01\r\nOlga Wrona,\r\nOLGA WRONA,1991-02-02\r\n');
  await page.goto(`${venue.url}/#/desk`);
  await page.getByRole('button', { name: 'Import players from CSV' }).click();
  const importer = page.getByRole('region', { name: 'Import players from CSV' });
  await importer.getByLabel('CSV file').setInputFiles(file);
  await importer.getByRole('button', { name: 'Check the rows' }).click();
  const flagged = importer.locator('.import-namesakes');
  await expect(flagged).toContainText('2 new players have a name already in the event or earlier in the file.');
  await expect(flagged).toContainText('Row 2: Anna Kowalska: Anna Kowalska is already registered under this name');
  await expect(flagged).toContainText('Row 4: OLGA WRONA: row 3 has the same name');
  await expect(importer.getByRole('row', { name: /^2 Anna Kowalska/ })).toContainText('will be registered; Anna Kowalska is already registered under this name');
  await page.screenshot({ path: join(screenshotDir, 'namesakes-import.png'), fullPage: true });
});
