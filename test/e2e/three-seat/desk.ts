// How a person works the desk for a game entered by places: registering and checking in at the
// registration desk, and entering a table's places and scores at the results desk by keyboard
// (a digit picks a place in the focused list, Tab moves on, Enter saves).
import type { Page } from '@playwright/test';
import type { RoundTable } from '../../../shared/model/round';
import { expect } from '../venue-fixture';

/** What the check-in panel says; a ruleset with a live registration queue (Catan 1.22) says the
 * queue number instead. */
export const checkedIn = (name: string, order: number) => `${name} checked in (#${order}).`;
export const queued = (name: string, order: number) => `${name} checked in: queue number ${order}.`;

export async function registerAndCheckIn(page: Page, names: readonly string[], done: typeof checkedIn = checkedIn) {
  const register = page.getByRole('form', { name: 'Register a player' });
  for (const name of names) {
    await register.getByLabel('Name').fill(name);
    await register.getByLabel('Name').press('Enter');
    await expect(register.getByRole('status')).toHaveText(`${name} registered.`);
  }
  const search = page.getByLabel('Search by name');
  const checkIn = page.getByRole('region', { name: 'Find and check in' });
  for (const [i, name] of names.entries()) {
    await search.fill(name);
    await checkIn.getByRole('listbox').getByRole('option', { name: new RegExp(`^${name}`) }).getByRole('button', { name: 'Check in' }).click();
    await expect(checkIn.getByRole('status')).toHaveText(done(name, i + 1));
  }
}

/** A seat's line on the slip: its place (null: left empty) and its score. */
export interface SeatLine {
  place: number | null;
  score: number;
}

/** Opens the table by its number and types its places and scores, seat by seat; does not save. */
export async function typePlaces(page: Page, table: RoundTable, lines: readonly SeatLine[]) {
  await expect(page.getByLabel('Table number or slip code')).toBeFocused();
  await page.keyboard.type(String(table.number));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(`Place — ${table.seats[0]!.name}`)).toBeFocused();
  for (const [i, line] of lines.entries()) {
    if (line.place !== null) await page.keyboard.press(String(line.place));
    await page.keyboard.press('Tab');
    await page.keyboard.type(String(line.score));
    if (i < lines.length - 1) await page.keyboard.press('Tab');
  }
}

export async function expectSaved(page: Page, table: RoundTable) {
  await expect(page.getByRole('form', { name: 'Enter results' }).getByRole('status')).toHaveText(`Table ${table.number} saved.`);
}
