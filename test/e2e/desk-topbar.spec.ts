// The desk's top bar during a Catan semifinal, with a player dropped: the longest subtitle and
// count it shows (event, date, ruleset, the playoff's round, "… playing, … dropped"). At 1,440 px
// everything stays on one line, the Language list beside the other controls; in a narrower
// window the controls move to a second line together, never the Language list alone.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { racePlaces, raceOutcomes } from '../../shared/model/race';
import type { Round } from '../../shared/model/round';
import type { TempCore } from '../fixtures/temp-core';
import { call } from './netrunner/core';
import { expect, screenshotDir, test } from './venue-fixture';

function publishNext(t: TempCore, eventId: number): Round {
  const last = call(t, 'round.list', { eventId }).at(-1);
  const draft = call(t, 'round.pair', { eventId, newest: last ? { roundId: last.id, version: last.version } : null });
  return call(t, 'round.publish', { roundId: draft.id, version: draft.version });
}

/** Every table's first seat reaches 10 VP; the others score by their seat. */
function playAll(t: TempCore, round: Round) {
  for (const table of round.tables.filter((x) => !x.bye)) {
    const vps = table.seats.map((_, i) => (i === 0 ? 10 : 2 + ((i * 3 + table.number) % 8)));
    const places = racePlaces(vps, 'target', 0);
    const outcomes = raceOutcomes(vps, 'target', 0);
    const seats = table.seats.map((s, i) => ({ entryId: s.entryId, place: places[i]!, outcome: outcomes[i]!, score: vps[i]! }));
    call(t, 'result.enter', { tableId: table.id, version: table.version, games: [{ ending: 'target', seats }], signing: { by: 'players' } } as never);
  }
}

/** The vertical middle of an element, to tell which line of the bar it sits on. */
const middle = async (page: Page, selector: string) => {
  const box = (await page.locator(selector).boundingBox())!;
  return box.y + box.height / 2;
};

test('the top bar keeps the Language list on the line of the other controls during a semifinal', async ({ page, venue }) => {
  test.setTimeout(90_000);
  const t = venue.t;
  const eventId = call(t, 'event.create', { name: 'Catan Championship of the Northern Regions 2026', date: '2026-12-12', ruleset: 'catan' }).id;
  for (let i = 0; i < 17; i++) {
    const p = call(t, 'player.register', { eventId, name: `Player ${i + 1}` });
    call(t, 'player.checkIn', { id: p.id, version: p.version });
  }
  for (let r = 1; r <= 3; r++) {
    const round = publishNext(t, eventId);
    playAll(t, round);
    if (r === 1) {
      const gone = call(t, 'entry.list', { eventId }).find((e) => e.id === round.tables[0]!.seats[3]!.entryId)!;
      call(t, 'entry.drop', { entryId: gone.id, version: gone.version, reason: 'Never came', noShow: true });
    }
  }
  publishNext(t, eventId);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${venue.url}/#/desk/standings`);
  await expect(page.locator('.current-event-meta')).toContainText('Seated playoff 1/2');
  await expect(page.getByTestId('checked-in-count')).toHaveText('16 of 17 playing, 1 dropped');
  await expect(page.locator('table.standings')).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'desk-topbar-semifinal-1440.png') });
  const line = await middle(page, '.topbar h1');
  for (const selector of ['#language-select', '#event-select', '.current-event', '[data-testid="checked-in-count"]']) {
    expect(Math.abs((await middle(page, selector)) - line), selector).toBeLessThan(12);
  }

  // Narrower: the controls go to a second line as one group, the Language list with them.
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.screenshot({ path: join(screenshotDir, 'desk-topbar-semifinal-1024.png') });
  const controls = await middle(page, '#event-select');
  expect(controls - line).toBeGreaterThan(12);
  expect(Math.abs((await middle(page, '#language-select')) - controls)).toBeLessThan(12);
  expect(Math.abs((await middle(page, '[data-testid="checked-in-count"]')) - line)).toBeLessThan(12);
});
