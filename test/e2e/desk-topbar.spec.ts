// The desk's top bar during a Catan semifinal, with a player dropped: the longest subtitle and
// count it shows (event, date, ruleset, the playoff's round, "… playing, … dropped"). At 1,440 px
// everything stays on one line, the Language list beside the other controls; in a narrower
// window the controls move to a second line together, never the Language list alone. At 1,366 px
// two events of one series stay apart: the Switch event list, inside the window and clear of the
// buttons, holds the chosen one's whole name as its tooltip, and the current event takes two lines.
import type { Page } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };
import { join } from 'node:path';
import { racePlaces, raceOutcomes } from '../../shared/model/race';
import type { Round } from '../../shared/model/round';
import type { TempCore } from '../fixtures/temp-core';
import { call } from './netrunner/core';
import { expect, screenshotDir, test } from './venue-fixture';

function publishNext(t: TempCore, eventId: number): Round {
  const last = call(t, 'round.list', { eventId }).at(-1);
  const draft = call(t, 'round.pair', { eventId, newest: last ? { roundId: last.id, version: last.version } : null });
  return call(t, 'round.publish', { roundId: draft.id, version: draft.version });
}

/** Every table's first seat reaches 10 VP; the others score by their seat. */
function playAll(t: TempCore, round: Round) {
  for (const table of round.tables.filter((x) => !x.bye)) {
    const vps = table.seats.map((_, i) => (i === 0 ? 10 : 2 + ((i * 3 + table.number) % 8)));
    const places = racePlaces(vps, 'target', 0);
    const outcomes = raceOutcomes(vps, 'target', 0);
    const seats = table.seats.map((s, i) => ({ entryId: s.entryId, place: places[i]!, outcome: outcomes[i]!, score: vps[i]! }));
    call(t, 'result.enter', { tableId: table.id, version: table.version, games: [{ ending: 'target', seats }], signing: { by: 'players' } } as never);
  }
}

/** The vertical middle of an element, to tell which line of the bar it sits on. */
const middle = async (page: Page, selector: string) => {
  const box = (await page.locator(selector).boundingBox())!;
  return box.y + box.height / 2;
};

test('the top bar keeps the Language list on the line of the other controls during a semifinal', async ({ page, venue }) => {
  test.setTimeout(90_000);
  const t = venue.t;
  const eventId = call(t, 'event.create', { name: 'Catan Championship of the Northern Regions 2026', date: '2026-12-12', ruleset: 'catan' }).id;
  for (let i = 0; i < 17; i++) {
    const p = call(t, 'player.register', { eventId, name: `Player ${i + 1}` });
    call(t, 'player.checkIn', { id: p.id, version: p.version });
  }
  for (let r = 1; r <= 3; r++) {
    const round = publishNext(t, eventId);
    playAll(t, round);
    if (r === 1) {
      const gone = call(t, 'entry.list', { eventId }).find((e) => e.id === round.tables[0]!.seats[3]!.entryId)!;
      call(t, 'entry.drop', { entryId: gone.id, version: gone.version, reason: 'Never came', noShow: true });
    }
  }
  publishNext(t, eventId);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${venue.url}/#/desk/standings`);
  await expect(page.locator('.current-event-meta')).toContainText('Seated playoff 1/2');
  await expect(page.getByTestId('checked-in-count')).toHaveText('16 of 17 playing, 1 dropped');
  await expect(page.locator('table.standings')).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'desk-topbar-semifinal-1440.png') });
  const line = await middle(page, '.topbar h1');
  for (const selector of ['#language-select', '#event-select', '.current-event', '[data-testid="checked-in-count"]']) {
    expect(Math.abs((await middle(page, selector)) - line), selector).toBeLessThan(12);
  }

  // Narrower: the controls go to a second line as one group, the Language list with them.
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.screenshot({ path: join(screenshotDir, 'desk-topbar-semifinal-1024.png') });
  const controls = await middle(page, '#event-select');
  expect(controls - line).toBeGreaterThan(12);
  expect(Math.abs((await middle(page, '#language-select')) - controls)).toBeLessThan(12);
  expect(Math.abs((await middle(page, '[data-testid="checked-in-count"]')) - line)).toBeLessThan(12);
});


/** Whether two boxes share any area. */
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('at 1,366 px the Switch event list shows which event is which, inside the window, clear of the buttons', async ({ page, venue }) => {
  const t = venue.t;
  call(t, 'event.create', { name: 'Netrunner Regional Championship Warsaw 2026', date: '2026-03-14', ruleset: 'netrunner-1996' });
  const other = call(t, 'event.create', { name: 'Netrunner Regional Championship Wrocław 2026', date: '2026-04-18', ruleset: 'netrunner-1996' });
  call(t, 'player.register', { eventId: other.id, name: 'Ada Nowak' });

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${venue.url}/#/desk`);
  const select = page.locator('#event-select');
  await select.selectOption({ label: 'Netrunner Regional Championship Wrocław 2026 — Apr 18, 2026' });
  await expect(page.locator('.current-event-name')).toHaveText('Netrunner Regional Championship Wrocław 2026');
  await page.screenshot({ path: join(screenshotDir, 'desk-topbar-switch-event-1366.png') });
  // The whole name of the event shown is in the list's tooltip, where the list is too narrow for it.
  await expect(select).toHaveAttribute('title', 'Netrunner Regional Championship Wrocław 2026 — Apr 18, 2026');
  await expect(page.locator('.current-event-name')).toHaveAttribute('title', 'Netrunner Regional Championship Wrocław 2026');
  await expect(select).toHaveCSS('text-overflow', 'ellipsis');
  const box = (await select.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1366);
  expect(box.y + box.height).toBeLessThanOrEqual(768);
  const neighbours = page.locator('.topbar button, .topbar select:not(#event-select), .current-event, [data-testid="checked-in-count"]');
  for (const other of await neighbours.all()) {
    const b = await other.boundingBox();
    if (b) expect(overlap(box, b), await other.evaluate((el) => el.outerHTML.slice(0, 80))).toBe(false);
  }

  // Narrower, the controls on a line of their own: the list widens into that line, to the whole
  // name (its date may still be cut).
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: join(screenshotDir, 'desk-topbar-switch-event-1024.png') });
  const room = await select.evaluate((el) => {
    const s = el as HTMLSelectElement;
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = getComputedStyle(s).font;
    // The arrow takes about 1.5em at the right.
    return s.clientWidth - parseFloat(getComputedStyle(s).paddingLeft) - 1.5 * parseFloat(getComputedStyle(s).fontSize) - ctx.measureText(s.selectedOptions[0]!.text.split(' — ')[0]!).width;
  });
  expect(room).toBeGreaterThan(0);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: join(screenshotDir, 'desk-topbar-switch-event-1440.png') });
  const wide = (await select.boundingBox())!;
  expect(wide.x + wide.width).toBeLessThanOrEqual(1440);
  for (const other of await neighbours.all()) {
    const b = await other.boundingBox();
    if (b) expect(overlap(wide, b), await other.evaluate((el) => el.outerHTML.slice(0, 80))).toBe(false);
  }
});
