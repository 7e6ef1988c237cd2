// The acceptance test of the head judge's desk: a whole 24-player Netrunner (1996) Swiss event,
// five rounds, with a drop, a late entry and a bye, every result typed from its slip code at the
// results desk, and the final standings checked against a calculation made here from the rules.
import { join } from 'node:path';
import { call, latestRound, netrunnerEvent } from './netrunner/core';
import { enterBySlip, openTab, standingsShown } from './netrunner/desk';
import { expectedStandings, type PlayedMatch } from './netrunner/expected-standings';
import { randomGame, seeded } from './netrunner/random-results';
import { expect, screenshotDir, test } from './venue-fixture';

const names = [
  'Ada Lovelace', 'Bartosz Nowak', 'Chen Wei', 'Dagmar Holm', 'Émile Roux', 'Farida Haddad',
  'Gustavo Lima', 'Hana Sato', 'Ingrid Berg', 'Jonas Meyer', 'Kofi Mensah', 'Lena Fischer',
  'Mateo García', 'Nina Petrova', 'Oskar Lind', 'Priya Nair', 'Quentin Blake', 'Rosa Díaz',
  'Sven Olsen', 'Tomás Novák', 'Ursula Graf', 'Viktor Orbán-Kis', 'Wanda Zielińska', 'Yusuf Demir',
];

test('a 24-player Netrunner event runs five rounds at the desk and the standings match the rules', async ({ page, venue }) => {
  test.setTimeout(180_000);
  // Registration and check-in have their own desk test; here they go straight to the core.
  const { event, players } = netrunnerEvent(venue.t, names, 23);
  const late = players[23]!;
  const rand = seeded(1996);
  const matches: PlayedMatch[] = [];
  const met = new Set<string>();

  // The host's clock is the fixture's; the desk reads the round clock by it, whatever its own says.
  venue.t.setTime(new Date().toISOString());
  await page.goto(`${venue.url}/#/desk/rounds`);
  await expect(page.getByText('23 checked-in players will be paired at random')).toBeVisible();
  await page.getByRole('button', { name: 'Pair round 1' }).click();

  for (let number = 1; number <= 5; number++) {
    if (number === 3) {
      // The late player arrives before round 3 is paired.
      call(venue.t, 'player.checkIn', { id: late.id, version: late.version });
    }
    if (number > 1) {
      await openTab(page, 'Rounds');
      await page.getByRole('button', { name: 'Pair next round' }).click();
    }
    const roundPanel = page.getByRole('region', { name: `Round ${number}` });
    await expect(roundPanel.getByText('draft', { exact: true })).toBeVisible();
    await expect(roundPanel.getByTestId('bye-line')).toBeVisible();
    if (number === 3) await expect(roundPanel.getByRole('region', { name: 'Warnings' })).toContainText(`${late.name} joins late, in round 3`);
    if (number === 1) await page.screenshot({ path: join(screenshotDir, 'rounds-draft.png'), fullPage: true });
    await roundPanel.getByRole('button', { name: 'Publish' }).click();
    await expect(roundPanel.getByText('published', { exact: true })).toBeVisible();
    if (number === 1) {
      await roundPanel.getByRole('button', { name: 'Start clock' }).click();
      await roundPanel.getByRole('button', { name: 'Give table 3 five more minutes' }).click();
      await expect(roundPanel.locator('tbody[data-table="3"] .extra')).toContainText('5 min extra, 49:');
      await expect(roundPanel.getByRole('timer')).toContainText(/4[45]:\d\d\s*running/);
      await page.screenshot({ path: join(screenshotDir, 'rounds-published.png'), fullPage: true });
    }

    // The slip code is read from the round, as printed on the slip players sign.
    const round = latestRound(venue.t, event.id);
    expect(round.number).toBe(number);
    await openTab(page, 'Results');
    for (const table of round.tables) {
      const seats = table.seats.map((s) => s.entryId);
      if (table.bye) {
        matches.push({ round: number, seats, games: [] });
        continue;
      }
      const key = [...seats].sort((a, b) => a - b).join('-');
      expect(met.has(key), `rematch in round ${number}: ${table.seats.map((s) => s.name).join(' v ')}`).toBe(false);
      met.add(key);
      const games = [randomGame(rand), randomGame(rand)];
      matches.push({ round: number, seats, games });
      const shoot = number === 1 && table.number === 1 ? () => page.screenshot({ path: join(screenshotDir, 'results.png'), fullPage: true }) : undefined;
      await enterBySlip(page, table.slipCode, table.number, games, shoot);
    }

    if (number === 2) {
      // A player leaves after round 2; the judge drops them at the standings.
      await openTab(page, 'Standings');
      const who = players[4]!.name;
      await page.getByRole('button', { name: `Drop ${who}` }).click();
      await page.getByLabel('Reason').fill('Had to leave for a train');
      await page.getByLabel('Reason').press('Enter');
      await expect(page.getByRole('region', { name: 'Standings' }).getByRole('status')).toContainText(`${who} dropped`);
    }
  }

  // Every result of round 5 is in; the standings count it without closing the round.
  const entries = call(venue.t, 'entry.list', { eventId: event.id });
  expect(entries).toHaveLength(24);
  const joined = new Map(entries.filter((e) => e.joinedRound > 1).map((e) => [e.id, e.joinedRound]));
  expect([...joined.values()]).toEqual([3]);
  const expected = expectedStandings(entries.map((e) => e.id), joined, matches);
  const nameOf = new Map(entries.map((e) => [e.id, e.name]));
  const dropped = entries.find((e) => e.droppedAfterRound !== null)!;
  expect(matches.filter((m) => m.round > 2).some((m) => m.seats.includes(dropped.id))).toBe(false);
  expect(matches.filter((m) => m.round < 3).some((m) => m.seats.includes([...joined.keys()][0]!))).toBe(false);

  await openTab(page, 'Standings');
  await expect(page.getByText('After round 5')).toBeVisible();
  const shown = await standingsShown(page);
  const want = expected.map((r) => [
    String(r.rank),
    nameOf.get(r.entryId)!,
    String(r.gamesWon),
    `${r.wins}-${r.draws}-${r.losses}`,
    String(r.matchRecord),
    String(r.agenda),
    String(r.oppAgenda),
  ]);
  expect(shown).toEqual(want);
  await expect(page.locator(`tr[data-entry="${dropped.id}"]`)).toContainText('dropped');
  await expect(page.getByRole('region', { name: 'What the columns mean' })).toContainText('less is better');
  await page.screenshot({ path: join(screenshotDir, 'standings.png'), fullPage: true });
});
