// Two results desks type the same table: the one that saves second keeps what it typed, is told
// what happened, sees both results side by side, and the judge settles it.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { expect, screenshotDir, test } from './venue-fixture';
import { call, latestRound, netrunnerEvent } from './netrunner/core';

const four = ['Anna Nowak', 'Boris Ivanov', 'Chiara Rossi', 'Diego Torres'];

function publishedRound(t: Parameters<typeof netrunnerEvent>[0]) {
  const { event } = netrunnerEvent(t, four, 4);
  const draft = call(t, 'round.pair', { eventId: event.id, newest: null });
  call(t, 'round.publish', { roundId: draft.id, version: draft.version });
  const round = latestRound(t, event.id);
  const table = round.tables.find((tb) => tb.number === 1)!;
  return { event, table, seat1: table.seats[0]!.name, seat2: table.seats[1]!.name };
}

async function openTable(page: Page, url: string) {
  await page.goto(`${url}/#/desk/results`);
  await page.getByLabel('Table number or slip code').fill('1');
  await page.getByLabel('Table number or slip code').press('Enter');
  await expect(page.locator('input[name="game-1-winner"]').first()).toBeFocused();
}

/** Types both games by keyboard, from game 1's winner: [winner key, agenda seat 1, agenda seat 2]. */
async function typeGames(page: Page, games: [string, number, number][]) {
  for (const [i, [key, a, b]] of games.entries()) {
    await page.keyboard.press(key);
    await page.keyboard.press('Tab');
    await page.keyboard.type(String(a));
    await page.keyboard.press('Tab');
    await page.keyboard.type(String(b));
    if (i < games.length - 1) await page.keyboard.press('Tab');
  }
}

const status = (page: Page) => page.getByRole('form', { name: 'Enter results' }).getByRole('status');

test('the desk that saves second keeps its entry, sees both results and replaces the stored one with a reason', async ({ page, context, venue }) => {
  const { event, table, seat1, seat2 } = publishedRound(venue.t);
  const deskB = await context.newPage();
  await openTable(page, venue.url);
  await openTable(deskB, venue.url);

  // Desk B types its reading of the slip but has not saved yet.
  await typeGames(deskB, [['1', 7, 2], ['1', 7, 4]]);
  // Desk A saves a different reading first.
  await typeGames(page, [['1', 7, 2], ['2', 3, 7]]);
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Table 1 saved.');

  // Desk B's form is still its own: nothing it typed was replaced by desk A's values.
  const match = deskB.getByRole('region', { name: 'Table 1' });
  await expect(match.getByRole('group', { name: 'Game 2' }).getByRole('radio', { name: new RegExp(seat1) })).toBeChecked();
  await expect(match.getByLabel(`Agenda points — ${seat2}`).nth(1)).toHaveValue('4');
  await expect(match.getByText('Result entered')).toHaveCount(0);

  await match.getByRole('button', { name: 'Save result' }).click();
  const clash = match.getByRole('form', { name: 'Table 1 was entered at another desk meanwhile.' });
  await expect(clash.getByRole('alert')).toContainText('Nothing typed here was saved yet');
  await expect(clash.getByRole('list', { name: 'Typed at this desk' }).getByRole('listitem')).toHaveText(['Game 1 ' + `${seat1} won, 7–2`, 'Game 2 ' + `${seat1} won, 7–4`]);
  await expect(clash.getByRole('list', { name: 'Stored by the other desk' }).getByRole('listitem')).toHaveText(['Game 1 ' + `${seat1} won, 7–2`, 'Game 2 ' + `${seat2} won, 3–7`]);
  await expect(clash.getByRole('list', { name: 'Stored by the other desk' }).locator('li.differs')).toHaveText([`Game 2 ${seat2} won, 3–7`]);
  await expect(clash.getByLabel('Reason for the correction')).toBeFocused();
  await deskB.screenshot({ animations: 'disabled', path: join(screenshotDir, 'results-two-desks.png') });

  // Replacing needs a reason, like any correction.
  await clash.getByRole('button', { name: 'Replace with the result typed here' }).click();
  await expect(clash.getByLabel('Reason for the correction')).toHaveAttribute('aria-invalid', 'true');
  await clash.getByLabel('Reason for the correction').fill('Slip re-read: seat 1 won game 2');
  await clash.getByLabel('Reason for the correction').press('Enter');
  await expect(status(deskB)).toHaveText('Table 1: the stored result was replaced with the one typed here.');
  await expect(deskB.getByLabel('Table number or slip code')).toBeFocused();

  const stored = latestRound(venue.t, event.id).tables.find((tb) => tb.id === table.id)!.result!.games;
  expect(stored[1]!.seats.map((s) => [s.outcome, s.score])).toEqual([['win', 7], ['loss', 4]]);
  const audit = call(venue.t, 'audit.list', { eventId: event.id, operations: ['result.correct'] });
  expect(audit).toHaveLength(1);
});

test('keeping the stored result leaves it as the other desk entered it', async ({ page, context, venue }) => {
  const { event, table } = publishedRound(venue.t);
  const deskB = await context.newPage();
  await openTable(page, venue.url);
  await openTable(deskB, venue.url);
  await typeGames(deskB, [['2', 1, 7], ['u', 2, 2]]);
  await typeGames(page, [['1', 7, 2], ['1', 7, 4]]);
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Table 1 saved.');

  await deskB.keyboard.press('Enter');
  const clash = deskB.getByRole('form', { name: 'Table 1 was entered at another desk meanwhile.' });
  await clash.getByRole('button', { name: 'Keep the stored result' }).click();
  await expect(status(deskB)).toHaveText('Table 1: the result stored by the other desk was kept.');
  const stored = latestRound(venue.t, event.id).tables.find((tb) => tb.id === table.id)!;
  expect(stored.result!.games.map((g) => g.seats.find((s) => s.outcome === 'win')?.entryId)).toEqual([table.seats[0]!.entryId, table.seats[0]!.entryId]);
});

test('the same result typed at two desks is said to be already entered, and the desk moves on', async ({ page, context, venue }) => {
  const { event } = publishedRound(venue.t);
  const deskB = await context.newPage();
  await openTable(page, venue.url);
  await openTable(deskB, venue.url);
  await typeGames(deskB, [['1', 7, 2], ['2', 3, 7]]);
  await typeGames(page, [['1', 7, 2], ['2', 3, 7]]);
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Table 1 saved.');

  await deskB.keyboard.press('Enter');
  await expect(status(deskB)).toHaveText('Table 1 was already entered at another desk, with the same result.');
  await expect(deskB.getByLabel('Table number or slip code')).toBeFocused();
  expect(call(venue.t, 'audit.list', { eventId: event.id, operations: ['result.correct'] })).toHaveLength(0);
});
