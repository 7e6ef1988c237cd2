// The signed result sheet at the desk (Catan 1.14, 1.15, 1.21), with a ruleset registered by this
// test alone that switches every part of it on: the printed sheet's signature lines and referee
// line; at the results desk, how the sheet was signed asked with each result, the lock on a signed
// sheet and the head judge's typing fix, a refusal to sign decided by the referee, a player
// disqualified at a table before its sheet is signed; and the disqualified player marked in the
// standings and on the projector.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { registerRuleset } from '../../electron/engine/rulesets';
import type { Round } from '../../shared/model/round';
import { signedSheet } from '../fixtures/rulesets/signed-sheet';
import { call, latestRound } from './netrunner/core';
import { openTab } from './netrunner/desk';
import { allPages, count, printRoute, renderPng } from './print/pdf';
import { expectSaved, typePlaces } from './three-seat/desk';
import { expect, screenshotDir, test } from './venue-fixture';

let unregister: () => void;
test.beforeEach(() => {
  unregister = registerRuleset(signedSheet);
});
test.afterEach(() => unregister());

const names = ['Anna Kuznetsova', 'Boris Orlov', 'Chen Wei', 'Daria Volkova', 'Emil Novak', 'Fatima Zahra', 'Gleb Sokolov'];
const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
const playing = (round: Round) => round.tables.filter((t) => !t.bye).sort((a, b) => a.number - b.number);

test('a signed sheet: printed with its lines, entered with its signatures, locked, and a disqualification before signing', async ({ page, context, venue }) => {
  test.setTimeout(150_000);
  const event = call(venue.t, 'event.create', { name: 'Catan Cup 2026', date: '2026-12-12', ruleset: 'test-signed-sheet', plannedRounds: 3 });
  for (const name of names) {
    const p = call(venue.t, 'player.register', { eventId: event.id, name });
    call(venue.t, 'player.checkIn', { id: p.id, version: p.version });
  }
  venue.t.publishNext(event.id);
  const round = latestRound(venue.t, event.id);
  const [four, three] = playing(round) as [Round['tables'][number], Round['tables'][number]];
  expect([four.seats.length, three.seats.length]).toEqual([4, 3]);
  // Table 2 has its referee assigned (Rounds tab, Officials): the desk offers the name.
  const oleg = call(venue.t, 'official.add', { eventId: event.id, name: 'Oleg Referee', role: 'referee' });
  call(venue.t, 'table.assignOfficial', { tableId: three.id, version: three.version, officialId: oleg.id, duty: 'referee' });

  // The printed sheets: a signature line per player, what signing means, a line for a refused
  // signature and one for the referee who decided.
  const paper = await context.newPage();
  for (const per of [2, 4] as const) {
    const file = await printRoute(paper, `${venue.url}/#/print/slips/${round.id}?per=${per}&paper=a4`, `slips-signed-sheet-${per}`);
    const all = allPages(file).join('\n');
    expect(count(all, 'Signature')).toBe(2);
    expect(count(all, 'Once every player has signed, this result cannot be changed and no protest is accepted.')).toBe(2);
    expect(count(all, 'Refused to sign (name)')).toBe(2);
    expect(count(all, 'The referee decided: name and signature')).toBe(2);
    for (const t of [four, three]) await expect(paper.locator(`.slip[data-table="${t.number}"] .slip-places-sign`)).toHaveCount(t.seats.length);
    renderPng(file, `sheet-slips-signed-sheet-${per}`);
  }
  await paper.close();

  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(`${venue.url}/#/desk`);
  await expect(page.getByTestId('current-event')).toHaveText('Catan Cup 2026');
  await openTab(page, 'Results');

  // Table 1: the places typed, but nothing is saved until the desk says how the sheet was signed.
  await typePlaces(page, four, [{ place: 1, score: 10 }, { place: 2, score: 8 }, { place: 3, score: 6 }, { place: 4, score: 5 }]);
  await page.keyboard.press('Enter');
  const signatures = page.getByRole('group', { name: 'Signatures on the sheet' });
  await expect(signatures.getByRole('alert')).toHaveText('Say whether every player signed the sheet.');
  expect(latestRound(venue.t, event.id).tables.find((t) => t.id === four.id)!.result).toBeNull();
  await signatures.getByRole('radio', { name: 'Every player signed the sheet' }).check();
  await page.getByRole('button', { name: 'Save result' }).click();
  await expectSaved(page, four);

  // Opened again: signed by all, and locked. A correction without the head judge is refused.
  await page.keyboard.type(String(four.number));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signed by every player.')).toBeVisible();
  await expect(page.getByText(/^Locked: once the sheet is signed/)).toBeVisible();
  // Nobody was disqualified here, and nobody can be now: no Disqualification panel.
  await expect(page.getByRole('region', { name: 'Disqualification' })).toHaveCount(0);
  await shot(page, 'signed-sheet-locked');
  await page.getByRole('button', { name: 'Fix a typing error…' }).click();
  await page.getByLabel(`Points — ${four.seats[3]!.name}`).fill('4');
  await page.getByLabel('What was typed differently from the sheet (kept in the audit)').fill('The sheet says 4, not 5');
  await page.getByRole('button', { name: 'Save the fix' }).click();
  await expect(page.getByRole('form', { name: `Table ${four.number}` }).getByRole('alert')).toHaveText(
    `Locked. The players signed the sheet of table ${four.number}: its result cannot be changed and no protest is accepted. Only a typing error is fixed, by the head judge.`,
  );
  expect(latestRound(venue.t, event.id).tables.find((t) => t.id === four.id)!.result!.games[0]!.seats[3]!.score).toBe(5);
  await page.getByLabel('Head judge').fill('Irina Head');
  await shot(page, 'signed-sheet-typing-fix');
  await page.getByRole('button', { name: 'Save the fix' }).click();
  await expect(page.getByRole('form', { name: 'Enter results' }).getByRole('status')).toHaveText(`Table ${four.number} corrected.`);
  expect(latestRound(venue.t, event.id).tables.find((t) => t.id === four.id)!.result!.games[0]!.seats[3]!.score).toBe(4);
  const [fix] = call(venue.t, 'audit.list', { eventId: event.id, operations: ['result.correct'] });
  expect(fix!.input).toMatchObject({ headJudge: 'Irina Head', reason: 'The sheet says 4, not 5' });

  // Table 2: the referee disqualifies a player before the sheet is signed.
  const [x, y, z] = three.seats;
  await page.getByLabel('Table number or slip code').fill(String(three.number));
  await page.getByLabel('Table number or slip code').press('Enter');
  const dq = page.getByRole('region', { name: 'Disqualification' });
  await dq.getByRole('button', { name: 'Disqualify a player…' }).click();
  const dqForm = dq.getByRole('form', { name: 'Disqualify a player at this table' });
  await dqForm.getByLabel('Player').selectOption({ label: z!.name });
  await dqForm.getByLabel('Rule').fill('1.15');
  await dqForm.getByLabel('What happened').fill('Threatened another player');
  await expect(dqForm.getByLabel('Referee')).toHaveValue('Oleg Referee');
  await shot(page, 'signed-sheet-disqualify-form');
  await dqForm.getByRole('button', { name: 'Disqualify' }).click();
  await expect(dq.getByRole('listitem')).toHaveText(`${z!.name} is disqualified (rule 1.15, referee Oleg Referee): Threatened another player`);

  // Their pieces stay: the table's result has them. One player refuses to sign; the referee decides.
  await page.getByLabel(`Place — ${x!.name}`).selectOption('2');
  await page.getByLabel(`Points — ${x!.name}`).fill('7');
  await page.getByLabel(`Place — ${y!.name}`).selectOption('1');
  await page.getByLabel(`Points — ${y!.name}`).fill('10');
  await page.getByLabel(`Place — ${z!.name}`).selectOption('3');
  await page.getByLabel(`Points — ${z!.name}`).fill('3');
  await signatures.getByRole('radio', { name: 'A player refused to sign: the referee decided the result' }).check();
  await page.getByRole('button', { name: 'Save result' }).click();
  await expect(signatures.getByRole('alert')).toHaveText('Tick each player who refused to sign.');
  await signatures.getByRole('checkbox', { name: `${x!.name} refused to sign` }).check();
  await expect(signatures.getByLabel('Referee who decided the result')).toHaveValue('Oleg Referee');
  await shot(page, 'signed-sheet-refused');
  await page.getByRole('button', { name: 'Save result' }).click();
  await expectSaved(page, three);
  const stored = latestRound(venue.t, event.id).tables.find((t) => t.id === three.id)!;
  expect(stored.signing).toEqual({ by: 'referee', refused: [x!.entryId], referee: 'Oleg Referee' });

  await page.keyboard.type(String(three.number));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Refused to sign: ${x!.name}. The referee, Oleg Referee, decided the result.`)).toBeVisible();
  await expect(dq.getByText('The sheet is signed: nobody at this table can be disqualified any more.')).toBeVisible();
  await expect(dq.getByRole('button', { name: 'Disqualify a player…' })).toHaveCount(0);
  await shot(page, 'signed-sheet-refused-entered');
  await page.getByRole('button', { name: 'Close' }).click();

  // The standings mark the disqualified player and say what it means.
  await openTab(page, 'Standings');
  await expect(page.getByText('Standings after round 1')).toBeVisible();
  const row = page.locator(`tr[data-entry="${z!.entryId}"]`);
  await expect(row).toHaveAttribute('data-status', 'disqualified');
  await expect(row.locator('.badge-disqualified')).toHaveText('disqualified');
  await expect(page.getByRole('region', { name: 'What the columns mean' })).toContainText('disqualified by a referee or for leaving the event early');
  // The ruleset has no Declaration of Forfeiture: neither its mark explained nor a box to record one.
  await expect(page.getByRole('region', { name: 'What the columns mean' })).not.toContainText('Declaration of Forfeiture');
  await page.getByRole('button', { name: `Drop ${x!.name}` }).click();
  await expect(page.getByRole('form', { name: `Drop ${x!.name}` }).getByRole('checkbox')).toHaveCount(1);
  await expect(page.getByLabel('Declaration of Forfeiture (judge)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await shot(page, 'signed-sheet-standings');

  // The Rounds tab's manual changes keep the disqualification and the head judge's fix in view.
  await openTab(page, 'Rounds');
  const changes = page.getByRole('region', { name: 'Manual changes' });
  await expect(changes.locator('li[data-operation="table.disqualify"] .change-what')).toHaveText(`${z!.name} disqualified at table ${three.number} of round 1 (rule 1.15, referee Oleg Referee)`);
  await expect(changes.locator('li[data-operation="result.correct"] .change-what')).toContainText(`Table ${four.number}: a typing error fixed by the head judge, Irina Head:`);
  await shot(page, 'signed-sheet-manual-changes');

  // And so do the printed standings, and the projector.
  const printed = await context.newPage();
  const standingsPdf = await printRoute(printed, `${venue.url}/#/print/standings/${event.id}?paper=a4`, 'standings-signed-sheet');
  const standingsText = allPages(standingsPdf).join('\n');
  expect(standingsText).toMatch(new RegExp(`${z!.name}\\s+disqualified`));
  expect(standingsText).toContain('disqualified: disqualified by a referee or for leaving the event early');
  renderPng(standingsPdf, 'sheet-standings-signed-sheet');
  await printed.close();
  const display = await context.newPage();
  await display.setViewportSize({ width: 1920, height: 1080 });
  await display.clock.install({ time: new Date() });
  await display.goto(`${venue.url}/#/display/${event.id}?pageSeconds=600`);
  await display.getByRole('navigation', { name: 'Display controls' }).getByRole('button', { name: 'Standings' }).click();
  const shown = display.getByRole('list', { name: 'Standings' }).getByRole('listitem').filter({ hasText: z!.name });
  await expect(shown).toContainText('disqualified');
  await display.mouse.move(0, 0);
  await display.clock.fastForward(5000);
  await display.screenshot({ path: join(screenshotDir, 'signed-sheet-display-standings.png') });
});
