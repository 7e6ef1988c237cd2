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

/** Enters every missing result of the round but the tables listed. */
function enterRest(ev: EventDriver, round: Round, except: number[] = []): void {
  for (const t of ev.round(round.id).tables) if (!t.bye && !t.result && !except.includes(t.number)) ev.enter(round.id, t.number);
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

  // Standings: nobody has a place while round 1's results are coming in (the bye is no reason to
  // rank its holder first); once all are in, the core's order under the standings' short labels.
  await controls(page).getByRole('button', { name: 'Standings' }).click();
  await expect(page.getByRole('heading', { name: 'No standings yet' })).toBeVisible();
  await expect(page.getByTestId('standings-note')).toHaveText('Round 1: 3 of 12 results in. The round counts once all of them are in.');
  await expect(list(page, 'Standings')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await page.clock.fastForward(5000);
  await page.screenshot({ animations: 'disabled', path: join(screenshotDir, 'display-standings-none.png') });
  enterRest(ev, r1);
  await expect(page.getByRole('heading', { name: 'Standings after round 1' })).toBeVisible();
  const standings = ev.standings();
  const rows = list(page, 'Standings').getByRole('listitem');
  for (const [i, s] of standings.rows.slice(0, 5).entries()) await expect(rows.nth(i)).toContainText(`${s.rank}${s.name}`);
  for (const label of ['Games won', 'W-D-L', 'Matches', 'Agenda', 'Opp. agenda']) await expect(list(page, 'Standings')).toContainText(label);
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

test('the projector follows the desk live: a result, the clock, the next round', async ({ page, venue }) => {
  const ev = eventDriver(venue.t);
  const r1 = roundOneUnderway(ev);
  // Long pages, so the page timer cannot move the rows this test reads.
  const asked: string[] = [];
  page.on('request', (r) => {
    const op = /\/api\/(round\.get|round\.tables)$/.exec(r.url())?.[1];
    if (op) asked.push(op);
  });
  await openDisplay(page, venue.url, ev.eventId, '?pageSeconds=600');

  // The last result entered at the desk puts round 1 in the standings within a second, without reload.
  await controls(page).getByRole('button', { name: 'Standings' }).click();
  const roundReads = asked.filter((op) => op === 'round.get').length;
  enterRest(ev, r1, [4]);
  await expect(page.getByTestId('standings-note')).toHaveText('Round 1: 11 of 12 results in. The round counts once all of them are in.', { timeout: 1000 });
  ev.enter(r1.id, 4, true);
  await expect(page.getByRole('heading', { name: 'Standings after round 1' })).toBeVisible({ timeout: 1000 });
  // Each result made the projector fetch the tables it changed, never the whole round again.
  await expect.poll(() => asked.filter((op) => op === 'round.tables').length).toBeGreaterThan(0);
  expect(asked.filter((op) => op === 'round.get')).toHaveLength(roundReads);
  await expect(list(page, 'Standings').getByRole('listitem').first()).toContainText('1-0-0');
  const top = ev.standings().rows.slice(0, 5);
  for (const [i, s] of top.entries()) await expect(list(page, 'Standings').getByRole('listitem').nth(i)).toContainText(`${s.rank}${s.name}`);

  // The clock: not started, then started at the desk, then warning, over, paused.
  await controls(page).getByRole('button', { name: 'Clock' }).click();
  await expect(page.getByTestId('clock-time')).toHaveText('45:00');
  await expect(page.getByTestId('clock-state')).toHaveText('Not started');
  ev.clock(r1.id, 'start');
  await expect(page.getByTestId('clock-state')).toHaveText('Time remaining', { timeout: 1000 });
  // The projector reads the host's time: the host's clock moves on with the page's.
  venue.t.setTime('2026-12-05T09:36:00Z');
  await page.clock.fastForward('36:00');
  await expect(page.getByTestId('clock-state')).toHaveText('Last 10 minutes');
  await expect(page.getByRole('region', { name: 'Clock' })).toHaveAttribute('data-phase', 'warning');
  await page.mouse.move(0, 0);
  await page.clock.fastForward(4000);
  await page.screenshot({ animations: 'disabled', path: join(screenshotDir, 'display-clock-warning.png') });
  venue.t.setTime('2026-12-05T09:46:00Z');
  await page.clock.fastForward('10:00');
  await expect(page.getByTestId('clock-state')).toHaveText('Time is up');
  await expect(page.getByTestId('clock-time')).toHaveText(/^-\d+:\d\d$/);
  await controls(page).getByRole('button', { name: 'Pairings by name' }).click();
  await expect(page.getByTestId('corner-clock')).toHaveAttribute('data-phase', 'over');
  venue.t.setTime('2026-12-05T09:20:00Z');
  ev.clock(r1.id, 'pause');
  await expect(page.getByTestId('corner-clock')).toHaveText('Paused25:00', { timeout: 1000 });

  // Round 2: a draft is never shown; the published round replaces round 1 within a second.
  const draft = ev.pair();
  await page.waitForTimeout(300);
  await expect(page.getByRole('heading', { name: 'Round 1 · Pairings by name' })).toBeVisible();
  const r2 = ev.publish(draft);
  await expect(page.getByRole('heading', { name: 'Round 2 · Pairings by name' })).toBeVisible({ timeout: 1000 });
  await expectSeat(page, r2, 'Anna Nowak');
  await expect(page.getByTestId('corner-clock')).toHaveCount(0);
});

test('long lists page on a timer, with the page shown', async ({ page, venue }) => {
  const ev = eventDriver(venue.t);
  const r1 = roundOneUnderway(ev);
  await openDisplay(page, venue.url, ev.eventId);
  const cyrillic = longNames[2]!;
  await expect(page.getByTestId('display-page')).toHaveText('Page 1 of 2');
  await expect(row(page, 'Pairings by name', cyrillic)).toHaveCount(0);
  await page.clock.fastForward(10_000);
  await expect(page.getByTestId('display-page')).toHaveText('Page 2 of 2');
  // Cyrillic sorts after Latin: the 40-character name is on the last page, whole.
  await expectSeat(page, r1, cyrillic);
  await page.screenshot({ animations: 'disabled', path: join(screenshotDir, 'display-by-name-page2.png') });
  await page.clock.fastForward(10_000);
  await expect(page.getByTestId('display-page')).toHaveText('Page 1 of 2');

  // The bye is listed last by table, with no table number.
  await controls(page).getByRole('button', { name: 'Pairings by table' }).click();
  await page.clock.fastForward(10_000);
  const bye = r1.tables.find((t) => t.bye)!;
  await expect(list(page, 'Pairings by table').getByRole('listitem').last()).toHaveText(`Bye${bye.seats[0]!.name}`);
  await page.screenshot({ animations: 'disabled', path: join(screenshotDir, 'display-by-table-page2.png') });

  enterRest(ev, r1);
  await controls(page).getByRole('button', { name: 'Standings' }).click();
  await expect(page.getByTestId('display-page')).toHaveText(/^Page 1 of [2-9]$/);
  const firstOnPage1 = await list(page, 'Standings').getByRole('listitem').first().textContent();
  await page.mouse.move(0, 0);
  await page.screenshot({ animations: 'disabled', path: join(screenshotDir, 'display-standings-page1.png') });
  await page.clock.fastForward(10_000);
  await expect(page.getByTestId('display-page')).toHaveText(/^Page 2 of [2-9]$/);
  await expect(list(page, 'Standings').getByRole('listitem').first()).not.toHaveText(firstOnPage1!);
  await page.screenshot({ animations: 'disabled', path: join(screenshotDir, 'display-standings-page2.png') });
});

test('keys 1–4 pick a view, C cycles, and the choice survives a reload', async ({ page, venue }) => {
  const ev = eventDriver(venue.t);
  enterRest(ev, roundOneUnderway(ev));
  await openDisplay(page, venue.url, ev.eventId);
  await page.keyboard.press('2');
  await expect(page.getByRole('heading', { name: 'Round 1 · Pairings by table' })).toBeVisible();
  await page.keyboard.press('4');
  await expect(page.getByRole('region', { name: 'Clock' })).toBeVisible();
  await page.keyboard.press('3');
  await expect(page.getByRole('heading', { name: 'Standings after round 1' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Standings after round 1' })).toBeVisible();

  // Cycling: pairings by name → standings → clock, each for its time (or all its pages).
  await page.keyboard.press('1');
  await page.keyboard.press('c');
  await expect(controls(page).getByRole('button', { name: 'Cycle' })).toHaveAttribute('aria-pressed', 'true');
  await page.clock.fastForward(20_500);
  await expect(page.getByRole('heading', { name: 'Standings after round 1' })).toBeVisible();
  await page.clock.fastForward(40_500);
  await expect(page.getByRole('region', { name: 'Clock' })).toBeVisible();
  await page.clock.fastForward(20_500);
  await expect(page.getByRole('heading', { name: 'Round 1 · Pairings by name' })).toBeVisible();
  // Picking a view by hand stops the cycle.
  await controls(page).getByRole('button', { name: 'Pairings by table' }).click();
  await expect(controls(page).getByRole('button', { name: 'Cycle' })).toHaveAttribute('aria-pressed', 'false');
});

test('before round 1 the room sees who checked in, and never a draft', async ({ page, venue }) => {
  const ev = eventDriver(venue.t);
  ev.addPlayers(playerNames(8));
  await page.goto(`${venue.url}/#/display/${ev.eventId}`);
  await expect(page.getByRole('list', { name: 'Checked in' })).toContainText(longNames[2]!);
  await expect(page.getByTestId('display-count')).toContainText('8');
  const draft = ev.pair();
  await page.waitForTimeout(300);
  await expect(page.getByRole('list', { name: 'Checked in' })).toBeVisible();
  ev.publish(draft);
  await expect(page.getByRole('heading', { name: 'Round 1 · Pairings by name' })).toBeVisible({ timeout: 1000 });
});

test('a long check-in list turns a screenful at a time, each fetched alone, and a new check-in shows at once', async ({ page, venue }) => {
  const ev = eventDriver(venue.t);
  const names = playerNames(230);
  ev.addPlayers(names);
  const asked: { offset?: number; limit?: number }[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/player.list')) asked.push(JSON.parse(r.postData() ?? '{}'));
  });
  await openDisplay(page, venue.url, ev.eventId, '?pageSeconds=5');
  const shown = list(page, 'Checked in').getByRole('listitem');
  await expect(page.getByTestId('display-count')).toContainText('230');
  const caption = page.getByTestId('display-page');
  await expect(caption).toHaveText(/^1–(\d+) of 230$/);
  const first = Number(/–(\d+)/.exec((await caption.textContent())!)![1]);
  await expect(shown).toHaveCount(first);
  // Alphabetical, as players look for themselves: the screen starts with the first name by sort.
  const sorted = ev.call<{ name: string }[]>('player.list', { eventId: ev.eventId }).map((p) => p.name);
  await expect(shown.first()).toHaveText(sorted[0]!);
  await page.screenshot({ animations: 'disabled', path: join(screenshotDir, 'display-checked-in.png') });
  // The host is asked for one stretch, never the whole list.
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.every((a) => a.limit !== undefined && a.limit < 230)).toBe(true);

  await page.clock.fastForward(5_500);
  await expect(caption).toHaveText(new RegExp(`^${first + 1}–\\d+ of 230$`));
  await expect(shown.first()).toHaveText(sorted[first]!);
  expect(asked.at(-1)).toMatchObject({ offset: first });

  // A walk-in checks in at the desk: the count moves without a reload.
  const p = ev.call<{ id: number; version: number }>('player.register', { eventId: ev.eventId, name: 'Aaron Aardvark' });
  ev.call('player.checkIn', { id: p.id, version: p.version });
  await expect(page.getByTestId('display-count')).toContainText('231', { timeout: 1000 });
  // Round and round: past the last stretch the list starts again from the top, with the walk-in first.
  for (let i = 0; i < 6 && !/^1–/.test((await caption.textContent()) ?? ''); i++) await page.clock.fastForward(5_500);
  await expect(caption).toHaveText(/^1–\d+ of 231$/);
  await expect(shown.first()).toHaveText('Aaron Aardvark');
});

test('a projector and a desk whose own clocks are wrong both show the time left on the host', async ({ browser, venue }) => {
  const ev = eventDriver(venue.t);
  const r1 = roundOneUnderway(ev);
  ev.clock(r1.id, 'start');
  // 12½ minutes into the round by the host's clock: 32:30 left.
  const host = Date.parse('2026-12-05T09:12:30Z');
  venue.t.setTime(new Date(host).toISOString());

  // The projector's machine runs 7 minutes fast (it would say 25:30), the desk's 3 minutes slow (35:30).
  const projector = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await projector.clock.install({ time: host + 7 * 60_000 });
  await projector.goto(`${venue.url}/#/display/${ev.eventId}?pageSeconds=600`);
  await expect(projector.getByTestId('corner-clock')).toHaveText(/^32:[23]\d$/);
  await projector.keyboard.press('4');
  await expect(projector.getByTestId('clock-time')).toHaveText(/^32:[23]\d$/);
  await projector.mouse.move(0, 0);
  await projector.screenshot({ animations: 'disabled', path: join(screenshotDir, 'display-clock-skewed.png') });

  const desk = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await desk.clock.install({ time: host - 3 * 60_000 });
  await desk.goto(`${venue.url}/#/desk/rounds`);
  await expect(desk.getByTestId('round-clock')).toHaveText(/^32:[23]\d$/);

  // Paused at the host's 09:20: both read 25:00, whatever their own clocks say.
  venue.t.setTime('2026-12-05T09:20:00Z');
  ev.clock(r1.id, 'pause');
  await expect(projector.getByTestId('clock-time')).toHaveText('25:00', { timeout: 1000 });
  await expect(desk.getByTestId('round-clock')).toHaveText('25:00', { timeout: 1000 });
  await projector.close();
  await desk.close();
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
