// A Doomtrooper team round at the desk, as a person works it: fourteen players play the
// free-for-all rounds through the core and are drawn into teams of 2 (a table of 3 teams and two of
// 2); on the Rounds tab the organizer reads each seat's team and each team's players, records that
// team 1's second-seated player is its Player #1 (the seats are listed again as taken: T1P1, T2P1,
// T3P1, T1P2, T2P2, T3P2), enters the table's PP per team at the Results tab, reads it back team by team, and
// the Rounds tab no longer offers to change Player #1.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import type { RoundTable } from '../../shared/model/round';
import { publishedTeamRound } from './doomtrooper/team-round';
import { latestRound } from './netrunner/core';
import { openTab } from './netrunner/desk';
import { expect, screenshotDir, test } from './venue-fixture';

test.use({ viewport: { width: 1440, height: 1000 } });

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
const names = ['Anna Kowalska', 'Bartek Nowak', 'Chen Wei', 'Dana Novak', 'Emil Larsen', 'Фёдор Смирнов', 'Gita Rao', 'Hugo Weber', 'Ines Duarte', 'Jonas Berg', 'Kira Sato', 'Lars Holm', 'Mona Aziz', 'Nils Eklund'];

test('a Doomtrooper team round: team marks, each team’s Player #1 recorded at the desk, the result entered per team', async ({ page, venue }) => {
  test.setTimeout(120_000);
  const t = venue.t;
  const { eventId, round } = publishedTeamRound(t, { name: 'Doomtrooper Team Open', date: '2026-12-12' }, names);
  const big = round.tables[0] as RoundTable;
  expect(big.teams).toEqual([1, 2, 3, 1, 2, 3]);
  const seated = big.seats.map((s) => s.name);

  await page.goto(`${venue.url}/#/desk`);
  await expect(page.getByTestId('current-event')).toHaveText('Doomtrooper Team Open');
  await openTab(page, 'Rounds');
  const row = page.locator('table.pairings tbody[data-table="1"]');
  await expect(row.getByRole('list', { name: 'Table 1: teams' }).getByRole('listitem')).toHaveText([
    `Team 1: ${seated[0]} & ${seated[3]}`,
    `Team 2: ${seated[1]} & ${seated[4]}`,
    `Team 3: ${seated[2]} & ${seated[5]}`,
  ]);
  const grid = row.getByRole('list', { name: 'Table 1: seats with their teams' });
  await expect(grid.locator('.seat-name')).toHaveText(seated.map((n, i) => `${n}Team ${(i % 3) + 1}`));
  await expect(row.getByText('Player #1 of each team not recorded yet: the team mates decide.')).toBeVisible();
  await expect(page.locator('table.pairings tbody[data-table="2"] .team-lines li')).toHaveCount(2);
  await shot(page, 'doomtrooper-teams-rounds');

  // Team 1's second-seated player is its Player #1: the two change places.
  await row.getByRole('button', { name: 'Record each team’s Player #1 at table 1' }).click();
  const form = row.getByRole('form', { name: 'Player #1 of each team at table 1' });
  await expect(form.getByRole('combobox')).toHaveCount(3);
  await form.getByLabel('Team 1: Player #1').selectOption({ label: seated[3]! });
  await shot(page, 'doomtrooper-teams-form');
  await form.getByRole('button', { name: 'Save Player #1' }).click();
  await expect(form).toHaveCount(0);
  const taken = [seated[3]!, seated[1]!, seated[2]!, seated[0]!, seated[4]!, seated[5]!];
  await expect(grid.locator('.seat-name')).toHaveText(taken.map((n, i) => `${n}Team ${(i % 3) + 1}`));
  await expect(row.locator('.team-lines li').first()).toHaveText(`Team 1: ${seated[3]} & ${seated[0]}`);
  await expect(row.getByText('Each team’s Player #1 recorded; the seats are listed as taken.')).toBeVisible();
  expect(latestRound(t, eventId).tables[0]!.startingPositions).toEqual([4, 2, 3, 1, 5, 6]);
  await shot(page, 'doomtrooper-teams-recorded');

  // The result per team at the Results tab: at time, team 2 ahead.
  await openTab(page, 'Results');
  await expect(page.getByLabel('Table number or slip code')).toBeFocused();
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  const team = (k: number) => page.getByLabel(new RegExp(`^PP — Team ${k}: `));
  await expect(team(1)).toBeFocused();
  await team(1).fill('10');
  await team(2).fill('18');
  await team(3).fill('3');
  await page.getByLabel('Time was called: the most PP wins (one team ahead)').check();
  await shot(page, 'doomtrooper-teams-results');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'Enter results' }).getByRole('status')).toHaveText('Table 1 saved.');
  const stored = latestRound(t, eventId).tables[0]!.result!.games[0]!.seats.map((s) => [s.outcome, s.score]);
  expect(stored).toEqual([['loss', 10], ['win', 18], ['loss', 3], ['loss', 10], ['win', 18], ['loss', 3]]);

  // Opened again, the table's summary reads team by team, as the slip does: each team's place and PP.
  await page.getByLabel('Table number or slip code').fill('1');
  await page.keyboard.press('Enter');
  const summary = page.getByRole('region', { name: 'Table 1' }).getByRole('list', { name: 'Result entered' });
  await expect(summary).toContainText(
    `1. Team 2: ${taken[1]} & ${taken[4]} 18 · 2. Team 1: ${taken[0]} & ${taken[3]} 10 · 3. Team 3: ${taken[2]} & ${taken[5]} 3`,
  );
  await shot(page, 'doomtrooper-teams-results-read');

  // With the result in, the Rounds tab shows it and no longer offers to change Player #1.
  await openTab(page, 'Rounds');
  await expect(row.getByText('entered', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Record each team’s Player #1 at table 1' })).toHaveCount(0);
  await expect(grid.locator('.seat-name')).toHaveText(taken.map((n, i) => `${n}Team ${(i % 3) + 1}`));

  // In Polish, the same table reads its teams in Polish.
  await page.getByLabel('Language').selectOption({ label: 'Polski' });
  await expect(row.locator('.team-lines li').first()).toHaveText(`Drużyna 1: ${seated[3]} & ${seated[0]}`);
  await expect(row.locator('.team-grid .seat-team')).toHaveText([1, 2, 3, 1, 2, 3].map((k) => `Drużyna ${k}`));
  await expect(row.getByText('Gracz nr 1 każdej drużyny zapisany; miejsca w kolejności zajęcia.')).toBeVisible();
  await shot(page, 'doomtrooper-teams-rounds-pl');
});
