// A Swiss with a cut to a playoff at the desk: the playoff chosen in the event's options, three
// Swiss rounds, the desk saying the Swiss is over and what comes next, the top four paired 1 v 4
// and 2 v 3 by the Swiss standings, the playoff rounds named by their stage on the desk, the
// projector and the printed slips, the final, and the standings with the playoff's places first.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import type { Round } from '../../shared/model/round';
import { call, latestRound } from './netrunner/core';
import { openTab, standingsShown } from './netrunner/desk';
import { pageText, printRoute, renderPng } from './print/pdf';
import { registerAndCheckIn } from './three-seat/desk';
import { createEventAtDesk, enterWinner, played, shot } from './stages/desk';
import { expect, screenshotDir, test } from './venue-fixture';

const names = ['Ann Lee', 'Bruno Costa', 'Chiara Moreau', 'Dmitri Ivanov', 'Elif Kaya', 'Farid Haddad', 'Greta Olsen', 'Hiro Tanaka'];

async function publish(page: Page, region: string) {
  const panel = page.getByRole('region', { name: region });
  await expect(panel.getByText('draft', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Publish' }).click();
  await expect(panel.getByText('published', { exact: true })).toBeVisible();
}

async function seatOneWinsAll(page: Page, round: Round) {
  await openTab(page, 'Results');
  for (const t of played(round)) await enterWinner(page, t.number, '1');
}

test('a Swiss of three rounds, then a top-4 cut seeded by the standings, to a final', async ({ page, venue }) => {
  test.setTimeout(180_000);
  await createEventAtDesk(page, venue.url, {
    name: 'Winter Open',
    date: '2026-12-12',
    ruleset: 'Generic',
    plannedRounds: '3',
    options: async (p) => {
      await p.getByLabel('Playoff after the rounds').selectOption({ label: 'Seeded single elimination' });
      await p.getByLabel('Players in the playoff (the best of the standings)').fill('4');
      await p.getByLabel('A game may end in a draw').uncheck();
      await shot(p, 'playoff-create-options');
    },
  });
  const eventId = venue.t.core.store.events.list()[0]!.id;
  await registerAndCheckIn(page, names);

  await openTab(page, 'Rounds');
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  await publish(page, 'Round 1');
  for (let n = 1; n <= 3; n++) {
    await seatOneWinsAll(page, latestRound(venue.t, eventId));
    await openTab(page, 'Rounds');
    const panel = page.getByRole('region', { name: `Round ${n}` });
    if (n < 3) {
      await panel.getByRole('button', { name: 'Pair next round' }).click();
      await publish(page, `Round ${n + 1}`);
    }
  }

  // The last Swiss round: the desk says the playoff comes next, and after closing, what it is.
  const three = page.getByRole('region', { name: 'Round 3' });
  await expect(three.getByText('Round 3 is the last round of this stage. When every result is in, close it. Next: the playoff of the best 4 (Single elimination).')).toBeVisible();
  await three.getByRole('button', { name: "Close the stage's last round" }).click();
  await expect(three.getByText('closed', { exact: true })).toBeVisible();
  await expect(three.getByText('Next: the playoff of the best 4 of the standings, seeded by them (Single elimination, 2 rounds).', { exact: false })).toBeVisible();
  await shot(page, 'playoff-swiss-over');

  const swiss = call(venue.t, 'standings.get', { eventId }).rows;
  const [s1, s2, s3, s4] = swiss.map((r) => r.name);
  await three.getByRole('button', { name: 'Pair next round' }).click();
  const semiName = 'Round 4 · Single elimination, round 1';
  const semis = page.getByRole('region', { name: semiName });
  await expect(semis.getByRole('heading', { name: semiName })).toBeVisible();
  await expect(semis.getByText('The playoff: the best 4 of the standings, seeded by them (4 go on).')).toBeVisible();
  const r4 = latestRound(venue.t, eventId);
  expect(played(r4).map((t) => t.seats.map((s) => s.name))).toEqual([
    [s1, s4],
    [s2, s3],
  ]);
  await expect(page.getByRole('navigation', { name: 'All rounds' }).getByText(semiName)).toBeVisible();
  await publish(page, semiName);
  await expect(semis.getByText('Round 1 of 2: the format and the players set how many rounds there are.')).toBeVisible();
  await expect(page.locator('.current-event-meta')).toContainText('Single elimination 1/2');
  await shot(page, 'playoff-semifinals');

  // The projector names the playoff round; the slips too.
  const projector = await page.context().newPage();
  await projector.setViewportSize({ width: 1920, height: 1080 });
  await projector.goto(`${venue.url}/#/display/${eventId}`);
  await expect(projector.getByText(semiName, { exact: false }).first()).toBeVisible();
  await projector.screenshot({ path: join(screenshotDir, 'playoff-projector.png') });
  const slips = await printRoute(await page.context().newPage(), `${venue.url}/#/print/slips/${r4.id}?per=2`, 'playoff-slips');
  expect(pageText(slips, 1)).toContain('Round 4 · Single elimination, round 1');
  renderPng(slips, 'playoff-slips');

  // The lower seeds win both semifinals; the final.
  await openTab(page, 'Results');
  for (const t of played(r4)) await enterWinner(page, t.number, '2');
  await openTab(page, 'Rounds');
  await semis.getByRole('button', { name: 'Pair next round' }).click();
  const finalName = 'Round 5 · Single elimination, round 2';
  await publish(page, finalName);
  await openTab(page, 'Results');
  await enterWinner(page, 1, '1');
  await openTab(page, 'Rounds');
  const final = page.getByRole('region', { name: finalName });
  await final.getByRole('button', { name: 'Close the last round' }).click();
  await expect(page.getByText('Round 5, the last round, is closed: the standings are final.')).toBeVisible();

  // The playoff's places first (the champion, the finalist, the semifinal losers sharing third),
  // then the rest in Swiss order from fifth.
  await openTab(page, 'Standings');
  const shown = await standingsShown(page);
  expect(shown.slice(0, 4).map((r) => [r[0], r[1]])).toEqual([
    ['1', s4],
    ['2', s3],
    ['3', s1],
    ['3', s2],
  ]);
  expect(shown.slice(4).map((r) => r[1])).toEqual(swiss.slice(4).map((r) => r.name));
  expect(shown[4]![0]).toBe('5');
  await expect(page.getByText('Places 1 to 4: the playoff (Single elimination); everyone else by the rounds before it, with their record there.')).toBeVisible();
  await expect(page.locator('table.standings tbody tr.playoff-end')).toHaveAttribute('data-entry', String(call(venue.t, 'standings.get', { eventId }).rows[3]!.entryId));
  await shot(page, 'playoff-standings');

  // The room sees the same: the playoff's four above a line, then the rest.
  await projector.getByRole('navigation', { name: 'Display controls' }).getByRole('button', { name: 'Standings' }).click();
  const line = projector.getByRole('listitem').locator('.dp-playoff-end');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(s2!);
  await expect(projector.getByTestId('standings-note')).toContainText('Places 1 to 4: the playoff (Single elimination)');
  await projector.screenshot({ path: join(screenshotDir, 'playoff-projector-standings.png') });
});
