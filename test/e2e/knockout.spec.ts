// Generic in single elimination at the desk: the format chosen when the event is created, the
// draw with its byes, a level match refused at the results desk, every round paired from the
// winners, the final, and the standings by the round each went out in.
import type { Round } from '../../shared/model/round';
import { call, latestRound } from './netrunner/core';
import { openTab, standingsShown } from './netrunner/desk';
import { registerAndCheckIn } from './three-seat/desk';
import { closeAndPairNext, createEventAtDesk, enterWinner, played, shot } from './stages/desk';
import { expect, test } from './venue-fixture';

const names = ['Ann Lee', 'Bruno Costa', 'Chiara Moreau', 'Dmitri Ivanov', 'Elif Kaya', 'Farid Haddad'];

test('a single-elimination event: the draw with byes, a level match refused, the final and the places', async ({ page, venue }) => {
  test.setTimeout(120_000);
  await createEventAtDesk(page, venue.url, {
    name: 'Club Cup',
    date: '2026-12-10',
    ruleset: 'Generic',
    options: async (p) => {
      await p.getByLabel('Format').selectOption({ label: 'Single elimination (a random draw; byes to the top of the draw)' });
      await p.getByLabel('A game may end in a draw').uncheck();
    },
  });
  const eventId = venue.t.core.store.events.list()[0]!.id;
  await registerAndCheckIn(page, names);

  // Round 1: six players in a bracket of eight, two matches and two byes, each at its place.
  await openTab(page, 'Rounds');
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  const one = page.getByRole('region', { name: 'Round 1' });
  await expect(one.getByText('draft', { exact: true })).toBeVisible();
  const r1 = latestRound(venue.t, eventId);
  expect(played(r1)).toHaveLength(2);
  const byes = r1.tables.filter((t) => t.bye);
  expect(byes).toHaveLength(2);
  expect(r1.tables.map((t) => t.number).sort()).toEqual([1, 2, 3, 4]);
  for (const b of byes) await expect(one.getByText(b.seats[0]!.name, { exact: false }).first()).toBeVisible();
  // A game without roles: a swap decides who sits in seat 1 (not who plays Netrunner's Corp).
  await expect(one.getByText('Swap: A and B trade seats (at one table: who sits in seat 1).', { exact: false })).toBeVisible();
  await expect(one.getByText('Round 1 of 3: the format and the players set how many rounds there are.')).toBeVisible();
  await one.getByRole('button', { name: 'Publish' }).click();
  await expect(one.getByText('published', { exact: true })).toBeVisible();
  await shot(page, 'knockout-round-1');

  // A match left level (the game unfinished) is refused: a knockout needs a winner.
  await openTab(page, 'Results');
  const [m1, m2] = played(r1) as [Round['tables'][number], Round['tables'][number]];
  await page.keyboard.type(String(m1.number));
  await page.keyboard.press('Enter');
  await expect(page.locator('input[name="game-1-winner"]').first()).toBeFocused();
  await page.keyboard.press('u');
  await page.keyboard.press('Enter');
  await expect(page.getByText('A knockout match needs a winner: this result leaves the match level.')).toBeVisible();
  await shot(page, 'knockout-results-refused');
  await page.keyboard.press('1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'Enter results' }).getByRole('status')).toHaveText(`Table ${m1.number} saved.`);
  await enterWinner(page, m2.number, '2');

  // The semifinals: place k meets the winners of places 2k - 1 and 2k.
  await closeAndPairNext(page, 1);
  const winners1 = new Map(r1.tables.map((t) => [t.number, t.bye || t.number === m1.number ? t.seats[0]!.entryId : t.seats[1]!.entryId]));
  const r2 = latestRound(venue.t, eventId);
  expect(r2.tables.map((t) => [t.number, t.seats.map((s) => s.entryId)])).toEqual([1, 2].map((k) => [k, [winners1.get(2 * k - 1), winners1.get(2 * k)]]));
  await openTab(page, 'Results');
  await enterWinner(page, 1, '1');
  await enterWinner(page, 2, '1');

  // The final.
  await closeAndPairNext(page, 2);
  const final = latestRound(venue.t, eventId);
  expect(final.tables).toHaveLength(1);
  await openTab(page, 'Results');
  await enterWinner(page, 1, '2');
  await openTab(page, 'Rounds');
  const three = page.getByRole('region', { name: 'Round 3' });
  await expect(three.getByText('Round 3 is the last round. When every result is in, close it to show the final standings.')).toBeVisible();
  await three.getByRole('button', { name: 'Close the last round' }).click();
  await expect(three.getByText('closed', { exact: true })).toBeVisible();
  await expect(page.getByText('Round 3, the last round, is closed: the standings are final.')).toBeVisible();
  await expect(three.getByRole('button', { name: 'Pair next round' })).toHaveCount(0);
  await shot(page, 'knockout-final-closed');

  // Standings: the champion, the finalist, the two semifinal losers sharing third, then fifth.
  await openTab(page, 'Standings');
  const standings = call(venue.t, 'standings.get', { eventId });
  expect(standings.final).toBe(true);
  const shown = await standingsShown(page);
  expect(shown.map((r) => r[0])).toEqual(['1', '2', '3', '3', '5', '5']);
  expect(shown.slice(0, 2).map((r) => r[1])).toEqual([final.tables[0]!.seats[1]!.name, final.tables[0]!.seats[0]!.name]);
  await shot(page, 'knockout-standings');
});
