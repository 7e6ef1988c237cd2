// The starting order chosen at a seated playoff table (Catan 3.7, 3.8), recorded at the desk and
// read everywhere: an event of a test ruleset of tables of four and three (registered by this test
// alone) qualifies through the core; on the Rounds tab the organizer records table 1's order (a
// position given twice is refused first), the desk lists the players in it with their seat choice
// places, the projector's pairings by table too, and the printed slip and seating list (as PDFs);
// once the table's result is in, the desk no longer offers to change it.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { registerRuleset } from '../../electron/engine/rulesets';
import { fourSeat } from '../fixtures/rulesets/four-seat';
import { call } from './netrunner/core';
import { openTab } from './netrunner/desk';
import { pageText, printRoute, renderPng } from './print/pdf';
import { enterPoints, publishNext, qualifiedEvent } from './seated-playoff/setup';
import { expect, screenshotDir, test } from './venue-fixture';

let unregister: () => void;
test.beforeEach(() => {
  unregister = registerRuleset(fourSeat);
});
test.afterEach(() => unregister());
test.use({ viewport: { width: 1440, height: 1000 } });

const names = ['Ann Lee', 'Bruno Costa', 'Chiara Moreau', 'Dmitri Ivanov', 'Elif Kaya', 'Farid Haddad', 'Greta Lindqvist', 'Hana Sato', 'Ivo Horvat', 'Jana Novak', 'Kofi Mensah', 'Lena Berg'];

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });

test('the starting order chosen at a playoff table: recorded at the desk, read on the projector and on paper', async ({ page, context, venue }) => {
  test.setTimeout(150_000);
  const t = venue.t;
  const eventId = await qualifiedEvent(page, venue, names);
  const semifinal = publishNext(t, eventId);
  // Table 1 in seat choice order (qualifying places 1, 6, 7, 12 of twelve at three tables).
  const choosing = semifinal.tables[0]!.seats.map((s) => s.name);

  await openTab(page, 'Rounds');
  const row = page.locator('table.pairings tbody[data-table="1"]');
  await expect(row.getByText('Starting order not recorded yet.')).toBeVisible();
  await expect(row.locator('.seat-grid .seat-name')).toHaveText(choosing);
  await row.getByRole('button', { name: 'Record the starting order of table 1' }).click();
  const form = row.getByRole('form', { name: 'Starting order of table 1' });
  const pickers = form.getByRole('combobox');
  await expect(pickers).toHaveCount(4);
  for (const [i, name] of choosing.entries()) await expect(form.locator('.starting-order-row').nth(i)).toContainText(`${i + 1}. ${name}`);

  // A position given twice is refused, in words.
  for (const [i, position] of [1, 1, 4, 2].entries()) await pickers.nth(i).selectOption(String(position));
  await form.getByRole('button', { name: 'Save starting order' }).click();
  await expect(form.getByText('Give each starting position from 1 to 4 to one player.')).toBeVisible();
  await shot(page, 'starting-order-desk-refused');

  // The best qualifier took position 3, the second 1, the third 4, the fourth 2.
  await pickers.nth(0).selectOption('3');
  await form.getByRole('button', { name: 'Save starting order' }).click();
  await expect(form).toHaveCount(0);
  const started = [choosing[1]!, choosing[3]!, choosing[0]!, choosing[2]!];
  await expect(row.getByText('Starting order as chosen; position 1 starts.')).toBeVisible();
  await expect(row.locator('.seat-grid .seat-name')).toHaveText(started.map((n, i) => `${n}seat choice ${[2, 4, 1, 3][i]}`));
  await expect(row.locator('.seat-grid .seat-number')).toHaveText(['1', '2', '3', '4']);
  expect(call(t, 'round.get', { roundId: semifinal.id }).tables[0]!.seats.map((s) => s.name)).toEqual(choosing);
  await row.scrollIntoViewIfNeeded();
  await shot(page, 'starting-order-desk');

  // The projector's pairings by table: table 1 in starting order, table 2 still in seat choice order.
  const room = await context.newPage();
  await room.setViewportSize({ width: 1920, height: 1080 });
  await room.goto(`${venue.url}/#/display/${eventId}`);
  await expect(room.locator('.dp-screen[data-ready="true"]')).toBeVisible();
  await room.getByRole('navigation', { name: 'Display controls' }).getByRole('button', { name: 'Pairings by table' }).click();
  // The shown page, not the hidden copy the columns are measured on.
  const shown = room.getByRole('list', { name: 'Pairings by table' });
  const roomTable = shown.locator('.dp-table-row[data-table="1"]');
  await expect(roomTable.locator('.dp-order-state')).toHaveAttribute('data-starting-order', 'chosen');
  await expect(roomTable.locator('.dp-seat-name')).toHaveText(started);
  await expect(roomTable.locator('.dp-seat-number')).toHaveText(['1', '2', '3', '4']);
  await expect(roomTable.locator('.dp-choice')).toHaveText(['choice 2', 'choice 4', 'choice 1', 'choice 3']);
  await expect(roomTable.getByText('Starting order as chosen: 1 starts')).toBeVisible();
  await expect(shown.locator('.dp-table-row[data-table="2"]').getByText('Seat choice order: starting positions not chosen yet')).toBeVisible();
  await room.mouse.move(0, 0);
  await room.screenshot({ path: join(screenshotDir, 'starting-order-projector.png') });

  // The printed slip: table 1's players in starting order, each with its seat choice place.
  const sheet = await context.newPage();
  const slips = await printRoute(sheet, `${venue.url}/#/print/slips/${semifinal.id}?per=2&paper=a4`, 'starting-order-slips');
  const slipText = pageText(slips, 1).replace(/[ \t]+/g, ' ');
  // Each name, and under it its starting position and seat choice place, table 1's slip first.
  const slipLines = slipText.split('\n').map((l) => l.trim());
  const lines = started.map((name) => slipLines.findIndex((l) => l.startsWith(name)));
  expect(lines.every((l) => l >= 0)).toBe(true);
  expect([...lines].sort((a, b) => a - b)).toEqual(lines);
  started.forEach((_, i) => expect(slipLines[lines[i]! + 1]).toContain(`Starts ${i + 1} · seat choice ${[2, 4, 1, 3][i]}`));
  expect(slipText).toContain('Seat choice 1');
  renderPng(slips, 'starting-order-slip');

  // The printed seating list by table: positions as columns, table 2 saying it is not chosen yet.
  const list = await printRoute(sheet, `${venue.url}/#/print/pairings/${semifinal.id}?by=table&paper=a4`, 'starting-order-pairings');
  const listText = pageText(list, 1).replace(/\s+/g, ' ');
  expect(listText).toContain('Position 1 (starts)');
  expect(listText).toContain(`1 ${started.map((n, i) => `${n} seat choice ${[2, 4, 1, 3][i]}`).join(' ')}`);
  expect(listText).toContain('Starting positions not chosen yet.');
  renderPng(list, 'starting-order-pairings-sheet');

  // Once the table's result is in, its starting order stands: the desk no longer offers to change it.
  enterPoints(t, call(t, 'round.get', { roundId: semifinal.id }).tables[0]!, [7, 10, 5, 4]);
  await expect(row.getByText('entered')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Record the starting order of table 1' })).toHaveCount(0);
  await expect(row.locator('.seat-grid .seat-number')).toHaveText(['1', '2', '3', '4']);
});
