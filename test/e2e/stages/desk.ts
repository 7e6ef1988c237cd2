// How a person plays a knockout or a round robin at the desk: a table's winner typed at the
// results desk, the tables that play in a round, the next round paired, a screenshot of the page.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import type { Round } from '../../../shared/model/round';
import { openTab } from '../netrunner/desk';
import { expect, screenshotDir } from '../venue-fixture';

export const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });

/** The round's tables that play (byes left out), by number. */
export const played = (round: Round) => round.tables.filter((t) => !t.bye).sort((a, b) => a.number - b.number);

/** Opens a table at the results desk and saves seat 1 (or 2) as the winner of its one game. */
export async function enterWinner(page: Page, table: number, seat: '1' | '2' = '1') {
  await expect(page.getByLabel('Table number or slip code')).toBeFocused();
  await page.keyboard.type(String(table));
  await page.keyboard.press('Enter');
  await expect(page.locator('input[name="game-1-winner"]').first()).toBeFocused();
  await page.keyboard.press(seat);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'Enter results' }).getByRole('status')).toHaveText(`Table ${table} saved.`);
}

/** Opens a match by its table number or slip code, types who won the call (1 or 2) and then each
 * game's winner, game by game, by keyboard: a key picks in the focused group, Tab past the two
 * score fields to the next game. Does not save. */
export async function typeMatch(page: Page, opener: string, callWinner: '1' | '2', winners: readonly ('1' | '2')[]) {
  await expect(page.getByLabel('Table number or slip code')).toBeFocused();
  await page.keyboard.type(opener);
  await page.keyboard.press('Enter');
  await expect(page.locator('input[name="call-winner"]').first()).toBeFocused();
  await page.keyboard.press(callWinner);
  for (const [i, winner] of winners.entries()) {
    await page.keyboard.press('Tab');
    await expect(page.locator(`input[name="game-${i + 1}-winner"]:focus`)).toHaveCount(1);
    await page.keyboard.press(winner);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
  }
}

/** Closes round `number` at the Rounds tab, pairs the next round and publishes it. */
export async function closeAndPairNext(page: Page, number: number) {
  await openTab(page, 'Rounds');
  const panel = page.getByRole('region', { name: `Round ${number}` });
  await panel.getByRole('button', { name: 'Close round' }).click();
  await expect(panel.getByText('closed', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Pair next round' }).click();
  const next = page.getByRole('region', { name: `Round ${number + 1}` });
  await expect(next.getByText('draft', { exact: true })).toBeVisible();
  await next.getByRole('button', { name: 'Publish' }).click();
  await expect(next.getByText('published', { exact: true })).toBeVisible();
}

export interface NewEvent {
  name: string;
  date: string;
  /** The ruleset's name as the desk lists it ("Generic", "Netrunner (1996)"), or its id (a ruleset
   * a test registers). */
  ruleset: string;
  plannedRounds?: string;
  places?: string;
  /** What the organizer sets under "Ruleset options", unfolded for it. */
  options?: (page: Page) => Promise<void>;
}

/** Creates an event on the desk's New event form, as an organizer does; the desk then shows it. */
export async function createEventAtDesk(page: Page, url: string, e: NewEvent): Promise<void> {
  await page.goto(`${url}/#/desk`);
  await page.getByLabel('Event name').fill(e.name);
  await page.getByLabel('Date').fill(e.date);
  await page.getByLabel('Ruleset').selectOption(e.ruleset);
  if (e.plannedRounds) await page.getByLabel('Planned rounds').fill(e.plannedRounds);
  if (e.places) await page.getByLabel('Places').fill(e.places);
  if (e.options) {
    await page.getByText('Ruleset options').click();
    await e.options(page);
  }
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByTestId('current-event')).toHaveText(e.name);
}
