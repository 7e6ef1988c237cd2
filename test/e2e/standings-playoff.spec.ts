// After a top-8 playoff the final standings say why its players rank above everyone else: a
// Playoff column (Champion, Final, Semifinal, Quarterfinal) on the desk, the projector and the
// printed sheet, explained in each one's legend; the rows the playoff did not place leave it empty.
// Screens: test-results/screens/standings-playoff-*.png.
import { join } from 'node:path';
import type { Round } from '../../shared/model/round';
import { eventDriver, playerNames } from './display/event';
import { allPages, printRoute, renderPng } from './print/pdf';
import { expect, screenshotDir, test } from './venue-fixture';

test('after a top-8 playoff the champion row shows the playoff column on every face', async ({ page, browser, venue }) => {
  test.setTimeout(150_000);
  const ev = eventDriver(venue.t);
  const event = ev.call<{ version: number }>('event.get', { id: ev.eventId });
  ev.call('event.update', { id: ev.eventId, version: event.version, plannedRounds: 3, options: { playoff: 'elimination', cut: 8 } });
  ev.addPlayers(playerNames(16));
  const playRound = () => {
    const r: Round = ev.publish(ev.pair());
    for (const t of r.tables.filter((x) => !x.bye)) ev.enter(r.id, t.number);
    return ev.round(r.id);
  };
  for (let n = 1; n <= 3; n++) playRound();
  const swiss = ev.round(ev.call<{ id: number }[]>('round.list', { eventId: ev.eventId }).at(-1)!.id);
  ev.call('round.close', { roundId: swiss.id, version: swiss.version });
  let last: Round = swiss;
  for (let k = 1; k <= 3; k++) last = playRound();
  ev.call('round.close', { roundId: last.id, version: last.version });
  const standings = ev.standings();
  expect(standings).toMatchObject({ final: true, playoff: { kind: 'elimination', rows: 8 } });
  const expected = ['Champion', 'Final', 'Semifinal', 'Semifinal', 'Quarterfinal', 'Quarterfinal', 'Quarterfinal', 'Quarterfinal', '', ''];
  const top = standings.rows.slice(0, expected.length).map((r) => r.name);

  // The desk.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${venue.url}/#/desk/standings`);
  const desk = page.getByRole('region', { name: 'Standings' });
  await expect(desk.getByRole('columnheader', { name: 'Playoff' })).toBeVisible();
  const deskRows = desk.locator('tbody tr[data-entry]');
  await expect(deskRows.locator('td.playoff-result')).toHaveText([...expected, ...Array(16 - expected.length).fill('')]);
  await expect(deskRows.first()).toContainText(top[0]!);
  await expect(page.getByRole('region', { name: 'What the columns mean' })).toContainText('PlayoffHow far the player went in the playoff: the champion, or the round they went out in.');
  await page.screenshot({ path: join(screenshotDir, 'standings-playoff-desk-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  await page.screenshot({ path: join(screenshotDir, 'standings-playoff-desk-1024.png'), fullPage: true });

  // The projector.
  const projector = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await projector.goto(`${venue.url}/#/display/${ev.eventId}`);
  await expect(projector.locator('.dp-screen[data-ready="true"]')).toBeVisible();
  await projector.keyboard.press('3');
  const list = projector.getByRole('list', { name: 'Standings' });
  await expect(list.getByRole('listitem').first().locator('.dp-playoff')).toHaveText('Champion');
  await expect(list.getByRole('listitem').first().locator('.dp-name')).toHaveText(top[0]!);
  await expect(list.getByRole('listitem').nth(4).locator('.dp-playoff')).toHaveText('Quarterfinal');
  await expect(projector.getByTestId('standings-legend')).toContainText('Playoff: how far the player went in the playoff');
  await projector.mouse.move(0, 0);
  await projector.screenshot({ animations: 'disabled', path: join(screenshotDir, 'standings-playoff-projector.png') });
  await projector.close();

  // The printed sheet.
  const file = await printRoute(await browser.newPage(), `${venue.url}/#/print/standings/${ev.eventId}?paper=a4`, 'standings-playoff');
  const text = allPages(file).join('\n');
  expect(text).toMatch(/Rank\s+Player\s+Playoff\s+Games won\s+W-D-L/);
  expect(text).toMatch(new RegExp(`1\\s+${top[0]}\\s+Champion`));
  expect(text).toMatch(new RegExp(`${top[1]}\\s+Final`));
  expect(text.replace(/\s+/g, ' ')).toContain('Playoff: how far the player went in the playoff');
  renderPng(file, 'sheet-standings-playoff');
});
