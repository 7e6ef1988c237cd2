// An event with a number of places (Catan 1.22): the organizer sets them at the desk, the top bar
// counts the places taken, the walk-ins past the last place wait on the waiting list in order, and
// a check-in undone moves the first waiting up, with the next arrival number, said on screen.
import { join } from 'node:path';
import type { Result } from '../../shared/contract/errors';
import type { TournamentEvent } from '../../shared/model/event';
import { englishDetector, englishOnScreen } from './english-on-screen';
import { expect, screenshotDir, test } from './venue-fixture';

test('four places, six walk-ins: four checked in with arrival numbers, two waiting in order; an undone check-in moves the first up', async ({ page, venue }) => {
  const r = venue.t.core.dispatch('event.create', { name: 'Catan Regional', date: '2026-12-05', ruleset: 'catan' }, { actor: 'desk-2', readOnly: false }) as Result<TournamentEvent>;
  if (!r.ok) throw new Error(r.error.message);
  await page.goto(`${venue.url}/#/desk`);

  const names = ['Ann', 'Ben', 'Cid', 'Dee', 'Eve', 'Fay'];
  const register = page.getByRole('form', { name: 'Register a player' });
  for (const name of names) {
    await register.getByLabel('Name').fill(name);
    await register.getByLabel('Name').press('Enter');
    await expect(register.getByRole('status')).toHaveText(`${name} registered.`);
  }
  await expect(page.getByTestId('checked-in-count')).toHaveText('0 of 6 checked in');

  await page.getByRole('button', { name: 'Event settings' }).click();
  const form = page.getByRole('form', { name: 'Event settings' });
  await expect(form.getByLabel('Places')).toHaveValue('');
  await form.getByLabel('Places').fill('4');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByRole('status')).toHaveText('Settings saved.');
  await form.screenshot({ path: join(screenshotDir, 'event-places-settings.png') });
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('checked-in-count')).toHaveText('0 of 4 places taken');

  const search = page.getByLabel('Search players');
  const checkInPanel = page.getByRole('region', { name: 'Find and check in' });
  for (const [i, name] of names.slice(0, 4).entries()) {
    await search.fill(name);
    await search.press('Enter');
    await expect(checkInPanel.getByRole('status')).toHaveText(`${name} checked in: queue number ${i + 1}.`);
  }
  await expect(page.getByTestId('checked-in-count')).toHaveText('4 of 4 places taken');

  for (const [i, name] of names.slice(4).entries()) {
    await search.fill(name);
    await search.press('Enter');
    await expect(checkInPanel.getByRole('status')).toHaveText(`All 4 places taken: ${name} is number ${i + 1} on the waiting list.`);
  }
  await expect(page.getByTestId('checked-in-count')).toHaveText('4 of 4 places taken · 2 waiting');
  const waitlist = page.getByRole('region', { name: 'Waiting list' });
  await expect(waitlist.getByRole('listitem')).toHaveText(['Eve', 'Fay']);
  const results = page.getByRole('listbox', { name: 'Find and check in' });
  const row = (name: string) => results.getByRole('option').filter({ hasText: name });
  await expect(row('Cid')).toContainText('Queue #3');
  await expect(row('Eve')).toContainText('Waiting #1');
  await expect(row('Fay')).toContainText('Waiting #2');
  await page.screenshot({ path: join(screenshotDir, 'event-places-waitlist.png'), fullPage: true });

  await row('Ben').getByRole('button', { name: 'Undo check-in' }).click();
  await expect(checkInPanel.getByRole('status')).toHaveText('Ben is no longer checked in. Eve moved up from the waiting list: checked in (#5).');
  await expect(row('Eve')).toContainText('Queue #5');
  await expect(row('Fay')).toContainText('Waiting #1');
  await expect(waitlist.getByRole('listitem')).toHaveText(['Fay']);
  await expect(page.getByTestId('checked-in-count')).toHaveText('4 of 4 places taken · 1 waiting');
  await page.screenshot({ path: join(screenshotDir, 'event-places-moved-up.png'), fullPage: true });

  // Another desk edits Fay while this desk has her form open: what it saved says she waits.
  await search.fill('Fay');
  await row('Fay').getByRole('button', { name: 'Edit' }).click();
  const fayForm = page.getByRole('form', { name: 'Edit Fay' });
  const fay = venue.t.core.dispatch('player.list', { eventId: r.value.id, filter: 'Fay' }, { actor: 'desk-2', readOnly: false }) as Result<{ id: number; version: number }[]>;
  if (!fay.ok) throw new Error(fay.error.message);
  venue.t.core.dispatch('player.update', { id: fay.value[0]!.id, version: fay.value[0]!.version, club: 'Hexes' }, { actor: 'desk-2', readOnly: false });
  await fayForm.getByLabel('Club').fill('Robbers');
  await fayForm.getByRole('button', { name: 'Save' }).click();
  await expect(fayForm.getByRole('alert')).toContainText('Check-in');
  await expect(fayForm.getByRole('alert')).toContainText('number 1 on the waiting list');
  await fayForm.getByRole('button', { name: 'Cancel' }).click();

  // Fay goes home: off the list, nobody waits.
  await row('Fay').getByRole('button', { name: 'Leave waiting list' }).click();
  await expect(checkInPanel.getByRole('status')).toHaveText('Fay is off the waiting list.');
  await expect(row('Fay')).toContainText('Check in');
  await expect(waitlist).toBeHidden();
  await expect(page.getByTestId('checked-in-count')).toHaveText('4 of 4 places taken');
});

for (const code of ['pl', 'ru'] as const) {
  test(`the waiting list in ${code}: no English left on the desk`, async ({ page, venue }) => {
    const desk = { actor: 'desk-2', readOnly: false };
    venue.t.core.dispatch('settings.set', { language: code }, desk);
    const r = venue.t.core.dispatch('event.create', { name: 'Regional', date: '2026-12-05', ruleset: 'netrunner-1996', places: 1 }, desk) as Result<TournamentEvent>;
    if (!r.ok) throw new Error(r.error.message);
    for (const name of ['Anna', 'Borys', 'Cezary']) {
      const p = venue.t.core.dispatch('player.register', { eventId: r.value.id, name }, desk) as Result<{ id: number; version: number }>;
      if (!p.ok) throw new Error(p.error.message);
      venue.t.core.dispatch('player.checkIn', { id: p.value.id, version: p.value.version }, desk);
    }
    await page.goto(`${venue.url}/#/desk`);
    const waitlist = page.getByRole('region', { name: code === 'pl' ? 'Lista oczekujących' : 'Лист ожидания' });
    await expect(waitlist.getByRole('listitem')).toHaveText(['Borys', 'Cezary']);
    await expect(page.getByTestId('checked-in-count')).toHaveText(code === 'pl' ? 'Zajęte miejsca: 1 z 1 · Oczekujący: 2' : 'Занято мест: 1 из 1 · В ожидании: 2');
    await page.screenshot({ path: join(screenshotDir, `event-places-waitlist-${code}.png`), fullPage: true });
    const isEnglish = englishDetector({ code, names: ['Anna', 'Borys', 'Cezary'], texts: ['Regional'], alsoEnglish: ['data'] });
    expect(await englishOnScreen(page, isEnglish)).toEqual([]);
  });
}
