// A stage that plays a schedule made in advance (Catan 2.1), at the desk, with a ruleset of tables
// of 4 and 3 registered by this test alone: pairing round 1 makes the schedule of all three
// rounds, which the Rounds tab shows (every round's tables in starting order, the quality in
// words, find your seat) and prints; a player who drops before round 2 makes rounds 2 and 3 again,
// round 1 kept, and the desk says why.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { registerRuleset } from '../../electron/engine/rulesets';
import type { Round } from '../../shared/model/round';
import { scheduledFour } from '../fixtures/rulesets/scheduled-four';
import { call, latestRound } from './netrunner/core';
import { openTab } from './netrunner/desk';
import { allPages, pdfInfo, printRoute, renderPng } from './print/pdf';
import { expect, screenshotDir, test } from './venue-fixture';

let unregister: () => void;
test.beforeEach(() => {
  unregister = registerRuleset(scheduledFour);
});
test.afterEach(() => unregister());

const names = ['Анна Смирнова', 'Ben Okafor', 'Chiara Moreau', 'Dmitri Ivanov', 'Elif Kaya', 'Farid Haddad', 'Greta Lindqvist', 'Hana Sato', 'Ivo Novak', 'Jana Horváthová', 'Kofi Mensah', 'Lena Fischer', 'Mateo Ruiz'];

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });

/** A round's tables as the desk's schedule shows them: table number, then names in order. */
const rows = (round: Round) => round.tables.filter((t) => !t.bye).sort((a, b) => a.number - b.number).map((t) => [String(t.number), ...t.seats.map((s) => s.name), ...Array<string>(4 - t.seats.length).fill('')]);

function enterAll(t: Parameters<typeof call>[0], round: Round) {
  for (const table of round.tables.filter((x) => !x.bye)) {
    const games = [{ seats: table.seats.map((s, i) => ({ entryId: s.entryId, place: i + 1, outcome: i === 0 ? ('win' as const) : ('loss' as const), score: 10 - i })) }];
    call(t, 'result.enter', { tableId: table.id, version: table.version, games });
  }
}

async function scheduleRows(page: Page, round: string): Promise<string[][]> {
  const table = page.getByRole('region', { name: 'Schedule made in advance' }).getByRole('table', { name: round });
  return table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())));
}

test('a schedule made in advance: shown, printed, and made again for a drop before round 2', async ({ page, context, venue }) => {
  test.setTimeout(150_000);
  const event = call(venue.t, 'event.create', { name: 'Settlers Cup', date: '2026-12-12', ruleset: 'test-scheduled-four', plannedRounds: 3 });
  for (const name of names) {
    const p = call(venue.t, 'player.register', { eventId: event.id, name });
    call(venue.t, 'player.checkIn', { id: p.id, version: p.version });
  }
  await page.goto(`${venue.url}/#/desk/rounds`);
  await expect(page.getByText('13 checked-in players: pairing round 1 makes the schedule of every planned round at tables of 4 and 3 (the last tables of 3), and closes the registration.')).toBeVisible();
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  const round1 = page.getByRole('region', { name: 'Round 1' });
  await expect(round1.getByText('draft', { exact: true })).toBeVisible();
  await expect(round1.getByRole('region', { name: 'Warnings' })).toContainText('The schedule for all 3 rounds was made now, for 13 players.');

  // The schedule: quality in words, round 1 as paired, the rounds to come, find your seat.
  const panel = page.getByRole('region', { name: 'Schedule made in advance' });
  const quality = panel.getByRole('region', { name: 'Quality' }).getByRole('listitem');
  await expect(quality).toHaveCount(3);
  await expect(quality.nth(0)).toHaveText('Nobody meets anyone more than once.');
  await expect(quality.nth(1)).toHaveText('Nobody starts more than once.');
  await expect(quality.nth(2)).toHaveText(/^(Every player has a different position in every round\.|\d+ players? (has|have) the same position in more than one round\.)$/);
  const view = call(venue.t, 'schedule.get', { eventId: event.id })!;
  const draft = latestRound(venue.t, event.id);
  expect(await scheduleRows(page, 'Round 1')).toEqual(rows(draft));
  await expect(panel.getByRole('table', { name: 'Round 1' }).getByRole('columnheader')).toHaveText(['Table', 'Position 1 (starts)', 'Position 2', 'Position 3', 'Position 4']);
  await panel.locator('summary', { hasText: /^Round 2/ }).click();
  const planned2 = view.rounds[1]!.tables.map((t) => [String(t.table), ...t.seats.map((s) => s.name), ...Array<string>(4 - t.seats.length).fill('')]);
  expect(await scheduleRows(page, 'Round 2')).toEqual(planned2);
  await panel.locator('summary', { hasText: 'Find your seat' }).click();
  const find = panel.getByRole('table', { name: 'Find your seat' });
  const someone = view.players.find((p) => p.name === 'Ivo Novak')!;
  await expect(find.locator('tbody tr').filter({ hasText: 'Ivo Novak' }).locator('td')).toHaveText([
    'Ivo Novak',
    ...someone.seats.map((s) => `Table ${s!.table}, position ${s!.position}`),
  ]);
  // Alphabetical as people read it: the Cyrillic name after the Latin ones.
  await expect(find.locator('tbody tr td:first-child')).toHaveText([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  await shot(page, 'schedule-desk');

  // Printed: the seating list of round 2 (in advance), and find your seat.
  const paper = await context.newPage();
  const seating = await printRoute(paper, `${venue.url}/#/print/seating/${event.id}?by=table&round=2&paper=a4`, 'seating-round-2');
  expect(pdfInfo(seating).pages).toBe(1);
  const text = allPages(seating)[0]!;
  expect(text).toContain('Settlers Cup · Seating, Round 2');
  expect(text).toMatch(/Table\s+Position 1 \(starts\)\s+Position 2\s+Position 3\s+Position 4/);
  for (const t of view.rounds[1]!.tables) expect(text).toMatch(new RegExp(`${t.table}\\s+${t.seats.map((s) => s.name).join('\\s+')}`));
  renderPng(seating, 'sheet-seating-round-2');
  const byName = await printRoute(paper, `${venue.url}/#/print/seating/${event.id}?by=name&paper=a4`, 'seating-by-name');
  const nameText = allPages(byName).join('\n');
  expect(nameText).toMatch(/Player\s+Round 1\s+Round 2\s+Round 3/);
  expect(nameText).toMatch(new RegExp(`Ivo Novak\\s+${someone.seats.map((s) => `Table ${s!.table}, position ${s!.position}`).join('\\s+')}`));
  renderPng(byName, 'sheet-seating-by-name');
  await paper.close();

  // Round 1 played; a player of round 2's first table drops before round 2 is paired.
  await round1.getByRole('button', { name: 'Publish' }).click();
  await expect(round1.getByText('published', { exact: true })).toBeVisible();
  const played = latestRound(venue.t, event.id);

  // The projector: find your seat (table and starting position) for the round being played, and
  // the tables with their players in starting order.
  const display = await context.newPage();
  await display.setViewportSize({ width: 1920, height: 1080 });
  await display.clock.install({ time: new Date() });
  await display.goto(`${venue.url}/#/display/${event.id}`);
  await expect(display.locator('.dp-screen[data-ready="true"]')).toBeVisible();
  const controls = display.getByRole('navigation', { name: 'Display controls' });
  await controls.getByRole('button', { name: 'Find your seat' }).click();
  const seats = display.getByRole('list', { name: 'Find your seat' }).getByRole('listitem');
  await expect(seats).toHaveCount(13);
  const starter = played.tables[1]!.seats[0]!;
  const second = played.tables[1]!.seats[1]!;
  await expect(seats.filter({ hasText: starter.name })).toHaveText(`${starter.name}Position 1 · starts2`);
  await expect(seats.filter({ hasText: second.name })).toHaveText(`${second.name}Position 22`);
  await display.mouse.move(0, 0);
  await display.clock.fastForward(5000);
  await display.screenshot({ path: join(screenshotDir, 'schedule-display-seats.png') });
  await controls.getByRole('button', { name: 'Pairings by table' }).click();
  await expect(display.getByRole('list', { name: 'Pairings by table' }).getByRole('listitem')).toHaveText(played.tables.map((t) => `${t.number}${t.seats.map((x) => `${x.position}${x.name}`).join('')}`));
  await display.close();

  enterAll(venue.t, played);
  const gone = view.rounds[1]!.tables[0]!.seats[1]!;
  const entry = call(venue.t, 'entry.list', { eventId: event.id }).find((e) => e.id === gone.entryId)!;
  call(venue.t, 'entry.drop', { entryId: entry.id, version: entry.version, reason: 'Went home' });
  await openTab(page, 'Rounds');
  const pending = panel.getByRole('status').filter({ hasText: 'A player of the rounds still to play has dropped' });
  // The drop reaches the desk as a change event; on a loaded machine that may take a few seconds.
  await expect(pending).toBeVisible({ timeout: 15_000 });
  await round1.getByRole('button', { name: 'Close round' }).click();
  await expect(round1.getByText('closed', { exact: true })).toBeVisible();
  await round1.getByRole('button', { name: 'Pair next round' }).click();
  const round2 = page.getByRole('region', { name: 'Round 2' });
  await expect(round2.getByRole('region', { name: 'Warnings' })).toContainText(`The schedule was made again for rounds 2 to 3; the rounds played keep their tables.`);
  await expect(round2.getByRole('region', { name: 'Warnings' })).toContainText(`${gone.name} has dropped or did not come, and is left out of the rounds still to play.`);
  await expect(panel.getByRole('region', { name: 'How it was made' }).getByRole('listitem')).toHaveText([
    'Round 1: The schedule for all 3 rounds was made now, for 13 players.',
    `Round 2: The schedule was made again for rounds 2 to 3; the rounds played keep their tables. ${gone.name} has dropped or did not come, and is left out of the rounds still to play.`,
  ]);
  const after = call(venue.t, 'schedule.get', { eventId: event.id })!;
  expect(after.rounds[0]).toEqual({ ...view.rounds[0]!, status: 'closed', tables: view.rounds[0]!.tables.map((t) => ({ ...t, seats: t.seats.map((s) => ({ ...s, dropped: s.entryId === gone.entryId })) })) });
  expect(after.rounds[1]!.tables.map((t) => t.seats.length)).toEqual([4, 4, 4]);
  expect(await scheduleRows(page, 'Round 2')).toEqual(rows(latestRound(venue.t, event.id)));
  await panel.locator('summary', { hasText: /^Round 1/ }).click();
  expect((await scheduleRows(page, 'Round 1')).flat()).toContain(`${gone.name} (dropped)`);
  await expect(pending).toHaveCount(0);
  await shot(page, 'schedule-desk-remade');
});
