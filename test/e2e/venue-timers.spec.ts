// The venue timers a ruleset switches on (Catan 1.17, 1.19, 1.20), at the desk and on the
// projector, with a ruleset registered by this test: the wait for a late player started beside a
// table and seen counting on both; a player's time-out started, ended on their return, and a
// second one in the same game refused on screen; then, the host's clock moved on past the hour,
// the wait reads over with what the rule says next and the round clock says how the game ends.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { registerRuleset } from '../../electron/engine/rulesets';
import { timedTables } from '../fixtures/rulesets/timed-tables';
import { latestRound } from './netrunner/core';
import { openTab } from './netrunner/desk';
import { createEventAtDesk, played } from './stages/desk';
import { expect, screenshotDir, test } from './venue-fixture';

let unregister: () => void;
test.beforeEach(() => {
  unregister = registerRuleset(timedTables);
});
test.afterEach(() => unregister());

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true, animations: 'disabled' });
const names = ['Ann Lee', 'Bruno Costa', 'Chiara Moreau'];

async function checkInAll(page: Page) {
  const register = page.getByRole('form', { name: 'Register a player' });
  for (const name of names) {
    await register.getByLabel('Name').fill(name);
    await register.getByLabel('Name').press('Enter');
    await expect(register.getByRole('status')).toHaveText(`${name} registered.`);
  }
  const checkIn = page.getByRole('region', { name: 'Find and check in' });
  for (const name of names) {
    await page.getByLabel('Search players').fill(name);
    await checkIn.getByRole('listbox').getByRole('option', { name: new RegExp(`^${name}`) }).getByRole('button', { name: 'Check in' }).click();
    await expect(checkIn.getByRole('status')).toContainText(name);
  }
}

test('a late player waited for, a time-out taken once per game, and the words at time, on the desk and the projector', async ({ page, browser, venue }) => {
  test.setTimeout(120_000);
  await createEventAtDesk(page, venue.url, { name: 'Island Cup', date: '2026-12-05', ruleset: 'test-timed-tables' });
  const eventId = venue.t.core.store.events.list()[0]!.id;
  await checkInAll(page);

  await openTab(page, 'Rounds');
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  const one = page.getByRole('region', { name: 'Round 1' });
  await one.getByRole('button', { name: 'Publish' }).click();
  await expect(one.getByText('published', { exact: true })).toBeVisible();
  await one.getByRole('button', { name: 'Start clock' }).click();
  const table = played(latestRound(venue.t, eventId))[0]!;
  const row = one.locator(`tbody[data-table="${table.number}"]`);
  const [first, second] = table.seats.map((s) => s.name) as [string, string];

  // 1.19: a player is missing at the start; the desk starts the 5-minute wait and sees it count.
  await row.getByRole('button', { name: `Start the 5-minute wait for a late player at table ${table.number}` }).click();
  const waiting = row.locator('[data-timer="wait"]').getByRole('timer');
  await expect(waiting).toHaveText(/^Waiting for a late player: [45]:\d\d$/);

  // 1.20: the second seat's player must step out; the desk starts their time-out, they come back.
  await row.getByLabel(`Who takes a time-out at table ${table.number}`).selectOption({ label: second });
  await row.getByRole('button', { name: `Start a 5-minute time-out at table ${table.number}` }).click();
  await expect(row.locator('[data-timer="time-out"]').getByRole('timer')).toHaveText(new RegExp(`^Time-out, ${second}: [45]:\\d\\d$`));

  // The projector's clock view lists the table's wait and the time-out under the clock.
  const projector = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await projector.goto(`${venue.url}/#/display/${eventId}`);
  await expect(projector.getByRole('heading', { name: 'Round 1 · Pairings by name' })).toBeVisible();
  await projector.keyboard.press('4');
  const list = projector.getByRole('region', { name: 'Tables waiting' });
  await expect(list.locator('[data-timer="wait"]')).toHaveText(new RegExp(`^Table ${table.number}Waiting for a late player: [45]:\\d\\d$`));
  await expect(list.locator('[data-timer="timeOut"]')).toHaveText(new RegExp(`^Table ${table.number}Time-out, ${second}: [45]:\\d\\d$`));
  await projector.mouse.move(0, 0);
  await shot(projector, 'venue-timers-projector-running');
  await projector.keyboard.press('2');
  await expect(projector.getByRole('list', { name: 'Pairings by table' }).locator(`[data-table="${table.number}"] [data-timer="wait"]`)).toHaveText(/^Waiting for a late player: [45]:\d\d$/);
  await shot(projector, 'venue-timers-projector-table');
  await shot(page, 'venue-timers-desk-running');

  await row.getByRole('button', { name: `${second} is back at table ${table.number}` }).click();
  await expect(row.getByText(`Time-out taken: ${second}`)).toBeVisible();
  await row.getByLabel(`Who takes a time-out at table ${table.number}`).selectOption({ label: second });
  await row.getByRole('button', { name: `Start a 5-minute time-out at table ${table.number}` }).click();
  await expect(row.getByRole('alert')).toHaveText(`Not saved. ${second} has already taken their time-out in game 1 at table ${table.number} (1 per game).`);
  // Another player's time-out is theirs to take.
  await row.getByLabel(`Who takes a time-out at table ${table.number}`).selectOption({ label: first });
  await row.getByRole('button', { name: `Start a 5-minute time-out at table ${table.number}` }).click();
  await expect(row.locator('[data-timer="time-out"]').getByRole('timer')).toHaveText(new RegExp(`^Time-out, ${first}: [45]:\\d\\d$`));

  // The host's clock moves past the hour: the wait and the time-out are over, and so is the round.
  venue.t.setTime('2026-12-05T10:00:00Z');
  await page.reload();
  await openTab(page, 'Rounds');
  const after = page.getByRole('region', { name: 'Round 1' }).locator(`tbody[data-table="${table.number}"]`);
  await expect(after.locator('[data-timer="wait"]').getByRole('status')).toHaveText('The 5-minute wait is over: the game goes on without the late player.');
  await expect(after.locator('[data-timer="time-out"]').getByRole('status')).toHaveText(
    `${first}’s time-out is over: if they are not back, the referee may exclude them from this game and play resumes.`,
  );
  const atTime = 'Play on until the player before the starting player has had their turn; then the game ends.';
  await expect(page.getByRole('timer', { name: 'Round clock' }).getByRole('status')).toHaveText(atTime);
  await shot(page, 'venue-timers-desk-over');

  await projector.reload();
  await expect(projector.getByRole('heading', { name: 'Round 1 · Pairings by table' })).toBeVisible();
  await projector.keyboard.press('4');
  await expect(projector.getByTestId('clock-state')).toHaveText('Time is up');
  await expect(projector.getByTestId('clock-at-time')).toHaveText(atTime);
  await expect(projector.getByRole('region', { name: 'Tables waiting' }).locator('[data-timer="wait"]')).toHaveText(`Table ${table.number}The wait for a late player is over`);
  await projector.mouse.move(0, 0);
  await shot(projector, 'venue-timers-projector-over');

  // The wait ends when the player sits down.
  await after.getByRole('button', { name: `End the wait at table ${table.number}` }).click();
  await expect(after.locator('[data-timer="wait"]').getByRole('button', { name: `Start the 5-minute wait for a late player at table ${table.number}` })).toBeVisible();
});
