// Doomtrooper collection lists at the registration desk: a ruleset with collection lists registered
// by this test alone (Generic's Swiss, checked for the games an organizer picks). A list typed with
// two lines the desk cannot read names them by number and is not saved; fixed, it is saved with
// BOGGED DOWN named as banned in head-to-head games, printed for the judge and read back from the
// PDF; the same list is accepted where only free-for-all games are played. A list of the Polish
// edition naming RUTHLESS EFFICIENCY by its Polish name has it flagged as banned in head-to-head
// games, and the cards the desk cannot check by their Polish names named for the judge.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { registerRuleset } from '../../electron/engine/rulesets';
import { collectionsRuleset } from '../fixtures/rulesets/collections';
import { pageText, pdfInfo, printRoute, renderPng } from './print/pdf';
import { expect, screenshotDir, test } from './venue-fixture';
import { collectionLists } from '../../electron/features/collections/lists';

let unregister: () => void;
test.beforeEach(() => {
  unregister = registerRuleset(collectionsRuleset);
});
test.afterEach(() => unregister());

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });

const plain = ['Bauhaus Blitzer', 'Mishima Samurai', 'Capitol Sea Lion', 'Imperial Blood Beret', 'Cybertronic Chasseur', 'Brotherhood Inquisitor'];
const list = [
  'Playing Deck',
  ...plain.map((name) => `5 ${name}; w`),
  ...['Ambush', 'Fire Fight', 'Heroic Stand', 'Medic!', 'Scouting', 'Cover Fire'].map((name) => `5 ${name}`),
  '1 Bogged Down',
  'Side Bar',
  ...['Trenches', 'Lucky Shot', 'Reload', 'Sniper', 'Grenade'].map((name) => `5 ${name}`),
];

async function openCollection(page: Page, url: string, event: string, name: string) {
  await page.goto(`${url}/#/desk`);
  await page.getByLabel('Switch event').selectOption({ label: event });
  await page.getByLabel('Search players').fill(name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  return page.getByRole('form', { name: `Collection list — ${name}` });
}

test('a list with unreadable lines is named line by line; fixed, a head-to-head ban is named, printed, and accepted for free-for-all', async ({ page, context, venue }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 1000 });
  const cup = venue.t.call<{ id: number }>('event.create', { name: 'Doom Cup', date: '2026-12-12', ruleset: 'test-collections', options: { games: ['free_for_all', 'head_to_head'] } }).id;
  const ann = venue.t.call<{ id: number }>('player.register', { eventId: cup, name: 'Ann Lee' });
  const ffa = venue.t.call<{ id: number }>('event.create', { name: 'Doom Melee', date: '2026-12-13', ruleset: 'test-collections', options: { games: ['free_for_all'] } }).id;
  venue.t.call('player.register', { eventId: ffa, name: 'Bruno Costa' });

  const form = await openCollection(page, venue.url, 'Doom Cup — Dec 12, 2026', 'Ann Lee');
  await expect(form.getByText('Checked for: free-for-all games, head-to-head games')).toBeVisible();
  await form.getByLabel('Edition language').fill('en');
  await form.getByLabel('Collection list', { exact: true }).fill([...list.slice(0, 3), 'Joker', '2 Gift of Fate; warior', ...list.slice(3)].join('\n'));
  const unreadable = form.locator('.collection-unreadable li');
  await expect(unreadable).toHaveText(['Line 4: no number of copies at the start (“Joker”).', 'Line 5: the mark “warior” is not w, promo, max N or a language code.']);
  await form.getByRole('button', { name: 'Save collection list' }).click();
  await expect(form.getByRole('alert')).toHaveText('Not saved. Line 4 of Ann Lee’s list could not be read; fix the lines marked and save again.');
  expect(collectionLists(venue.t.core.store).get(ann.id)).toBeUndefined();
  await shot(page, 'collection-unreadable');

  // Fixed: the list reads, and BOGGED DOWN is banned in the head-to-head games this event plays.
  await form.getByLabel('Collection list', { exact: true }).fill(list.join('\n'));
  await expect(unreadable).toHaveCount(0);
  await expect(form.locator('.collection-summary')).toHaveText('86 cards · Playing Deck 61 · Side Bar 25 · warriors in the deck 30 · language en');
  await expect(form.locator('.collection-problems li')).toHaveText(['Bogged Down is banned in head-to-head games (1 listed). Line 14.']);
  await expect(form.getByText('Annihilated once used: Bogged Down.')).toBeVisible();
  await form.getByRole('button', { name: 'Save collection list' }).click();
  await expect(form.getByRole('status')).toHaveText('Ann Lee’s collection list saved, with the problems listed.');
  expect(collectionLists(venue.t.core.store).get(ann.id)).toMatchObject({ version: 1 });
  await expect(form.getByRole('button', { name: 'Print Ann Lee’s collection list' })).toBeVisible();
  await shot(page, 'collection-head-to-head-ban');

  // The judge's printed list.
  const paper = await context.newPage();
  const file = await printRoute(paper, `${venue.url}/#/print/collection/${ann.id}?paper=a4`, 'collection-list');
  expect(pdfInfo(file)).toMatchObject({ pages: 1, width: 595, height: 842 });
  const text = pageText(file, 1);
  expect(text).toContain('Collection list — Ann Lee');
  expect(text).toContain('Doom Cup · December 12, 2026');
  expect(text).toContain('Playing Deck: 61 cards');
  expect(text).toContain('Side Bar: 25 cards');
  expect(text).toContain('Bauhaus Blitzer');
  expect(text).toContain('Bogged Down is banned in head-to-head games (1 listed).');
  expect(text).toContain('Checked by the judge');
  renderPng(file, 'sheet-collection-list');

  // The same list where only free-for-all games are played: BOGGED DOWN is only restricted there.
  const melee = await openCollection(page, venue.url, 'Doom Melee — Dec 13, 2026', 'Bruno Costa');
  await melee.getByLabel('Edition language').fill('en');
  await melee.getByLabel('Collection list', { exact: true }).fill(list.join('\n'));
  await expect(melee.getByText('The list meets the collection rules.')).toBeVisible();
  await melee.getByRole('button', { name: 'Save collection list' }).click();
  await expect(melee.getByRole('status')).toHaveText('Bruno Costa’s collection list saved; it meets the rules.');
  await shot(page, 'collection-free-for-all-ok');
});

test('a list of the Polish edition: a banned card by its Polish name is flagged, and the names the desk cannot check are named', async ({ page, venue }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 1000 });
  const cup = venue.t.call<{ id: number }>('event.create', { name: 'Puchar', date: '2026-12-12', ruleset: 'test-collections', options: { games: ['head_to_head'] } }).id;
  const ola = venue.t.call<{ id: number }>('player.register', { eventId: cup, name: 'Ola Nowak' });
  const form = await openCollection(page, venue.url, 'Puchar — Dec 12, 2026', 'Ola Nowak');
  await form.getByLabel('Edition language').fill('pl');
  const polish = list.map((l) => (l === '1 Bogged Down' ? '1 BEZLITOSNA SKUTECZNOSC' : l));
  await form.getByLabel('Collection list', { exact: true }).fill(polish.join('\n'));
  await expect(form.locator('.collection-summary')).toHaveText('86 cards · Playing Deck 61 · Side Bar 25 · warriors in the deck 30 · language pl');
  await expect(form.locator('.collection-problems li')).toHaveText([
    '17 cards in pl are on no list by any name the desk knows: it knows the pl names of 1 of the 52 banned and restricted cards only. The judge checks these cards against the lists by hand.',
    'BEZLITOSNA SKUTECZNOSC is banned in head-to-head games (1 listed). Line 14.',
  ]);
  await expect(form.getByText('The list meets the collection rules.')).toHaveCount(0);
  await form.getByRole('button', { name: 'Save collection list' }).click();
  await expect(form.getByRole('status')).toHaveText('Ola Nowak’s collection list saved, with the problems listed.');
  expect(collectionLists(venue.t.core.store).get(ola.id)).toMatchObject({ version: 1 });
  await shot(page, 'collection-polish-names');
});
