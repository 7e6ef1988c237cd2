// A Catan championship at the desk, as a person works it: the event created with the Catan
// ruleset (its options form showing the one-hour round), seven players registered and checked in,
// round 1 seated at a table of 4 and one of 3, each table's sheet typed at the results desk (VP per
// player and how the game ended: 10 VP reached on a player's turn, a shared lead at time; a winner
// below 10 refused on screen), the slip, and the standings with their wins, VP and VP% columns.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import type { Round, RoundTable } from '../../shared/model/round';
import { call, latestRound } from './netrunner/core';
import { openTab, standingsShown } from './netrunner/desk';
import { queued, registerAndCheckIn } from './three-seat/desk';
import { expect, screenshotDir, test } from './venue-fixture';

const names = ['Anna Kuznetsova', 'Boris Orlov', 'Chen Wei', 'Dana Novak', 'Emil Larsen', 'Фёдор Смирнов', 'Gita Rao'];
const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });

/** Opens a table by its number and types each seat's VP from the sheet; does not choose the ending. */
async function typeVp(page: Page, table: RoundTable, vps: number[]) {
  await expect(page.getByLabel('Table number or slip code')).toBeFocused();
  await page.keyboard.type(String(table.number));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(`VP — ${table.seats[0]!.name}`)).toBeFocused();
  for (const [i, vp] of vps.entries()) {
    await page.keyboard.type(String(vp));
    if (i < vps.length - 1) await page.keyboard.press('Tab');
  }
}

const signedByAll = (page: Page) => page.getByRole('group', { name: 'Signatures on the sheet' }).getByRole('radio', { name: 'Every player signed the sheet' }).check();
const saved = (page: Page, table: RoundTable) => expect(page.getByRole('form', { name: 'Enter results' }).getByRole('status')).toHaveText(`Table ${table.number} saved.`);

test('a Catan event: seated at tables of 4 and 3, VP sheets typed at the results desk, ranked by wins, VP and VP%', async ({ page, context, venue }) => {
  test.setTimeout(120_000);
  await page.goto(`${venue.url}/#/desk`);
  await page.getByLabel('Event name').fill('Catan Cup');
  await page.getByLabel('Date').fill('2026-12-12');
  await page.getByLabel('Ruleset').selectOption({ label: 'Catan championship' });
  // 2.2: three qualifying rounds, filled in with the ruleset.
  await expect(page.getByLabel('Planned rounds')).toHaveValue('3');
  await page.getByText('Ruleset options').click();
  await expect(page.getByLabel('Round length (minutes)')).toBeVisible();
  await expect(page.getByLabel('Round length (minutes)')).toHaveValue('60');
  await expect(page.getByLabel('Warning before the end (minutes)')).toHaveValue('0');
  await shot(page, 'catan-new-event');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByTestId('current-event')).toHaveText('Catan Cup');
  const eventId = venue.t.core.store.events.list()[0]!.id;
  expect(call(venue.t, 'event.get', { id: eventId }).plannedRounds).toBe(3);
  await registerAndCheckIn(page, names, queued);

  await openTab(page, 'Rounds');
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  const roundPanel = page.getByRole('region', { name: 'Round 1' });
  await expect(roundPanel.getByText('draft', { exact: true })).toBeVisible();
  await roundPanel.getByRole('button', { name: 'Publish' }).click();
  await expect(roundPanel.getByText('published', { exact: true })).toBeVisible();
  const r1: Round = latestRound(venue.t, eventId);
  expect(r1.tables.map((t) => t.seats.length)).toEqual([4, 3]);
  const [four, three] = r1.tables as [RoundTable, RoundTable];
  for (const t of r1.tables) await expect(roundPanel.locator(`tbody[data-table="${t.number}"] .seat-name`)).toHaveText(t.seats.map((s) => s.name));
  await shot(page, 'catan-round-1');

  // The slip: a line per player with a VP box and a box for reaching 10 on their own turn.
  const paper = await context.newPage();
  await paper.goto(`${venue.url}/#/print/slips/${r1.id}?per=2&paper=a4`);
  await expect(paper.locator(`.slip[data-table="${four.number}"] .slip-player-name`)).toHaveText(four.seats.map((s) => s.name));
  await expect(paper.locator('.slip').first().getByRole('columnheader')).toHaveText(['Player', 'VP', 'Reached 10 on own turn', 'Drop', 'Signature']);
  await expect(paper.locator('.slip').first().locator('.slip-race-time')).toHaveText('Time was called: the most VP wins, a shared lead is half a win each');
  await paper.screenshot({ path: join(screenshotDir, 'catan-slips.png'), fullPage: true });
  await paper.close();

  // Table 1: the sheet says 12, 8, 5, 4 and the first player reached 10 on their turn. Ticking the
  // second player (8 VP) by mistake is refused before anything is sent.
  await openTab(page, 'Results');
  await typeVp(page, four, [12, 8, 5, 4]);
  await page.getByLabel(`${four.seats[1]!.name} reached 10 VP on their own turn`).check();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Game 1' }).getByRole('alert')).toHaveText('The player who reached the target needs at least 10 VP.');
  await shot(page, 'catan-results-refused');
  expect(latestRound(venue.t, eventId).tables[0]!.result).toBeNull();
  await page.getByLabel(`${four.seats[0]!.name} reached 10 VP on their own turn`).check();
  // Catan's sheets are signed (1.14): the desk asks how before it saves.
  await signedByAll(page);
  await page.keyboard.press('Enter');
  await saved(page, four);

  // Table 2, three players: time was called with two players on 7 VP, a shared lead.
  await typeVp(page, three, [7, 7, 4]);
  await page.getByLabel('Time was called: the most VP wins, a shared lead is half a win each').check();
  await signedByAll(page);
  await shot(page, 'catan-results');
  await page.keyboard.press('Enter');
  await saved(page, three);

  // Opened again, the stored result reads how the game ended and every player by place.
  await page.keyboard.type(String(three.number));
  await page.keyboard.press('Enter');
  const [x, y, z] = three.seats.map((s) => s.name);
  await expect(page.getByRole('list', { name: 'Result entered' }).getByRole('listitem')).toHaveText([`Game 1 At time: 1. ${x} 7 · 1. ${y} 7 · 3. ${z} 4`]);
  await page.getByRole('button', { name: 'Close' }).click();
  expect(latestRound(venue.t, eventId).tables.map((t) => t.result!.games[0]!.seats.map((s) => [s.outcome, s.score]))).toEqual([
    [['win', 12], ['loss', 8], ['loss', 5], ['loss', 4]],
    [['draw', 7], ['draw', 7], ['loss', 4]],
  ]);

  // The standings: wins (half a win each for the shared lead), VP capped at 10, VP% to two
  // decimals (the table of three counts a neutral fourth result of 6), then the lots.
  await openTab(page, 'Standings');
  await expect(page.getByText('Standings after round 1')).toBeVisible();
  const table = page.locator('table.standings');
  await expect(table.getByRole('columnheader')).toContainText(['Wins', 'VP', 'VP%', 'Lots']);
  const shown = await standingsShown(page);
  const byName = new Map(shown.map((r) => [r[1]!, r]));
  const expected: [string, string, string, string][] = [
    [four.seats[0]!.name, '1', '10', '37.04'],
    [four.seats[1]!.name, '0', '8', '29.63'],
    [four.seats[2]!.name, '0', '5', '18.52'],
    [four.seats[3]!.name, '0', '4', '14.81'],
    [x!, '0.5', '7', '29.17'],
    [y!, '0.5', '7', '29.17'],
    [z!, '0', '4', '16.67'],
  ];
  for (const [name, wins, vp, percent] of expected) {
    const row = byName.get(name)!;
    expect([row[2], ...row.slice(-3, -1)]).toEqual([wins, vp, percent]);
  }
  const standings = call(venue.t, 'standings.get', { eventId });
  expect(shown.map((r) => r[1])).toEqual(standings.rows.map((r) => r.name));
  expect(shown.map((r) => r[1]).slice(0, 3)).toEqual([four.seats[0]!.name, ...standings.rows.slice(1, 3).map((r) => r.name)]);
  expect(new Set(shown.slice(1, 3).map((r) => r[1]))).toEqual(new Set([x, y]));
  await shot(page, 'catan-standings');

  // The projector's standings: the same columns, VP% with two decimals.
  const projector = await context.newPage();
  await projector.setViewportSize({ width: 1920, height: 1080 });
  await projector.goto(`${venue.url}/#/display/${eventId}`);
  await expect(projector.locator('.dp-screen[data-ready="true"]')).toBeVisible();
  await projector.keyboard.press('3');
  const list = projector.getByRole('list', { name: 'Standings' });
  await expect(list).toContainText('VP%');
  const leader = list.getByRole('listitem').filter({ has: projector.locator('.dp-name', { hasText: four.seats[0]!.name }) });
  await expect(leader).toContainText('37.04');
  await projector.mouse.move(0, 0);
  await projector.screenshot({ animations: 'disabled', path: join(screenshotDir, 'catan-display-standings.png') });
});
