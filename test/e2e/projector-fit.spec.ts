// The projector on a 1280x720 screen (and 1920x1080): while the control bar shows, it covers
// neither the last standings row nor the page counter; pairings by name put a player's table and
// opponent on the name's line, so a screen holds at least two columns of names. Screenshots:
// test-results/screens/projector-fit-*.png.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { eventDriver, playerNames } from './display/event';
import { boxesOverlap } from './layout';
import { expect, screenshotDir, test } from './venue-fixture';

const controls = (page: Page) => page.getByRole('navigation', { name: 'Display controls' });

/** The by-name rows on screen, each checked to take one line: no taller than its name's line. */
async function oneLinePerName(page: Page): Promise<number> {
  const rows = page.getByRole('list', { name: 'Pairings by name' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const tall = await rows.evaluateAll((items) =>
    items.filter((item) => {
      const name = item.querySelector('.dp-name')!;
      return item.getBoundingClientRect().height > parseFloat(getComputedStyle(name).lineHeight) * 1.6;
    }).map((item) => item.textContent),
  );
  expect(tall, 'rows taking more than one line').toEqual([]);
  return rows.count();
}

for (const size of [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
]) {
  test(`the projector at ${size.width}x${size.height}: the control bar covers nothing, by name fits two columns`, async ({ page, venue }) => {
    const ev = eventDriver(venue.t);
    ev.addPlayers(playerNames(60));
    const r1 = ev.publish(ev.pair());
    for (const table of r1.tables.filter((x) => !x.bye)) ev.enter(r1.id, table.number);
    ev.publish(ev.pair());
    await page.setViewportSize(size);
    await page.goto(`${venue.url}/#/display/${ev.eventId}`);
    await expect(page.locator('.dp-screen[data-ready="true"]')).toBeVisible();

    // By name: one line a player; two columns of about 11 at 16:9, so at least 20 names a page.
    await controls(page).getByRole('button', { name: 'Pairings by name' }).click();
    await page.mouse.move(0, 0);
    const shown = await oneLinePerName(page);
    expect(shown).toBeGreaterThanOrEqual(20);
    await page.screenshot({ path: join(screenshotDir, `projector-fit-by-name-${size.width}.png`) });

    // Standings with the bar showing: the last row and the page counter stay clear of it.
    await controls(page).getByRole('button', { name: 'Standings' }).click();
    await page.mouse.move(size.width / 2, size.height - 20);
    await expect(controls(page)).toBeVisible();
    const last = page.getByRole('list', { name: 'Standings' }).getByRole('listitem').last();
    await expect(last).toBeVisible();
    await expect(page.getByTestId('display-page')).toHaveText(/Page 1 of \d/);
    expect(await boxesOverlap(controls(page), last), 'the bar over the last standings row').toBe(false);
    expect(await boxesOverlap(controls(page), page.getByTestId('display-page')), 'the bar over the page counter').toBe(false);
    await page.screenshot({ path: join(screenshotDir, `projector-fit-standings-${size.width}.png`) });
  });
}
