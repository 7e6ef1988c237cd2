// Generic best of 3 with the first move decided by a call (Attacktix 4.1.8.3): the option chosen
// when the event is created, the slips with a "Moves first" row for the call, and the results desk
// asking who won the call and saying in words who moves first in every later game.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import type { RoundTable } from '../../shared/model/round';
import { call, latestRound } from './netrunner/core';
import { openTab } from './netrunner/desk';
import { pageText, printRoute, renderPng } from './print/pdf';
import { registerAndCheckIn } from './three-seat/desk';
import { closeAndPairNext, createEventAtDesk, played, shot, typeMatch } from './stages/desk';
import { expect, test } from './venue-fixture';

const names = ['Ann Lee', 'Bruno Costa', 'Chiara Moreau', 'Dmitri Ivanov'];

async function saved(page: Page, table: RoundTable) {
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'Enter results' }).getByRole('status')).toHaveText(`Table ${table.number} saved.`);
}

test('best of 3 with the first move by a call: the slip asks the call, the desk records it and says who moves first', async ({ page, venue }) => {
  test.setTimeout(120_000);
  await createEventAtDesk(page, venue.url, {
    name: 'Attack Cup',
    date: '2026-12-12',
    ruleset: 'Generic',
    options: async (p) => {
      await p.getByLabel('Format').selectOption({ label: 'Single elimination (a random draw; byes to the top of the draw)' });
      await p.getByLabel('Games per match').fill('3');
      await p.getByLabel('Who moves first').selectOption({ label: 'A call decides game 1; then the players take turns' });
      await p.getByLabel('A game may end in a draw').uncheck();
    },
  });
  const eventId = venue.t.core.store.events.list()[0]!.id;
  await registerAndCheckIn(page, names);

  await openTab(page, 'Rounds');
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  const one = page.getByRole('region', { name: 'Round 1' });
  await one.getByRole('button', { name: 'Publish' }).click();
  await expect(one.getByText('published', { exact: true })).toBeVisible();

  // The semifinals, each won 2-0 after seat 1 won the call: game 3 stays "not played".
  await openTab(page, 'Results');
  for (const t of played(latestRound(venue.t, eventId))) {
    await typeMatch(page, String(t.number), '1', ['1', '1']);
    await saved(page, t);
  }

  await closeAndPairNext(page, 1);
  const finalRound = latestRound(venue.t, eventId);
  const [final] = played(finalRound) as [RoundTable];
  const [s1, s2] = [final.seats[0]!.name, final.seats[1]!.name];

  // The final's slip: a box per player for the call, and who moves first in each game spelt out.
  const file = await printRoute(page, `${venue.url}/#/print/slips/${finalRound.id}?per=2&paper=a4`, 'slips-first-move');
  const text = pageText(file, 1);
  // The row head "Moves first" wraps to two lines beside the boxes.
  expect(text).toMatch(/^Moves\s*$/m);
  expect(text).toMatch(/^first\s*$/m);
  expect(text.match(/Won the call/g)).toHaveLength(2);
  expect(text.replace(/\s+/g, ' ')).toContain('Who moves first: game 1, the winner of the call; game 2, the other player; game 3, the winner of the call.');
  expect(text).not.toMatch(/\bfirst first\b/);
  renderPng(file, 'slip-first-move');

  // The final at the desk: seat 2 won the call; games 2-1 to seat 2.
  await page.goto(`${venue.url}/#/desk`);
  await openTab(page, 'Results');
  await typeMatch(page, String(final.number), '2', ['2', '1', '2']);
  const form = page.getByRole('form', { name: `Table ${final.number}` });
  await expect(form.getByText(`Game 1: ${s2} moves first`)).toBeVisible();
  await expect(form.getByText(`Game 2: ${s1} moves first`)).toBeVisible();
  await expect(form.getByText(`Game 3: ${s2} moves first`)).toBeVisible();
  await page.screenshot({ path: join(process.cwd(), 'test-results', 'screens', 'results-first-move.png'), fullPage: true });
  await saved(page, final);

  // Stored: who moved first in each game, as the roles; the match to seat 2.
  const stored = latestRound(venue.t, eventId).tables.find((t) => t.id === final.id)!.result!;
  const firstIn = stored.games.map((g) => g.seats.find((s) => s.role === 'first')!.entryId);
  expect(firstIn).toEqual([final.seats[1]!.entryId, final.seats[0]!.entryId, final.seats[1]!.entryId]);
  const standings = call(venue.t, 'standings.get', { eventId });
  expect(standings.rows[0]!.name).toBe(s2);
  await shot(page, 'results-first-move-saved');
});
