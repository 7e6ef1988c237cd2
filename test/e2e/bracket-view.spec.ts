// The bracket on the projector and on paper: a Generic single-elimination event of eleven players
// and a Netrunner Swiss with a top-8 double-elimination playoff, played part way through the core;
// the projector's Bracket view picked by key and by its button as a person would (offered only
// once the event has a bracket), names and round names read on screen, the printed sheet
// rendered to PDF and its text read back.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import type { Round } from '../../shared/model/round';
import { eventDriver, playerNames, type EventDriver } from './display/event';
import { openTab } from './netrunner/desk';
import { pageText, pdfInfo, printRoute, renderPng } from './print/pdf';
import { played } from './stages/desk';
import { expect, screenshotDir, test } from './venue-fixture';

test.use({ viewport: { width: 1920, height: 1080 } });

const cupNames = ['Ann Lee', 'Bruno Costa', 'Chiara Moreau', 'Dmitri Ivanov', 'Elif Kaya', 'Farid Haddad', 'Greta Olsen', 'Hiro Tanaka', 'Ines Duarte', 'Jonas Berg', 'Kasia Nowak'];

const game = (a: number, b: number, winner: number) => ({
  seats: [
    { entryId: a, outcome: winner === a ? 'win' : 'loss', score: 0 },
    { entryId: b, outcome: winner === b ? 'win' : 'loss', score: 0 },
  ],
});

function pairAndPublish(ev: EventDriver): Round {
  return ev.publish(ev.pair());
}

/** Seat 1 wins every match of the round but those at `except`. */
function seatOneWins(ev: EventDriver, round: Round, generic: boolean, except: number[] = []) {
  for (const t of played(ev.round(round.id))) {
    if (except.includes(t.number)) continue;
    if (generic) {
      const [a, b] = t.seats.map((s) => s.entryId) as [number, number];
      ev.call('result.enter', { tableId: t.id, version: t.version, games: [game(a, b, a)] });
    } else ev.enter(round.id, t.number);
  }
}

const controls = (page: Page) => page.getByRole('navigation', { name: 'Display controls' });
const bracketImage = (page: Page) => page.getByRole('img', { name: 'Bracket' });
const screen = (page: Page, name: string) => page.screenshot({ animations: 'disabled', path: join(screenshotDir, `bracket-projector-${name}.png`) });

async function openDisplay(page: Page, url: string, eventId: number, query = '') {
  await page.goto(`${url}/#/display/${eventId}${query}`);
  await expect(page.locator('.dp-screen[data-ready="true"]')).toBeVisible();
}

/** A Generic knockout of these players, round 1 published with every result in. */
function knockout(ev: EventDriver, format: 'elimination' | 'double_elimination', names: string[]): number {
  const eventId = ev.call<{ id: number }>('event.create', { name: 'Winter Cup', date: '2026-12-12', ruleset: 'generic', options: { format, drawsAllowed: false } }).id;
  for (const name of names) {
    const p = ev.call<{ id: number; version: number }>('player.register', { eventId, name });
    ev.call('player.checkIn', { id: p.id, version: p.version });
  }
  const r1 = ev.publish(ev.call<Round>('round.pair', { eventId, newest: null }));
  seatOneWins(ev, r1, true);
  return eventId;
}

test('eleven players in single elimination: the bracket on the projector and on paper', async ({ page, venue }) => {
  test.setTimeout(120_000);
  const ev = eventDriver(venue.t);
  const eventId = knockout(ev, 'elimination', cupNames);
  const last = ev.call<{ id: number; version: number }[]>('round.list', { eventId }).at(-1)!;
  const r2 = ev.publish(ev.call<Round>('round.pair', { eventId, newest: { roundId: last.id, version: last.version } }));
  seatOneWins(ev, r2, true, [2]);
  const r2Now = ev.round(r2.id);
  const under = r2Now.tables.find((t) => t.number === 2)!;

  await openDisplay(page, venue.url, eventId);
  await expect(controls(page).getByRole('button', { name: 'Bracket' })).toBeVisible();
  await page.keyboard.press('5');
  const svg = bracketImage(page);
  await expect(svg).toBeVisible();
  // Everyone is in round 1, byes marked; round 2's match under way shows its table.
  for (const name of cupNames) await expect(svg.getByText(name, { exact: true }).first()).toBeVisible();
  await expect(svg.getByText('Quarterfinals', { exact: true }).first()).toBeVisible();
  await expect(svg.getByText('Final', { exact: true })).toBeVisible();
  await expect(svg.getByText('bye', { exact: true })).toHaveCount(5);
  await expect(svg.getByText('Table 2', { exact: true })).toBeVisible();
  expect(under.seats.every((s) => s.name.length > 0)).toBe(true);
  // Names are at least 22 px high on a 1080p screen.
  const nameHeight = await svg.locator('.bk-name').first().evaluate((el) => el.getBoundingClientRect().height);
  expect(nameHeight).toBeGreaterThanOrEqual(22);
  await screen(page, 'single-11');

  const file = await printRoute(page, `${venue.url}/#/print/bracket/${eventId}?paper=a4`, 'bracket-single-11');
  const info = pdfInfo(file);
  expect(info.width).toBeGreaterThan(info.height);
  const text = pageText(file, 1);
  for (const words of ['Winter Cup · Bracket', 'Stage 1 · Single elimination', 'Final', 'Semifinals', 'Quarterfinals', 'Round 1', ...cupNames]) expect(text).toContain(words);
  renderPng(file, 'bracket-sheet-single-11');

  // The desk offers the sheet beside the standings' own print buttons.
  await page.goto(`${venue.url}/#/desk`);
  await openTab(page, 'Standings');
  const output = page.getByRole('group', { name: 'Print and export the standings' });
  await expect(output.getByText('Bracket', { exact: true })).toBeVisible();
  await expect(output.getByRole('button', { name: 'Print the bracket' })).toBeVisible();
  await expect(output.getByRole('button', { name: 'Save the bracket as PDF' })).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'bracket-desk-print-buttons.png') });
});

test('a Swiss with a top-8 double elimination: the bracket appears with the playoff, by brackets when large', async ({ page, venue }) => {
  test.setTimeout(180_000);
  const ev = eventDriver(venue.t);
  const event = ev.call<{ id: number; version: number }>('event.get', { id: ev.eventId });
  ev.call('event.update', { id: ev.eventId, version: event.version, plannedRounds: 3, options: { playoff: 'double_elimination', cut: 8 } });
  ev.addPlayers(Array.from({ length: 20 }, (_, i) => `Runner ${String(i + 1).padStart(2, '0')}`));
  for (let n = 1; n <= 3; n++) {
    const r = pairAndPublish(ev);
    seatOneWins(ev, r, false);
  }
  await openDisplay(page, venue.url, ev.eventId);
  // The Swiss has no bracket: the view is not offered.
  await expect(controls(page).getByRole('button', { name: 'Standings' })).toBeVisible();
  await expect(controls(page).getByRole('button', { name: 'Bracket' })).toHaveCount(0);

  const swissOver = ev.call<{ id: number; version: number }[]>('round.list', { eventId: ev.eventId }).at(-1)!;
  ev.call('round.close', { roundId: swissOver.id, version: swissOver.version });
  const seeds = ev.standings().rows.slice(0, 8).map((r) => r.name);
  // Playoff rounds 1 and 2 played, round 3 under way.
  for (let k = 1; k <= 3; k++) {
    const r = pairAndPublish(ev);
    seatOneWins(ev, r, false, k === 3 ? [1] : []);
  }
  await controls(page).getByRole('button', { name: 'Bracket' }).click();
  const svg = bracketImage(page);
  await expect(svg).toBeVisible();
  for (const label of ["Winners' bracket", "Losers' bracket", "Winners' final", "Losers' final", 'Grand final']) await expect(svg.getByText(label, { exact: true }).first()).toBeVisible();
  for (const name of seeds) await expect(svg.getByText(name, { exact: true }).first()).toBeVisible();
  await expect(page.locator('.dp-title')).toContainText('Bracket');
  await screen(page, 'double-top8');

  const file = await printRoute(page, `${venue.url}/#/print/bracket/${ev.eventId}?paper=letter`, 'bracket-double-top8');
  const text = pageText(file, 1);
  for (const words of ['Netrunner Winter Open 2026 · Bracket', 'Stage 2 · Double elimination', "Winners' bracket", "Losers' bracket", 'Grand final', ...seeds]) expect(text).toContain(words);
  renderPng(file, 'bracket-sheet-double-top8');
});

test('32 sides with long names: single elimination on one page, double elimination by brackets', async ({ page, venue }) => {
  test.setTimeout(120_000);
  const ev = eventDriver(venue.t);
  const names = playerNames(32);
  const single = knockout(ev, 'elimination', names);
  await openDisplay(page, venue.url, single);
  await expect(controls(page).getByRole('button', { name: 'Bracket' })).toBeVisible();
  await page.keyboard.press('5');
  const svg = bracketImage(page);
  await expect(svg.getByText('Round 1', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('display-page')).toHaveText('');
  const smallest = async () => Math.min(...(await svg.locator('.bk-name').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))));
  expect(await smallest()).toBeGreaterThanOrEqual(22);
  // A 40-character name is cut short, and the whole name is kept for a pointer.
  await expect(svg.locator('title', { hasText: names[0]! }).first()).toBeAttached();
  await screen(page, 'single-32');

  const double = knockout(ev, 'double_elimination', names);
  await openDisplay(page, venue.url, double, '?pageSeconds=3');
  await expect(controls(page).getByRole('button', { name: 'Bracket' })).toBeVisible();
  await page.keyboard.press('5');
  await expect(page.getByTestId('display-page')).toHaveText("Winners' bracket · Page 1 of 2");
  expect(await smallest()).toBeGreaterThanOrEqual(22);
  await screen(page, 'double-32-winners');
  await expect(page.getByTestId('display-page')).toHaveText("Losers' bracket and grand final · Page 2 of 2", { timeout: 10_000 });
  await expect(svg.getByText('Grand final', { exact: true })).toBeVisible();
  expect(await smallest()).toBeGreaterThanOrEqual(22);
  await screen(page, 'double-32-losers');

  const file = await printRoute(page, `${venue.url}/#/print/bracket/${double}?paper=a4`, 'bracket-double-32');
  expect(pdfInfo(file).pages).toBe(2);
  expect(pageText(file, 1)).toContain("Winners' bracket · Page 1 of 2");
  expect(pageText(file, 2)).toContain('Grand final');
  renderPng(file, 'bracket-sheet-double-32-winners', 1);
  renderPng(file, 'bracket-sheet-double-32-losers', 2);
});
