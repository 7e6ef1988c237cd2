// A drop while the next round is a draft (Netrunner Floor 10), two desks pairing at once, and
// taking things back: reinstating a dropped player, unpublishing a round without results.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Round } from '../../../shared/model/round';
import { netrunnerGames } from '../../fixtures/netrunner-results';
import type { TempCore } from '../../fixtures/temp-core';
import { expect, screenshotDir, test } from '../venue-fixture';
import { call, latestRound, netrunnerEvent } from './core';
import { openTab } from './desk';

const six = ['Anna Nowak', 'Boris Ivanov', 'Chiara Rossi', 'Diego Torres', 'Eva Novak', 'Femi Adeyemi'];

/** Round 1 paired, published and played through the core; the desk takes it from there. */
function roundOnePlayed(t: TempCore) {
  const { event } = netrunnerEvent(t, six, 6);
  const draft = call(t, 'round.pair', { eventId: event.id, newest: null });
  const r1 = call(t, 'round.publish', { roundId: draft.id, version: draft.version });
  for (const table of r1.tables.filter((x) => !x.bye)) {
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    call(t, 'result.enter', { tableId: table.id, version: table.version, games: netrunnerGames(a, b, [['a', 7, 2], ['b', 3, 7]]) });
  }
  return { event, r1 };
}

async function pairRoundTwo(page: Page) {
  await openTab(page, 'Rounds');
  await page.getByRole('button', { name: 'Pair next round' }).click();
  await expect(page.getByRole('heading', { name: 'Round 2' })).toBeVisible();
}

const seatedNames = (t: TempCore, eventId: number) => latestRound(t, eventId).tables.flatMap((x) => x.seats.map((s) => s.name));

const standingsStatus = (page: Page) => page.getByRole('region', { name: 'Standings' }).getByRole('status');

async function dropFromStandings(page: Page, name: string, reason: string) {
  await openTab(page, 'Standings');
  await page.getByRole('button', { name: `Drop ${name}` }).click();
  const form = page.getByRole('form', { name: `Drop ${name}` });
  await form.getByLabel('Reason').fill(reason);
  await form.getByRole('button', { name: 'Drop player' }).click();
}

test('dropping a player while round 2 is a draft pairs it again without them, and says why', async ({ page, venue }) => {
  const { event } = roundOnePlayed(venue.t);
  await page.goto(`${venue.url}/#/desk/rounds`);
  await pairRoundTwo(page);
  await expect(page.getByRole('table').filter({ hasText: 'Anna Nowak' })).toBeVisible();

  await dropFromStandings(page, 'Anna Nowak', 'Went home');
  await expect(standingsStatus(page)).toHaveText('Anna Nowak dropped; they stay ranked but are not paired again.');

  await openTab(page, 'Rounds');
  await expect(page.getByRole('region', { name: 'Warnings' })).toContainText('Paired again because Anna Nowak dropped.');
  const redrawn = latestRound(venue.t, event.id);
  const pairings = page.locator('table.pairings');
  for (const table of redrawn.tables.filter((x) => !x.bye)) {
    for (const seat of table.seats) await expect(pairings).toContainText(seat.name);
  }
  await expect(pairings).not.toContainText('Anna Nowak');
  const bye = redrawn.tables.find((x) => x.bye)!.seats[0]!.name;
  await expect(page.getByText(`${bye} has the bye.`)).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'draft-repaired-after-drop.png'), fullPage: true });
  expect(seatedNames(venue.t, event.id).sort()).toEqual(six.filter((n) => n !== 'Anna Nowak').sort());

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.locator('.round-head .badge')).toHaveText('published');
});

test('a drop waits while the draft has pairings changed by hand, and says which round to pair again', async ({ page, venue }) => {
  const { event, r1 } = roundOnePlayed(venue.t);
  // Asked with its tables (the default).
  const draft = call(venue.t, 'round.pair', { eventId: event.id, newest: { roundId: r1.id, version: r1.version } }) as Round;
  const [t1, t2] = draft.tables.filter((x) => !x.bye);
  call(venue.t, 'round.pairManually', { roundId: draft.id, version: draft.version, entryA: t1!.seats[0]!.entryId, entryB: t2!.seats[0]!.entryId, mode: 'swap', reason: 'Wheelchair table' });
  const name = t1!.seats[1]!.name;

  await page.goto(`${venue.url}/#/desk/standings`);
  await dropFromStandings(page, name, 'Went home');
  const form = page.getByRole('form', { name: `Drop ${name}` });
  await expect(form.getByRole('alert')).toHaveText(
    'Round 2 is a draft with pairings changed by hand, and this would pair it again and lose them. Pair round 2 again on the Rounds tab first (or publish it), then try again.',
  );
  await page.screenshot({ path: join(screenshotDir, 'drop-refused-manual-draft.png'), fullPage: true });
  expect(seatedNames(venue.t, event.id)).toContain(name);
  expect(latestRound(venue.t, event.id).tables.some((x) => x.manual)).toBe(true);
});

test('two desks: the second cannot pair over the first’s hand-made change, nor pair a second round', async ({ page, venue, browser }) => {
  const { event } = roundOnePlayed(venue.t);
  await page.goto(`${venue.url}/#/desk/rounds`);
  const second = await browser.newPage();
  // The second desk's live updates are late (a slow network): it still shows what it saw.
  await second.routeWebSocket(/\/api\/events/, () => {});
  await second.goto(`${venue.url}/#/desk/rounds`);
  await expect(second.getByRole('button', { name: 'Pair next round' })).toBeVisible();

  await pairRoundTwo(page);
  await second.getByRole('button', { name: 'Pair next round' }).click();
  await expect(second.getByRole('alert')).toContainText('Round 2 was paired or changed at another desk meanwhile');
  expect(call(venue.t, 'round.list', { eventId: event.id })).toHaveLength(2);

  await second.reload();
  await expect(second.getByRole('heading', { name: 'Round 2' })).toBeVisible();
  const draft = latestRound(venue.t, event.id);
  const [t1, t2] = draft.tables.filter((x) => !x.bye);
  const form = page.getByRole('form', { name: 'Change pairings by hand' });
  await form.getByLabel('Player A').selectOption({ label: t1!.seats[0]!.name });
  await form.getByLabel('Player B').selectOption({ label: t2!.seats[0]!.name });
  await form.getByLabel('Reason (kept in the audit)').fill('Wheelchair table');
  await form.getByRole('button', { name: 'Swap their seats' }).click();
  await expect(page.getByRole('region', { name: 'Warnings' })).toContainText('Seats were swapped by hand');

  await second.getByRole('button', { name: 'Pair again' }).click();
  await expect(second.getByRole('alert')).toContainText('Round 2 was paired or changed at another desk meanwhile');
  await second.screenshot({ path: join(screenshotDir, 'pair-again-conflict.png'), fullPage: true });
  expect(latestRound(venue.t, event.id).tables.filter((x) => x.manual)).toHaveLength(2);
  await second.close();
});

test('a dropped player is reinstated from the standings, and the draft takes them back', async ({ page, venue }) => {
  const { event } = roundOnePlayed(venue.t);
  await page.goto(`${venue.url}/#/desk/rounds`);
  await pairRoundTwo(page);
  await dropFromStandings(page, 'Chiara Rossi', 'Felt unwell');
  await expect(standingsStatus(page)).toContainText('Chiara Rossi dropped');

  await page.getByRole('button', { name: 'Reinstate Chiara Rossi' }).click();
  const form = page.getByRole('form', { name: 'Reinstate Chiara Rossi' });
  await expect(form).toContainText('Takes back the drop (Felt unwell)');
  await form.getByRole('button', { name: 'Reinstate player' }).click();
  await expect(form.getByLabel('Reason (kept in the audit)')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Reason (kept in the audit)').fill('Feels better, wants to play on');
  await page.screenshot({ path: join(screenshotDir, 'reinstate-form.png'), fullPage: true });
  await form.getByLabel('Reason (kept in the audit)').press('Enter');
  await expect(standingsStatus(page)).toHaveText('Chiara Rossi is back in the event and will be paired in the next round.');
  await expect(page.getByRole('button', { name: 'Drop Chiara Rossi' })).toBeVisible();

  await openTab(page, 'Rounds');
  await expect(page.getByRole('region', { name: 'Warnings' })).toContainText('Paired again because Chiara Rossi was reinstated.');
  await expect(page.locator('table.pairings')).toContainText('Chiara Rossi');
  const changes = page.getByRole('region', { name: 'Manual changes' });
  await expect(changes).toContainText('Chiara Rossi reinstated');
  await expect(changes).toContainText('Feels better, wants to play on');
  expect(seatedNames(venue.t, event.id)).toContain('Chiara Rossi');
});

test('a published round without results goes back to a draft after a confirmation, its clock reset', async ({ page, venue }) => {
  const { event } = roundOnePlayed(venue.t);
  await page.goto(`${venue.url}/#/desk/rounds`);
  await pairRoundTwo(page);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('button', { name: 'Start clock' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();

  await page.getByRole('button', { name: 'Unpublish…' }).click();
  const form = page.getByRole('form', { name: 'Take round 2 back to a draft' });
  await form.getByRole('button', { name: 'Keep it published' }).click();
  await expect(form).toHaveCount(0);
  expect(latestRound(venue.t, event.id).status).toBe('published');

  await page.getByRole('button', { name: 'Unpublish…' }).click();
  await form.getByRole('button', { name: 'Unpublish round' }).click();
  await expect(form.getByLabel('Reason (kept in the audit)')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Reason (kept in the audit)').fill('Published before the late players arrived');
  await page.screenshot({ path: join(screenshotDir, 'unpublish-form.png'), fullPage: true });
  await form.getByRole('button', { name: 'Unpublish round' }).click();

  await expect(page.locator('.round-head .badge')).toHaveText('draft');
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Manual changes' })).toContainText('Round 2 taken back to a draft');
  expect(latestRound(venue.t, event.id).clock).toMatchObject({ startedAt: null, pausedAt: null, pausedMs: 0 });

  // Once a result is in, the round stays published: the button is gone.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const r2 = latestRound(venue.t, event.id);
  const table = r2.tables.find((x) => !x.bye)!;
  const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
  call(venue.t, 'result.enter', { tableId: table.id, version: table.version, games: netrunnerGames(a, b, [['a', 7, 2], ['a', 7, 3]]) });
  await expect(page.getByRole('button', { name: 'Close round' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish…' })).toHaveCount(0);
});
