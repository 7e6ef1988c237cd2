// The Rounds tab at laptop widths (1024x768, 1366x768) and on a large screen (1920x1080), in
// English, Russian and Polish: 40 players with the longest real names of the language, round 1
// published with every per-table action showing (extra time, clock stop, repair clock, wait, a
// time-out, a referee and an umpire), then the seated playoff with a table's starting-order form
// open. Fails on a name broken inside a word, a control over text, anything spilling sideways out
// of the page or a card, the starting-order form inside the players' cell rather than under the
// row; and on the registration desk, a row's Edit button cut off. Screenshots:
// test-results/screens/rounds-narrow-<language>-<what>-<width>.png.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { registerRuleset } from '../../electron/engine/rulesets';
import type { Language } from '../../shared/model/settings';
import { controlsOverText, horizontalSpill, shownWhole, wordsBrokenAcrossLines } from './layout';
import { busyFourSeat, busyRoundOne, longNames, semifinal } from './rounds-narrow/setup';
import { expect, screenshotDir, test } from './venue-fixture';

let unregister: () => void;
test.beforeEach(() => {
  unregister = registerRuleset(busyFourSeat);
});
test.afterEach(() => unregister());

const sizes = [
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

/** The round on screen laid out cleanly: every word whole, no control over text, nothing wider
 * than the page or its card. */
async function laidOutCleanly(page: Page, shot: string) {
  const round = page.locator('section.round').first();
  await expect(round.locator('tbody[data-table]').first()).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, `${shot}.png`), fullPage: true });
  expect(await wordsBrokenAcrossLines(round), `${shot}: words broken across lines`).toEqual([]);
  expect(await controlsOverText(round), `${shot}: controls over text`).toEqual([]);
  expect(await horizontalSpill(page.locator('main')), `${shot}: sideways spill`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${shot}: page scrolls sideways`).toBeLessThanOrEqual(0);
}

for (const language of ['en', 'ru', 'pl'] as const satisfies readonly Language[]) {
  test(`the Rounds tab with long ${language} names at 1024, 1366 and 1920 px`, async ({ page, venue }) => {
    test.setTimeout(120_000);
    const t = venue.t;
    const players = longNames(language, 40);
    const { eventId, round } = busyRoundOne(t, language, players);

    await page.goto(`${venue.url}/#/desk/rounds`);
    const first = round.tables.find((x) => !x.bye)!;
    const group = page.locator(`tbody[data-table="${first.number}"]`);
    for (const size of sizes) {
      await page.setViewportSize(size);
      // The wait and the referee chosen at table 1 show on its line of actions, under its players.
      await expect(group.locator('[data-timer="wait"] [role="timer"]')).toBeVisible();
      await expect(group.locator('select.official-select').first()).toHaveValue(/\d+/);
      const players = await group.locator('.seat-name').first().boundingBox();
      const actions = await group.locator('.table-actions').boundingBox();
      expect(actions!.y).toBeGreaterThanOrEqual(players!.y + players!.height);
      await laidOutCleanly(page, `rounds-narrow-${language}-round1-${size.width}`);
    }

    // The playoff: the first table's starting-order form opened from its row, under the row.
    const semi = semifinal(t, eventId);
    await page.reload();
    const table = page.locator(`tbody[data-table="${semi.tables[0]!.number}"]`);
    await table.locator('.starting-order-state button').click();
    const form = table.locator('form.starting-order-form');
    await expect(form).toBeVisible();
    await expect(table.locator('td.seats form')).toHaveCount(0);
    for (const size of sizes) {
      await page.setViewportSize(size);
      const names = await table.locator('.seat-grid').boundingBox();
      expect((await form.boundingBox())!.y).toBeGreaterThanOrEqual(names!.y + names!.height);
      await laidOutCleanly(page, `rounds-narrow-${language}-playoff-${size.width}`);
    }

    // The registration desk at 1024: every row's Edit button drawn whole.
    await page.setViewportSize(sizes[0]!);
    await page.goto(`${venue.url}/#/desk`);
    const rows = page.locator('#player-results li');
    await expect(rows.first()).toBeVisible();
    await page.screenshot({ path: join(screenshotDir, `rounds-narrow-${language}-registration-1024.png`) });
    for (let i = 0; i < 5; i++) expect(await shownWhole(rows.nth(i).locator('.row-actions button').last()), `Edit button of row ${i + 1}`).toBe(true);
    expect(await wordsBrokenAcrossLines(rows.locator('.player-name'))).toEqual([]);
  });
}
