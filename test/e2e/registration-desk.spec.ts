import { join } from 'node:path';
import { expect, screenshotDir, test } from './venue-fixture';

test('a person creates an event, registers and checks in players, and the projector follows live', async ({ page, context, venue }) => {
  await page.goto(`${venue.url}/#/desk`);
  await expect(page.getByText('No event yet: create the first one.')).toBeVisible();

  // A bad form says what is wrong, where, and saves nothing.
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Please check the highlighted fields.')).toBeVisible();
  await expect(page.locator('#event-name-error')).toHaveText('Give the event a name of at most 120 characters.');

  await page.getByLabel('Event name').fill('Winter Open 2026');
  await page.getByLabel('Date').fill('2026-12-05');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByTestId('current-event')).toHaveText('Winter Open 2026');

  const register = page.getByRole('form', { name: 'Register a player' });
  for (const [name, club, dob] of [
    ['José Jackson', 'Klub Gier Planszowych', '2015-11-19'],
    ['Łukasz Kowalski', 'Card Sharks', ''],
    ['Семён Петров', 'Meeple Union', ''],
    ['Joseph Brown', '', ''],
  ] as const) {
    await register.getByLabel('Name').fill(name);
    if (club) await register.getByLabel('Club').fill(club);
    if (dob) await register.getByLabel('Date of birth').fill(dob);
    await register.getByLabel('Name').press('Enter');
    await expect(register.getByRole('status')).toHaveText(`${name} registered.`);
  }
  await expect(page.getByTestId('checked-in-count')).toHaveText('0 of 4 checked in');

  // The projector opens from the desk in its own window.
  const [display] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Open projector' }).click()]);
  await display.setViewportSize({ width: 1280, height: 720 });
  await expect(display.getByRole('heading', { name: 'Winter Open 2026' })).toBeVisible();
  await expect(display.getByTestId('display-count')).toContainText('0');

  // Keyboard only: type part of a name without its accent, Enter checks the first match in.
  const search = page.getByLabel('Search players');
  const checkInPanel = page.getByRole('region', { name: 'Find and check in' });
  const results = checkInPanel.getByRole('listbox');
  await search.fill('jose');
  await expect(results.getByRole('option')).toHaveCount(2);
  await search.press('Enter');
  await expect(checkInPanel.getByRole('status')).toHaveText('José Jackson checked in (#1).');
  await expect(display.getByRole('list', { name: 'Checked in' })).toContainText('José Jackson', { timeout: 1000 });

  // Cyrillic without ё, arrow keys, Enter.
  await search.fill('семен');
  await expect(results.getByRole('option')).toHaveCount(1);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(display.getByRole('list', { name: 'Checked in' })).toContainText('Семён Петров', { timeout: 1000 });

  // One click.
  await search.fill('lukasz');
  await results.getByRole('option', { name: /Łukasz Kowalski/ }).getByRole('button', { name: 'Check in' }).click();
  await expect(display.getByTestId('display-count')).toContainText('3', { timeout: 1000 });
  await expect(page.getByTestId('checked-in-count')).toHaveText('3 of 4 checked in');

  await search.fill('');
  await expect(results.getByRole('option', { name: /José Jackson/ })).toContainText('In #1');
  await page.screenshot({ path: join(screenshotDir, 'desk.png') });
  await display.screenshot({ path: join(screenshotDir, 'display.png') });
});

test('a second desk window sees check-ins without reload', async ({ browser, venue }) => {
  const ev = venue.t.core.dispatch('event.create', { name: 'Club Night', date: '2026-12-06', ruleset: 'generic' }, { actor: 'test', readOnly: false });
  if (!ev.ok) throw new Error(ev.error.message);
  for (const name of ['Anna Nowak', 'Boris Ivanov']) {
    venue.t.core.dispatch('player.register', { eventId: (ev.value as { id: number }).id, name }, { actor: 'test', readOnly: false });
  }
  const deskA = await browser.newPage();
  const deskB = await browser.newPage();
  await deskA.goto(`${venue.url}/#/desk`);
  await deskB.goto(`${venue.url}/#/desk`);
  await expect(deskB.getByTestId('checked-in-count')).toHaveText('0 of 2 checked in');
  await deskA.getByLabel('Search players').fill('anna');
  await deskA.getByLabel('Search players').press('Enter');
  await expect(deskB.getByTestId('checked-in-count')).toHaveText('1 of 2 checked in', { timeout: 1000 });
  await expect(deskB.getByRole('listbox').getByRole('option', { name: /Anna Nowak/ })).toContainText('In #1');
  await deskA.close();
  await deskB.close();
});

test('Enter pressed before the list answers the typed name checks in that name, never the first of the list before', async ({ page, venue }) => {
  const eventId = venue.t.call<{ id: number }>('event.create', { name: 'Quick Hands Cup', date: '2026-12-05', ruleset: 'generic' }).id;
  for (const name of ['Ann Able', 'Zed Zimmer']) venue.t.call('player.register', { eventId, name });
  await page.goto(`${venue.url}/#/desk`);
  const checkIn = page.getByRole('region', { name: 'Find and check in' });
  await expect(checkIn.getByRole('option')).toHaveCount(2);
  // The host answers a search slowly (a busy venue laptop): the list still shows everyone, Ann
  // first, when Enter is pressed.
  await page.route('**/api/player.list', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await page.getByLabel('Search players').fill('zimm');
  await page.keyboard.press('Enter');
  await expect(checkIn.getByRole('status')).toHaveText('Zed Zimmer checked in (#1).');
  const players = venue.t.call<{ name: string; checkInOrder: number | null }[]>('player.list', { eventId, filter: '' });
  expect(players.map((p) => [p.name, p.checkInOrder])).toEqual([['Ann Able', null], ['Zed Zimmer', 1]]);
});
