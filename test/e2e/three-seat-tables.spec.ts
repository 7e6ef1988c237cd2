// Issue 8's three-seat game at the desk: a ruleset registered by this test alone (three seats a
// table, one game entered by places, points per seat) is run through the screens a person uses:
// the event, registration and check-in, round 1 with a seat swap by hand, the projector, the
// printed slips and pairings, every result typed at the results desk from its slip (one malformed
// entry refused on screen), closing the round, pairing round 2, and the standings.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { registerRuleset } from '../../electron/engine/rulesets';
import type { Round } from '../../shared/model/round';
import { threeSeat } from '../fixtures/rulesets/three-seat';
import { call, latestRound } from './netrunner/core';
import { openTab, standingsShown } from './netrunner/desk';
import { allPages, count, pdfInfo, printRoute, renderPng, slipCodes } from './print/pdf';
import { createEventAtDesk } from './stages/desk';
import { expectSaved, registerAndCheckIn, typePlaces, type SeatLine } from './three-seat/desk';
import { expect, screenshotDir, test } from './venue-fixture';

let unregister: () => void;
test.beforeEach(() => {
  unregister = registerRuleset(threeSeat);
});
test.afterEach(() => unregister());

const names = [
  'Maximilian Alexander Hohenzollern-Sigmar', 'Małgorzata Świętosławska', 'Семён Петров', 'Ann Lee', 'Bruno Costa',
  'Chiara Moreau', 'Dmitri Ivanov', 'Elif Kaya', 'Farid Haddad', 'Greta Lindqvist',
];

/** The slips of round 1's tables in table order: a clear win, a win from seat 2, a shared first. */
const slips: SeatLine[][] = [
  [{ place: 1, score: 9 }, { place: 2, score: 6 }, { place: 3, score: 3 }],
  [{ place: 2, score: 5 }, { place: 1, score: 8 }, { place: 3, score: 2 }],
  [{ place: 1, score: 7 }, { place: 1, score: 7 }, { place: 3, score: 1 }],
];

const playing = (round: Round) => round.tables.filter((t) => !t.bye).sort((a, b) => a.number - b.number);
const meetings = (round: Round) => playing(round).flatMap((t) => t.seats.flatMap((a, i) => t.seats.slice(i + 1).map((b) => [a.entryId, b.entryId].sort().join('-'))));
const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });

test('a three-seat event: tables of three paired, printed, entered by places and ranked at the desk', async ({ page, context, venue }) => {
  test.setTimeout(150_000);
  await createEventAtDesk(page, venue.url, { name: 'Three-way Thursday', date: '2026-12-10', ruleset: 'test-three-seat', plannedRounds: '3' });
  const eventId = venue.t.core.store.events.list()[0]!.id;
  await registerAndCheckIn(page, names);

  // Round 1: three tables of three and a bye, the seats of each numbered in one cell.
  await openTab(page, 'Rounds');
  await expect(page.getByText('10 checked-in players will be seated at random at tables of 3; anyone left over gets a bye.')).toBeVisible();
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  const roundPanel = page.getByRole('region', { name: 'Round 1' });
  await expect(roundPanel.getByText('draft', { exact: true })).toBeVisible();
  await expect(roundPanel.getByRole('table', { name: 'Round 1' }).getByRole('columnheader')).toHaveText(['Table', 'Players', 'Why']);
  const draft = latestRound(venue.t, eventId);
  expect(playing(draft).map((t) => t.seats.length)).toEqual([3, 3, 3]);
  const byeOne = draft.tables.find((t) => t.bye)!.seats[0]!.name;
  await expect(roundPanel.getByTestId('bye-line')).toContainText(`${byeOne} has the bye.`);

  // At tables of three, a hand-made change is a swap of seats; "pair these two" is not offered.
  const manual = roundPanel.getByRole('form', { name: 'Change pairings by hand' });
  await expect(manual.getByRole('button', { name: 'Pair these two' })).toHaveCount(0);
  const [t1, t2] = playing(draft);
  const [a, b] = [t1!.seats[0]!, t2!.seats[0]!];
  await manual.getByLabel('Player A').selectOption({ label: a.name });
  await manual.getByLabel('Player B').selectOption({ label: b.name });
  await manual.getByLabel('Reason (kept in the audit)').fill('Asked to sit near the door');
  await manual.getByLabel('Reason (kept in the audit)').press('Enter');
  await expect(manual.getByRole('status')).toContainText(/Seats swapped|Check these warnings/);
  await expect(roundPanel.locator(`tbody[data-table="${t1!.number}"] .seat-name`)).toHaveText([b.name, t1!.seats[1]!.name, t1!.seats[2]!.name]);
  await expect(roundPanel.locator(`tbody[data-table="${t2!.number}"] .seat-name`)).toHaveText([a.name, t2!.seats[1]!.name, t2!.seats[2]!.name]);

  await roundPanel.getByRole('button', { name: 'Publish' }).click();
  await expect(roundPanel.getByText('published', { exact: true })).toBeVisible();
  await shot(page, 'three-seat-rounds');
  const r1 = latestRound(venue.t, eventId);
  const tables = playing(r1);

  // The projector: every seat of a table on its own line, readable from the back of the hall.
  const display = await context.newPage();
  await display.setViewportSize({ width: 1920, height: 1080 });
  await display.clock.install({ time: new Date() });
  await display.goto(`${venue.url}/#/display/${eventId}`);
  await expect(display.locator('.dp-screen[data-ready="true"]')).toBeVisible();
  const someone = tables[0]!.seats[1]!;
  const byName = display.getByRole('list', { name: 'Pairings by name' }).getByRole('listitem').filter({ has: display.getByText(someone.name, { exact: true }) });
  await expect(byName).toHaveText(`${someone.name}seat ${someone.position}${tables[0]!.number}`);
  await display.mouse.move(0, 0);
  await display.clock.fastForward(5000);
  await display.screenshot({ path: join(screenshotDir, 'three-seat-display-by-name.png') });
  await display.getByRole('navigation', { name: 'Display controls' }).getByRole('button', { name: 'Pairings by table' }).click();
  const byTable = display.getByRole('list', { name: 'Pairings by table' }).getByRole('listitem');
  await expect(byTable).toHaveText([...tables.map((t) => `${t.number}${t.seats.map((s) => `${s.position}${s.name}`).join('')}`), `Bye${byeOne}`]);
  await display.mouse.move(0, 0);
  await display.clock.fastForward(5000);
  await display.screenshot({ path: join(screenshotDir, 'three-seat-display-by-table.png') });

  // The slips: a line per player with a place box, a points box and a signature line.
  const paper = await context.newPage();
  for (const per of [2, 4] as const) {
    const file = await printRoute(paper, `${venue.url}/#/print/slips/${r1.id}?per=${per}&paper=a4`, `slips-three-seat-${per}`);
    expect(pdfInfo(file).pages).toBe(Math.ceil(tables.length / per));
    const texts = allPages(file);
    expect(texts.flatMap(slipCodes).sort()).toEqual(tables.map((t) => t.slipCode).sort());
    const all = texts.join('\n');
    // A long name wraps in its box, so the names are read from the page itself.
    for (const t of tables) await expect(paper.locator(`.slip[data-table="${t.number}"] .slip-player-name`)).toHaveText(t.seats.map((s) => s.name));
    await expect(paper.getByText(byeOne)).toHaveCount(0);
    expect(count(all, 'Signature')).toBe(tables.length);
    expect(count(all, 'Points')).toBe(tables.length);
    renderPng(file, `sheet-slips-three-seat-${per}`);
  }
  const sheet = await printRoute(paper, `${venue.url}/#/print/pairings/${r1.id}?by=table&paper=a4`, 'pairings-three-seat');
  expect(allPages(sheet)[0]).toMatch(/Table\s+Player 1\s+Player 2\s+Player 3/);
  renderPng(sheet, 'sheet-pairings-three-seat');
  const byNameSheet = await printRoute(paper, `${venue.url}/#/print/pairings/${r1.id}?by=name&paper=a4`, 'pairings-name-three-seat');
  expect(allPages(byNameSheet)[0]).toMatch(/Player\s+Table\s+Opponents/);
  renderPng(byNameSheet, 'sheet-pairings-name-three-seat');
  await paper.close();

  // The results desk: places and points typed from each slip.
  await openTab(page, 'Results');
  const [first, second, third] = tables as [Round['tables'][number], Round['tables'][number], Round['tables'][number]];
  // Places that skip 2 after a sole first are refused before anything is sent.
  await typePlaces(page, first, [slips[0]![0]!, { ...slips[0]![1]!, place: 3 }, slips[0]![2]!]);
  await page.keyboard.press('Enter');
  const game = page.getByRole('group', { name: 'Game 1' });
  await expect(game.getByRole('alert')).toHaveText('Places count 1, 2, 3; players who share a place skip the next (1, 1, 3).');
  await shot(page, 'three-seat-results-refused');
  expect(latestRound(venue.t, eventId).tables.find((t) => t.id === first.id)!.result).toBeNull();
  await page.getByLabel(`Place — ${first.seats[1]!.name}`).selectOption('2');
  await page.keyboard.press('Enter');
  await expectSaved(page, first);

  // A place left empty is named too; choosing it saves.
  await typePlaces(page, second, [slips[1]![0]!, slips[1]![1]!, { ...slips[1]![2]!, place: null }]);
  await page.keyboard.press('Enter');
  await expect(game.getByRole('alert')).toHaveText('Every player needs a place.');
  await expect(page.getByLabel(`Place — ${second.seats[2]!.name}`)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(`Place — ${second.seats[2]!.name}`).focus();
  await page.keyboard.press('3');
  await page.keyboard.press('Enter');
  await expectSaved(page, second);

  // Two players sharing first place: a draw for them.
  await typePlaces(page, third, slips[2]!);
  await shot(page, 'three-seat-results');
  await page.keyboard.press('Enter');
  await expectSaved(page, third);

  // Opened again, the stored result reads by place.
  await page.keyboard.type(String(third.number));
  await page.keyboard.press('Enter');
  const [x, y, z] = third.seats.map((s) => s.name);
  await expect(page.getByRole('list', { name: 'Result entered' }).getByRole('listitem')).toHaveText([`Game 1 1. ${x} 7 · 1. ${y} 7 · 3. ${z} 1`]);
  await shot(page, 'three-seat-result-entered');
  await page.getByRole('button', { name: 'Close' }).click();

  const stored = latestRound(venue.t, eventId);
  expect(playing(stored).map((t) => t.result!.games[0]!.seats.map((s) => [s.place, s.outcome, s.score]))).toEqual([
    [[1, 'win', 9], [2, 'loss', 6], [3, 'loss', 3]],
    [[2, 'loss', 5], [1, 'win', 8], [3, 'loss', 2]],
    [[1, 'draw', 7], [1, 'draw', 7], [3, 'loss', 1]],
  ]);

  // Close round 1 and pair round 2: no two players meet again, and the bye moves on.
  await openTab(page, 'Rounds');
  await roundPanel.getByRole('button', { name: 'Close round' }).click();
  await expect(roundPanel.getByText('closed', { exact: true })).toBeVisible();
  await roundPanel.getByRole('button', { name: 'Pair next round' }).click();
  const roundTwo = page.getByRole('region', { name: 'Round 2' });
  await expect(roundTwo.getByText('draft', { exact: true })).toBeVisible();
  const r2 = latestRound(venue.t, eventId);
  expect(r2.number).toBe(2);
  expect(playing(r2).map((t) => t.seats.length)).toEqual([3, 3, 3]);
  expect(meetings(r2).filter((m) => meetings(r1).includes(m))).toEqual([]);
  const byeTwo = r2.tables.find((t) => t.bye)!.seats[0]!.name;
  expect(byeTwo).not.toBe(byeOne);
  for (const t of playing(r2)) await expect(roundTwo.locator(`tbody[data-table="${t.number}"] .seat-name`)).toHaveText(t.seats.map((s) => s.name));
  await expect(roundTwo.getByTestId('bye-line')).toContainText(`${byeTwo} has the bye.`);

  // The standings after round 1, as the core ranks them: points, then first places.
  await openTab(page, 'Standings');
  await expect(page.getByText('Standings after round 1')).toBeVisible();
  const standings = call(venue.t, 'standings.get', { eventId });
  expect(standings.columns.map((c) => c.id)).toEqual(['first_places']);
  const shown = await standingsShown(page);
  expect(shown).toEqual(standings.rows.map((r) => [String(r.rank), r.name, String(r.groupScore), `${r.matchWins}-${r.matchDraws}-${r.matchLosses}`, String(r.tiebreaks.first_places)]));
  // Each player's points and first places are what the slips said; the bye scores its 4 points.
  const typed = new Map<string, [number, number]>([[byeOne, [4, 0]]]);
  tables.forEach((t, i) => t.seats.forEach((s, j) => typed.set(s.name, [slips[i]![j]!.score, slips[i]![j]!.place === 1 ? 1 : 0])));
  expect(new Map(shown.map((r) => [r[1]!, [Number(r[2]), Number(r[4])]]))).toEqual(typed);
  await shot(page, 'three-seat-standings');
});

test('tables of six and five fit the desk, the results form, the projector and a slip a quarter page high', async ({ page, context, venue }) => {
  // The same game at tables of four to six: eleven players sit at a table of six and one of five.
  const undo = registerRuleset({ ...threeSeat, id: 'test-six-seat', build: (o: unknown) => ({ ...threeSeat.build(o), id: 'test-six-seat', seats: { min: 4, max: 6 } }) });
  try {
    const event = call(venue.t, 'event.create', { name: 'Six at a table', date: '2026-12-11', ruleset: 'test-six-seat' });
    for (const name of [...names, 'Hana Sato']) {
      const p = call(venue.t, 'player.register', { eventId: event.id, name });
      call(venue.t, 'player.checkIn', { id: p.id, version: p.version });
    }
    const draft = call(venue.t, 'round.pair', { eventId: event.id, newest: null });
    const round = call(venue.t, 'round.publish', { roundId: draft.id, version: draft.version });
    const [six, five] = playing(round);
    expect([six!.seats.length, five!.seats.length]).toEqual([6, 5]);

    await page.goto(`${venue.url}/#/desk/rounds`);
    const panel = page.getByRole('region', { name: 'Round 1' });
    await expect(panel.getByRole('table', { name: 'Round 1' }).getByRole('columnheader')).toHaveText(['Table', 'Players', 'Why', 'Result']);
    for (const t of [six!, five!]) await expect(panel.locator(`tbody[data-table="${t.number}"] li`)).toHaveText(t.seats.map((s) => `${s.position}${s.name}`));
    await shot(page, 'six-seat-rounds');

    await openTab(page, 'Results');
    await typePlaces(page, six!, six!.seats.map((_, i) => ({ place: i + 1, score: 12 - 2 * i })));
    await shot(page, 'six-seat-results');
    await page.keyboard.press('Enter');
    await expectSaved(page, six!);

    const display = await context.newPage();
    await display.setViewportSize({ width: 1920, height: 1080 });
    await display.clock.install({ time: new Date() });
    await display.goto(`${venue.url}/#/display/${event.id}`);
    await display.getByRole('navigation', { name: 'Display controls' }).getByRole('button', { name: 'Pairings by table' }).click();
    await expect(display.getByRole('list', { name: 'Pairings by table' }).getByRole('listitem')).toHaveCount(2);
    await display.mouse.move(0, 0);
    await display.clock.fastForward(5000);
    await display.screenshot({ path: join(screenshotDir, 'six-seat-display-by-table.png') });

    // Four slips a page: every line and signature of a six-seat table inside its quarter.
    const file = await printRoute(page, `${venue.url}/#/print/slips/${round.id}?per=4&paper=a4`, 'slips-six-seat-4');
    for (const t of [six!, five!]) await expect(page.locator(`.slip[data-table="${t.number}"] .slip-player-name`)).toHaveText(t.seats.map((s) => s.name));
    const overflow = await page.locator('.slip[data-table]').evaluateAll((slips) => slips.filter((s) => s.scrollHeight > s.clientHeight).length);
    expect(overflow).toBe(0);
    expect(allPages(file).flatMap(slipCodes).sort()).toEqual([six!.slipCode, five!.slipCode].sort());
    renderPng(file, 'sheet-slips-six-seat-4');
  } finally {
    undo();
  }
});
