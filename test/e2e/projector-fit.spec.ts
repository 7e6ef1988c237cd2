// The projector on a 1280x720 screen (and 1920x1080): while the control bar shows, it covers
// neither the last standings row nor the page counter; pairings by name put a player's table and
// opponent on the name's line, so a screen holds at least two columns of names; at tables of more
// than two, a player's seat stands for the list of opponents. Screenshots:
// test-results/screens/projector-fit-*.png.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { registerRuleset } from '../../electron/engine/rulesets';
import { fourSeat } from '../fixtures/rulesets/four-seat';
import { eventDriver, playerNames } from './display/event';
import { boxesOverlap } from './layout';
import { call } from './netrunner/core';
import { longNames } from './rounds-narrow/setup';
import { publishNext } from './seated-playoff/setup';
import { expect, screenshotDir, test } from './venue-fixture';

const controls = (page: Page) => page.getByRole('navigation', { name: 'Display controls' });

/** The by-name rows on screen, each checked to take one line: no taller than its name's line. */
async function oneLinePerName(page: Page, label = 'Pairings by name'): Promise<number> {
  const rows = page.getByRole('list', { name: label }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const tall = await rows.evaluateAll((items) =>
    items.filter((item) => {
      const name = item.querySelector('.dp-name')!;
      return item.getBoundingClientRect().height > parseFloat(getComputedStyle(name).lineHeight) * 1.6;
    }).map((item) => item.textContent),
  );
  expect(tall, 'rows taking more than one line').toEqual([]);
  return rows.count();
}

for (const size of [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
]) {
  test(`the projector at ${size.width}x${size.height}: the control bar covers nothing, by name fits two columns`, async ({ page, venue }) => {
    const ev = eventDriver(venue.t);
    ev.addPlayers(playerNames(60));
    const r1 = ev.publish(ev.pair());
    for (const table of r1.tables.filter((x) => !x.bye)) ev.enter(r1.id, table.number);
    ev.publish(ev.pair());
    await page.setViewportSize(size);
    await page.goto(`${venue.url}/#/display/${ev.eventId}`);
    await expect(page.locator('.dp-screen[data-ready="true"]')).toBeVisible();

    // By name: one line a player; two columns of about 11 at 16:9, so at least 20 names a page.
    await controls(page).getByRole('button', { name: 'Pairings by name' }).click();
    await page.mouse.move(0, 0);
    const shown = await oneLinePerName(page);
    expect(shown).toBeGreaterThanOrEqual(20);
    await page.screenshot({ path: join(screenshotDir, `projector-fit-by-name-${size.width}.png`) });

    // Standings with the bar showing: the last row and the page counter stay clear of it.
    await controls(page).getByRole('button', { name: 'Standings' }).click();
    await page.mouse.move(size.width / 2, size.height - 20);
    await expect(controls(page)).toBeVisible();
    const last = page.getByRole('list', { name: 'Standings' }).getByRole('listitem').last();
    await expect(last).toBeVisible();
    await expect(page.getByTestId('display-page')).toHaveText(/Page 1 of \d/);
    expect(await boxesOverlap(controls(page), last), 'the bar over the last standings row').toBe(false);
    expect(await boxesOverlap(controls(page), page.getByTestId('display-page')), 'the bar over the page counter').toBe(false);
    await page.screenshot({ path: join(screenshotDir, `projector-fit-standings-${size.width}.png`) });
  });
}

test('by name at tables of four: the seat, not three opponents, beside the name', async ({ page, venue }) => {
  const unregister = registerRuleset(fourSeat);
  try {
    const t = venue.t;
    call(t, 'settings.set', { language: 'pl' });
    const eventId = call(t, 'event.create', { name: 'Puchar Osadników', date: '2026-12-12', ruleset: 'test-four-seat' }).id;
    for (const { name } of longNames('pl', 40)) {
      const p = call(t, 'player.register', { eventId, name });
      call(t, 'player.checkIn', { id: p.id, version: p.version });
    }
    const round = publishNext(t, eventId);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${venue.url}/#/display/${eventId}`);
    await expect(page.locator('.dp-screen[data-ready="true"]')).toBeVisible();
    await controls(page).getByRole('button', { name: 'Pary według nazwisk' }).click();
    await page.mouse.move(0, 0);
    // The first name in Polish alphabetical order is on the first page.
    const seated = round.tables.flatMap((table) => table.seats.map((seat) => ({ table, seat })));
    const { table, seat } = seated.sort((a, b) => a.seat.name.localeCompare(b.seat.name, 'pl'))[0]!;
    const row = page.getByRole('list', { name: 'Pary według nazwisk' }).getByRole('listitem').first();
    await expect(row).toHaveText(`${seat.name}miejsce ${seat.position}${table.number}`);
    expect(await oneLinePerName(page, 'Pary według nazwisk')).toBeGreaterThanOrEqual(20);
    await page.screenshot({ path: join(screenshotDir, 'projector-fit-by-name-four-seat-pl.png') });
  } finally {
    unregister();
  }
});
