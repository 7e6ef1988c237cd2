// A 40-player Netrunner event with five Swiss rounds and a top-8 cut to double elimination, as the
// head judge runs the playoff at the desk: the playoff chosen in the event's options, the last
// Swiss round closed at the desk, the cut paired from it, every playoff round published and its
// results typed at the results desk (agenda points included), the losers' bracket beside the
// winners', the grand final won from the losers' bracket and its reset, and the final standings.
// The registration and the Swiss rounds before the last go through the core directly: they have
// their own tests at the desk.
import type { Page } from '@playwright/test';
import type { Round } from '../../shared/model/round';
import { netrunnerGames } from '../fixtures/netrunner-results';
import { call, latestRound } from './netrunner/core';
import { enterBySlip, openTab, standingsShown } from './netrunner/desk';
import type { SimGame } from './netrunner/random-results';
import { createEventAtDesk, played, shot } from './stages/desk';
import { expect, test } from './venue-fixture';

const seatWins = (seat: 1 | 2): SimGame[] =>
  seat === 1
    ? [{ outcome: ['win', 'loss'], agenda: [7, 2] }, { outcome: ['win', 'loss'], agenda: [7, 3] }]
    : [{ outcome: ['loss', 'win'], agenda: [1, 7] }, { outcome: ['loss', 'win'], agenda: [4, 7] }];

async function publish(page: Page, region: string) {
  const panel = page.getByRole('region', { name: region });
  await expect(panel.getByText('draft', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Publish' }).click();
  await expect(panel.getByText('published', { exact: true })).toBeVisible();
}

const isGrandFinal = (round: Round) => round.tables.some((t) => t.notes.some((n) => n.code === 'grand_final'));

test('40 players, five Swiss rounds, a top 8 in double elimination to a grand final and its reset', async ({ page, venue }) => {
  test.setTimeout(300_000);
  await createEventAtDesk(page, venue.url, {
    name: 'Netrunner Classic 2026',
    date: '2026-12-12',
    ruleset: 'Netrunner (1996)',
    plannedRounds: '5',
    options: async (p) => {
      await p.getByLabel('Playoff after the rounds').selectOption({ label: 'Seeded double elimination' });
      await expect(p.getByLabel('Players in the playoff (the best of the standings)')).toHaveValue('8');
    },
  });
  const eventId = venue.t.core.store.events.list()[0]!.id;

  for (let i = 1; i <= 40; i++) {
    const p = call(venue.t, 'player.register', { eventId, name: `Runner ${String(i).padStart(2, '0')}` });
    call(venue.t, 'player.checkIn', { id: p.id, version: p.version });
  }
  // The five Swiss rounds through the core, with results that spread the field (seat 1 wins two
  // tables in three); only closing the last is done at the desk.
  for (let n = 1; n <= 5; n++) {
    const newest = call(venue.t, 'round.list', { eventId }).at(-1);
    const draft = call(venue.t, 'round.pair', { eventId, newest: newest ? { roundId: newest.id, version: newest.version } : null });
    const round = call(venue.t, 'round.publish', { roundId: draft.id, version: draft.version });
    for (const t of played(round)) {
      const [a, b] = t.seats.map((s) => s.entryId) as [number, number];
      const seat1 = (t.number + n) % 3 !== 0;
      call(venue.t, 'result.enter', { tableId: t.id, version: t.version, games: netrunnerGames(a, b, seat1 ? [['a', 7, 2], ['a', 7, 3]] : [['b', 2, 7], ['b', 3, 7]]) });
    }
  }

  // Round 5 at the desk: the last of the Swiss; closing it names the playoff.
  await openTab(page, 'Rounds');
  const five = page.getByRole('region', { name: 'Round 5' });
  await expect(five.getByText('Round 5 is the last round of this stage. When every result is in, close it. Next: the playoff of the best 8 (Double elimination).')).toBeVisible();
  await five.getByRole('button', { name: "Close the stage's last round" }).click();
  await expect(five.getByText('Next: the playoff of the best 8 of the standings, seeded by them (Double elimination, 6 rounds).', { exact: false })).toBeVisible();
  const swiss = call(venue.t, 'standings.get', { eventId }).rows.map((r) => r.name);
  await five.getByRole('button', { name: 'Pair next round' }).click();

  // Six playoff rounds, and the reset when the losers' bracket champion wins the grand final.
  let previous = five;
  let reset = false;
  for (let k = 1; k <= 7; k++) {
    const name = `Round ${5 + k} · Double elimination, round ${k}`;
    await publish(page, name);
    const round = latestRound(venue.t, eventId);
    const panel = page.getByRole('region', { name });
    if (k === 1) {
      expect(played(round).map((t) => t.seats.map((s) => s.name))).toEqual([
        [swiss[0], swiss[7]],
        [swiss[3], swiss[4]],
        [swiss[1], swiss[6]],
        [swiss[2], swiss[5]],
      ]);
    }
    if (k === 2) {
      await expect(panel.getByText("Losers' bracket round 1: each has lost once.").first()).toBeVisible();
      await expect(page.locator('.current-event-meta')).toContainText('Double elimination 2/6');
      await shot(page, 'double-elimination-round-2');
    }
    if (k === 7) await expect(panel.getByText('Round 7, one more than the 6 the format counts', { exact: false })).toBeVisible();
    // Seat 1 wins, except that the losers' bracket champion (seat 2) wins the grand final.
    await openTab(page, 'Results');
    for (const t of played(round)) await enterBySlip(page, String(t.number), t.number, seatWins(isGrandFinal(round) ? 2 : 1));
    await openTab(page, 'Rounds');
    if (isGrandFinal(round)) reset = true;
    if (k < 7) {
      await panel.getByRole('button', { name: k === 6 ? 'Close the last round' : 'Pair next round' }).click();
      if (k === 6) {
        await expect(panel.getByText('closed', { exact: true })).toBeVisible();
        await panel.getByRole('button', { name: 'Pair next round' }).click();
      }
    }
    previous = panel;
  }
  expect(reset).toBe(true);
  await previous.getByRole('button', { name: 'Close the last round' }).click();
  await expect(page.getByText('Event finished — final standings')).toBeVisible();
  await shot(page, 'double-elimination-finished');

  // The reset's winner first (seat 1, the winners' bracket champion, who lost the grand final),
  // the grand final's other side second, then the losers' bracket final's and semifinal's losers.
  const final = latestRound(venue.t, eventId).tables[0]!;
  await openTab(page, 'Standings');
  const shown = await standingsShown(page);
  expect(shown.slice(0, 2).map((r) => [r[0], r[1]])).toEqual([
    ['1', final.seats[0]!.name],
    ['2', final.seats[1]!.name],
  ]);
  expect(shown.slice(2, 9).map((r) => r[0])).toEqual(['3', '4', '5', '5', '7', '7', '9']);
  expect(shown.slice(8).map((r) => r[1])).toEqual(swiss.slice(8));
  await shot(page, 'double-elimination-standings');
});
