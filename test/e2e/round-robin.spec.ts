// Generic as a round robin at the desk: the format chosen at creation, the rounds counted for the
// organizer, one bye a round with five players, and after the last round the final standings.
import { join } from 'node:path';
import { latestRound } from './netrunner/core';
import { openTab } from './netrunner/desk';
import { registerAndCheckIn } from './three-seat/desk';
import { createEventAtDesk, enterWinner } from './stages/desk';
import { expect, screenshotDir, test } from './venue-fixture';

test('a round robin of five: five rounds counted, one bye each, everyone met once, then the final standings', async ({ page, venue }) => {
  test.setTimeout(120_000);
  await createEventAtDesk(page, venue.url, {
    name: 'League night',
    date: '2026-12-10',
    ruleset: 'Generic',
    options: (p) => p.getByLabel('Format').selectOption({ label: 'Round robin (everyone plays everyone once, in a random order)' }).then(() => undefined),
  });
  const eventId = venue.t.core.store.events.list()[0]!.id;
  await registerAndCheckIn(page, ['Ann Lee', 'Bruno Costa', 'Chiara Moreau', 'Dmitri Ivanov', 'Elif Kaya']);

  await openTab(page, 'Rounds');
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  const met: string[] = [];
  for (let r = 1; r <= 5; r++) {
    const panel = page.getByRole('region', { name: `Round ${r}` });
    await expect(panel.getByText('draft', { exact: true })).toBeVisible();
    if (r < 5) await expect(panel.getByText(`Round ${r} of 5: the format and the players set how many rounds there are.`)).toBeVisible();
    await panel.getByRole('button', { name: 'Publish' }).click();
    await expect(panel.getByText('published', { exact: true })).toBeVisible();
    const round = latestRound(venue.t, eventId);
    const bye = round.tables.find((t) => t.bye)!;
    await expect(panel.getByTestId('bye-line')).toContainText(`${bye.seats[0]!.name} has the bye.`);
    if (r === 1) await page.screenshot({ path: join(screenshotDir, 'round-robin-round-1.png'), fullPage: true });
    await openTab(page, 'Results');
    for (const t of round.tables.filter((x) => !x.bye)) {
      met.push(t.seats.map((s) => s.name).sort().join(' v '));
      await enterWinner(page, t.number);
    }
    await openTab(page, 'Rounds');
    if (r < 5) {
      await panel.getByRole('button', { name: 'Close round' }).click();
      await panel.getByRole('button', { name: 'Pair next round' }).click();
    } else {
      await panel.getByRole('button', { name: 'Close the last round' }).click();
    }
  }
  expect(met).toHaveLength(10);
  expect(new Set(met).size).toBe(10);
  await expect(page.getByText('Event finished — final standings')).toBeVisible();
  await openTab(page, 'Standings');
  await expect(page.getByText('Final standings after round 5')).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'round-robin-standings.png'), fullPage: true });
});
