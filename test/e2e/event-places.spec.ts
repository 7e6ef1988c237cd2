// An event with a number of places (Catan 1.22): the organizer sets them at the desk, the top bar
// counts the places taken, and the check-in after the last place is refused on screen.
import { join } from 'node:path';
import type { Result } from '../../shared/contract/errors';
import type { TournamentEvent } from '../../shared/model/event';
import { expect, screenshotDir, test } from './venue-fixture';

test('places set at the desk fill in order of check-in; the next check-in is refused with the numbers', async ({ page, venue }) => {
  const r = venue.t.core.dispatch('event.create', { name: 'Catan Regional', date: '2026-12-05', ruleset: 'catan' }, { actor: 'desk-2', readOnly: false }) as Result<TournamentEvent>;
  if (!r.ok) throw new Error(r.error.message);
  await page.goto(`${venue.url}/#/desk`);

  const register = page.getByRole('form', { name: 'Register a player' });
  for (const name of ['Ann', 'Ben', 'Cid', 'Dee']) {
    await register.getByLabel('Name').fill(name);
    await register.getByLabel('Name').press('Enter');
    await expect(register.getByRole('status')).toHaveText(`${name} registered.`);
  }
  await expect(page.getByTestId('checked-in-count')).toHaveText('0 of 4 checked in');

  await page.getByRole('button', { name: 'Event settings' }).click();
  const form = page.getByRole('form', { name: 'Event settings' });
  await expect(form.getByLabel('Places')).toHaveValue('');
  await form.getByLabel('Places').fill('3');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByRole('status')).toHaveText('Settings saved.');
  await form.screenshot({ path: join(screenshotDir, 'event-places-settings.png') });
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('checked-in-count')).toHaveText('0 of 3 places taken');

  const search = page.getByLabel('Search by name');
  const checkInPanel = page.getByRole('region', { name: 'Find and check in' });
  for (const [i, name] of ['Ann', 'Ben', 'Cid'].entries()) {
    await search.fill(name);
    await search.press('Enter');
    await expect(checkInPanel.getByRole('status')).toHaveText(`${name} checked in: queue number ${i + 1}.`);
  }
  await expect(page.getByTestId('checked-in-count')).toHaveText('3 of 3 places taken');

  await search.fill('Dee');
  await search.press('Enter');
  await expect(checkInPanel.getByRole('alert')).toHaveText('No places left. All 3 places are taken; nobody else can be checked in.');
  await expect(page.getByTestId('checked-in-count')).toHaveText('3 of 3 places taken');
  await page.screenshot({ path: join(screenshotDir, 'event-places-full.png'), fullPage: true });
});
