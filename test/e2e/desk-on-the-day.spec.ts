// Desk defects found on an event day: a scanner after a refused code, a long name in the manual
// pairing form, and how a seat swap is noted.
import { join } from 'node:path';
import { expect, screenshotDir, test } from './venue-fixture';
import { call, latestRound, netrunnerEvent } from './netrunner/core';

const eight = ['Anna Nowak', 'Boris Ivanov', 'Chiara Rossi', 'Diego Torres', 'Eva Novak', 'Femi Adeyemi', 'Greta Lund', 'Hugo Martin'];

test('after a refused slip code the next scan replaces it and opens its match', async ({ page, venue }) => {
  const { event } = netrunnerEvent(venue.t, eight, 8);
  const draft = call(venue.t, 'round.pair', { eventId: event.id, newest: null });
  const round = call(venue.t, 'round.publish', { roundId: draft.id, version: draft.version });
  const good = round.tables.find((tb) => tb.number === 3)!.slipCode;
  const bad = good.slice(0, -1) + (good.at(-1) === 'A' ? 'B' : 'A');

  await page.goto(`${venue.url}/#/desk/results`);
  const code = page.getByLabel('Table number or slip code');
  await expect(code).toBeFocused();
  // A scanner types the code and Enter, as a keyboard would.
  await page.keyboard.type(bad);
  await page.keyboard.press('Enter');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toBeFocused();
  await page.keyboard.type(good);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Table 3' })).toBeVisible();
  await expect(code).toHaveValue(good);
});

test('the manual pairing form keeps a 60-character name inside a 1,440 px window', async ({ page, venue }) => {
  const long = 'Maximiliane Alexandra Konstantinopoulou-Wertheimer von Essen';
  expect(long).toHaveLength(60);
  const { event } = netrunnerEvent(venue.t, [...eight.slice(0, 7), long], 8);
  call(venue.t, 'round.pair', { eventId: event.id, newest: null });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${venue.url}/#/desk/rounds`);
  const form = page.getByRole('form', { name: 'Change pairings by hand' });
  await form.getByLabel('Player A').selectOption({ label: long });
  await form.getByLabel('Player B').selectOption({ label: 'Anna Nowak' });
  const reason = form.getByLabel('Reason (kept in the audit)');
  await reason.scrollIntoViewIfNeeded();
  // Inside the window, and inside the form's own column (not over the side panels).
  const panel = (await form.boundingBox())!;
  const box = (await reason.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1440);
  expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width);
  for (const label of ['Player A', 'Player B']) {
    const select = (await form.getByLabel(label).boundingBox())!;
    expect(select.x + select.width).toBeLessThanOrEqual(panel.x + panel.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
  await form.screenshot({ animations: 'disabled', path: join(screenshotDir, 'manual-pairing-long-name.png') });
  await page.screenshot({ animations: 'disabled', path: join(screenshotDir, 'rounds-long-name.png') });
});

test('a seat swap is noted as a swap on the table and among the manual changes', async ({ page, venue }) => {
  const { event } = netrunnerEvent(venue.t, eight, 8);
  call(venue.t, 'round.pair', { eventId: event.id, newest: null });
  const [t1, t2] = latestRound(venue.t, event.id).tables;
  const a = t1!.seats[0]!.name;
  const b = t2!.seats[1]!.name;

  await page.goto(`${venue.url}/#/desk/rounds`);
  const form = page.getByRole('form', { name: 'Change pairings by hand' });
  await form.getByLabel('Player A').selectOption({ label: a });
  await form.getByLabel('Player B').selectOption({ label: b });
  await form.getByLabel('Reason (kept in the audit)').fill('Sat down at the wrong table');
  await form.getByRole('button', { name: 'Swap their seats' }).click();
  await expect(form.getByRole('status')).toContainText(/Seats swapped|Check these warnings/);

  for (const table of ['1', '2']) {
    const row = page.locator(`tbody[data-table="${table}"]`);
    await expect(row.locator('.note', { hasText: 'Seats swapped by hand: Sat down at the wrong table' })).toHaveCount(1);
    await expect(row).not.toContainText('Paired by hand');
  }
  await expect(page.getByRole('region', { name: 'Warnings' })).toContainText('Seats were swapped by hand at table 1.');
  await expect(page.getByRole('region', { name: 'Manual changes' })).toContainText(`Round 1: seats swapped by hand, ${a} and ${b}`);
});
