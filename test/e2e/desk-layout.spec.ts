// The desk's main screens on the laptops organizers own and on a projector's full HD, in each
// language: registration, the Rounds tab with the Swiss behind and a playoff round published,
// Results with tables still missing, Standings, the projector, and the printed slips. Long real
// names in Latin, Polish and Cyrillic letters and two players of one name. Every screen fails on a
// name broken inside a word, a control over text, a sideways spill or namesakes shown alike; the
// slips fail on a code not printed whole. Screenshots: test-results/screens/layout-<lang>-<width>-<screen>.png.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import type { Round } from '../../shared/model/round';
import type { Language } from '../../shared/model/settings';
import { netrunnerGames } from '../fixtures/netrunner-results';
import type { TempCore } from '../fixtures/temp-core';
import { call, latestRound } from './netrunner/core';
import { allPages, printRoute, renderPng } from './print/pdf';
import { controlsOverText, horizontalSpill, namesakesAlike, wordsBrokenAcrossLines } from './layout';
import { expect, screenshotDir, test } from './venue-fixture';

const sameName = 'Anna Kowalska';
const names = [
  'Maximilian Alexander Hohenzollern-Sigmaringen',
  'Małgorzata Świętosławska-Grzybowska',
  'Александра Владимировна Преображенская',
  'Константин Константинопольский',
  'Grzegorz Brzęczyszczykiewicz',
  'Bartholomew Featherstonehaugh-Smythe',
  'Екатерина Добровольская-Ушакова',
  'Przemysław Szczęsny-Wąsowicz',
  'Ифигения Станиславовна Крестовоздвиженская',
  'Jean-Christophe Montmorency-Laval',
  'Wojciech Kaźmierczak-Żółkiewski',
  'Владислав Всеволодович Длинношеев',
  'Ruairí Ó Súilleabháin',
  'Zofia Chrząszczewska',
  'Ольга Семёнова',
  'Chiara Moreau',
  'Hiro Tanaka',
  'Piotr Nowak',
  'Елена Новикова',
  'Dmitri Ivanov',
  'Farid Haddad',
  'Greta Olsen',
];

const languages: Language[] = ['en', 'ru', 'pl'];
const viewports = [
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

function playAll(t: TempCore, round: Round) {
  for (const x of round.tables.filter((y) => !y.bye)) {
    const [a, b] = x.seats.map((s) => s.entryId) as [number, number];
    call(t, 'result.enter', { tableId: x.id, version: x.version, games: netrunnerGames(a, b, [['a', 7, 2], ['a', 7, 3]]) });
  }
}

/** Two Swiss rounds of 24 players played, the top 8's quarterfinals published and timed, with two results in. */
function playoffUnderWay(t: TempCore) {
  const event = call(t, 'event.create', { name: 'Netrunner Winter Open 2026', date: '2026-12-05', ruleset: 'netrunner-1996', options: { playoff: 'elimination', cut: 8 }, plannedRounds: 2 });
  const players = [
    ...names.map((name) => call(t, 'player.register', { eventId: event.id, name })),
    call(t, 'player.register', { eventId: event.id, name: sameName, club: 'Klub Gier Planszowych' }),
    call(t, 'player.register', { eventId: event.id, name: sameName, confirmDuplicate: true }),
  ];
  for (const p of players) call(t, 'player.checkIn', { id: p.id, version: p.version });
  const round1 = call(t, 'round.pair', { eventId: event.id, newest: null });
  const published1 = call(t, 'round.publish', { roundId: round1.id, version: round1.version });
  playAll(t, published1);
  const round2 = call(t, 'round.pair', { eventId: event.id, newest: { roundId: published1.id, version: latestRound(t, event.id).version } });
  playAll(t, call(t, 'round.publish', { roundId: round2.id, version: round2.version }));
  const before = latestRound(t, event.id);
  const quarters = call(t, 'round.pair', { eventId: event.id, newest: { roundId: before.id, version: before.version } });
  const published = call(t, 'round.publish', { roundId: quarters.id, version: quarters.version });
  // A running clock and a referee give each table its timer buttons and referee select.
  call(t, 'official.add', { eventId: event.id, name: 'Bogusława Sędzińska-Arbitrowska', role: 'referee' });
  call(t, 'round.clock', { roundId: published.id, version: published.version, action: 'start' });
  for (const x of latestRound(t, event.id).tables.filter((y) => !y.bye).slice(0, 2)) {
    const [a, b] = x.seats.map((s) => s.entryId) as [number, number];
    call(t, 'result.enter', { tableId: x.id, version: x.version, games: netrunnerGames(a, b, [['a', 7, 2], ['a', 7, 3]]) });
  }
  return { eventId: event.id, round1: published1 };
}

const nameWords = new Set([...names, sameName].flatMap((n) => n.split(/[\s-]+/)));

/** Checks first, then the screenshot: a full-page screenshot may lay the page out again. */
async function checkScreen(page: Page, shot: string, allow: { ellipsis?: boolean } = {}) {
  const body = page.locator('body');
  const broken = (await wordsBrokenAcrossLines(body)).filter((w) => nameWords.has(w));
  expect.soft(broken, `${shot}: names broken inside a word`).toEqual([]);
  expect.soft(await controlsOverText(body), `${shot}: controls over text`).toEqual([]);
  expect.soft(await horizontalSpill(body, allow), `${shot}: sideways spill`).toEqual([]);
  expect.soft(await namesakesAlike(page, sameName), `${shot}: namesakes shown alike`).toEqual([]);
  await page.screenshot({ path: join(screenshotDir, `layout-${shot}.png`), fullPage: true });
}

const deskScreens = [
  { name: 'registration', path: '#/desk', ready: (p: Page) => p.getByText(names[0]!).first() },
  { name: 'rounds', path: '#/desk/rounds', ready: (p: Page) => p.locator('table.pairings') },
  { name: 'results', path: '#/desk/results', ready: (p: Page) => p.locator('form.code-entry') },
  { name: 'standings', path: '#/desk/standings', ready: (p: Page) => p.getByText(names[0]!).first() },
];

for (const language of languages) {
  test(`the desk's screens and slips in ${language} at 1024, 1366 and 1920 wide: no broken names, covered text, spill or namesakes alike`, async ({ page, browser, venue }) => {
    test.setTimeout(180_000);
    const { eventId, round1 } = playoffUnderWay(venue.t);
    call(venue.t, 'settings.set', { language });

    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      for (const screen of deskScreens) {
        await page.goto(`${venue.url}/${screen.path}`);
        await expect(screen.ready(page)).toBeVisible();
        await checkScreen(page, `${language}-${viewport.width}-${screen.name}`);
      }
      // The projector turns its pages by itself: each of the first ones is checked as it shows. An
      // opponent's long name may end in "…" there: it shows whole on its own row.
      await page.goto(`${venue.url}/#/display/${eventId}?pageSeconds=2`);
      for (const turn of [1, 2, 3]) {
        await page.waitForTimeout(turn === 1 ? 1000 : 2100);
        await checkScreen(page, `${language}-${viewport.width}-projector-${turn}`, { ellipsis: true });
      }
    }

    // Round 1's 12 tables, so codes of two-digit tables, on the tightest layout and each paper.
    const codes = round1.tables.filter((x) => !x.bye).map((x) => x.slipCode);
    for (const [per, paper] of [['4', 'a4'], ['2', 'letter']] as const) {
      const name = `layout-${language}-slips-${per}-${paper}`;
      const file = await printRoute(await browser.newPage(), `${venue.url}/#/print/slips/${round1.id}?per=${per}&paper=${paper}`, name);
      renderPng(file, name);
      const text = allPages(file).join('\n');
      for (const code of codes) expect.soft(text, `${name}: slip code ${code}`).toMatch(new RegExp(`(^|\\s)${code}(\\s|$)`));
    }
  });
}
