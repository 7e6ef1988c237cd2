// Focused checks of the judge's desk: a slip code that is not the event's opens nothing, a
// correction needs a reason and shows among the manual changes, and pairing the next round while
// results are missing names the tables.
import { expect, test } from '../venue-fixture';
import { call, latestRound, netrunnerEvent } from './core';
import { openTab } from './desk';

const eight = ['Anna Nowak', 'Boris Ivanov', 'Chiara Rossi', 'Diego Torres', 'Eva Novak', 'Femi Adeyemi', 'Greta Lund', 'Hugo Martin'];

function publishedRound(t: Parameters<typeof netrunnerEvent>[0]) {
  const { event } = netrunnerEvent(t, eight, 8);
  const draft = call(t, 'round.pair', { eventId: event.id, newest: null });
  return { event, round: call(t, 'round.publish', { roundId: draft.id, version: draft.version }) };
}

const corpWins = (a: number, b: number) => [
  { seats: [{ entryId: a, role: 'corp', outcome: 'win' as const, score: 7 }, { entryId: b, role: 'runner', outcome: 'loss' as const, score: 2 }] },
  { seats: [{ entryId: a, role: 'runner', outcome: 'loss' as const, score: 3 }, { entryId: b, role: 'corp', outcome: 'win' as const, score: 7 }] },
];

test('a mistyped slip code is refused and opens nothing', async ({ page, venue }) => {
  const { round } = publishedRound(venue.t);
  const real = round.tables.find((tb) => tb.number === 2)!.slipCode;
  const last = real.at(-1) === 'A' ? 'B' : 'A';
  await page.goto(`${venue.url}/#/desk/results`);
  const code = page.getByLabel('Table number or slip code');
  await code.fill(real.slice(0, -1) + last);
  await code.press('Enter');
  await expect(code).toHaveAccessibleDescription(/Not a slip code of this event/);
  await expect(page.getByRole('group', { name: 'Game 1' })).toHaveCount(0);

  // The right code opens table 2.
  await code.fill(real.toLowerCase());
  await code.press('Enter');
  await expect(page.getByRole('region', { name: 'Table 2' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a correction needs a reason and shows in the manual changes panel', async ({ page, venue }) => {
  const { round } = publishedRound(venue.t);
  const table = round.tables.find((tb) => tb.number === 1)!;
  const [a, b] = table.seats;
  call(venue.t, 'result.enter', { tableId: table.id, version: table.version, games: corpWins(a!.entryId, b!.entryId) });

  await page.goto(`${venue.url}/#/desk/results`);
  await page.getByLabel('Table number or slip code').fill('1');
  await page.getByLabel('Table number or slip code').press('Enter');
  const match = page.getByRole('region', { name: 'Table 1' });
  await expect(match).toContainText(`${a!.name} won, 7–2`);
  await match.getByRole('button', { name: 'Correct…' }).click();
  // Game 2 was really won by seat 1: keyboard on game 2's winner.
  await match.locator('input[name="game-2-winner"][value="1"]').focus();
  await page.keyboard.press('1');
  await match.getByLabel('Agenda points — ' + a!.name).nth(1).fill('7');
  await match.getByLabel('Agenda points — ' + b!.name).nth(1).fill('4');
  await match.getByRole('button', { name: 'Save correction' }).click();
  await expect(match.getByLabel('Reason for the correction')).toHaveAttribute('aria-invalid', 'true');
  expect(latestRound(venue.t, round.eventId).tables.find((tb) => tb.id === table.id)!.result!.games[1]!.seats[0]!.outcome).toBe('loss');

  await match.getByLabel('Reason for the correction').fill('Slip misread: seat 1 won game 2');
  await match.getByLabel('Reason for the correction').press('Enter');
  await expect(page.getByRole('form', { name: 'Enter results' }).getByRole('status')).toHaveText('Table 1 corrected.');

  await openTab(page, 'Rounds');
  const changes = page.getByRole('region', { name: 'Manual changes' });
  await expect(changes).toContainText('Table 1 corrected');
  await expect(changes).toContainText('Slip misread: seat 1 won game 2');
  await expect(changes).toContainText(`${a!.name} won 7–2 · ${b!.name} won 7–3 → ${a!.name} won 7–2 · ${a!.name} won 7–4`);
});

test('pairing the next round with results missing lists the missing tables', async ({ page, venue }) => {
  const { round } = publishedRound(venue.t);
  const table = round.tables.find((tb) => tb.number === 1)!;
  call(venue.t, 'result.enter', { tableId: table.id, version: table.version, games: corpWins(table.seats[0]!.entryId, table.seats[1]!.entryId) });

  await page.goto(`${venue.url}/#/desk/rounds`);
  await page.getByRole('button', { name: 'Pair next round' }).click();
  const missing = page.getByRole('list', { name: 'No result yet for these tables:' });
  await expect(missing.getByRole('listitem')).toHaveText(['Table 2', 'Table 3', 'Table 4']);
  expect(call(venue.t, 'round.list', { eventId: round.eventId })).toHaveLength(1);
});

test('a hand-made pairing needs a reason, shows its warnings and is audited', async ({ page, venue }) => {
  const { event } = netrunnerEvent(venue.t, eight, 8);
  call(venue.t, 'round.pair', { eventId: event.id, newest: null });
  const draft = latestRound(venue.t, event.id);
  const [t1, t2] = draft.tables;
  const a = t1!.seats[0]!.name;
  const b = t2!.seats[0]!.name;

  await page.goto(`${venue.url}/#/desk/rounds`);
  const form = page.getByRole('form', { name: 'Change pairings by hand' });
  await expect(form.getByText('Swap: A and B trade seats (at one table: who plays Corp first).', { exact: false })).toBeVisible();
  await form.getByLabel('Player A').selectOption({ label: a });
  await form.getByLabel('Player B').selectOption({ label: b });
  await form.getByRole('button', { name: 'Pair these two' }).click();
  await expect(form.getByLabel('Reason (kept in the audit)')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Reason (kept in the audit)').fill('Family members asked to play');
  await form.getByLabel('Reason (kept in the audit)').press('Enter');
  await expect(form.getByRole('status')).toContainText('Table 1 was paired by hand.');
  await expect(page.getByRole('region', { name: 'Warnings' })).toContainText('Table 2 was paired by hand.');
  await expect(page.locator('tbody[data-table="1"]')).toContainText('Paired by hand: Family members asked to play');
  const changes = page.getByRole('region', { name: 'Manual changes' });
  await expect(changes).toContainText(`Round 1: ${a} paired with ${b}`);
  await expect(changes).toContainText('Family members asked to play');

  // Swap: the two trade seats (and so opponents); it is audited the same way.
  const c = latestRound(venue.t, event.id).tables[2]!.seats[1]!.name;
  await form.getByLabel('Player A').selectOption({ label: a });
  await form.getByLabel('Player B').selectOption({ label: c });
  await form.getByLabel('Reason (kept in the audit)').fill('Sat down at the wrong table');
  await form.getByRole('button', { name: 'Swap their seats' }).click();
  await expect(form.getByRole('status')).toContainText(/Seats swapped|Check these warnings/);
  await expect(page.locator('tbody[data-table="3"]')).toContainText(a);
  await expect(changes).toContainText(`Round 1: seats swapped by hand, ${a} and ${c}`);
  await expect(changes).toContainText('Sat down at the wrong table');
});

test('a Generic event takes a one-game result with the score left empty', async ({ page, venue }) => {
  const event = call(venue.t, 'event.create', { name: 'Club Night', date: '2026-12-06', ruleset: 'generic' });
  for (const name of eight.slice(0, 4)) {
    const p = call(venue.t, 'player.register', { eventId: event.id, name });
    call(venue.t, 'player.checkIn', { id: p.id, version: p.version });
  }
  const draft = call(venue.t, 'round.pair', { eventId: event.id, newest: null });
  call(venue.t, 'round.publish', { roundId: draft.id, version: draft.version });

  await page.goto(`${venue.url}/#/desk/results`);
  await page.getByLabel('Table number or slip code').fill('2');
  await page.getByLabel('Table number or slip code').press('Enter');
  // Keys go to the match form once it is open and has focus; one game, so no game 2.
  await expect(page.locator('input[name="game-1-winner"]').first()).toBeFocused();
  await expect(page.getByRole('group', { name: 'Game 2' })).toHaveCount(0);
  await page.keyboard.press('d');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'Enter results' }).getByRole('status')).toHaveText('Table 2 saved.');
  const table = latestRound(venue.t, event.id).tables.find((tb) => tb.number === 2)!;
  expect(table.result!.games[0]!.seats.map((s) => [s.outcome, s.score])).toEqual([['draw', 0], ['draw', 0]]);
});
