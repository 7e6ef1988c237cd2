// How a person plays a knockout or a round robin at the desk: a table's winner typed at the
// results desk, the tables that play in a round, a screenshot of the page.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import type { Round } from '../../../shared/model/round';
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
