// The projector as the room sees it, at 1920x1080: an event set up through the core, the display
// opened in a browser through the venue host, read and clicked as a person would; live changes
// from the desk (results, the clock, the next round) show without a reload.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import type { Round } from '../../shared/model/round';
import { eventDriver, longNames, playerNames, type EventDriver } from './display/event';
import { expect, screenshotDir, test } from './venue-fixture';

test.use({ viewport: { width: 1920, height: 1080 } });

/** The core's own clock (see test/fixtures/temp-core.ts); the page's clock starts there too. */
const coreTime = new Date('2026-12-05T09:00:00Z');

/** 25 players, round 1 published, results in for tables 1–3. */
function roundOneUnderway(ev: EventDriver): Round {
  ev.addPlayers(playerNames(25));
  const r1 = ev.publish(ev.pair());
  for (const n of [1, 2, 3]) ev.enter(r1.id, n);
  return ev.round(r1.id);
}

async function openDisplay(page: Page, url: string, eventId: number, query = '') {
  await page.clock.install({ time: coreTime });
  await page.goto(`${url}/#/display/${eventId}${query}`);
  await expect(page.locator('.dp-screen[data-ready="true"]')).toBeVisible();
}

const controls = (page: Page) => page.getByRole('navigation', { name: 'Display controls' });
const list = (page: Page, name: string) => page.getByRole('list', { name });
/** The row whose own name (not an opponent's) is `name`. */
const row = (page: Page, listName: string, name: string) =>
  list(page, listName).getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

function seatOf(round: Round, name: string) {
  const table = round.tables.find((t) => t.seats.some((s) => s.name === name))!;
  return { table, opponent: table.seats.find((s) => s.name !== name)?.name };
}

test('a person picks each view and reads pairings, standings and the clock', async ({ page, venue }) => {
  const ev = eventDriver(venue.t);
  const r1 = roundOneUnderway(ev);
  ev.clock(r1.id, 'start');
  await openDisplay(page, venue.url, ev.eventId);

  // By name (the default): players find their table and opponent.
  await expect(page.getByRole('heading', { name: 'Round 1 · Pairings by name' })).toBeVisible();
  await expectSeat(page, r1, 'Anna Nowak');
  await expect(page.getByTestId('display-page')).toHaveText('Page 1 of 2');
  await expect(page.getByTestId('corner-clock')).toHaveText(/^4[45]:\d\d$/);
  await page.mouse.move(0, 0);
  await page.clock.fastForward(5000);
  await page.screenshot({ animations: 'disabled', path: join(screenshotDir, 'display-by-name.png') });

  // By table: table 1, seat 1 plays Corporation first.
  await controls(page).getByRole('button', { name: 'Pairings by table' }).click();
  await expect(page.getByRole('heading', { name: 'Round 1 · Pairings by table' })).toBeVisible();
  const t1 = r1.tables.find((t) => t.number === 1)!;
  const first = list(page, 'Pairings by table').getByRole('listitem').first();
  await expect(first).toContainText(new RegExp(`^1${esc(t1.seats[0]!.name)}Corp${esc(t1.seats[1]!.name)}Runner$`));
  await page.mouse.move(0, 0);
  await page.clock.fastForward(5000);
  await page.screenshot({ animations: 'disabled', path: join(screenshotDir, 'display-by-table.png') });

  // Standings: the core's order, under the standings' short labels.
  await controls(page).getByRole('button', { name: 'Standings' }).click();
  const standings = ev.standings();
  const rows = list(page, 'Standings').getByRole('listitem');
  for (const [i, s] of standings.rows.slice(0, 5).entries()) await expect(rows.nth(i)).toContainText(`${s.rank}${s.name}`);
  for (const label of ['Games won', 'Record', 'Matches', 'Agenda', 'Opp. agenda']) await expect(list(page, 'Standings')).toContainText(label);
  await page.mouse.move(0, 0);
  await page.clock.fastForward(5000);
  await page.screenshot({ animations: 'disabled', path: join(screenshotDir, 'display-standings.png') });

  // The clock: round number, time left, no header.
  await controls(page).getByRole('button', { name: 'Clock' }).click();
  const clock = page.getByRole('region', { name: 'Clock' });
  await expect(clock).toContainText('Round 1');
  await expect(page.getByTestId('clock-time')).toHaveText(/^4[45]:\d\d$/);
  await expect(page.getByTestId('clock-state')).toHaveText('Time remaining');
  await page.mouse.move(0, 0);
  await page.clock.fastForward(5000);
  await page.screenshot({ animations: 'disabled', path: join(screenshotDir, 'display-clock.png') });
});

async function expectSeat(page: Page, round: Round, name: string) {
  const { table, opponent } = seatOf(round, name);
  const mine = row(page, 'Pairings by name', name);
  await expect(mine).toContainText(table.bye ? 'Bye' : String(table.number));
  await expect(mine).toContainText(opponent ? `vs ${opponent}` : 'Bye this round');
}

function esc(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
