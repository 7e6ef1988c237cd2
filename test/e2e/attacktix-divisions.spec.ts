// Two Attacktix divisions at once, as the organizer runs them: a 100-point single
// elimination of eleven sides played best of three (first to two game wins, 5.2), and a
// 200-point round robin of five that ends in a three-way tie on wins and is played off by a
// tie-break round robin of the three (5.1.2.2). An overweight figure is disqualified at
// inspection before play (2.2.4.1), and in the best-of-three final a referee's penalties escalate
// to a forfeited game (4.3), which the result then carries. The second division is added at the desk, players
// register into their division (the field proposes it), each division is paired, played and read
// on its own (the desk's division picker), its slip codes lettered, its bracket or grid on the
// projector, and the division named on every screen and sheet.
import type { Page } from '@playwright/test';
import type { RoundTable } from '../../shared/model/round';
import { call, latestRound } from './netrunner/core';
import { openTab } from './netrunner/desk';
import { pageText, printRoute } from './print/pdf';
import { createEventAtDesk, played, shot, typeMatch } from './stages/desk';
import { expect, test } from './venue-fixture';

test.use({ viewport: { width: 1600, height: 1000 } });

const knockout = ['Ava Stone', 'Ben Okafor', 'Cora Lind', 'Dev Patel', 'Eli Brandt', 'Fay Moreno', 'Gus Novak', 'Hana Sato', 'Ivo Petrov', 'Jin Park', 'Kai Mendes'];
const league = ['Lena Vogel', 'Milo Ruiz', 'Nora Quinn', 'Omar Haddad', 'Pia Santos'];

/** Lena beats Milo, Milo beats Nora, Nora beats Lena; the three beat Omar and Pia; Omar beats
 * Pia: three tied on three wins. In the tie-break (`ring` false) Lena beats both. */
function leagueWinner(a: string, b: string, ring: boolean): string {
  const [i, j] = [league.indexOf(a), league.indexOf(b)];
  if (ring && i < 3 && j < 3) return (j - i + 3) % 3 === 1 ? a : b;
  return i < j ? a : b;
}


async function registerInto(page: Page, division: string, names: readonly string[]) {
  const register = page.getByRole('form', { name: 'Register a player' });
  await register.getByLabel('Division').selectOption({ label: division });
  for (const name of names) {
    await register.getByLabel('Name').fill(name);
    await register.getByLabel('Name').press('Enter');
    await expect(register.getByRole('status')).toHaveText(`${name} registered in ${division}.`);
  }
  const checkIn = page.getByRole('region', { name: 'Find and check in' });
  for (const name of names) {
    await page.getByLabel('Search players').fill(name);
    await checkIn.getByRole('listbox').getByRole('option', { name: new RegExp(`^${name}`) }).getByRole('button', { name: 'Check in' }).click();
    await expect(checkIn.getByRole('status')).toContainText(`${name} checked in`);
  }
}

/** Closes round `number` (the stage's last or not) at the Rounds tab, pairs the next and publishes it. */
async function closeRoundAndPairNext(page: Page, number: number) {
  await openTab(page, 'Rounds');
  const panel = page.getByRole('region', { name: `Round ${number}` });
  await panel.getByRole('button', { name: /^Close (the last )?round$/ }).click();
  await expect(panel.getByText('closed', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Pair next round' }).click();
  const next = page.getByRole('region', { name: `Round ${number + 1}` });
  await next.getByRole('button', { name: 'Publish' }).click();
  await expect(next.getByText('published', { exact: true })).toBeVisible();
}

const chooseDivision = (page: Page, name: string) => page.locator('#division-select').selectOption({ label: name });

/** Opens a table by the code on its slip, types who won the call and each game's winner by seat,
 * and saves. */
async function enterMatch(page: Page, table: RoundTable, callWinner: '1' | '2', winners: ('1' | '2')[]) {
  await typeMatch(page, table.slipCode, callWinner, winners);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'Enter results' }).getByRole('status')).toHaveText(`Table ${table.number} saved.`);
}

test('two Attacktix divisions side by side: an eleven-side best-of-three bracket and a round robin of five into its tie-break', async ({ page, venue }) => {
  test.setTimeout(420_000);
  await createEventAtDesk(page, venue.url, {
    name: 'Attacktix Cup',
    date: '2026-12-12',
    ruleset: 'Attacktix',
    options: async (p) => {
      await p.getByLabel('Games to win a match (first to)').fill('2');
    },
  });
  const eventId = venue.t.core.store.events.list()[0]!.id;

  // The second division, with its own settings.
  await page.getByRole('button', { name: 'Divisions' }).click();
  const divisions = page.getByRole('region', { name: 'Divisions' });
  await divisions.getByRole('button', { name: 'Change Open' }).click();
  await divisions.getByLabel('Name').fill('100 points · knockout');
  await divisions.getByRole('button', { name: 'Save the division' }).click();
  await expect(divisions.getByRole('status')).toHaveText('Division 100 points · knockout saved.');
  await divisions.getByRole('button', { name: 'Add a division' }).click();
  const add = divisions.getByRole('form', { name: 'Add a division' });
  await add.getByLabel('Name').fill('200 points · league');
  await add.getByLabel('Format').selectOption({ label: 'Round robin (everyone plays everyone once, in a random order)' });
  await add.getByLabel('Games to win a match (first to)').fill('1');
  await add.getByLabel('Point level (squad total)').selectOption({ label: '200 points (backups 100)' });
  await expect(add.getByText('These settings differ from the event\'s: the division keeps them.')).toBeVisible();
  await add.getByRole('button', { name: 'Add the division' }).click();
  await expect(divisions.getByRole('status')).toHaveText('Division 200 points · league added.');
  await expect(divisions.getByRole('row', { name: /200 points · league/ })).toContainText('B-…');
  await shot(page, 'divisions-panel');
  await divisions.getByRole('button', { name: 'Close' }).click();

  await registerInto(page, '100 points · knockout', knockout);
  await registerInto(page, '200 points · league', league);
  await shot(page, 'divisions-registration');

  // Inspection before play: Ava's Venom weighs 0.31 g over its standard, so it is disqualified.
  await page.getByLabel('Search players').fill('Ava Stone');
  await page.getByRole('button', { name: 'Edit Ava Stone' }).click();
  const inspection = page.getByRole('region', { name: 'Inspection — Ava Stone' });
  await inspection.getByLabel('Figure').fill('Venom');
  await inspection.getByLabel('Measured weight (g)').fill('12.31');
  await inspection.getByLabel('Standard weight (g)').fill('12');
  await inspection.getByRole('button', { name: 'Record inspection' }).click();
  await expect(inspection.getByRole('status')).toHaveText('Venom is disqualified: +0.31 g, more than 0.3 g over its standard weight.');
  await shot(page, 'divisions-inspection');

  // Each division pairs its own round 1.
  await chooseDivision(page, '100 points · knockout');
  await openTab(page, 'Rounds');
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  await page.getByRole('region', { name: 'Round 1' }).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('region', { name: 'Round 1' }).getByText('published', { exact: true })).toBeVisible();
  const knockoutId = call(venue.t, 'event.get', { id: eventId }).divisions[0]!.id;
  const leagueId = call(venue.t, 'event.get', { id: eventId }).divisions[1]!.id;
  const first = latestRound(venue.t, eventId, knockoutId);
  // Eleven in a bracket of sixteen: five byes, three matches.
  expect(first.tables.filter((t) => t.bye)).toHaveLength(5);
  expect(played(first)).toHaveLength(3);
  expect(new Set(first.tables.flatMap((t) => t.seats.map((s) => s.name)))).toEqual(new Set(knockout));

  await chooseDivision(page, '200 points · league');
  await expect(page.getByTestId('current-event')).toHaveText('Attacktix Cup');
  await expect(page.getByRole('button', { name: 'Pair round 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  await page.getByRole('region', { name: 'Round 1' }).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('region', { name: 'Round 1' }).getByText('published', { exact: true })).toBeVisible();
  const leagueFirst = latestRound(venue.t, eventId, leagueId);
  expect(new Set(leagueFirst.tables.flatMap((t) => t.seats.map((s) => s.name)))).toEqual(new Set(league));
  expect(played(leagueFirst)[0]!.slipCode).toMatch(/^B-1-1-/);
  await shot(page, 'divisions-league-round-1');

  // The league: five rounds, three tied on wins, then the tie-break round robin of the three
  // (three rounds, one sitting out each).
  for (let round = 1; round <= 8; round++) {
    await openTab(page, 'Results');
    const r = latestRound(venue.t, eventId, leagueId);
    for (const table of played(r)) {
      const [a, b] = table.seats.map((s) => s.name) as [string, string];
      await enterMatch(page, table, '1', [leagueWinner(a, b, round <= 5) === a ? '1' : '2']);
    }
    if (round === 5) expect(call(venue.t, 'standings.get', { eventId, divisionId: leagueId }).rows.slice(0, 3).map((row) => row.matchWins)).toEqual([3, 3, 3]);
    if (round < 8) await closeRoundAndPairNext(page, round);
  }
  await openTab(page, 'Rounds');
  await page.getByRole('region', { name: 'Round 8' }).getByRole('button', { name: 'Close the last round' }).click();
  await expect(page.getByRole('region', { name: 'Round 8' }).getByText('closed', { exact: true })).toBeVisible();
  expect(call(venue.t, 'event.get', { id: eventId, divisionId: leagueId }).progress.finished).toBe(true);
  const leagueStandings = call(venue.t, 'standings.get', { eventId, divisionId: leagueId });
  expect(leagueStandings.rows[0]).toMatchObject({ name: 'Lena Vogel', rank: 1 });
  expect(leagueStandings.rows.map((r) => r.name)).toEqual(expect.arrayContaining(league));
  await openTab(page, 'Standings');
  await expect(page.getByRole('region', { name: 'Standings' })).toContainText('Lena Vogel');
  await expect(page.getByRole('region', { name: 'Standings' })).not.toContainText('Ava Stone');
  await shot(page, 'divisions-league-standings');

  // The knockout: every match best of three; seat 1 wins 2-0 until the final.
  await chooseDivision(page, '100 points · knockout');
  for (let round = 1; round <= 3; round++) {
    await openTab(page, 'Results');
    for (const table of played(latestRound(venue.t, eventId, knockoutId))) await enterMatch(page, table, '2', ['1', '1']);
    await closeRoundAndPairNext(page, round);
  }
  const final = played(latestRound(venue.t, eventId, knockoutId));
  expect(final).toHaveLength(1);
  const [champion, runnerUp] = final[0]!.seats.map((s) => s.name) as [string, string];

  // The final: seat 2 wins game 1; in game 2 the referee gives seat 2 three turns forfeited under
  // 4.3.2.2, so seat 2 loses game 2 by penalty (4.3.3.1); seat 1 wins game 3 and the final.
  await openTab(page, 'Results');
  await page.getByLabel('Table number or slip code').fill(final[0]!.slipCode);
  await page.keyboard.press('Enter');
  const penalties = page.getByRole('region', { name: 'Penalties' });
  await penalties.locator('#penalty-player').selectOption({ label: runnerUp });
  await penalties.locator('#penalty-game').selectOption({ label: 'Game 2' });
  await penalties.locator('#penalty-offence').selectOption({ label: '4.3.2.2 Knocked a figure with a non-striking surface' });
  for (let i = 1; i <= 3; i++) {
    await penalties.getByRole('button', { name: 'Record penalty' }).click();
    await expect(penalties.locator('tr[data-game="2"] td').nth(1).locator('li')).toHaveCount(i);
  }
  await expect(penalties.locator('tr[data-game="2"] td').nth(1).locator('li').nth(2)).toHaveText('4.3.2.2 3rd turn forfeited: forfeits the game Take back');
  const form = page.getByRole('form', { name: `Table ${final[0]!.number}` });
  await expect(form.getByText(`Game 2: ${runnerUp} loses it by penalty.`)).toBeVisible();
  await expect(form.locator('input[name="game-2-winner"][value="1"]')).toBeChecked();
  await form.locator('input[name="call-winner"][value="2"]').check();
  await form.locator('input[name="game-1-winner"][value="2"]').check();
  await form.locator('input[name="game-3-winner"][value="1"]').check();
  await shot(page, 'divisions-final-penalties');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('form', { name: 'Enter results' }).getByRole('status')).toHaveText(`Table ${final[0]!.number} saved.`);
  const finalResult = latestRound(venue.t, eventId, knockoutId).tables.find((t) => t.id === final[0]!.id)!.result!;
  expect(finalResult.games.map((g) => g.seats.find((s) => s.outcome === 'win')!.entryId)).toEqual([
    final[0]!.seats[1]!.entryId,
    final[0]!.seats[0]!.entryId,
    final[0]!.seats[0]!.entryId,
  ]);
  const knockoutStandings = call(venue.t, 'standings.get', { eventId, divisionId: knockoutId });
  expect(knockoutStandings.rows[0]).toMatchObject({ name: champion, rank: 1 });
  expect(knockoutStandings.rows.map((r) => r.name).sort()).toEqual([...knockout].sort());

  // The projector, one division at a time, named in its header; the bracket's paper names it too.
  const room = await page.context().newPage();
  await room.goto(`${venue.url}/#/display/${eventId}?division=${leagueId}`);
  await room.getByRole('navigation', { name: 'Display controls' }).getByRole('button', { name: 'Grid' }).click();
  await expect(room.locator('.dp-title')).toHaveText('Round 8 · Grid');
  await expect(room.locator('header').first()).toContainText('Attacktix Cup · 200 points · league');
  await shot(room, 'divisions-projector-league');
  await room.goto(`${venue.url}/#/display/${eventId}`);
  await room.getByRole('navigation', { name: 'Display controls' }).getByRole('button', { name: 'Bracket' }).click();
  await expect(room.locator('.dp-title')).toHaveText('Round 4 · Bracket');
  await expect(room.locator('header').first()).toContainText('Attacktix Cup · 100 points · knockout');
  await expect(room.getByText(champion).first()).toBeVisible();
  await shot(room, 'divisions-projector-knockout');
  const sheet = await printRoute(room, `${venue.url}/#/print/standings/${eventId}?paper=a4&division=${leagueId}`, 'divisions-standings-league');
  const text = pageText(sheet, 1);
  expect(text).toContain('Attacktix Cup · 200 points · league');
  expect(text).toContain('Lena Vogel');
  expect(text).not.toContain('Ava Stone');
});
