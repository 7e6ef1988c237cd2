// The event as an organizer handles it: always knowing which event the desk works on, changing its
// settings after creating it, and ending it after the planned rounds.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import type { Result } from '../../shared/contract/errors';
import type { TournamentEvent } from '../../shared/model/event';
import type { Round } from '../../shared/model/round';
import type { TempCore } from '../fixtures/temp-core';
import { openTab } from './netrunner/desk';
import { createEventAtDesk } from './stages/desk';
import { queued, registerAndCheckIn } from './three-seat/desk';
import { expect, screenshotDir, test } from './venue-fixture';

const otherDesk = { actor: 'desk-2', readOnly: false };
function call<T>(t: TempCore, name: string, input: unknown): T {
  const r = t.core.dispatch(name, input, otherDesk) as Result<T>;
  if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
  return r.value;
}

function checkInPlayers(t: TempCore, eventId: number, names: string[]): void {
  for (const name of names) {
    const p = call<{ id: number; version: number }>(t, 'player.register', { eventId, name });
    call(t, 'player.checkIn', { id: p.id, version: p.version });
  }
}

/** The results of a Generic round, as a second desk would enter them: seat 1 wins. */
function enterResults(t: TempCore, roundId: number): void {
  const round = call<Round>(t, 'round.get', { roundId });
  for (const table of round.tables.filter((x) => !x.bye)) {
    const [a, b] = table.seats.map((s) => s.entryId);
    const games = [{ seats: [{ entryId: a, outcome: 'win', score: 0 }, { entryId: b, outcome: 'loss', score: 0 }] }];
    call(t, 'result.enter', { tableId: table.id, version: table.version, games });
  }
}

const topBar = (page: Page) => page.locator('header.topbar');

test('a new event becomes the one the desk works on, and the next registration goes into it', async ({ page, venue }) => {
  call(venue.t, 'event.create', { name: 'Friday Night Netrunner', date: '2026-12-04', ruleset: 'netrunner-1996' });
  await page.goto(`${venue.url}/#/desk`);
  await expect(page.getByTestId('current-event')).toHaveText('Friday Night Netrunner');

  await page.getByRole('button', { name: 'New event' }).click();
  // The date starts at today on this machine's calendar.
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  await expect(page.getByLabel('Date')).toHaveValue(today);
  await page.getByLabel('Event name').fill('Saturday Swiss');
  // A refused option unfolds the ruleset options, so its message is seen beside it.
  await page.getByLabel('Planned rounds').fill('0');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.locator('#event-planned-rounds-error')).toHaveText('Give a whole number of rounds from 1 to 99, or leave it empty to decide later.');
  await page.getByLabel('Planned rounds').fill('');
  await page.getByText('Ruleset options').click();
  await page.getByLabel('Round length (minutes)').fill('30');
  await page.getByText('Ruleset options').click();
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.locator('#option-clock\\.roundMinutes-error')).toBeVisible();
  await expect(page.locator('#option-clock\\.roundMinutes-error')).toHaveText('A Netrunner round lasts at least 45 minutes (rule 9), in whole minutes.');
  await page.getByLabel('Round length (minutes)').fill('50');
  await page.getByRole('button', { name: 'Create event' }).click();

  await expect(page.getByTestId('current-event')).toHaveText('Saturday Swiss');
  await expect(page.getByLabel('Switch event')).toHaveValue(String(2));
  const register = page.getByRole('form', { name: 'Register a player' });
  await register.getByLabel('Name').fill('Ada Byron');
  await register.getByLabel('Name').press('Enter');
  await expect(register.getByRole('status')).toHaveText('Ada Byron registered.');
  await topBar(page).screenshot({ path: join(screenshotDir, 'event-top-bar.png') });

  const events = call<TournamentEvent[]>(venue.t, 'event.list', {});
  const newer = events.find((e) => e.name === 'Saturday Swiss');
  const older = events.find((e) => e.name === 'Friday Night Netrunner');
  expect(newer!.date).toBe(today);
  expect(venue.t.core.store.players.list(newer!.id).map((p) => p.name)).toEqual(['Ada Byron']);
  expect(venue.t.core.store.players.list(older!.id)).toEqual([]);

  // Switching events says so in the top bar at once.
  await page.getByLabel('Switch event').selectOption({ label: 'Friday Night Netrunner — Dec 4, 2026' });
  await expect(page.getByTestId('current-event')).toHaveText('Friday Night Netrunner');
});

test('an organizer changes the settings of an event; scoring is fixed once round 1 is published', async ({ page, venue }) => {
  const event = call<TournamentEvent>(venue.t, 'event.create', { name: 'Thursday Swis', date: '2026-12-10', ruleset: 'generic' });
  checkInPlayers(venue.t, event.id, ['Ann', 'Ben', 'Cid', 'Dee']);
  await page.goto(`${venue.url}/#/desk`);
  await page.getByRole('button', { name: 'Event settings' }).click();
  const form = page.getByRole('form', { name: 'Event settings' });

  await form.getByLabel('Event name').fill('Thursday Swiss');
  await form.getByLabel('Date').fill('2026-12-11');
  await form.getByLabel('Round length (minutes)').fill('0');
  await form.getByLabel('Points for a win').fill('2');
  await form.getByRole('button', { name: 'Save settings' }).click();
  // A sentence beside the field, never the validator's own words; nothing is saved.
  await expect(form.locator('#option-clock\\.roundMinutes-error')).toHaveText('Give the round length in whole minutes, at least 1.');
  await expect(form.getByRole('alert')).toHaveText('Please check the highlighted fields.');
  await expect(form).not.toContainText('Too small');
  await form.screenshot({ path: join(screenshotDir, 'event-settings-error.png') });
  expect(call<TournamentEvent>(venue.t, 'event.get', { id: event.id }).name).toBe('Thursday Swis');

  await form.getByLabel('Round length (minutes)').fill('40');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByRole('status')).toHaveText('Settings saved.');
  await expect(page.getByTestId('current-event')).toHaveText('Thursday Swiss');
  expect(call<TournamentEvent>(venue.t, 'event.get', { id: event.id })).toMatchObject({
    date: '2026-12-11',
    options: { clock: { roundMinutes: 40 }, matchPoints: { win: 2 } },
  });
  const [audit] = call<{ detail: { before: unknown; after: unknown } }[]>(venue.t, 'audit.list', { eventId: event.id, operations: ['event.update'] });
  expect(audit!.detail).toMatchObject({ before: { name: 'Thursday Swis', date: '2026-12-10' }, after: { name: 'Thursday Swiss', date: '2026-12-11' } });

  // Another desk publishes round 1 while this one changes the points for a win: refused beside the field.
  await form.getByLabel('Points for a win').fill('5');
  const draft = call<Round>(venue.t, 'round.pair', { eventId: event.id, newest: null });
  call(venue.t, 'round.publish', { roundId: draft.id, version: draft.version });
  await expect(form.getByText('Round 1 is published, so the scoring settings are fixed.')).toBeVisible();
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.locator('#option-matchPoints\\.win-error')).toHaveText('Fixed since round 1 was published.');
  await expect(form.getByLabel('Points for a win')).toBeDisabled();
  await expect(form.getByLabel('Points for a win')).toHaveValue('2');
  await expect(form.getByRole('button', { name: 'Remove OMW%' })).toBeDisabled();
  await form.screenshot({ path: join(screenshotDir, 'event-settings-locked.png') });

  // The clock stays editable after round 1; the scoring stays as it was.
  await form.getByLabel('Warning before the end (minutes)').fill('5');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByRole('status')).toHaveText('Settings saved.');
  expect(call<TournamentEvent>(venue.t, 'event.get', { id: event.id }).options).toMatchObject({
    clock: { roundMinutes: 40, warningMinutes: 5 },
    matchPoints: { win: 2 },
  });
});

test('settings saved at another desk meanwhile are not overwritten: the form shows them and says so', async ({ page, venue }) => {
  const event = call<TournamentEvent>(venue.t, 'event.create', { name: 'Sunday Open', date: '2026-12-13', ruleset: 'netrunner-1996' });
  await page.goto(`${venue.url}/#/desk`);
  await page.getByRole('button', { name: 'Event settings' }).click();
  const form = page.getByRole('form', { name: 'Event settings' });
  await form.getByLabel('Date').fill('2026-12-14');

  call(venue.t, 'event.update', { id: event.id, version: event.version, name: 'Sunday Open Finals' });
  await expect(page.getByTestId('current-event')).toHaveText('Sunday Open Finals');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'These settings were changed at another desk; the form now shows what is stored. Make your change again.',
  );
  await expect(form.getByLabel('Event name')).toHaveValue('Sunday Open Finals');
  await expect(form.getByLabel('Date')).toHaveValue('2026-12-13');

  await form.getByLabel('Date').fill('2026-12-14');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByRole('status')).toHaveText('Settings saved.');
  expect(call<TournamentEvent>(venue.t, 'event.get', { id: event.id })).toMatchObject({ name: 'Sunday Open Finals', date: '2026-12-14' });
});

test('after the last planned round the desk shows the final standings instead of another round', async ({ page, venue }) => {
  const event = call<TournamentEvent>(venue.t, 'event.create', { name: 'Club Swiss', date: '2026-12-12', ruleset: 'generic' });
  checkInPlayers(venue.t, event.id, ['Ann', 'Ben', 'Cid', 'Dee']);
  await page.goto(`${venue.url}/#/desk/rounds`);

  // The plan is not decided yet; the settings suggest ceil(log2 4) = 2 and take it in one click.
  await expect(page.getByRole('button', { name: 'Pair round 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Event settings' }).click();
  const form = page.getByRole('form', { name: 'Event settings' });
  await expect(form.getByText('Suggested: 2 rounds for 4 players checked in.')).toBeVisible();
  await form.getByRole('button', { name: 'Use 2' }).click();
  await expect(form.getByLabel('Planned rounds')).toHaveValue('2');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByRole('status')).toHaveText('Settings saved.');
  await openTab(page, 'Rounds');

  for (const number of [1, 2]) {
    await page.getByRole('button', { name: number === 1 ? 'Pair round 1' : 'Pair next round' }).click();
    await expect(page.getByText(`Round ${number} of 2 planned.`)).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const round = call<{ id: number; number: number }[]>(venue.t, 'round.list', { eventId: event.id }).at(-1)!;
    enterResults(venue.t, round.id);
  }

  // Round 2 is the last: no "Pair next round", only closing it.
  await expect(page.getByText('Round 2 is the last planned round.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pair next round' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Close the last round' }).click();
  const finished = page.getByRole('status').filter({ hasText: 'Event finished — final standings' });
  await expect(finished).toBeVisible();
  await expect(finished).toContainText('raise the planned rounds in Event settings');
  await expect(page.getByTestId('current-event')).toHaveText('Club Swiss');
  await expect(topBar(page)).toContainText('Finished');
  await page.screenshot({ path: join(screenshotDir, 'event-finished.png'), fullPage: true });

  await finished.getByRole('link', { name: 'Show the final standings' }).click();
  await expect(page.getByRole('heading', { name: 'Final standings after round 2' })).toBeVisible();
  // The room reads the same words on the projector.
  const projector = await page.context().newPage();
  await projector.goto(`${venue.url}/#/display/${event.id}`);
  await projector.getByRole('navigation', { name: 'Display controls' }).getByRole('button', { name: 'Standings' }).click();
  await expect(projector.getByRole('heading', { name: 'Final standings after round 2' })).toBeVisible();
  await projector.close();

  // One more round only by raising the plan.
  await page.getByRole('button', { name: 'Event settings' }).click();
  await form.getByLabel('Planned rounds').fill('3');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByRole('status')).toHaveText('Settings saved.');
  await openTab(page, 'Rounds');
  await expect(page.getByRole('button', { name: 'Pair next round' })).toBeVisible();
  await page.getByRole('button', { name: 'Pair next round' }).click();
  await expect(page.getByText('Round 3 of 3 planned.')).toBeVisible();
});

test('an organizer runs a Generic event whose registration is a live queue: the desk gives queue numbers', async ({ page, venue }) => {
  await createEventAtDesk(page, venue.url, {
    name: 'Open Queue Cup',
    date: '2026-12-12',
    ruleset: 'generic',
    options: async (p) => {
      await p.getByLabel("Registration is a queue: a player's arrival order is their queue number").check();
      await p.getByLabel('A judge may remove a player with a Declaration of Forfeiture').check();
      await p.setViewportSize({ width: 1024, height: 768 });
      await p.locator('.ruleset-options').screenshot({ path: join(screenshotDir, 'generic-options-1024.png') });
    },
  });
  const eventId = call<TournamentEvent[]>(venue.t, 'event.list', {}).find((e) => e.name === 'Open Queue Cup')!.id;
  expect(call<TournamentEvent>(venue.t, 'event.get', { id: eventId }).format).toMatchObject({ arrivalQueue: true, forfeiture: true });
  await registerAndCheckIn(page, ['Ada Byron', 'Grace Hopper'], queued);
  await expect(page.getByText('Queue #2')).toBeVisible();
});
