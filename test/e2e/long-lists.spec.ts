// The largest event, all day (issue 29): the desk's long lists draw only the rows near the window
// (renderer/src/components/virtual-rows.ts). At 4,096 players (2,048 tables) and 5,000 registered,
// a person still reaches a row far down, finds a player with the app's own search (find-in-page
// cannot see undrawn rows), works by keyboard there, and the printed sheets carry every row.
// Screenshots at 1024x768, 1366x768 and 1920x1080 with long real names.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Round } from '../../shared/model/round';
import type { Standings } from '../../shared/model/standings';
import { netrunnerGames } from '../fixtures/netrunner-results';
import type { TempCore } from '../fixtures/temp-core';
import { enterBySlip } from './netrunner/desk';
import { printRoute } from './print/pdf';
import { expect, screenshotDir, test } from './venue-fixture';

test.describe.configure({ timeout: 180_000 });

const sizes = [
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

/** The shared list of 5,000 made-up players (three scripts), longest names first, so the rows
 * on screen carry the longest names there are. */
function listedPlayers(count: number): string[][] {
  const rows = readFileSync(join(process.cwd(), 'test/fixtures/players-5000.csv'), 'utf8').trim().split(/\r?\n/).slice(1).map((l) => l.split(','));
  const name = (r: string[]) => `${r[1]} ${r[2]}`;
  return rows
    .slice(0, count)
    .sort((a, b) => name(b).length - name(a).length)
    .map((r) => [r[0]!, name(r), r[3]!, r[4]!]);
}

/** Players imported as from a spreadsheet (one by one, each duplicate check costs time). */
function imported(t: TempCore, count: number): number {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Winter Open of the Łódź Voivodeship Netrunner League', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
  t.call('player.import', { eventId, rows: listedPlayers(count), mapping: { playerId: 0, name: 1, dateOfBirth: 2, club: 3 } });
  return eventId;
}

/** 4,096 players checked in, round 1 published (2,048 tables). */
function bigRound(t: TempCore): { eventId: number; round: Round } {
  const eventId = imported(t, 4096);
  t.core.store.transaction(() => {
    for (let offset = 0; offset < 4096; offset += 500) {
      for (const p of t.call<{ id: number; version: number }[]>('player.list', { eventId, limit: 500, offset })) t.call('player.checkIn', { id: p.id, version: p.version });
    }
  });
  const draft = t.call<Round>('round.pair', { eventId, newest: null });
  return { eventId, round: t.call<Round>('round.publish', { roundId: draft.id, version: draft.version }) };
}

/** Every result but those of the tables `but` (numbers). */
function enterAll(t: TempCore, round: Round, but: number[] = []): void {
  t.core.store.transaction(() => {
    for (const [i, table] of round.tables.filter((x) => !x.bye && !but.includes(x.number)).entries()) {
      const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
      // Some win both games, some split: the standings have every kind of row.
      const games = i % 3 === 0 ? netrunnerGames(a, b, [['a', 7, 2], ['a', 7, 4]]) : netrunnerGames(a, b, [['a', 7, 2], ['b', 3, 7]]);
      t.call('result.enter', { tableId: table.id, version: table.version, games });
    }
  });
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(screenshotDir, `long-lists-${name}-${size.width}x${size.height}.png`) });
  }
  await page.setViewportSize({ width: 1366, height: 800 });
}

/** Rows of the list in the page now. */
const drawn = (page: Page, selector: string) => page.locator(selector).count();

test('a round of 2,048 tables: find a table far down, give it time by keyboard, enter its result by keyboard, see it entered', async ({ page, venue }) => {
  const { round } = bigRound(venue.t);
  // The last table still playing is far down.
  enterAll(venue.t, round, [2000]);
  await page.goto(`${venue.url}/#/desk/rounds`);
  await expect(page.locator('table.pairings tbody[data-table="1"]')).toBeVisible();
  expect(await drawn(page, 'table.pairings tbody[data-table]')).toBeLessThan(100);
  await expect(page.locator('table.pairings tbody[data-table="1"] .badge-in')).toBeVisible();
  await shoot(page, 'rounds-top');

  const find = page.getByLabel('Find a table (its number) or a player');
  await find.fill('2000');
  const row = page.locator('table.pairings tbody[data-table="2000"]');
  await expect(row).toBeInViewport();
  await expect(row).toHaveClass(/found/);
  // The header stays at the top of the window over the rows.
  expect(Math.round((await page.locator('table.pairings thead th').first().boundingBox())!.y)).toBe(0);
  await shoot(page, 'rounds-found');

  // Keyboard at a row far down: the focus stays on the row (kept drawn) while the page is
  // scrolled away from it; Enter gives it five more minutes.
  await row.getByRole('button', { name: 'Give table 2000 five more minutes' }).focus();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(200);
  await expect(page.getByRole('button', { name: 'Give table 2000 five more minutes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await find.fill('');
  await find.fill('2000');
  await expect(row.getByText(/5/).first()).toBeInViewport();
  await expect(row.locator('.extra')).toBeVisible();

  // A name finds its table too (accents and case ignored).
  const table1500 = round.tables.find((x) => x.number === 1500)!;
  await find.fill(table1500.seats[1]!.name.toLowerCase());
  await expect(page.locator('table.pairings tbody[data-table="1500"]')).toBeInViewport();

  // The result of table 2000 typed at the results desk, by keyboard; the Rounds tab shows it.
  await page.goto(`${venue.url}/#/desk/results`);
  await enterBySlip(page, '2000', 2000, [
    { outcome: ['win', 'loss'], agenda: [7, 2] },
    { outcome: ['loss', 'win'], agenda: [3, 7] },
  ]);
  await page.goto(`${venue.url}/#/desk/rounds`);
  await page.getByLabel('Find a table (its number) or a player').fill('2000');
  await expect(page.locator('table.pairings tbody[data-table="2000"] .badge-in')).toBeInViewport();

  // Scrolled to the very end by hand: the last table is drawn there.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator('table.pairings tbody[data-table="2048"]')).toBeVisible();
});

test('standings of 4,096: the header stays, a player far down is found, the last row is there at the end', async ({ page, venue }) => {
  const { eventId, round } = bigRound(venue.t);
  enterAll(venue.t, round);
  const standings = venue.t.call<Standings>('standings.get', { eventId });
  await page.goto(`${venue.url}/#/desk/standings`);
  await expect(page.locator('table.standings tbody tr[data-entry]').first()).toBeVisible();
  expect(await drawn(page, 'table.standings tbody tr[data-entry]')).toBeLessThan(120);
  await shoot(page, 'standings-top');

  const far = standings.rows[3900]!;
  await page.getByLabel('Find a player').fill(far.name);
  const row = page.locator(`table.standings tr[data-entry="${far.entryId}"]`);
  await expect(row).toBeInViewport();
  await expect(row).toHaveClass(/found/);
  expect(Math.round((await page.locator('table.standings thead th').first().boundingBox())!.y)).toBe(0);
  await shoot(page, 'standings-found');

  // The drop form opens under a row far down, by keyboard.
  await row.getByRole('button', { name: `Drop ${far.name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('tr.drop-row')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator(`table.standings tr[data-entry="${standings.rows.at(-1)!.entryId}"]`)).toBeVisible();

  // Another desk corrects the leader's table so that they lose: the open standings take it in by
  // asking only what changed (a few rows and the order), not the megabyte of every row.
  await page.evaluate(() => window.scrollTo(0, 0));
  const leader = standings.rows[0]!;
  const table = venue.t.call<Round>('round.get', { roundId: round.id }).tables.find((x) => x.seats.some((s) => s.entryId === leader.entryId))!;
  const other = table.seats.find((s) => s.entryId !== leader.entryId)!.entryId;
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/standings.get'));
  venue.t.call('result.correct', { tableId: table.id, version: table.version, games: netrunnerGames(other, leader.entryId, [['a', 7, 2], ['a', 7, 3]]), reason: 'Slip re-read' });
  expect((await (await answered).body()).length).toBeLessThan(100_000);
  const now = venue.t.call<Standings>('standings.get', { eventId });
  await expect(page.locator('table.standings tbody tr[data-entry]').first()).toHaveAttribute('data-entry', String(now.rows[0]!.entryId));
  await page.getByLabel('Find a player').fill(leader.name);
  const fallen = page.locator(`table.standings tr[data-entry="${leader.entryId}"]`);
  await expect(fallen).toBeInViewport();
  const after = now.rows.find((r) => r.entryId === leader.entryId)!;
  await expect(fallen.locator('td.rank')).toHaveText(String(after.rank));
  await expect(fallen.locator('td.record')).toHaveText('0-0-1');
});

test('the check-in list of 5,000: a far name by search, then 500 rows drawn in part and a row far down checked in by keyboard', async ({ page, venue }) => {
  const eventId = imported(venue.t, 5000);
  const last = venue.t.call<{ id: number; name: string }[]>('player.list', { eventId, limit: 500, offset: 4990 }).at(-1)!;
  await page.goto(`${venue.url}/#/desk`);
  const search = page.getByLabel('Search players');
  await expect(page.locator('#player-results li[role="option"]').first()).toBeVisible();
  await shoot(page, 'checkin-top');

  // The last name of the alphabet, found by search and checked in with Enter.
  await search.fill(last.name);
  await expect(page.locator(`#player-${last.id}`)).toBeVisible();
  await search.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${last.name} checked in` })).toBeVisible();

  // All 500 the list may show: drawn in part; the arrow keys take the choice far down, in view.
  for (let i = 0; i < 9; i++) await page.getByRole('button', { name: /^Show \d+ more$/ }).click();
  await expect(page.getByText('Showing 500 of 5000')).toBeVisible();
  expect(await drawn(page, '#player-results li[role="option"]')).toBeLessThan(100);
  await search.focus();
  for (let i = 0; i < 420; i++) await page.keyboard.press('ArrowDown');
  const chosen = page.locator('#player-results li[aria-selected="true"]');
  await expect(chosen).toHaveAttribute('aria-posinset', '421');
  await expect(chosen).toBeInViewport();
  const id = (await chosen.getAttribute('id'))!;
  await page.keyboard.press('Enter');
  await expect(page.locator(`#${id} .badge-in`)).toBeVisible();
  await shoot(page, 'checkin-far');
});

test('printed sheets of a 2,048-table round and 4,096 standings carry every row', async ({ page, venue }) => {
  const { eventId, round } = bigRound(venue.t);
  const pdfText = (file: string) => execFileSync('pdftotext', [file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).replace(/\s+/g, ' ');
  const pairings = pdfText(await printRoute(page, `${venue.url}/#/print/pairings/${round.id}?by=table&paper=a4`, 'long-lists-pairings-2048'));
  const names = round.tables.flatMap((tb) => tb.seats.map((s) => s.name));
  expect(names).toHaveLength(4096);
  expect(names.filter((n) => !pairings.includes(n))).toEqual([]);

  enterAll(venue.t, round);
  const standings = venue.t.call<Standings>('standings.get', { eventId });
  const sheet = pdfText(await printRoute(page, `${venue.url}/#/print/standings/${eventId}?paper=a4`, 'long-lists-standings-4096'));
  expect(standings.rows.filter((r) => !sheet.includes(r.name)).map((r) => r.name)).toEqual([]);
});
