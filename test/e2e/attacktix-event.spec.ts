// An Attacktix event created at the desk as an organizer does: the ruleset and its options on the
// New event form (a round robin, the 200-point level), five players, round 1 paired with its bye,
// the slips and the results desk asking who won the call, the desk saying who moves first
// (4.1.8.3), and the standings counting the bye as nothing (not a win).
import type { RoundTable } from '../../shared/model/round';
import { call, latestRound } from './netrunner/core';
import { openTab, standingsShown } from './netrunner/desk';
import { pageText, printRoute, renderPng } from './print/pdf';
import { createEventAtDesk, played, shot } from './stages/desk';
import { registerAndCheckIn } from './three-seat/desk';
import { expect, test } from './venue-fixture';

const names = ['Ann Lee', 'Bruno Costa', 'Chiara Moreau', 'Dmitri Ivanov', 'Elif Kaya'];

test('an Attacktix round robin of five: created at the desk, round 1 paired with a bye, who moves first shown', async ({ page, venue }) => {
  test.setTimeout(120_000);
  await createEventAtDesk(page, venue.url, {
    name: 'Attacktix 200 singles',
    date: '2026-12-12',
    ruleset: 'Attacktix',
    options: async (p) => {
      await p.getByLabel('Format').selectOption({ label: 'Round robin (everyone plays everyone once, in a random order)' });
      await p.getByLabel('Point level (squad total)').selectOption({ label: '200 points (backups 100)' });
      await shot(p, 'attacktix-create');
    },
  });
  const event = venue.t.core.store.events.list()[0]!;
  expect(event.ruleset).toBe('attacktix');
  expect(event.options).toMatchObject({ format: 'round_robin', pointLevel: 200, gamesToWin: 1 });
  await registerAndCheckIn(page, names);

  await openTab(page, 'Rounds');
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  const one = page.getByRole('region', { name: 'Round 1' });
  await expect(one.getByText('Round 1 of 5: the format and the players set how many rounds there are.')).toBeVisible();
  await one.getByRole('button', { name: 'Publish' }).click();
  await expect(one.getByText('published', { exact: true })).toBeVisible();
  const round = latestRound(venue.t, event.id);
  const bye = round.tables.find((t) => t.bye)!.seats[0]!.name;
  await expect(one.getByTestId('bye-line')).toContainText(`${bye} has the bye.`);
  await shot(page, 'attacktix-round-1');

  // The slips: a box per player for the call, one game with won and lost boxes (no game is drawn).
  const file = await printRoute(page, `${venue.url}/#/print/slips/${round.id}?per=2&paper=a4`, 'slips-attacktix');
  const text = pageText(file, 1);
  expect(text.match(/Won the call/g)).toHaveLength(4);
  expect(text).not.toMatch(/Drew/);
  renderPng(file, 'slips-attacktix');
  await page.goto(`${venue.url}/#/desk`);

  // Table 1: seat 2 won the call, so moves first; seat 1 wins the game. Table 2: seat 1 won it.
  await openTab(page, 'Results');
  const [first, second] = played(round) as [RoundTable, RoundTable];
  for (const [table, caller] of [[first, '2'], [second, '1']] as const) {
    await expect(page.getByLabel('Table number or slip code')).toBeFocused();
    await page.keyboard.type(String(table.number));
    await page.keyboard.press('Enter');
    await expect(page.locator('input[name="call-winner"]').first()).toBeFocused();
    await page.keyboard.press(caller);
    await page.keyboard.press('Tab');
    await expect(page.locator('input[name="game-1-winner"]:focus')).toHaveCount(1);
    await page.keyboard.press('1');
    const form = page.getByRole('form', { name: `Table ${table.number}` });
    await expect(form.getByText(`Game 1: ${table.seats[caller === '2' ? 1 : 0]!.name} moves first`)).toBeVisible();
    if (table === first) await shot(page, 'attacktix-first-move');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('form', { name: 'Enter results' }).getByRole('status')).toHaveText(`Table ${table.number} saved.`);
  }
  const stored = latestRound(venue.t, event.id).tables.find((t) => t.id === first.id)!.result!;
  expect(stored.games[0]!.seats.find((s) => s.role === 'first')!.entryId).toBe(first.seats[1]!.entryId);

  // The standings: the two winners 1-0-0, the bye 0-0-0 (not a win), the rest 0-1-0.
  await openTab(page, 'Standings');
  const rows = await standingsShown(page);
  const record = new Map(rows.map((cells) => [cells[1], cells[3]]));
  expect(record.get(bye)).toBe('0-0-0');
  expect(record.get(first.seats[0]!.name)).toBe('1-0-0');
  expect(record.get(first.seats[1]!.name)).toBe('0-0-1');
  expect(call(venue.t, 'standings.get', { eventId: event.id }).rows.find((r) => r.name === bye)).toMatchObject({ matchWins: 0, byes: 1 });
  await expect(page.getByText('A bye is not a win (in a bracket the side still goes through)')).toBeVisible();
  await shot(page, 'attacktix-standings');
});
