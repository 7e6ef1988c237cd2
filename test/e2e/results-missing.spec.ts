// The results desk lists the newest round's tables still without a result, with their players and
// the time since the round started; a click (or Enter) opens a table's result form, and the list
// follows the results entered at this desk and at any other. At 1366x768 and 1024x768, in English
// and Russian, with 40-character names that never break inside a word.
// Screens: test-results/screens/results-missing-*.png.
import { join } from 'node:path';
import { eventDriver, playerNames } from './display/event';
import { wordsBrokenAcrossLines } from './layout';
import { expect, screenshotDir, test } from './venue-fixture';

test('the judge sees which tables are missing and jumps to one by click or Enter', async ({ page, venue }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const ev = eventDriver(venue.t);
  ev.addPlayers(playerNames(16));
  const r1 = ev.publish(ev.pair());
  ev.clock(r1.id, 'start');
  const missing = r1.tables.filter((t) => t.number === 3 || t.number === 8);
  for (const t of r1.tables.filter((x) => !x.bye && !missing.includes(x))) ev.enter(r1.id, t.number);

  await page.goto(`${venue.url}/#/desk/results`);
  const panel = page.getByRole('region', { name: 'Round 1: 2 tables without a result' });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('missing-clock')).toHaveText(/^Time since the round started: 0:0\d \(pauses not counted\)\./);
  const rows = panel.getByRole('button');
  await expect(rows).toHaveCount(2);
  for (const [i, t] of missing.entries()) await expect(rows.nth(i)).toHaveText(`Table ${t.number}${t.seats.map((s) => s.name).join(' · ')}`);
  expect(await wordsBrokenAcrossLines(panel.locator('.missing-names'))).toEqual([]);
  await page.screenshot({ path: join(screenshotDir, 'results-missing-1366.png'), fullPage: true });

  // A click opens table 8's form; its result saved, the table leaves the list.
  await rows.filter({ hasText: 'Table 8' }).click();
  const match = page.getByRole('region', { name: 'Table 8' });
  await expect(match).toBeVisible();
  await expect(rows.filter({ hasText: 'Table 8' })).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('input[name="game-1-winner"]').first()).toBeFocused();
  for (const [i, [a, b]] of [[7, 2], [7, 3]].entries()) {
    await page.keyboard.press('1');
    await page.keyboard.press('Tab');
    await page.keyboard.type(String(a));
    await page.keyboard.press('Tab');
    await page.keyboard.type(String(b));
    if (i === 0) await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'Enter results' }).getByRole('status')).toHaveText('Table 8 saved.');
  await expect(page.getByRole('region', { name: 'Round 1: 1 table without a result' })).toBeVisible();

  // Enter on the remaining row opens table 3.
  await page.getByRole('button', { name: /^Table 3/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Table 3' })).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: join(screenshotDir, 'results-missing-1024-open.png'), fullPage: true });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Table 3' })).toHaveCount(0);

  // Another desk enters table 3: the list says every result is in, without a reload.
  ev.enter(r1.id, 3);
  await expect(page.getByRole('heading', { name: 'Round 1: every result is in' })).toBeVisible();
  await expect(page.locator('.missing-row')).toHaveCount(0);
});

test('a Russian desk lists the missing tables in Russian at 1024x768', async ({ page, venue }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const ev = eventDriver(venue.t);
  ev.call('settings.set', { language: 'ru' });
  ev.addPlayers(playerNames(12));
  const r1 = ev.publish(ev.pair());
  for (const t of r1.tables.filter((x) => !x.bye && x.number > 5)) ev.enter(r1.id, t.number);

  await page.goto(`${venue.url}/#/desk/results`);
  const panel = page.getByRole('region', { name: 'Тур 1: 5 столов без результата' });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('missing-clock')).toHaveText('Часы тура ещё не запущены. Нажмите на стол, чтобы внести его результат.');
  await expect(panel.getByRole('button')).toHaveText(Array.from({ length: 5 }, (_, i) => new RegExp(`^Стол ${i + 1}`)));
  expect(await wordsBrokenAcrossLines(panel.locator('.missing-names'))).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  await page.screenshot({ path: join(screenshotDir, 'results-missing-ru-1024.png'), fullPage: true });
});
