// Attacktix penalties and figure breakage at the desk (4.3, 4.4): a best-of-3 match where one player
// knocks a figure with a non-striking surface three times in game 2 (4.3.2.2), so forfeits three
// turns and with them game 2; the desk shows each penalty as it is given, the result form opens
// with game 2 lost, a contrary winner is refused naming the penalty, and the match result follows.
// A table's 5-minute repair clock started beside it and seen counting; the slip's penalty boxes.
import type { Page } from '@playwright/test';
import type { TempCore } from '../fixtures/temp-core';
import { call, latestRound } from './netrunner/core';
import { openTab } from './netrunner/desk';
import { allPages, pageText, printRoute, renderPng } from './print/pdf';
import { createEventAtDesk, played, shot } from './stages/desk';
import { registerAndCheckIn } from './three-seat/desk';
import { expect, test } from './venue-fixture';

test('Attacktix best of 3: three 4.3.2.2 in game 2 forfeit it, the match follows; the repair clock counts', async ({ page, venue }) => {
  test.setTimeout(120_000);
  const { event, round } = await firstToTwoPublished(page, venue, 'Attacktix 100 final');
  const one = page.getByRole('region', { name: 'Round 1' });
  const table = played(round)[0]!;
  const [a, b] = table.seats.map((s) => s.name) as [string, string];

  // Figure breakage: the desk starts the table's repair clock beside it and sees it count down.
  const row = one.locator(`tbody[data-table="${table.number}"]`);
  await row.getByRole('button', { name: `Start the 5-minute figure repair clock at table ${table.number}` }).click();
  const timer = row.getByRole('timer');
  await expect(timer).toHaveText(/^Repair: [45]:\d\d$/);
  const before = await timer.textContent();
  await expect(timer).not.toHaveText(before!, { timeout: 5_000 });
  expect(call(venue.t, 'round.get', { roundId: round.id }).tables.find((x) => x.id === table.id)!.repairStartedAt).not.toBeNull();
  await shot(page, 'attacktix-repair-clock');

  // The slip: per player and game, tallies for 4.3.1 and 4.3.2 and boxes for a lost game or match.
  const file = await printRoute(page, `${venue.url}/#/print/slips/${round.id}?per=2&paper=a4`, 'slips-attacktix-penalties');
  const text = pageText(file, 1);
  expect(text.match(/Penalties/g)).toHaveLength(3);
  expect(text.match(/4\.3\.1/g)).toHaveLength(6);
  expect(text.match(/4\.3\.2/g)).toHaveLength(6);
  expect(text.match(/Game lost/g)).toHaveLength(6);
  expect(text.match(/Match lost/g)).toHaveLength(6);
  expect(text).toMatch(/Signature[\s\S]*Signature/);
  renderPng(file, 'slips-attacktix-penalties');
  // Asked four to a page (the desk's default), such slips print two to a page: tallies and signatures whole.
  const four = await printRoute(page, `${venue.url}/#/print/slips/${round.id}?per=4&paper=a4`, 'slips-attacktix-penalties-4');
  expect(pageText(four, 1).match(/Match lost/g)).toHaveLength(6);
  expect(pageText(four, 1)).toMatch(/Signature[\s\S]*Signature/);
  renderPng(four, 'slips-attacktix-penalties-4');
  await page.goto(`${venue.url}/#/desk`);

  // The referee's record: Ann knocks a figure with a non-striking surface three times in game 2.
  await openTab(page, 'Results');
  await page.getByLabel('Table number or slip code').fill(String(table.number));
  await page.keyboard.press('Enter');
  // The repair clock runs on in the match's header, beside the players the desk is typing for.
  await expect(page.getByRole('region', { name: `Table ${table.number}` }).getByRole('heading').getByRole('timer')).toHaveText(/^Repair: [0-4]:\d\d$/);
  const penalties = page.getByRole('region', { name: 'Penalties' });
  await expect(penalties.getByText('No penalties recorded at this table.')).toBeVisible();
  // A penalty typed for the wrong player is taken back, with a reason the audit keeps.
  await penalties.locator('#penalty-player').selectOption({ label: b });
  await penalties.getByRole('button', { name: 'Record penalty' }).click();
  await expect(penalties.locator('tr[data-game="1"] li')).toHaveText(/^4\.3\.1\.1 forfeits one attack \(1 under 4\.3\.1 this game\)/);
  await penalties.getByRole('button', { name: 'Take back penalty 1' }).click();
  await penalties.getByLabel('Why it is taken back (kept in the audit)').fill('Wrong player');
  await penalties.getByRole('form', { name: 'Take back penalty 1' }).getByRole('button', { name: 'Take back' }).click();
  await expect(penalties.getByText('No penalties recorded at this table.')).toBeVisible();
  expect(call(venue.t, 'audit.list', { eventId: event.id, operations: ['penalty.remove'] })[0]).toMatchObject({ input: { reason: 'Wrong player' } });
  await penalties.locator('#penalty-player').selectOption({ label: a });
  await penalties.locator('#penalty-game').selectOption({ label: 'Game 2' });
  await penalties.locator('#penalty-offence').selectOption({ label: '4.3.2.2 Knocked a figure with a non-striking surface' });
  const cell = penalties.locator('tr[data-game="2"] td').first();
  const given = [
    'forfeits the rest of the turn (turn 1 forfeited)',
    'forfeits the rest of the turn (turn 2 forfeited)',
    '3rd turn forfeited: forfeits the game',
  ];
  for (const [i, words] of given.entries()) {
    await penalties.getByRole('button', { name: 'Record penalty' }).click();
    await expect(cell.locator('li')).toHaveCount(i + 1);
    await expect(cell.locator('li').nth(i)).toHaveText(`4.3.2.2 ${words} Take back`);
  }
  await expect(cell.locator('.penalty-counts')).toHaveText('Game lost by penalty');
  // Nothing more is given in a game lost by penalty.
  await penalties.getByRole('button', { name: 'Record penalty' }).click();
  await expect(penalties.getByText('Nothing more is recorded: this game or the match is already lost by penalty.')).toBeVisible();

  // The result form has game 2 decided: Bruno's.
  const form = page.getByRole('form', { name: `Table ${table.number}` });
  await expect(form.getByText(`Game 2: ${a} loses it by penalty.`)).toBeVisible();
  await expect(form.locator('input[name="game-2-winner"][value="2"]')).toBeChecked();
  await shot(page, 'attacktix-penalties-desk');

  // A contrary winner for game 2 is refused by the core with the penalty named.
  await form.locator('input[name="call-winner"][value="1"]').check();
  await form.locator('input[name="game-1-winner"][value="1"]').check();
  await form.locator('input[name="game-2-winner"][value="1"]').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(`${a} lost game 2 by penalty: enter it as ${a}’s lost game.`)).toBeVisible();
  await shot(page, 'attacktix-penalty-refused');
  expect(latestRound(venue.t, event.id).tables.find((t) => t.id === table.id)!.result).toBeNull();

  // Game 2 as the penalty decided it, game 3 to Bruno: Bruno wins the match 2-1.
  await form.locator('input[name="game-2-winner"][value="2"]').check();
  await form.locator('input[name="game-3-winner"][value="2"]').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('form', { name: 'Enter results' }).getByRole('status')).toHaveText(`Table ${table.number} saved.`);
  const standings = call(venue.t, 'standings.get', { eventId: event.id }).rows;
  expect(standings.find((r) => r.name === b)).toMatchObject({ matchWins: 1 });
  expect(standings.find((r) => r.name === a)).toMatchObject({ matchWins: 0 });

  // The head judge's report lists the three offences of game 2 and what each became.
  const report = await printRoute(page, `${venue.url}/#/print/report/${event.id}?paper=a4`, 'report-attacktix-penalties');
  const reportText = allPages(report).join('\n');
  const section = reportText.slice(reportText.lastIndexOf('Penalties'));
  expect(section).toMatch(/Round\s+Table\s+Game\s+Player\s+Offence\s+Penalty/);
  // A row keeps its player and penalty on one line; the offence's words may wrap around them.
  expect(section.match(/4\.3\.2\.2 Knocked a figure/g)).toHaveLength(3);
  const rows = section.split('\n').filter((l) => l.includes(a));
  expect(rows.map((l) => l.match(/Turn forfeited|Game lost/)?.[0])).toEqual(['Turn forfeited', 'Turn forfeited', 'Game lost']);
  renderPng(report, 'report-attacktix-penalties', allPages(report).length);
});

test('Attacktix first to 2: after a gross offence in game 2 the form and the penalty panel offer only the games that can still be played', async ({ page, venue }) => {
  test.setTimeout(90_000);
  const { event, round } = await firstToTwoPublished(page, venue, 'Attacktix 100 semifinal');
  const table = played(round)[0]!;
  const [a, b] = table.seats.map((s) => s.name) as [string, string];

  // Seat 1 throws a figure at the field in game 2 (4.3.3.2): the match is lost by penalty.
  await openTab(page, 'Results');
  await page.getByLabel('Table number or slip code').fill(String(table.number));
  await page.keyboard.press('Enter');
  const penalties = page.getByRole('region', { name: 'Penalties' });
  const gameChoice = penalties.locator('#penalty-game option');
  await expect(gameChoice).toHaveText(['Game 1', 'Game 2', 'Game 3']);
  await penalties.locator('#penalty-player').selectOption({ label: a });
  await penalties.locator('#penalty-game').selectOption({ label: 'Game 2' });
  await penalties.locator('#penalty-offence').selectOption({ index: 4 });
  await penalties.getByRole('button', { name: 'Record penalty' }).click();
  await expect(penalties.locator('tr[data-game="2"] li')).toHaveCount(1);
  // No game follows the match lost by penalty: a penalty is recorded in game 1 or 2 only.
  await expect(gameChoice).toHaveText(['Game 1', 'Game 2']);

  // Game 2 is Bruno's; game 3 is not given while game 1 is unknown.
  const form = page.getByRole('form', { name: `Table ${table.number}` });
  const winnerOf = (game: number) => form.locator(`input[name="game-${game}-winner"]`);
  await expect(form.locator('input[name="game-2-winner"][value="2"]')).toBeChecked();
  await expect(form.locator('input[name="game-3-winner"][value="skip"]')).toBeChecked();
  // Game 1 to Bruno: he has won the match 2-0, so game 3 was never played and offers nothing else.
  await form.locator('input[name="call-winner"][value="1"]').check();
  await form.locator('input[name="game-1-winner"][value="2"]').check();
  await expect(winnerOf(3)).toHaveCount(1);
  await expect(form.locator('input[name="game-3-winner"][value="skip"]')).toBeChecked();
  // Game 1 to Ann instead: the penalty gives game 3 to Bruno, and the match is his 2-1.
  await form.locator('input[name="game-1-winner"][value="1"]').check();
  await expect(form.locator('input[name="game-3-winner"][value="2"]')).toBeChecked();
  await form.locator('input[name="game-1-winner"][value="2"]').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('form', { name: 'Enter results' }).getByRole('status')).toHaveText(`Table ${table.number} saved.`);
  const stored = latestRound(venue.t, event.id).tables.find((t) => t.id === table.id)!.result!;
  expect(stored.games).toHaveLength(2);
  expect(call(venue.t, 'standings.get', { eventId: event.id }).rows.find((r) => r.name === b)).toMatchObject({ matchWins: 1 });
});

/** An Attacktix event of two, first to 2, made at the desk with its round 1 published. */
async function firstToTwoPublished(page: Page, venue: { url: string; t: TempCore }, name: string) {
  await createEventAtDesk(page, venue.url, {
    name,
    date: '2026-12-12',
    ruleset: 'Attacktix',
    options: async (p) => {
      await p.getByLabel('Games to win a match (first to)').fill('2');
    },
  });
  const event = venue.t.core.store.events.list()[0]!;
  await registerAndCheckIn(page, ['Ann Lee', 'Bruno Costa']);
  await openTab(page, 'Rounds');
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  const one = page.getByRole('region', { name: 'Round 1' });
  await one.getByRole('button', { name: 'Publish' }).click();
  await expect(one.getByText('published', { exact: true })).toBeVisible();
  return { event, round: latestRound(venue.t, event.id) };
}
