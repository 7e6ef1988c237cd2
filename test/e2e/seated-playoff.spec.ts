// The seated playoff at the desk, on the projector and on paper: an event of a test ruleset of
// tables of four and three (registered by this test alone) created at the desk; its three
// qualifying rounds played through the core; then the semifinal by the chart (3.7) read on the
// Standings tab with its seat choice order and the chart explained in words, the projector's
// Playoff chart view, the printed chart; the results entered, the final of the four winners in
// qualifying order on every face.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { registerRuleset } from '../../electron/engine/rulesets';
import { fourSeat } from '../fixtures/rulesets/four-seat';
import { call, latestRound } from './netrunner/core';
import { openTab } from './netrunner/desk';
import { pageText, pdfInfo, printRoute, renderPng } from './print/pdf';
import { enterPoints, publishNext, qualifiedEvent } from './seated-playoff/setup';
import { expect, screenshotDir, test } from './venue-fixture';

let unregister: () => void;
test.beforeEach(() => {
  unregister = registerRuleset(fourSeat);
});
test.afterEach(() => unregister());
test.use({ viewport: { width: 1440, height: 1000 } });

const names = Array.from({ length: 18 }, (_, i) => `${['Ann', 'Bruno', 'Chiara', 'Dmitri', 'Elif', 'Farid', 'Greta', 'Hana', 'Ivo'][i % 9]} ${['Lee', 'Costa', 'Moreau', 'Ivanov', 'Kaya', 'Haddad', 'Lindqvist', 'Sato', 'Horvat'][(i * 4) % 9]}${i >= 9 ? ' Jr' : ''}`);

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
/** A chart table's rows as read: seat choice, qualifying place, name, points. */
const rowsOf = (page: Page, title: string) =>
  page.getByRole('table', { name: title, exact: true }).locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((c) => (c.textContent ?? '').trim())));

test('a seated playoff: the chart read on the desk, the projector and paper, then the final', async ({ page, context, venue }) => {
  test.setTimeout(150_000);
  const t = venue.t;
  const eventId = await qualifiedEvent(page, venue, names);
  const qualified = call(t, 'standings.get', { eventId }).rows.map((r) => r.name);
  const semifinal = publishNext(t, eventId);

  // The desk's Standings tab: the chart below the standings, explained, each table in seat choice order.
  await openTab(page, 'Standings');
  const chart = page.getByRole('region', { name: 'Playoff chart' });
  await expect(chart.getByText('by the regulation\'s chart (3.7)')).toBeVisible();
  await expect(chart.getByText('choose their starting seats in order of qualifying place')).toBeVisible();
  const chartRows = [[1, 8, 9, 16], [2, 7, 10, 15], [3, 6, 11, 14], [4, 5, 12, 13]];
  for (const [i, places] of chartRows.entries()) {
    expect(await rowsOf(page, `Semifinal, table ${i + 1}`)).toEqual(places.map((p, k) => [String(k + 1), String(p), qualified[p - 1], '']));
  }
  await expect(chart.getByText('Final: the winners of the 4 semifinal tables, choosing their seats in order of qualifying place.')).toBeVisible();
  await chart.scrollIntoViewIfNeeded();
  await shot(page, 'seated-playoff-desk-semifinal');

  // The projector offers the chart once the playoff is published.
  const room = await context.newPage();
  await room.setViewportSize({ width: 1920, height: 1080 });
  await room.goto(`${venue.url}/#/display/${eventId}`);
  await expect(room.locator('.dp-screen[data-ready="true"]')).toBeVisible();
  await room.getByRole('navigation', { name: 'Display controls' }).getByRole('button', { name: 'Playoff chart' }).click();
  await expect(room.getByRole('table', { name: 'Semifinal, table 1' })).toBeVisible();
  expect(await rowsOf(room, 'Semifinal, table 4')).toEqual([4, 5, 12, 13].map((p, k) => [String(k + 1), String(p), qualified[p - 1], '']));
  const box = await room.locator('.sc-chart').boundingBox();
  const body = await room.locator('.dp-body').boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(body!.y + body!.height);
  await room.mouse.move(0, 0);
  await room.screenshot({ path: join(screenshotDir, 'seated-playoff-projector-semifinal.png') });

  // Results: the winners are places 9, 2, 14 and 5; the final seats them in qualifying order.
  const tables = semifinal.tables;
  enterPoints(t, tables[0]!, [6, 7, 10, 5]);
  enterPoints(t, tables[1]!, [10, 5, 3, 9]);
  enterPoints(t, tables[2]!, [4, 2, 8, 10]);
  enterPoints(t, tables[3]!, [2, 10, 7, 1]);
  publishNext(t, eventId);
  expect(latestRound(t, eventId).tables[0]!.seats.map((s) => s.name)).toEqual([2, 5, 9, 14].map((p) => qualified[p - 1]));
  const final = page.getByRole('table', { name: 'Final', exact: true });
  await expect(final).toBeVisible();
  expect(await rowsOf(page, 'Final')).toEqual([2, 5, 9, 14].map((p, k) => [String(k + 1), String(p), qualified[p - 1], '']));
  expect(await rowsOf(page, 'Semifinal, table 1')).toEqual([
    ['1', '1', qualified[0], '6'],
    ['2', '8', qualified[7], '7'],
    ['3', '9', `${qualified[8]} — winner`, '10'],
    ['4', '16', qualified[15], '5'],
  ]);
  await chart.scrollIntoViewIfNeeded();
  await shot(page, 'seated-playoff-desk-final');
  await expect(room.getByRole('table', { name: 'Final', exact: true })).toBeVisible();
  await room.mouse.move(0, 0);
  await room.screenshot({ path: join(screenshotDir, 'seated-playoff-projector-final.png') });

  // On paper: the same chart, landscape, every qualifier's name and the final.
  const sheet = await context.newPage();
  const file = await printRoute(sheet, `${venue.url}/#/print/chart/${eventId}?paper=a4`, 'seated-playoff-chart');
  const info = pdfInfo(file);
  expect(info.width).toBeGreaterThan(info.height);
  const text = pageText(file, 1).replace(/\s+/g, ' ');
  for (const words of ['Settlers Cup · Playoff chart', 'Stage 2 · Seated playoff', 'Semifinal, table 1', 'Final', 'Qualified', ...qualified.slice(0, 16)]) expect(text).toContain(words);
  renderPng(file, 'seated-playoff-chart-sheet');
});
