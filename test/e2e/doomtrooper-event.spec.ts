// A Doomtrooper event at the desk, as a person works it: the event created with the Doomtrooper
// ruleset (its options form: the free-for-all table size, the head-to-head rounds, the clock),
// seven players registered and checked in, round 1 seated at free-for-all tables of 4 and 3, each
// table's PP typed at the results desk (a tie at 25 PP played on to 35; a level lead at time
// refused with what breaks it, then broken by warriors in play), and the standings' wins, PP and
// opponents' PP; then round 2 played, the head-to-head Swiss paired at the desk from the
// free-for-all standings, and the standings at the desk and on the printed sheet counting every
// round (ranking across rounds).
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { raceOutcomes, racePlaces } from '../../shared/model/race';
import type { Round, RoundTable } from '../../shared/model/round';
import type { TempCore } from '../fixtures/temp-core';
import { call, latestRound } from './netrunner/core';
import { openTab, standingsShown } from './netrunner/desk';
import { allPages, printRoute, renderPng } from './print/pdf';
import { registerAndCheckIn } from './three-seat/desk';
import { expect, screenshotDir, test } from './venue-fixture';

const names = ['Anna Kowalska', 'Bartek Nowak', 'Chen Wei', 'Dana Novak', 'Emil Larsen', 'Фёдор Смирнов', 'Gita Rao'];
const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });

/** Opens a table by its number and types each seat's PP from the slip; does not choose the ending. */
async function typePp(page: Page, table: RoundTable, pp: number[]) {
  await expect(page.getByLabel('Table number or slip code')).toBeFocused();
  await page.keyboard.type(String(table.number));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(`PP — ${table.seats[0]!.name}`)).toBeFocused();
  for (const [i, points] of pp.entries()) {
    await page.keyboard.type(String(points));
    if (i < pp.length - 1) await page.keyboard.press('Tab');
  }
}

/** Every table of the newest round entered through the core: the first seat reaches the threshold. */
function playRound(t: TempCore, eventId: number, target: number) {
  for (const table of latestRound(t, eventId).tables.filter((x: RoundTable) => !x.bye)) {
    const pp = table.seats.map((_, i) => (i === 0 ? target : target - 5 - i));
    const places = racePlaces(pp, 'target', 0, []);
    const outcomes = raceOutcomes(pp, 'target', 0, []);
    call(t, 'result.enter', { tableId: table.id, version: table.version, games: [{ ending: 'target', seats: table.seats.map((s, i) => ({ entryId: s.entryId, outcome: outcomes[i]!, place: places[i]!, score: pp[i]! })) }] });
  }
}

/** Wins (a bye one) and PP of each player over every round the core has, by name. */
function countedByName(t: TempCore, eventId: number): Map<string, [number, number]> {
  const out = new Map<string, [number, number]>();
  for (const { id } of call(t, 'round.list', { eventId })) {
    for (const table of call(t, 'round.get', { roundId: id }).tables) {
      table.seats.forEach((seat, i) => {
        const [wins, pp] = out.get(seat.name) ?? [0, 0];
        const game = table.result?.games[0]?.seats[i];
        out.set(seat.name, [wins + (table.bye || game?.outcome === 'win' ? 1 : 0), pp + (game?.score ?? 0)]);
      });
    }
  }
  return out;
}

/** Pairs a round at the Rounds tab with the button named, and publishes it. */
async function pairAndPublish(page: Page, button: string, round: number) {
  await page.getByRole('button', { name: button }).click();
  const panel = page.getByRole('region', { name: `Round ${round}` });
  await panel.getByRole('button', { name: 'Publish' }).click();
  await expect(panel.getByText('published', { exact: true })).toBeVisible();
}

const saved = (page: Page, table: RoundTable) => expect(page.getByRole('form', { name: 'Enter results' }).getByRole('status')).toHaveText(`Table ${table.number} saved.`);

test('a Doomtrooper event: free-for-all tables of 4 and 3, PP typed at the results desk, ranked by wins, PP and opponents’ PP', async ({ page, context, venue }) => {
  test.setTimeout(120_000);
  await page.goto(`${venue.url}/#/desk`);
  await page.getByLabel('Event name').fill('Doomtrooper Open');
  await page.getByLabel('Date').fill('2026-12-12');
  await page.getByLabel('Ruleset').selectOption({ label: 'Doomtrooper' });
  await expect(page.getByLabel('Planned rounds')).toHaveValue('2');
  await page.getByText('Ruleset options').click();
  await expect(page.getByLabel('Free-for-all tables: at most this many players (3-6)')).toHaveValue('4');
  await expect(page.getByLabel('Head-to-head (Swiss) rounds after the free-for-all rounds')).toHaveValue('3');
  await expect(page.getByLabel('Warning before the end (minutes)')).toHaveValue('15');
  await shot(page, 'doomtrooper-new-event');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByTestId('current-event')).toHaveText('Doomtrooper Open');
  const eventId = venue.t.core.store.events.list()[0]!.id;
  await registerAndCheckIn(page, names);

  await openTab(page, 'Rounds');
  await pairAndPublish(page, 'Pair round 1', 1);
  const r1: Round = latestRound(venue.t, eventId);
  expect(r1.tables.map((t) => t.seats.length)).toEqual([4, 3]);
  const [four, three] = r1.tables as [RoundTable, RoundTable];
  await shot(page, 'doomtrooper-round-1');

  // The printed slips say the threshold each table plays to, and the ruleset's endings: no shared
  // lead at time.
  const paper = await context.newPage();
  const file = await printRoute(paper, `${venue.url}/#/print/slips/${r1.id}?per=2&paper=a4`, 'slips-doomtrooper');
  const slips = allPages(file).join('\n');
  expect(slips.match(/to 25 PP/g)).toHaveLength(2);
  expect(slips).toContain('Tie at 25 played on: the winner ticked, with at least 35 PP');
  expect(slips).toContain('Time, lead level: the most warriors in play wins');
  expect(slips).toContain('three more turns');
  expect(slips).not.toContain('half a win');
  renderPng(file, 'sheet-slips-doomtrooper');
  await paper.close();

  // So does the projector's pairings by table.
  const projector = await context.newPage();
  await projector.setViewportSize({ width: 1920, height: 1080 });
  await projector.goto(`${venue.url}/#/display/${eventId}`);
  await expect(projector.locator('.dp-screen[data-ready="true"]')).toBeVisible();
  await projector.keyboard.press('2');
  for (const t of r1.tables) await expect(projector.locator(`.dp-table-row[data-table="${t.number}"] .dp-threshold`).first()).toHaveText('to 25 PP');
  await projector.mouse.move(0, 0);
  await projector.screenshot({ path: join(screenshotDir, 'doomtrooper-display-tables.png') });
  await projector.close();

  // Table 1: two players reached 25 PP level and played on; the first won with 10 PP past 25
  // (30 is checked short of 35 before anything is sent).
  await openTab(page, 'Results');
  await typePp(page, four, [30, 27, 12, 3]);
  await page.getByLabel(`${four.seats[0]!.name} won the tie at 25 PP played on (at least 35 PP, ahead of all)`).check();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Game 1' })).toContainText('The player who reached the target needs at least 35 PP.');
  await page.getByLabel(`PP — ${four.seats[0]!.name}`).fill('35');
  await page.keyboard.press('Enter');
  await saved(page, four);

  // Table 2: time, two players level on 14: refused, warriors in play break it; a warriors box
  // per seat, the leaders' asked.
  await typePp(page, three, [14, 14, 9]);
  await page.getByLabel('Time was called: the most PP wins (one player ahead)').check();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Game 1' }).getByRole('alert')).toContainText('The lead is level at time in game 1: the most warriors in play break it, then three more full turns.');
  await shot(page, 'doomtrooper-results-refused');
  await page.getByLabel('Time was called with the lead level: the most warriors in play among the leaders wins').check();
  await page.getByLabel(`Warriors in play — ${three.seats[0]!.name}`).fill('5');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Game 1' })).toContainText('Type the warriors in play of each player level in the lead.');
  await page.getByLabel(`Warriors in play — ${three.seats[1]!.name}`).fill('3');
  await shot(page, 'doomtrooper-results-warriors');
  await page.keyboard.press('Enter');
  await saved(page, three);
  expect(latestRound(venue.t, eventId).tables.map((t) => [t.result!.games[0]!.ending, t.result!.games[0]!.seats.map((s) => [s.outcome, s.score])])).toEqual([
    ['target_tie', [['win', 35], ['loss', 27], ['loss', 12], ['loss', 3]]],
    ['time_warriors', [['win', 14], ['loss', 14], ['loss', 9]]],
  ]);

  // Opened again, the desk's summary names how each game ended.
  await page.keyboard.type(String(four.number));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Tie at the target played on:')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByLabel('Table number or slip code').fill(String(three.number));
  await page.keyboard.press('Enter');
  await expect(page.getByText('At time, level lead broken by warriors in play:')).toBeVisible();
  await shot(page, 'doomtrooper-results-summary');

  // The standings: wins, PP, and the mean PP of the opponents met.
  await openTab(page, 'Standings');
  const table = page.locator('table.standings');
  await expect(table.getByRole('columnheader')).toContainText(['Wins', 'PP', 'Opp. PP']);
  const shown = await standingsShown(page);
  const standings = call(venue.t, 'standings.get', { eventId });
  expect(shown.map((r) => r[1])).toEqual(standings.rows.map((r) => r.name));
  const byName = new Map(shown.map((r) => [r[1]!, r]));
  expect(byName.get(four.seats[0]!.name)!.slice(-2)).toEqual(['35', '14.00']);
  expect(byName.get(three.seats[0]!.name)!.slice(-2)).toEqual(['14', '11.50']);
  expect(shown.slice(0, 2).map((r) => r[1])).toEqual([four.seats[0]!.name, three.seats[0]!.name]);
  await shot(page, 'doomtrooper-standings');

  // Round 2 played; the Swiss's round 1 is round 3, paired at the desk by the free-for-all
  // standings (the leader at table 1), at tables of two with a bye.
  call(venue.t, 'round.pair', { eventId, newest: venue.t.newestRound(eventId) });
  const r2 = latestRound(venue.t, eventId);
  call(venue.t, 'round.publish', { roundId: r2.id, version: r2.version });
  playRound(venue.t, eventId, 25);
  const leader = call(venue.t, 'standings.get', { eventId }).rows[0]!.name;
  await openTab(page, 'Rounds');
  await page.getByRole('button', { name: "Close the stage's last round" }).click();
  await expect(page.getByText('Next: Head-to-head rounds (Swiss), paired and ranked by the standings over every round so far. Pair its first round when you are ready.')).toBeVisible();
  await shot(page, 'doomtrooper-swiss-next');
  await pairAndPublish(page, 'Pair next round', 3);
  const r3: Round = latestRound(venue.t, eventId);
  expect(r3.tables.filter((x) => !x.bye).map((x) => x.seats.length)).toEqual([2, 2, 2]);
  expect(r3.tables[0]!.seats.map((x) => x.name)).toContain(leader);
  expect(r3.tables.flatMap((x) => x.notes.map((n) => n.code))).not.toContain('random_round_1');
  // The Swiss's own plan (three head-to-head rounds), in the top bar and under the round.
  await expect(page.getByText('Round 1 of 3 planned.')).toBeVisible();
  await expect(page.getByTestId('current-event').locator('..')).toContainText('Swiss 1/3');
  await shot(page, 'doomtrooper-swiss-round');
  playRound(venue.t, eventId, 40);

  // The standings at the desk count all three rounds: the free-for-all wins and PP with the
  // Swiss's, no playoff line yet.
  await openTab(page, 'Standings');
  const counted = countedByName(venue.t, eventId);
  const carried = call(venue.t, 'standings.get', { eventId });
  expect(carried).toMatchObject({ throughRound: 3, playoff: null });
  // Read the columns once the table shows the carried rows (reading them before it is drawn
  // finds none).
  await expect.poll(async () => (await standingsShown(page)).map((r) => r[1])).toEqual(carried.rows.map((r) => r.name));
  const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const winsAt = headers.findIndex((h) => h.startsWith('Wins'));
  const ppAt = headers.findIndex((h) => h.startsWith('PP'));
  const after = await standingsShown(page);
  for (const row of after) expect([row[1], Number(row[winsAt]), Number(row[ppAt])]).toEqual([row[1], ...counted.get(row[1]!)!]);
  expect(Math.max(...after.map((r) => Number(r[winsAt])))).toBeGreaterThanOrEqual(2);
  await expect(page.getByText(/the playoff/)).toHaveCount(0);
  await shot(page, 'doomtrooper-standings-across-rounds');

  // So does the printed standings sheet.
  const sheetPage = await context.newPage();
  const sheet = await printRoute(sheetPage, `${venue.url}/#/print/standings/${eventId}?paper=a4`, 'standings-doomtrooper-across-rounds');
  const sheetText = allPages(sheet).join('\n');
  expect(sheetText).toContain('Standings after round 3');
  const printed = sheetText.split('\n').filter((l) => /^\s+\d+\s/.test(l)).map((l) => l.trim().split(/\s{2,}/));
  expect(printed.map((cells) => [cells[1], Number(cells[2]), Number(cells[4])])).toEqual(carried.rows.map((r) => [r.name, ...counted.get(r.name)!]));
  renderPng(sheet, 'sheet-standings-doomtrooper-across-rounds');
  await sheetPage.close();
});
