// Several computers at one venue: the head judge's desk shows a join code per role; a
// registration desk and a results desk join by code in their own browsers, each doing its own
// work and refused the other's; a display's write is refused; a revoked desk says so at once and
// its next action is refused with a sentence saying why.
import { join } from 'node:path';
import type { Role } from '../../shared/contract/roles';
import { deskJoinedBy, expect, screenshotDir, testWithCodes as test } from './venue-fixture';
import { call, netrunnerEvent } from './netrunner/core';

const names = ['Anna Nowak', 'Boris Ivanov', 'Chiara Rossi', 'Diego Torres', 'Emil Zawadzki', 'Farah Haddad'];

test('desks join by code, each role does its own work, a display and a revoked desk are refused', async ({ page, browser, venue }) => {
  const { event } = netrunnerEvent(venue.t, names, 4);
  const draft = call(venue.t, 'round.pair', { eventId: event.id, newest: null });
  call(venue.t, 'round.publish', { roundId: draft.id, version: draft.version });

  // The head judge opens the Venue panel: a code, an address and a QR code per role.
  await page.goto(`${venue.url}/#/desk`);
  await page.getByRole('button', { name: 'Venue' }).click();
  const panel = page.getByRole('region', { name: 'Several computers at the venue' });
  await expect(panel.getByRole('img', { name: /^QR code to join as the / })).toHaveCount(4);
  const codeOf = async (role: Role) => (await panel.locator(`[data-role="${role}"] .venue-code-text`).innerText()).replace('-', '');
  expect(await codeOf('registration')).toBe(venue.codes.list().find((c) => c.role === 'registration')!.code);
  await page.screenshot({ animations: 'disabled', path: join(screenshotDir, 'venue-panel.png'), fullPage: true });

  // A mistyped code is refused on the join page with a sentence.
  const mistyped = await (await browser.newContext()).newPage();
  await mistyped.goto(`${venue.url}/#/join`);
  await mistyped.getByLabel('Join code').fill('ABCD-EFGH');
  await mistyped.getByRole('button', { name: 'Join' }).click();
  await expect(mistyped.getByRole('alert')).toContainText('That is not a join code of this venue; check it on the organizer’s screen.');
  await mistyped.screenshot({ animations: 'disabled', path: join(screenshotDir, 'venue-join-wrong-code.png') });

  // The registration desk types its code, sees its role and its tabs only, and checks a player in.
  const registration = await deskJoinedBy(browser, venue.url, await codeOf('registration'));
  await expect(registration.locator('.role-badge')).toHaveText('registration desk');
  await expect(registration.getByRole('navigation').getByRole('link')).toHaveText(['Registration', 'Standings']);
  await expect(registration.getByRole('button', { name: 'Venue' })).toHaveCount(0);
  const checkIn = registration.getByRole('region', { name: 'Find and check in' });
  await registration.getByLabel('Search players').fill('emil');
  await checkIn.getByRole('option', { name: /Emil Zawadzki/ }).getByRole('button', { name: 'Check in' }).click();
  await expect(checkIn.getByRole('status')).toHaveText('Emil Zawadzki checked in (#5).');
  await registration.screenshot({ animations: 'disabled', path: join(screenshotDir, 'venue-registration-desk.png') });

  // The results desk comes by the scanned address (the code in it), enters a result...
  const results = await (await browser.newContext()).newPage();
  await results.goto(`${venue.url}/#/join/${await codeOf('results')}`);
  await expect(results.locator('.role-badge')).toHaveText('results desk');
  await expect(results.getByRole('navigation').getByRole('link')).toHaveText(['Results', 'Standings']);
  await results.getByLabel('Table number or slip code').fill('1');
  await results.getByLabel('Table number or slip code').press('Enter');
  await expect(results.locator('input[name="game-1-winner"]').first()).toBeFocused();
  for (const [i, [key, a, b]] of ([['1', 7, 2], ['1', 7, 4]] as const).entries()) {
    await results.keyboard.press(key);
    await results.keyboard.press('Tab');
    await results.keyboard.type(String(a));
    await results.keyboard.press('Tab');
    await results.keyboard.type(String(b));
    if (i === 0) await results.keyboard.press('Tab');
  }
  await results.keyboard.press('Enter');
  await expect(results.getByRole('form', { name: 'Enter results' }).getByRole('status')).toHaveText('Table 1 saved.');
  // ...and, at the registration's address, is told it is not its work; the core refuses it too.
  await results.goto(`${venue.url}/#/desk`);
  await expect(results.getByRole('alert')).toHaveText('This is the results desk: “Registration” is not its work, so it shows its own tabs. Ask the head judge.');
  await expect(results.getByRole('form', { name: 'Register a player' })).toHaveCount(0);
  await results.screenshot({ animations: 'disabled', path: join(screenshotDir, 'venue-results-desk-refused.png') });
  const refused = await results.evaluate(async (eventId) => {
    const res = await fetch('/api/player.register', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ eventId, name: 'Gil' }) });
    return { status: res.status, body: (await res.json()) as { error: { details: { role: string; operation: string } } } };
  }, event.id);
  expect(refused.status).toBe(403);
  expect(refused.body.error.details).toMatchObject({ role: 'results', operation: 'player.register' });

  // A display joins, reads the room's view, and its write is refused naming its role.
  const display = await deskJoinedBy(browser, venue.url, await codeOf('display'));
  await expect(display.getByRole('heading', { name: 'Round 1 · Pairings by name' })).toBeVisible();
  await display.screenshot({ animations: 'disabled', path: join(screenshotDir, 'venue-display.png') });
  const write = await display.evaluate(async (eventId) => {
    const res = await fetch('/api/player.register', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ eventId, name: 'Gil' }) });
    return { status: res.status, body: (await res.json()) as { error: { message: string } } };
  }, event.id);
  expect(write.status).toBe(403);
  expect(write.body.error.message).toContain('display');

  // The head judge revokes the registration code: a new one shows, the desk says at once that
  // its access was withdrawn, and its next check-in is refused with a sentence saying why.
  await registration.getByLabel('Search players').fill('farah');
  await expect(checkIn.getByRole('option', { name: /Farah Haddad/ })).toBeVisible();
  const old = await codeOf('registration');
  await panel.locator('[data-role="registration"]').getByRole('button', { name: 'Revoke (new code)' }).click();
  await expect.poll(() => codeOf('registration')).not.toBe(old);
  await expect(registration.getByRole('alert', { name: 'This desk’s access was withdrawn.' })).toBeVisible();
  await checkIn.getByRole('option', { name: /Farah Haddad/ }).getByRole('button', { name: 'Check in' }).click();
  await expect(checkIn.getByRole('alert')).toContainText('The organizer revoked the join code of this desk. Ask for the new code and join again.');
  await registration.screenshot({ animations: 'disabled', path: join(screenshotDir, 'venue-revoked-desk.png') });
  expect(call(venue.t, 'player.list', { eventId: event.id }).find((p) => p.name === 'Farah Haddad')!.checkedInAt).toBeNull();
  // The results desk's code was not revoked: it goes on.
  await results.goto(`${venue.url}/#/desk/results`);
  await expect(results.locator('.role-badge')).toHaveText('results desk');
});
