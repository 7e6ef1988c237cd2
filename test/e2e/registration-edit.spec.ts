// Taking back and correcting at the registration desk, as a person does it: edit a player (and see
// another desk's change instead of overwriting it), remove a registration, undo a check-in, confirm
// a second player with the same name, and read a long list that says how much it shows.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import type { Result } from '../../shared/contract/errors';
import type { TempCore } from '../fixtures/temp-core';
import { expect, screenshotDir, test } from './venue-fixture';

const caller = { actor: 'test', readOnly: false };

function call<T>(t: TempCore, name: string, input: unknown): T {
  const r = t.core.dispatch(name, input, caller) as Result<T>;
  if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
  return r.value;
}

type P = { id: number; version: number; name: string };

function setUp(t: TempCore, players: (string | [string, string, string?])[]): { eventId: number; byName: Map<string, P> } {
  const eventId = call<{ id: number }>(t, 'event.create', { name: 'Spring Open', date: '2026-12-05', ruleset: 'generic' }).id;
  const byName = new Map<string, P>();
  for (const p of players) {
    const [name, club, dateOfBirth] = typeof p === 'string' ? [p] : p;
    byName.set(name, call<P>(t, 'player.register', { eventId, name, ...(club ? { club } : {}), ...(dateOfBirth ? { dateOfBirth } : {}) }));
  }
  return { eventId, byName };
}

async function openDesk(page: Page, url: string) {
  await page.goto(`${url}/#/desk`);
  const panel = page.getByRole('region', { name: 'Find and check in' });
  await expect(panel.getByRole('listbox')).toBeVisible();
  return { panel, results: panel.getByRole('listbox'), search: page.getByLabel('Search players') };
}

test('a person corrects a player, and a change from another desk is shown, not overwritten', async ({ page, venue }) => {
  const { eventId, byName } = setUp(venue.t, [['Ann Smyth', 'Old Club'], 'Ben Ito']);
  const { results, search } = await openDesk(page, venue.url);

  await search.fill('smyth');
  await results.getByRole('option', { name: /Ann Smyth/ }).getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit Ann Smyth' });
  await expect(form.getByLabel('Name')).toHaveValue('Ann Smyth');
  await expect(form.getByLabel('Club')).toHaveValue('Old Club');
  await form.getByLabel('Name').fill('Ann Smith');
  await form.getByLabel('Club').fill('Card Sharks');
  await form.getByLabel('Date of birth').fill('2001-02-03');
  await page.screenshot({ path: join(screenshotDir, 'registration-edit-form.png') });
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('region', { name: 'Find and check in' }).getByRole('status')).toHaveText('Ann Smith saved.');
  await expect(form).toBeHidden();
  await search.fill('smith');
  await expect(results.getByRole('option', { name: /Ann Smith/ })).toContainText('Card Sharks · Feb 3, 2001');
  const audit = call<{ detail: unknown }[]>(venue.t, 'audit.list', { eventId, operations: ['player.update'] });
  expect(audit[0]!.detail).toEqual({
    before: { name: 'Ann Smyth', club: 'Old Club', dateOfBirth: null, contact: null, formOfAddress: null },
    after: { name: 'Ann Smith', club: 'Card Sharks', dateOfBirth: '2001-02-03', contact: null, formOfAddress: null },
  });

  // Another desk changes Ben while this desk has his form open.
  await search.fill('ben');
  await results.getByRole('option', { name: /Ben Ito/ }).getByRole('button', { name: 'Edit' }).click();
  const benForm = page.getByRole('form', { name: 'Edit Ben Ito' });
  const ben = byName.get('Ben Ito')!;
  call(venue.t, 'player.update', { id: ben.id, version: ben.version, club: 'Meeple Union', contact: 'ben@example.org' });
  await benForm.getByLabel('Club').fill('Dice Club');
  await benForm.getByRole('button', { name: 'Save' }).click();
  const warning = benForm.getByRole('alert');
  await expect(warning).toContainText('Another desk changed Ben Ito meanwhile. Saved there now:');
  await expect(warning).toContainText('Meeple Union');
  await expect(warning).toContainText('ben@example.org');
  await expect(benForm.getByLabel('Club')).toHaveValue('Dice Club');
  await page.screenshot({ path: join(screenshotDir, 'registration-edit-conflict.png') });
  expect(call<P & { club: string }[]>(venue.t, 'player.list', { eventId, filter: 'ben' })[0]!.club).toBe('Meeple Union');

  // Saving again, knowingly, replaces the other desk's values.
  await benForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: 'Find and check in' }).getByRole('status')).toHaveText('Ben Ito saved.');
  await expect(results.getByRole('option', { name: /Ben Ito/ })).toContainText('Dice Club');
});

test('a person removes a registration after confirming, and is told why a seated player cannot be removed', async ({ page, venue }) => {
  const { eventId, byName } = setUp(venue.t, ['Ann Lima', 'Ben Ito', 'Cid Ruiz', 'Dee Park']);
  for (const name of ['Ben Ito', 'Cid Ruiz']) call(venue.t, 'player.checkIn', { id: byName.get(name)!.id, version: 0 });
  const { results, search } = await openDesk(page, venue.url);
  await expect(page.getByTestId('checked-in-count')).toHaveText('2 of 4 checked in');

  await results.getByRole('option', { name: /Ann Lima/ }).getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit Ann Lima' });
  await form.getByRole('button', { name: 'Remove registration' }).click();
  const confirm = form.getByRole('alertdialog');
  await expect(confirm).toHaveText(/Remove Ann Lima from this event\?/);
  await page.screenshot({ path: join(screenshotDir, 'registration-remove-confirm.png') });
  // Keep: nothing happens.
  await confirm.getByRole('button', { name: 'Keep' }).click();
  await expect(confirm).toBeHidden();
  await form.getByRole('button', { name: 'Remove registration' }).click();
  await form.getByRole('alertdialog').getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByRole('region', { name: 'Find and check in' }).getByRole('status')).toHaveText('Ann Lima was removed from this event.');
  await expect(results.getByRole('option', { name: /Ann Lima/ })).toHaveCount(0);
  await expect(page.getByTestId('checked-in-count')).toHaveText('2 of 3 checked in');
  const audit = call<{ detail: { before: { name: string } } }[]>(venue.t, 'audit.list', { eventId, operations: ['player.remove'] });
  expect(audit[0]!.detail.before.name).toBe('Ann Lima');

  // Ben sits in the draft of round 1: the desk names the round and says what to do.
  call(venue.t, 'round.pair', { eventId, newest: venue.t.newestRound(eventId) });
  await search.fill('ben');
  await results.getByRole('option', { name: /Ben Ito/ }).getByRole('button', { name: 'Edit' }).click();
  const benForm = page.getByRole('form', { name: 'Edit Ben Ito' });
  await benForm.getByRole('button', { name: 'Remove registration' }).click();
  await benForm.getByRole('alertdialog').getByRole('button', { name: 'Yes, remove' }).click();
  await expect(benForm.getByRole('alert')).toHaveText(
    'Ben Ito sits at table 1 of round 1, which is still a draft. Drop Ben Ito on the Standings tab and pair round 1 again first.',
  );
  await expect(results.getByRole('option', { name: /Ben Ito/ })).toHaveCount(1);
});

test('a person undoes a check-in, and one who has played stays checked in', async ({ page, venue }) => {
  const { eventId, byName } = setUp(venue.t, ['Ann Lima', 'Ben Ito', 'Cid Ruiz']);
  const { panel, results, search } = await openDesk(page, venue.url);

  await search.fill('ann');
  await search.press('Enter');
  await expect(panel.getByRole('status')).toHaveText('Ann Lima checked in (#1).');
  await expect(page.getByTestId('checked-in-count')).toHaveText('1 of 3 checked in');
  const ann = results.getByRole('option', { name: /Ann Lima/ });
  await expect(ann).toContainText('In #1');
  await ann.getByRole('button', { name: 'Undo check-in' }).click();
  await expect(panel.getByRole('status')).toHaveText('Ann Lima is no longer checked in.');
  await expect(page.getByTestId('checked-in-count')).toHaveText('0 of 3 checked in');
  await expect(ann.getByRole('button', { name: 'Check in' })).toBeVisible();
  const audit = call<{ detail: unknown }[]>(venue.t, 'audit.list', { eventId, operations: ['player.undoCheckIn'] });
  expect(audit[0]!.detail).toMatchObject({ before: { checkInOrder: 1 }, after: { checkInOrder: null } });

  // Ben and Cid play round 1; Ben's check-in cannot be taken back any more.
  for (const name of ['Ben Ito', 'Cid Ruiz']) call(venue.t, 'player.checkIn', { id: byName.get(name)!.id, version: 0 });
  const draft = call<{ id: number; version: number }>(venue.t, 'round.pair', { eventId, newest: venue.t.newestRound(eventId) });
  call(venue.t, 'round.publish', { roundId: draft.id, version: draft.version });
  await results.getByRole('option', { name: /Ben Ito/ }).getByRole('button', { name: 'Undo check-in' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Ben Ito has played (round 1), so this cannot be taken back. Drop Ben Ito on the Standings tab instead.');
  await expect(page.getByTestId('checked-in-count')).toHaveText('2 of 3 checked in');
});

test('registering or renaming to a name already in the event asks whether it is another person', async ({ page, venue }) => {
  const { byName } = setUp(venue.t, [['Łukasz Kowalski', 'Card Sharks', '1990-04-02'], 'Ana Nowak']);
  const { results, search } = await openDesk(page, venue.url);
  const register = page.getByRole('form', { name: 'Register a player' });

  await register.getByLabel('Name').fill('lukasz KOWALSKI');
  await register.getByLabel('Club').fill('Meeple Union');
  await register.getByRole('button', { name: 'Register' }).click();
  const prompt = register.getByRole('alertdialog');
  await expect(prompt).toContainText('Already registered in this event with the same name:');
  await expect(prompt.getByRole('listitem')).toHaveText(`Łukasz Kowalski · ID ${byName.get('Łukasz Kowalski')!.id} · Card Sharks · born Apr 2, 1990`);
  await expect(prompt).toContainText('Is lukasz KOWALSKI another person?');
  await page.screenshot({ path: join(screenshotDir, 'registration-duplicate.png') });
  await search.fill('kowalski');
  await expect(results.getByRole('option')).toHaveCount(1);

  await prompt.getByRole('button', { name: 'Yes, another person' }).click();
  await expect(register.getByRole('status')).toHaveText('lukasz KOWALSKI registered.');
  await expect(results.getByRole('option')).toHaveCount(2);

  // "No, go back" keeps the form as typed, and registers nothing.
  await register.getByLabel('Name').fill('Łukasz Kowalski');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(register.getByRole('alertdialog').getByRole('listitem')).toHaveCount(2);
  await register.getByRole('button', { name: 'No, go back' }).click();
  await expect(register.getByRole('alertdialog')).toBeHidden();
  await expect(register.getByLabel('Name')).toHaveValue('Łukasz Kowalski');
  await expect(results.getByRole('option')).toHaveCount(2);

  // The same question when an edit gives a player a name already taken.
  await search.fill('nowak');
  await results.getByRole('option', { name: /Ana Nowak/ }).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit Ana Nowak' });
  await edit.getByLabel('Name').fill('Łukasz Kowalski');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('alertdialog').getByRole('listitem')).toHaveCount(2);
  await edit.getByRole('button', { name: 'No, go back' }).click();
  await edit.getByLabel('Name').fill('Anna Nowak');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: 'Find and check in' }).getByRole('status')).toHaveText('Anna Nowak saved.');
});

test('a long list says how much it shows, shows more on request, filters by check-in and sorts numbers by value', async ({ page, venue }) => {
  const names = Array.from({ length: 118 }, (_, i) => `Player ${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 26)}`);
  const { byName } = setUp(venue.t, [...names, 'Takahashi 119', 'Takahashi 39']);
  for (const name of names.slice(0, 30)) call(venue.t, 'player.checkIn', { id: byName.get(name)!.id, version: 0 });
  const { panel, results, search } = await openDesk(page, venue.url);

  await expect(results.getByRole('option')).toHaveCount(50);
  await expect(panel).toContainText('Showing 50 of 120 — type to narrow');
  await panel.getByRole('button', { name: 'Show 50 more' }).click();
  await expect(results.getByRole('option')).toHaveCount(100);
  await expect(panel).toContainText('Showing 100 of 120 — type to narrow');
  await panel.getByRole('button', { name: 'Show 20 more' }).click();
  await expect(results.getByRole('option')).toHaveCount(120);
  await expect(panel.getByText(/Showing \d+ of/)).toBeHidden();

  await panel.getByRole('radio', { name: 'Not checked in yet' }).check();
  await expect(results.getByRole('option')).toHaveCount(50);
  await expect(panel).toContainText('Showing 50 of 90 — type to narrow');
  await expect(results.getByRole('option', { name: /In #/ })).toHaveCount(0);
  await page.screenshot({ path: join(screenshotDir, 'registration-list-count.png') });

  await panel.getByRole('radio', { name: 'Checked in', exact: true }).check();
  await expect(results.getByRole('option')).toHaveCount(30);
  await expect(results.getByRole('option', { name: /In #/ })).toHaveCount(30);
  await expect(panel.getByText(/Showing \d+ of/)).toBeHidden();

  await panel.getByRole('radio', { name: 'Everyone' }).check();
  await search.fill('takahashi');
  await expect(results.getByRole('option')).toHaveCount(2);
  await expect(results.getByRole('option').locator('.player-name')).toHaveText(['Takahashi 39', 'Takahashi 119']);
});
