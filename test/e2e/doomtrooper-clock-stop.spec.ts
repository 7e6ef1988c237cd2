// A Doomtrooper table's clock stopped at the desk while a judge answers a rules question (Time
// Limit): the desk shows the table stopped with its own time left, the projector's clock view lists
// it, and once restarted at the desk it leaves the projector's list.
import { join } from 'node:path';
import { latestRound } from './netrunner/core';
import { openTab } from './netrunner/desk';
import { wordsBrokenAcrossLines } from './layout';
import { createEventAtDesk, played } from './stages/desk';
import { expect, screenshotDir, test } from './venue-fixture';

const names = ['Ann Lee', 'Bruno Costa', 'Chiara Moreau', 'Dario Fo'];

test('a table clock stopped for a ruling at the desk, read on the projector, restarted', async ({ page, browser, venue }) => {
  test.setTimeout(120_000);
  await createEventAtDesk(page, venue.url, { name: 'Doomtrooper Open', date: '2026-12-05', ruleset: 'doomtrooper' });
  const eventId = venue.t.core.store.events.list()[0]!.id;
  for (const name of names) {
    const p = venue.t.call<{ id: number; version: number }>('player.register', { eventId, name });
    venue.t.call('player.checkIn', { id: p.id, version: p.version });
  }

  await openTab(page, 'Rounds');
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  const one = page.getByRole('region', { name: 'Round 1' });
  await one.getByRole('button', { name: 'Publish' }).click();
  await expect(one.getByText('published', { exact: true })).toBeVisible();
  const table = played(latestRound(venue.t, eventId))[0]!;
  const row = one.locator(`tbody[data-table="${table.number}"]`);
  const stop = row.getByRole('button', { name: `Stop table ${table.number}’s clock for a rules question` });
  // A stop holds back running time: none before the round clock starts, nor while it is paused.
  await expect(row.getByRole('button', { name: `Give table ${table.number} five more minutes` })).toBeVisible();
  await expect(stop).toHaveCount(0);
  await one.getByRole('button', { name: 'Start clock' }).click();
  await one.getByRole('button', { name: 'Pause' }).click();
  await expect(one.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(stop).toHaveCount(0);
  await one.getByRole('button', { name: 'Resume' }).click();

  await stop.click();
  await expect(row.getByTestId('table-own-clock')).toHaveText(/^Clock stopped, (60:00|59:\d\d) left$/);
  // The stop sits on the table's line of actions under its players, so the players keep their
  // width at 1,366 px: no name breaks inside a word.
  const [lastName, restart] = [row.locator('.seat-name').last(), row.getByRole('button', { name: `Restart table ${table.number}’s clock` })];
  expect((await restart.boundingBox())!.y).toBeGreaterThanOrEqual((await lastName.boundingBox())!.y + (await lastName.boundingBox())!.height);
  expect(await wordsBrokenAcrossLines(row.locator('.seat-name'))).toEqual([]);
  await page.screenshot({ path: join(screenshotDir, 'doomtrooper-clock-stop-desk.png'), fullPage: true, animations: 'disabled' });

  const projector = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await projector.goto(`${venue.url}/#/display/${eventId}`);
  await expect(projector.locator('.dp-screen[data-ready="true"]')).toBeVisible();
  await projector.keyboard.press('4');
  const stopped = projector.getByRole('region', { name: 'Stopped clocks' });
  await expect(stopped.locator('[data-timer="stopped"]')).toHaveText(new RegExp(`^Table ${table.number}Clock stopped for a ruling: (60:00|59:\\d\\d) left$`));
  await projector.mouse.move(0, 0);
  await projector.screenshot({ path: join(screenshotDir, 'doomtrooper-clock-stop-projector.png'), animations: 'disabled' });

  await row.getByRole('button', { name: `Restart table ${table.number}’s clock` }).click();
  await expect(row.getByTestId('table-own-clock')).toHaveText(/^Own clock: (60:00|59:\d\d) left$/);
  await expect(stopped).toHaveCount(0);
  await projector.close();
});
