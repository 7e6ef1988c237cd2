// The round robin grid on the projector and on paper: a Generic round robin of five with the
// tie-break round robin on, played at the desk as an organizer does (three players beat each other
// in a ring and the other two) until the tie-break among the three starts; the projector's Grid
// view picked by key (offered only once a round is published), results and the tables under way
// read on screen part way through, then both grids; the printed grid read back from its PDF (and
// from the venue host's PDF address); then the tie-break played out and its winner marked.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import type { Round } from '../../shared/model/round';
import { eventDriver, playerNames } from './display/event';
import { latestRound } from './netrunner/core';
import { openTab } from './netrunner/desk';
import { pageText, pdfInfo, printRoute, renderPng } from './print/pdf';
import { createEventAtDesk, enterWinner, played, shot } from './stages/desk';
import { registerAndCheckIn } from './three-seat/desk';
import { expect, screenshotDir, test } from './venue-fixture';

test.use({ viewport: { width: 1920, height: 1080 } });

const names = ['Ann Lee', 'Bruno Costa', 'Chiara Moreau', 'Dmitri Ivanov', 'Elif Kaya'];

/** Ann beats Bruno, Bruno beats Chiara, Chiara beats Ann; the three beat Dmitri and Elif; Dmitri
 * beats Elif: three tied on three wins. In the tie-break (`ring` false) Ann beats both. */
function winnerOf(a: string, b: string, ring = true): string {
  const [i, j] = [names.indexOf(a), names.indexOf(b)];
  if (ring && i < 3 && j < 3) return (j - i + 3) % 3 === 1 ? a : b;
  return i < j ? a : b;
}

const controls = (room: Page) => room.getByRole('navigation', { name: 'Display controls' });
const grids = (room: Page) => room.getByRole('group', { name: 'Grid' });
const roomShot = (room: Page, name: string) => room.screenshot({ animations: 'disabled', path: join(screenshotDir, `grid-projector-${name}.png`) });

/** Enters every result of the newest round at the results desk, but the tables in `except`. */
async function enterResults(page: Page, eventId: number, t: Parameters<typeof latestRound>[0], except: number[] = [], ring = true) {
  await openTab(page, 'Results');
  for (const table of played(latestRound(t, eventId))) {
    if (except.includes(table.number)) continue;
    const [a, b] = table.seats.map((s) => s.name) as [string, string];
    await enterWinner(page, table.number, winnerOf(a, b, ring) === a ? '1' : '2');
  }
}

async function publishRound(page: Page, number: number) {
  const panel = page.getByRole('region', { name: `Round ${number}` });
  await expect(panel.getByText('draft', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Publish' }).click();
  await expect(panel.getByText('published', { exact: true })).toBeVisible();
}

test('a round robin of five into a tie-break: the grid on the projector and on paper', async ({ page, venue }) => {
  test.setTimeout(240_000);
  await createEventAtDesk(page, venue.url, {
    name: 'League night',
    date: '2026-12-10',
    ruleset: 'Generic',
    options: async (p) => {
      await p.getByLabel('Format').selectOption({ label: 'Round robin (everyone plays everyone once, in a random order)' });
      await p.getByLabel('Round robin: a tie for the most wins is played off in another round robin among the tied').check();
    },
  });
  const eventId = venue.t.core.store.events.list()[0]!.id;
  await registerAndCheckIn(page, names);
  await openTab(page, 'Rounds');
  await page.getByRole('button', { name: 'Pair round 1' }).click();

  const room = await page.context().newPage();
  await room.goto(`${venue.url}/#/display/${eventId}`);
  // A draft is the desk's: the room has no round, and no grid, yet.
  await expect(controls(room).getByRole('button', { name: 'Grid' })).toHaveCount(0);

  await publishRound(page, 1);
  await expect(room.locator('.dp-screen[data-ready="true"]')).toBeVisible();
  await expect(controls(room).getByRole('button', { name: 'Grid' })).toBeVisible();
  await expect(controls(room).getByRole('button', { name: 'Bracket' })).toHaveCount(0);

  for (let r = 1; r <= 5; r++) {
    if (r > 1) {
      await openTab(page, 'Rounds');
      await page.getByRole('region', { name: `Round ${r - 1}` }).getByRole('button', { name: 'Close round' }).click();
      await page.getByRole('region', { name: `Round ${r - 1}` }).getByRole('button', { name: 'Pair next round' }).click();
      await publishRound(page, r);
    }
    // Part way through round 3 the room sees a table under way and the round's pairs marked.
    const open = r === 3 ? played(latestRound(venue.t, eventId))[0]!.number : -1;
    await enterResults(page, eventId, venue.t, [open]);
    if (r === 3) {
      await room.keyboard.press('5');
      await expect(grids(room)).toBeVisible();
      await expect(room.locator('.dp-title')).toHaveText('Round 3 · Grid');
      const main = grids(room).locator('table[data-cycle="0"]');
      for (const name of names) await expect(main.getByText(name, { exact: true })).toBeVisible();
      await expect(main.getByText(`Table ${open}`, { exact: true })).toHaveCount(2);
      await expect(main.locator('td.gr-current')).toHaveCount(4);
      await expect(main.locator('td.gr-to_play', { hasText: 'Rd 5' })).toHaveCount(4);
      await roomShot(room, 'round-3');
      await enterWinner(page, open, ((t) => (winnerOf(t.seats[0]!.name, t.seats[1]!.name) === t.seats[0]!.name ? '1' : '2'))(latestRound(venue.t, eventId).tables.find((t) => t.number === open)!));
    }
  }
  await openTab(page, 'Rounds');
  const five = page.getByRole('region', { name: 'Round 5' });
  await five.getByRole('button', { name: 'Close the last round' }).click();
  await five.getByRole('button', { name: 'Pair next round' }).click();
  await publishRound(page, 6);
  await expect(page.getByRole('region', { name: 'Round 6' }).getByText('Tie-break round robin 1, round 1 of 3: the 3 tied for the most wins play each other again.')).toBeVisible();

  // The room: the main grid with the three leaders, and the tie-break grid of the three under way.
  await expect(room.locator('.dp-title')).toHaveText('Round 6 · Grid');
  const main = grids(room).locator('table[data-cycle="0"]');
  const tie = grids(room).locator('table[data-cycle="1"]');
  await expect(tie).toBeVisible();
  await expect(tie.getByText('Tie-break round robin 1')).toBeVisible();
  await expect(tie.getByText('rounds 6–8')).toBeVisible();
  for (const name of names.slice(0, 3)) {
    await expect(tie.getByText(name, { exact: true })).toBeVisible();
    await expect(main.locator('tr', { hasText: name }).getByText('▲ Leads')).toBeVisible();
  }
  await expect(tie.getByText('Dmitri Ivanov')).toHaveCount(0);
  await expect(main.locator('tr', { hasText: 'Elif Kaya' }).locator('td.gr-count').first()).toHaveText('0');
  await expect(main.getByText('W 1–0', { exact: true })).toHaveCount(10);
  await expect(main.getByText('L 0–1', { exact: true })).toHaveCount(10);
  await expect(tie.locator('td.gr-playing.gr-current')).toHaveCount(2);
  // Readable from the back: names at least 22 px high on a 1080p screen, nothing cut off.
  const font = await main.locator('tbody .gr-name').first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(font).toBeGreaterThanOrEqual(26);
  const box = await grids(room).boundingBox();
  const body = await room.locator('.dp-grid-box').boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(body!.y + body!.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(body!.x + body!.width);
  await roomShot(room, 'tie-break');

  // On paper: landscape, both grids, the known results printed, the rest left to write in.
  const sheet = await page.context().newPage();
  const file = await printRoute(sheet, `${venue.url}/#/print/grid/${eventId}?paper=a4`, 'grid-tie-break');
  const info = pdfInfo(file);
  expect(info.width).toBeGreaterThan(info.height);
  const text = pageText(file, 1);
  for (const words of ['League night · Round robin grid', 'Stage 1 · Round robin', 'Round robin rounds 1–5', 'Tie-break round robin 1 rounds 6–8', 'W 1–0', 'L 0–1', ...names]) expect(text).toContain(words);
  expect(text).not.toContain('Table 1');
  renderPng(file, 'grid-sheet-tie-break');
  // The venue host makes the same sheet at its PDF address.
  const served = await sheet.request.get(`${venue.url}/pdf/grid/${eventId}?paper=letter`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');

  // The desk offers the sheet beside the standings' own print buttons.
  await openTab(page, 'Standings');
  const output = page.getByRole('group', { name: 'Print and export the standings' });
  await expect(output.getByText('Round robin grid', { exact: true })).toBeVisible();
  await expect(output.getByRole('button', { name: 'Print the round robin grid' })).toBeVisible();
  await shot(page, 'grid-desk-print-buttons');

  // Ann wins the tie-break: the room marks her the winner once its last round's result is in.
  for (let r = 6; r <= 8; r++) {
    if (r > 6) {
      await openTab(page, 'Rounds');
      const before = page.getByRole('region', { name: `Round ${r - 1}` });
      await before.getByRole('button', { name: 'Close the last round' }).click();
      await before.getByRole('button', { name: 'Pair next round' }).click();
      await publishRound(page, r);
    }
    await enterResults(page, eventId, venue.t, [], false);
  }
  await expect(room.locator('.dp-title')).toHaveText('Round 8 · Grid');
  const last = grids(room).locator('table[data-cycle="1"]');
  await expect(last.locator('tr', { hasText: 'Ann Lee' }).getByText('★ Winner')).toBeVisible();
  await expect(grids(room).getByText('▲ Leads')).toHaveCount(0);
  await expect(last.locator('tbody tr').first()).toContainText('Ann Lee');
  await roomShot(room, 'winner');
});

test('twelve sides with 40-character names: one grid on the projector, readable and whole; on one A4 page', async ({ page, venue }) => {
  test.setTimeout(120_000);
  const ev = eventDriver(venue.t);
  const eventId = ev.call<{ id: number }>('event.create', { name: 'Club league', date: '2026-12-12', ruleset: 'generic', options: { format: 'round_robin', drawsAllowed: false } }).id;
  const players = playerNames(12);
  for (const name of players) {
    const p = ev.call<{ id: number; version: number }>('player.register', { eventId, name });
    ev.call('player.checkIn', { id: p.id, version: p.version });
  }
  const newest = () => {
    const last = ev.call<{ id: number; version: number }[]>('round.list', { eventId }).at(-1);
    return last ? { roundId: last.id, version: last.version } : null;
  };
  for (let r = 1; r <= 4; r++) {
    if (r > 1) ev.call('round.close', newest());
    const round = ev.call<Round>('round.pair', { eventId, newest: newest() });
    ev.call('round.publish', { roundId: round.id, version: round.version });
    // Seat 1 wins; round 4 is under way with half its results in.
    for (const table of played(ev.round(round.id)).filter((t) => r < 4 || t.number % 2 === 0)) {
      const seats = table.seats.map((s, i) => ({ entryId: s.entryId, outcome: i === 0 ? 'win' : 'loss', score: 0 }));
      ev.call('result.enter', { tableId: table.id, version: table.version, games: [{ seats }] });
    }
  }
  await page.goto(`${venue.url}/#/display/${eventId}`);
  await expect(page.locator('.dp-screen[data-ready="true"]')).toBeVisible();
  // Key 5 is the grid once the room is offered it (its answer come), as an organizer sees the button.
  await expect(page.getByRole('navigation', { name: 'Display controls' }).getByRole('button', { name: 'Grid' })).toBeVisible();
  await page.keyboard.press('5');
  const main = grids(page).locator('table[data-cycle="0"]');
  await expect(main).toBeVisible();
  await expect(main.locator('tbody tr')).toHaveCount(12);
  await expect(main.locator('td.gr-playing')).toHaveCount(6);
  await expect(page.getByTestId('display-page')).toHaveText('');
  const font = await main.locator('tbody .gr-name').first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(font).toBeGreaterThanOrEqual(22);
  const box = await grids(page).boundingBox();
  const body = await page.locator('.dp-grid-box').boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(body!.y + body!.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(body!.x + body!.width);
  await page.screenshot({ animations: 'disabled', path: join(screenshotDir, 'grid-projector-12.png') });

  const file = await printRoute(page, `${venue.url}/#/print/grid/${eventId}?paper=a4`, 'grid-12');
  expect(pdfInfo(file).pages).toBe(1);
  const text = pageText(file, 1);
  for (const words of ['Club league · Round robin grid', 'Round robin rounds 1–11', 'Maximilian', 'Żaneta', 'Семён Петров', 'Anna Nowak']) expect(text).toContain(words);
  renderPng(file, 'grid-sheet-12');
});
