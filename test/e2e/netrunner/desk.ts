// How a person works the desk screens, by keyboard where the desk is built for it.
import type { Page } from '@playwright/test';
import { expect } from '../venue-fixture';
import type { RoundTable } from '../../../shared/model/round';
import type { SimGame } from './random-results';

const winnerKey = (g: SimGame) => (g.outcome[0] === 'win' ? '1' : g.outcome[1] === 'win' ? '2' : 'u');

/** Types the slip code, then the two games, then Enter; checks the desk says it saved. */
export async function enterBySlip(page: Page, code: string, table: number, games: SimGame[], beforeSave?: () => Promise<unknown>) {
  const codeField = page.getByLabel('Table number or slip code');
  await expect(codeField).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page.locator('input[name="game-1-winner"]').first()).toBeFocused();
  for (const [i, g] of games.entries()) {
    await page.keyboard.press(winnerKey(g));
    await page.keyboard.press('Tab');
    await page.keyboard.type(String(g.agenda[0]));
    await page.keyboard.press('Tab');
    await page.keyboard.type(String(g.agenda[1]));
    if (i < games.length - 1) await page.keyboard.press('Tab');
  }
  if (beforeSave) await beforeSave();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'Enter results' }).getByRole('status')).toHaveText(`Table ${table} saved.`);
}

export async function openTab(page: Page, name: 'Registration' | 'Rounds' | 'Results' | 'Standings') {
  await page.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name }).click();
}

/** The standings as the Standings tab shows them: one array of cell texts per player. */
export async function standingsShown(page: Page): Promise<string[][]> {
  const rows = page.locator('table.standings tbody tr[data-entry]');
  // A tab just opened draws its rows once the standings arrive: read them then, not before.
  await rows.first().waitFor();
  return rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, -1).map((td) => (td.firstChild?.textContent ?? '').trim())));
}

/** Opens a table by its slip code at the results desk and corrects it to seat 2 winning both games
 * (7 agenda points to 2), with a reason; the match form, to read what the desk answered. */
export async function correctToSeatTwo(page: Page, url: string, table: RoundTable) {
  const [a, b] = table.seats;
  await page.goto(`${url}/#/desk/results`);
  await page.getByLabel('Table number or slip code').fill(table.slipCode!);
  await page.getByLabel('Table number or slip code').press('Enter');
  const match = page.getByRole('region', { name: `Table ${table.number}` });
  await match.getByRole('button', { name: 'Correct…' }).click();
  for (const game of [1, 2]) {
    await match.locator(`input[name="game-${game}-winner"][value="2"]`).focus();
    await page.keyboard.press('2');
    await match.getByLabel('Agenda points — ' + a!.name).nth(game - 1).fill('2');
    await match.getByLabel('Agenda points — ' + b!.name).nth(game - 1).fill('7');
  }
  await match.getByLabel('Reason for the correction').fill('Slip misread: seat 2 won both games');
  await match.getByLabel('Reason for the correction').press('Enter');
  return match;
}
