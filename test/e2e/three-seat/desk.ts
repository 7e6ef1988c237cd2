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

/** The registration desk's words a run reads and clicks, in the desk's language. */
export interface RegistrationWords {
  registerForm: string;
  name: string;
  registered: (name: string) => string;
  search: string;
  checkInRegion: string;
  checkIn: string;
}

export const englishRegistration: RegistrationWords = {
  registerForm: 'Register a player',
  name: 'Name',
  registered: (name) => `${name} registered.`,
  search: 'Search players',
  checkInRegion: 'Find and check in',
  checkIn: 'Check in',
};

export async function registerAndCheckIn(page: Page, names: readonly string[], done: typeof checkedIn = checkedIn, words = englishRegistration) {
  const register = page.getByRole('form', { name: words.registerForm });
  for (const name of names) {
    await register.getByLabel(words.name).fill(name);
    await register.getByLabel(words.name).press('Enter');
    await expect(register.getByRole('status')).toHaveText(words.registered(name));
  }
  const search = page.getByLabel(words.search);
  const checkIn = page.getByRole('region', { name: words.checkInRegion });
  for (const [i, name] of names.entries()) {
    await search.fill(name);
    await checkIn.getByRole('listbox').getByRole('option', { name: new RegExp(`^${name}`) }).getByRole('button', { name: words.checkIn }).click();
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
