// What a refused form says: a catalog sentence beside the field it names, the field keeping its
// accessible name, and "check the highlighted fields" only when a field is highlighted.
import { join } from 'node:path';
import { expect, screenshotDir, test } from './venue-fixture';
import { call } from './netrunner/core';

const raw = /Too small|Invalid input|expected number|>=/;

test('creating an event: an empty name and games per match 0 are named beside their fields in plain sentences', async ({ page, venue }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${venue.url}/#/desk`);
  const form = page.getByRole('form', { name: 'New event' });
  await form.getByLabel('Ruleset').selectOption({ label: 'Generic' });
  const options = form.locator('details.ruleset-options');
  await options.locator('summary').click();
  const games = form.getByRole('spinbutton', { name: 'Games per match', exact: true });
  await games.fill('0');
  await options.locator('summary').click();
  await form.getByRole('button', { name: 'Create event' }).click();

  const name = form.getByRole('textbox', { name: 'Event name', exact: true });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Give the event a name of at most 120 characters.');
  await expect(form.getByRole('alert')).toHaveText('Please check the highlighted fields.');

  await name.fill('Club Night');
  await form.getByRole('button', { name: 'Create event' }).click();
  // A refused option unfolds the options, so its sentence is seen beside it.
  await expect(games).toBeVisible();
  await expect(games).toHaveAttribute('aria-invalid', 'true');
  await expect(games).toHaveAccessibleDescription('A match has 1 to 9 games.');
  await expect(form.getByRole('alert')).toHaveText('Please check the highlighted fields.');
  await expect(form).not.toContainText(raw);
  await page.screenshot({ animations: 'disabled', fullPage: true, path: join(screenshotDir, 'field-errors-create-event.png') });

  await games.fill('1');
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByTestId('current-event')).toHaveText('Club Night');
});

test('registering without a name: the field is still called "Name" and says "Required."', async ({ page, venue }) => {
  call(venue.t, 'event.create', { name: 'Winter Open', date: '2026-12-05', ruleset: 'netrunner-1996' });
  await page.goto(`${venue.url}/#/desk`);
  const form = page.getByRole('form', { name: 'Register a player' });
  await form.getByRole('button', { name: 'Register' }).click();
  const name = form.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleName('Name');
  await expect(name).toHaveAccessibleDescription('Required.');
  await expect(form.getByRole('alert')).toHaveText('Please check the highlighted fields.');
});

test('a date of birth after the event date is named beside its field and registers nobody', async ({ page, venue }) => {
  const event = call(venue.t, 'event.create', { name: 'Winter Open', date: '2026-12-05', ruleset: 'netrunner-1996' });
  await page.goto(`${venue.url}/#/desk`);
  const form = page.getByRole('form', { name: 'Register a player' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ann Early');
  const born = form.getByLabel('Date of birth');
  await born.fill('2026-12-06');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(born).toHaveAttribute('aria-invalid', 'true');
  await expect(born).toHaveAccessibleDescription('After the event’s date (2026-12-05).');
  await expect(form.getByRole('alert')).toHaveText('Please check the highlighted fields.');
  expect(call(venue.t, 'player.list', { eventId: event.id })).toEqual([]);
});

test("moving the event date before a player's date of birth names that player beside the date and saves nothing", async ({ page, venue }) => {
  const event = call(venue.t, 'event.create', { name: 'Winter Open', date: '2026-12-05', ruleset: 'generic' });
  call(venue.t, 'player.register', { eventId: event.id, name: 'Ann Early', dateOfBirth: '2026-12-01' });
  await page.goto(`${venue.url}/#/desk`);
  await page.getByRole('button', { name: 'Event settings' }).click();
  const form = page.getByRole('form', { name: 'Event settings' });
  const date = form.getByLabel('Date');
  await date.fill('2026-11-30');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveAccessibleDescription('Before Ann Early’s date of birth (2026-12-01); correct their date of birth first.');
  expect(call(venue.t, 'event.get', { id: event.id }).date).toBe('2026-12-05');
});

test('a refusal naming no field on screen says what was refused instead of pointing at highlights', async ({ page, venue }) => {
  call(venue.t, 'event.create', { name: 'Winter Open', date: '2026-12-05', ruleset: 'netrunner-1996' });
  await page.goto(`${venue.url}/#/desk`);
  const form = page.getByRole('form', { name: 'Register a player' });
  // A refusal the form has no field for, as the core words it for a bad event id.
  await page.route('**/api/player.register', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        ok: false,
        error: {
          code: 'validation',
          message: 'Invalid input: eventId',
          details: { fields: [{ path: 'eventId', message: 'Too small: expected number to be >0', code: 'too_small', params: { origin: 'number', minimum: 0, inclusive: false } }] },
        },
      }),
    }),
  );
  await form.getByLabel('Name', { exact: true }).fill('Anna Nowak');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByRole('alert')).toHaveText('Not saved. Must be more than 0.');
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
});
