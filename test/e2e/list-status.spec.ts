// Players' lists where the judge looks (issue 26, item 7). A Doomtrooper event where one player's
// collection list has a banned card and a restricted card over its limit and the others have none:
// the check-in list badges each player and says how many have no list, the Rounds tab warns of both
// before round 1 is paired, the list's editor tints the two lines at fault, and the head judge's
// report (PDF read back) lists them; the same on a Polish desk. An Attacktix squad over its points
// is badged and warned of likewise. Nothing is refused: the head judge decides.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import type { TempCore } from '../fixtures/temp-core';
import { allPages, printRoute } from './print/pdf';
import { expect, screenshotDir, test } from './venue-fixture';
import { collectionLists } from '../../electron/features/collections/lists';

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });

const names = ['Aleksandra Wiśniewska-Kowalczyk', 'Bartłomiej Szczepański', 'Konstantin Zhelyabuzhsky'];

/** A list that meets the rules but for two cards: line 15 banned, line 16 restricted (3 copies). */
const list = [
  'language en',
  'Playing Deck',
  '5 Bauhaus Blitzer; w',
  '5 Mishima Samurai; w',
  ...Array.from({ length: 10 }, (_, i) => `5 Plain Card ${i + 1}`),
  '1 Corporate Shenanigans',
  '3 Joker!',
].join('\n');

function doomEvent(t: TempCore) {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Puchar Doomtrooper', date: '2026-12-12', ruleset: 'doomtrooper' }).id;
  const players = names.map((name) => t.call<{ id: number; version: number }>('player.register', { eventId, name }));
  for (const p of players) t.call('player.checkIn', { id: p.id, version: p.version });
  t.call('collection.set', { playerId: players[0]!.id, version: 0, text: list });
  return { eventId, first: players[0]!.id };
}

/** The check-in list's row of the player `names[i]` (the list is in their order). */
const row = (page: Page, i: number) => page.locator('#player-results li').nth(i);

test('a collection list with a banned and an over-limit restricted card: badged at check-in, warned before pairing, its lines marked, in the report', async ({ page, context, venue }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const { eventId, first } = doomEvent(venue.t);
  await page.goto(`${venue.url}/#/desk`);

  await expect(row(page, 0).getByTestId('list-badge')).toHaveText('2 list problems');
  await expect(row(page, 1).getByTestId('list-badge')).toHaveText('No list');
  await expect(row(page, 2).getByTestId('list-badge')).toHaveText('No list');
  await expect(page.getByTestId('lists-summary')).toHaveText('2 of 3 players have no list · 1 list has problems');
  await expect(row(page, 0)).toContainText(names[0]!);
  await shot(page, 'list-status-check-in-1366');

  // The editor: the two cards' lines tinted, and each problem says its line.
  await page.getByRole('button', { name: `Edit ${names[0]}` }).click();
  const form = page.getByRole('form', { name: `Collection list — ${names[0]}` });
  await expect(form.locator('.collection-problems li')).toHaveText([
    'Corporate Shenanigans is banned (1 listed). Line 15.',
    'Joker! is restricted to 1 copy per collection (3 listed). Line 16.',
  ]);
  await expect(form.locator('.marked-line')).toHaveCount(2);
  expect(await form.locator('.marked-line').evaluateAll((lines) => lines.map((l) => [l.getAttribute('data-line'), l.textContent]))).toEqual([
    ['15', '1 Corporate Shenanigans'],
    ['16', '3 Joker!'],
  ]);
  // Scrolled to its end, the box shows the two lines tinted behind their text.
  await form.getByLabel('Collection list', { exact: true }).evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await expect.poll(() => form.locator('.marked-behind').evaluate((behind) => behind.scrollTop)).toBeGreaterThan(0);
  await shot(page, 'list-status-editor-1366');

  // Before pairing round 1.
  await page.goto(`${venue.url}/#/desk/rounds`);
  const warnings = page.getByRole('region', { name: 'Warnings' });
  await expect(warnings.locator('li')).toHaveText([
    `${names[0]} — Collection list: Corporate Shenanigans is banned (1 listed). Line 15. Joker! is restricted to 1 copy per collection (3 listed). Line 16.`,
    `2 of 3 checked-in players have no list: ${names[1]}, ${names[2]}.`,
  ]);
  await shot(page, 'list-status-rounds-1366');
  // Nothing is refused: the judge may pair, and the draft still warns before publishing.
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  await expect(page.getByRole('region', { name: 'Warnings' }).locator('li', { hasText: 'have no list' })).toHaveCount(1);

  const file = await printRoute(await context.newPage(), `${venue.url}/#/print/report/${eventId}?paper=a4`, 'list-status-report');
  const text = allPages(file).join('\n');
  expect(text).toContain('Players’ lists');
  expect(text).toContain('Corporate Shenanigans is banned (1 listed). Line 15.');
  // Status cells wrap ("Not" above "handed in"): the words, not the line.
  expect(text).toContain('handed in');
  expect(text).toContain('Zhelyabuzhsky');
  expect(collectionLists(venue.t.core.store).get(first)).toMatchObject({ version: 1 });
});

test('on a Polish desk the badges, the summary and the pairing warnings read in Polish', async ({ page, venue }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  venue.t.call('settings.set', { language: 'pl' });
  doomEvent(venue.t);
  await page.goto(`${venue.url}/#/desk`);
  await expect(row(page, 0).getByTestId('list-badge')).toHaveText('2 problemy z listą');
  await expect(row(page, 1).getByTestId('list-badge')).toHaveText('Brak listy');
  await expect(page.getByTestId('lists-summary')).toHaveText('Bez listy: 2 z 3 graczy · Listy z problemami: 1');
  await shot(page, 'list-status-check-in-pl-1366');
  await page.goto(`${venue.url}/#/desk/rounds`);
  await expect(page.getByRole('region', { name: 'Ostrzeżenia' }).locator('li').last()).toHaveText(`Bez listy: 2 z 3 obecnych graczy: ${names[1]}, ${names[2]}.`);
  await shot(page, 'list-status-rounds-pl-1366');
});

test('an Attacktix squad over its points: badged at check-in and warned before pairing', async ({ page, venue }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const t = venue.t;
  const eventId = t.call<{ id: number }>('event.create', { name: 'Attacktix Open', date: '2026-12-12', ruleset: 'attacktix' }).id;
  const players = names.map((name) => t.call<{ id: number; version: number }>('player.register', { eventId, name }));
  for (const p of players) t.call('player.checkIn', { id: p.id, version: p.version });
  t.call('squad.set', { playerId: players[0]!.id, version: 0, figures: [{ name: 'Darth Vader', points: 70 }, { name: 'Boba Fett', points: 50 }], backups: [{ name: 'Stormtrooper', points: 50 }] });
  t.call('squad.set', { playerId: players[1]!.id, version: 0, figures: [{ name: 'Luke Skywalker', points: 100 }], backups: [{ name: 'R2-D2', points: 50 }] });
  await page.goto(`${venue.url}/#/desk`);
  await expect(row(page, 0).getByTestId('list-badge')).toHaveText('1 list problem');
  await expect(row(page, 1).getByTestId('list-badge')).toHaveText('List OK');
  await expect(row(page, 2).getByTestId('list-badge')).toHaveText('No list');
  await expect(page.getByTestId('lists-summary')).toHaveText('1 of 3 players has no list · 1 list has problems');
  await shot(page, 'list-status-squad-check-in-1366');
  await page.goto(`${venue.url}/#/desk/rounds`);
  await expect(page.getByRole('region', { name: 'Warnings' }).locator('li')).toHaveText([
    `${names[0]} — Squad: Figures: 20 points over the level (120 of 100).`,
    `1 of 3 checked-in players has no list: ${names[2]}.`,
  ]);
  await shot(page, 'list-status-squad-rounds-1366');
});
