// The players' phones page at 360x740: two phones find their players by name, see their table as
// soon as round 1 is published and a result as soon as the desk enters it, without reloading; the
// standings once the round's last result is in, asked then and only then (no polling), the first
// ten rows and the player's own; the first
// load stays under 200 KB and every call the page makes is a room query.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { roomQueryNames } from '../../shared/contract/operations';
import { eventDriver, playerNames } from './display/event';
import { expect, screenshotDir, test } from './venue-fixture';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** Every byte the page loads that is not an API answer (HTML, JS, CSS, icons), and every
 * operation it calls. */
function watch(page: Page) {
  const seen = { bytes: 0, operations: new Set<string>() };
  page.on('response', async (res) => {
    const path = new URL(res.url()).pathname;
    if (path.startsWith('/api/')) seen.operations.add(path.slice('/api/'.length));
    else seen.bytes += (await res.body()).length;
  });
  return seen;
}

/** How many times from now the page asks the round list and the standings. */
function askedOf(page: Page) {
  const asked = { 'round.list': 0, 'standings.get': 0 };
  page.on('request', (req) => {
    const op = new URL(req.url()).pathname.slice('/api/'.length);
    if (op === 'round.list' || op === 'standings.get') asked[op] += 1;
  });
  return asked;
}

async function findMe(page: Page, typed: string, name: string) {
  await page.getByLabel('Find your table').fill(typed);
  await page.getByRole('button', { name }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('two phones find their players, see their tables when round 1 is published and a result as the desk enters it', async ({ browser, venue }) => {
  const ev = eventDriver(venue.t);
  ev.addPlayers(playerNames(24));
  const phones = await Promise.all([0, 1].map(() => browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'en-GB' })));
  const [a, b] = await Promise.all(phones.map((c) => c.newPage()));
  const watched = [watch(a!), watch(b!)];
  for (const page of [a!, b!]) {
    await page.goto(`${venue.url}/phone?event=${ev.eventId}`);
    await expect(page.locator('#phone[data-ready="true"]')).toBeVisible();
  }
  await expect(a!.getByRole('heading', { name: 'Netrunner Winter Open 2026' })).toBeVisible();

  // Search as you type, accents and case ignored: "malgo swie" finds Małgorzata Świętosławska.
  await a!.getByLabel('Find your table').fill('zzz');
  await expect(a!.getByText('Nobody by that name is registered.')).toBeVisible();
  await findMe(a!, 'malgo swie', 'Małgorzata Świętosławska-Grzybowska Łódź');
  await findMe(b!, 'anna', 'Anna Nowak');
  await expect(b!.getByText('Pairings are not out yet.', { exact: false })).toBeVisible();
  await b!.screenshot({ path: join(screenshotDir, 'phone-before-round.png') });

  // Round 1 published at the desk: both phones show their table without a reload.
  const r1 = ev.publish(ev.pair());
  const seatOf = (name: string) => {
    const table = r1.tables.find((t) => t.seats.some((s) => s.name === name))!;
    return { table, opponent: table.seats.find((s) => s.name !== name)!.name };
  };
  for (const [page, name] of [[a!, 'Małgorzata Świętosławska-Grzybowska Łódź'], [b!, 'Anna Nowak']] as const) {
    const { table, opponent } = seatOf(name);
    await expect(page.getByTestId('phone-table')).toHaveText(`Table ${table.number}`);
    await expect(page.locator('.ph-against')).toHaveText(`against ${opponent}`);
    await expect(page.getByTestId('phone-result')).toHaveText('Result not in yet');
    await expect(page.locator('.ph-seat')).toHaveText(/^Seat [12] · (Corp|Runner) first$/);
  }
  ev.clock(r1.id, 'start');
  await expect(b!.locator('.ph-clock')).toContainText(/Time remaining\s*(4[45]|[0-9]{2}):\d\d/);
  await a!.screenshot({ path: join(screenshotDir, 'phone-round-1.png') });

  // The desk enters Anna's table: her phone shows it at once; the other phone's stays waiting.
  const anna = seatOf('Anna Nowak');
  ev.enter(r1.id, anna.table.number, anna.table.seats[0]!.name !== 'Anna Nowak');
  await expect(b!.getByTestId('phone-result')).toHaveText('Result in: 2 won, 0 drawn, 0 lost');
  if (seatOf('Małgorzata Świętosławska-Grzybowska Łódź').table.id !== anna.table.id) await expect(a!.getByTestId('phone-result')).toHaveText('Result not in yet');

  // The rest of round 1 but one table: her phone asks neither the round list nor the standings
  // (no polling: a phone used to ask the round list every 3 s while results came in).
  const asked = askedOf(b!);
  const rest = ev.round(r1.id).tables.filter((t) => !t.bye && !t.result);
  expect(rest.length).toBeGreaterThan(5);
  for (const t of rest.slice(0, -1)) ev.enter(r1.id, t.number);
  await b!.waitForTimeout(4000);
  expect(asked).toEqual({ 'round.list': 0, 'standings.get': 0 });
  await expect(b!.getByTestId('phone-record')).toHaveText(/^Record 0-0-0 /);

  // The last result: its change says the round is complete, and the phone asks the standings
  // once: Anna's record and place show.
  ev.enter(r1.id, rest.at(-1)!.number);
  await expect(b!.getByTestId('phone-record')).toHaveText(/^Record 1-0-0 \(wins–draws–losses\) · 2 points · Place \d+$/);
  expect(asked).toEqual({ 'round.list': 0, 'standings.get': 1 });
  await expect(b!.getByRole('heading', { name: 'Standings after round 1' })).toBeVisible();
  await expect(b!.locator('.ph-me')).toContainText('Anna Nowak');
  // The phone holds only the first ten rows and Anna's own, wherever she stands of the 24.
  const place = Number((await b!.getByTestId('phone-record').textContent())!.match(/Place (\d+)$/)![1]);
  await expect(b!.locator('.ph-standings tbody tr')).toHaveCount(place <= 10 ? 10 : 11);
  await expect(b!.locator('.ph-standings tbody tr').last()).toContainText(place <= 10 ? '' : 'Anna Nowak');
  await noSideScroll(a!);
  await noSideScroll(b!);
  await b!.screenshot({ path: join(screenshotDir, 'phone-result.png'), fullPage: true });

  // Small and read-only: the first load is HTML, script and style under 200 KB, and the page
  // called only the room's queries.
  for (const w of watched) {
    expect(w.bytes).toBeGreaterThan(1000);
    expect(w.bytes).toBeLessThan(200_000);
    for (const op of w.operations) expect(roomQueryNames()).toContain(op);
  }
  for (const c of phones) await c.close();
});

test('a phone reads in its own language when the catalogs have it, and finds Cyrillic names', async ({ browser, venue }) => {
  const ev = eventDriver(venue.t);
  ev.addPlayers(playerNames(8));
  ev.publish(ev.pair());
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, locale: 'ru-RU' });
  const page = await context.newPage();
  await page.goto(`${venue.url}/phone`);
  await page.getByLabel('Найдите свой стол').fill('семен');
  await page.getByRole('button', { name: 'Семён Петров' }).click();
  await expect(page.getByTestId('phone-table')).toHaveText(/^(Стол \d+|Свободен в этом туре)$/);
  await noSideScroll(page);
  await page.screenshot({ path: join(screenshotDir, 'phone-ru.png') });
  await context.close();
});
