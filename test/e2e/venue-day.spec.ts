// The day at the venue, all at once: the head judge's desk creates the event and imports 300
// pre-registered players from a CSV; a registration desk joins by its code in its own browser and,
// with the head judge's desk, checks in 40 players each by typing names, the two clashing on the
// same player twice and each clash said on the losing desk's screen; walk-ins past the places wait
// on the waiting list in order; a display's write is refused and it shows the projector; the
// registration code is revoked and that desk's next check-in refused; round 1 is paired and
// published, and two phones that found their players by name show their table and opponent.
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { Role } from '../../shared/contract/roles';
import { call, latestRound } from './netrunner/core';
import { openTab } from './netrunner/desk';
import { createEventAtDesk } from './stages/desk';
import { deskJoinedBy, expect, screenshotDir, testWithCodes as test } from './venue-fixture';

const shot = (page: Page, name: string) => page.screenshot({ animations: 'disabled', path: join(screenshotDir, `venue-day-${name}.png`), fullPage: true });

/** The shared fixture's first 300 players, as the federation's site exports them. */
function federationFile(): { path: string; names: string[] } {
  const lines = readFileSync(join(process.cwd(), 'test/fixtures/players-5000.csv'), 'utf8').trim().split(/\r?\n/).slice(0, 301);
  const path = join(mkdtempSync(join(tmpdir(), 'arbiter-venue-day-')), 'players.csv');
  writeFileSync(path, `${lines.join('\r\n')}\r\n`);
  return { path, names: lines.slice(1).map((l) => l.split(',').slice(1, 3).join(' ')) };
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Names a desk finds by typing them whole: no other player's name contains them. */
const findable = (names: string[]) => names.filter((n) => names.filter((m) => fold(m).includes(fold(n))).length === 1);

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const checkInPanel = (desk: Page) => desk.getByRole('region', { name: 'Find and check in' });
const row = (desk: Page, name: string) => checkInPanel(desk).getByRole('option').filter({ hasText: name });

/** Types the name into the desk's search as the player says it and checks in the row found with Enter. */
async function checkInByName(desk: Page, name: string) {
  const search = desk.getByLabel('Search players');
  await search.fill(name.toLowerCase());
  await search.press('Enter');
  await expect(checkInPanel(desk).getByRole('status')).toHaveText(new RegExp(`^${escaped(name)} checked in \\(#\\d+\\)\\.$`));
}

async function registerWalkIn(desk: Page, name: string) {
  const register = desk.getByRole('form', { name: 'Register a player' });
  await register.getByLabel('Name').fill(name);
  await register.getByLabel('Name').press('Enter');
  await expect(register.getByRole('status')).toHaveText(`${name} registered.`);
}

/** A phone at 360x740 on the players' page of the event, the player found by a few letters typed. */
async function phoneOf(browser: Browser, url: string, eventId: number, typed: string, name: string, shotName: string): Promise<Page> {
  const phone = await (await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'en-GB' })).newPage();
  await phone.goto(`${url}/phone?event=${eventId}`);
  await phone.getByLabel('Find your table').fill(typed);
  await expect(phone.getByRole('button', { name })).toBeVisible();
  await phone.screenshot({ path: join(screenshotDir, `venue-day-${shotName}.png`) });
  await phone.getByRole('button', { name }).click();
  await expect(phone.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(phone.getByText('Pairings are not out yet.', { exact: false })).toBeVisible();
  return phone;
}

test('a venue day: 300 imported, two desks check in 80 with clashes, walk-ins wait, a display and a revoked desk are refused, phones find their tables', async ({ browser, venue }) => {
  test.setTimeout(180_000);
  const codeOf = (role: Role) => venue.codes.list().find((c) => c.role === role)!.code;

  // The head judge's desk, joined by its code, creates the event and imports the federation's file.
  const judge = await deskJoinedBy(browser, venue.url, codeOf('head_judge'));
  await createEventAtDesk(judge, venue.url, { name: 'Venue Day Open', date: '2026-12-05', ruleset: 'Generic', places: '290' });
  // The head judge's desk wears no role badge: it may do everything, the Venue panel too.
  await expect(judge.locator('.role-badge')).toHaveCount(0);
  await expect(judge.getByRole('button', { name: 'Venue' })).toBeVisible();
  const eventId = venue.t.core.store.events.list()[0]!.id;
  const file = federationFile();
  await judge.getByRole('button', { name: 'Import players from CSV' }).click();
  const importer = judge.getByRole('region', { name: 'Import players from CSV' });
  await importer.getByLabel('CSV file').setInputFiles(file.path);
  await importer.getByRole('button', { name: 'Check the rows' }).click();
  await expect(importer.getByRole('list').first()).toContainText('300 new players');
  await importer.getByRole('button', { name: 'Import 300 players' }).click();
  await expect(importer.getByRole('status')).toHaveText('300 players imported. Passed over: 0 already registered, 0 repeated in the file, 0 with errors.');
  await importer.getByRole('button', { name: 'Close' }).click();
  await expect(judge.getByTestId('checked-in-count')).toHaveText('0 of 290 places taken');

  // The hall seats 80 today: the organizer lowers the places.
  await judge.getByRole('button', { name: 'Event settings' }).click();
  const settings = judge.getByRole('form', { name: 'Event settings' });
  await settings.getByLabel('Places').fill('80');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('status')).toHaveText('Settings saved.');
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(judge.getByTestId('checked-in-count')).toHaveText('0 of 80 places taken');

  // The registration desk joins by the code the head judge's Venue panel shows.
  await judge.getByRole('button', { name: 'Venue' }).click();
  const panel = judge.getByRole('region', { name: 'Several computers at the venue' });
  const shownCode = async (role: Role) => (await panel.locator(`[data-role="${role}"] .venue-code-text`).innerText()).replace('-', '');
  const registration = await deskJoinedBy(browser, venue.url, await shownCode('registration'));
  await expect(registration.locator('.role-badge')).toHaveText('registration desk');
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(registration.getByTestId('checked-in-count')).toHaveText('0 of 80 places taken');

  const names = findable(file.names);
  const atRegistration = names.slice(0, 40);
  const atJudge = names.slice(40, 80);

  // Clash 1: both desks press Check in on the same player at once; the registration desk's list has
  // not heard of the other check-in yet (held here, as a slow network holds it), so its version is
  // old: it is refused with a sentence, and once the list refreshes the row shows who checked in.
  const both = atJudge[0]!;
  await registration.getByLabel('Search players').fill(both.toLowerCase());
  await expect(row(registration, both).getByRole('button', { name: 'Check in' })).toBeVisible();
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await registration.route('**/api/player.list', async (route) => {
    await held;
    await route.fallback();
  });
  await checkInByName(judge, both);
  await row(registration, both).getByRole('button', { name: 'Check in' }).click();
  await expect(checkInPanel(registration).getByRole('alert')).toHaveText(`Changed at another desk. ${both} was changed at another desk meanwhile; reload and try again.`);
  await shot(registration, 'clash-check-in');
  release();
  await expect(row(registration, both)).toContainText('In #1');
  await expect(registration.getByTestId('checked-in-count')).toHaveText('1 of 80 places taken');

  // Clash 2: the head judge opens a player to add a phone number; the registration desk checks
  // the same player in meanwhile; the head judge's save is stopped and shows what is stored now,
  // and saving again keeps both the contact and the check-in.
  const edited = atRegistration[0]!;
  await judge.getByLabel('Search players').fill(edited.toLowerCase());
  await row(judge, edited).getByRole('button', { name: `Edit ${edited}` }).click();
  const editForm = judge.getByRole('form', { name: `Edit ${edited}` });
  await editForm.getByLabel('Contact').fill('+48 600 100 200');
  await checkInByName(registration, edited);
  await editForm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editForm.getByRole('alert')).toContainText(`Another desk changed ${edited} meanwhile. Saved there now:`);
  // What the other desk did is among the values shown: the player is checked in there now.
  await expect(editForm.getByRole('alert')).toContainText(/Check-inchecked in \(#\d+\)/);
  await expect(editForm.getByRole('alert')).toContainText('Save again to replace these with your values, or Cancel to keep them.');
  await shot(judge, 'clash-edit');
  await editForm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(checkInPanel(judge).getByRole('status')).toHaveText(`${edited} saved.`);
  const stored = call(venue.t, 'player.list', { eventId }).find((p) => p.name === edited)!;
  expect([stored.contact, stored.checkInOrder]).toEqual(['+48 600 100 200', 2]);

  // The rest of the queue, both desks at once: 40 check-ins from each in all.
  await Promise.all([
    (async () => {
      for (const name of atRegistration.slice(1)) await checkInByName(registration, name);
    })(),
    (async () => {
      for (const name of atJudge.slice(1)) await checkInByName(judge, name);
    })(),
  ]);
  await expect(judge.getByTestId('checked-in-count')).toHaveText('80 of 80 places taken');
  await expect(registration.getByTestId('checked-in-count')).toHaveText('80 of 80 places taken');

  // Two walk-ins past the last place wait on the waiting list, in the order they came.
  const walkIns = ['Quentin Latecomer', 'Rosalind Walkup'];
  for (const [i, name] of walkIns.entries()) {
    await registerWalkIn(registration, name);
    await registration.getByLabel('Search players').fill(name.toLowerCase());
    await registration.getByLabel('Search players').press('Enter');
    await expect(checkInPanel(registration).getByRole('status')).toHaveText(`All 80 places taken: ${name} is number ${i + 1} on the waiting list.`);
  }
  await expect(judge.getByTestId('checked-in-count')).toHaveText('80 of 80 places taken · 2 waiting');
  await expect(judge.getByRole('region', { name: 'Waiting list' }).getByRole('listitem')).toHaveText(walkIns);
  await shot(registration, 'registration-desk');
  await shot(judge, 'judge-desk');

  // The display joins: the projector, and its write is refused naming its role.
  await judge.getByRole('button', { name: 'Venue' }).click();
  const display = await deskJoinedBy(browser, venue.url, await shownCode('display'));
  const write = await display.evaluate(async (id) => {
    const res = await fetch('/api/player.register', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ eventId: id, name: 'Gil' }) });
    return { status: res.status, body: (await res.json()) as { error: { message: string; details: { role: string } } } };
  }, eventId);
  expect(write.status).toBe(403);
  expect(write.body.error.details.role).toBe('display');
  expect(write.body.error.message).toContain('display');

  // The registration code is revoked: that desk's next check-in is refused with the sentence.
  const spare = names[80]!;
  await registration.getByLabel('Search players').fill(spare.toLowerCase());
  await expect(row(registration, spare).getByRole('button', { name: 'Check in' })).toBeVisible();
  const old = await shownCode('registration');
  await panel.locator('[data-role="registration"]').getByRole('button', { name: 'Revoke (new code)' }).click();
  await expect.poll(() => shownCode('registration')).not.toBe(old);
  await row(registration, spare).getByRole('button', { name: 'Check in' }).click();
  // The banner says access was withdrawn; the refused check-in says why in its own notice.
  await expect(registration.getByRole('alert', { name: 'This desk’s access was withdrawn.' })).toBeVisible();
  await expect(registration.getByRole('alert').filter({ hasText: 'The organizer revoked the join code of this desk. Ask for the new code and join again.' })).toHaveCount(1);
  // The refusal stands alone: the walk-in's waiting-list message before it is gone.
  await expect(registration.getByText('on the waiting list.')).toHaveCount(0);
  await shot(registration, 'revoked');
  expect(call(venue.t, 'player.list', { eventId }).find((p) => p.name === spare)!.checkedInAt).toBeNull();

  // Two players open the phones page and find themselves by a few letters, accents left out.
  const accented = [...atRegistration, ...atJudge].find((n) => fold(n) !== n.toLowerCase() && !/[łŁ]/.test(n) && /^[\p{Script=Latin} ]+$/u.test(n))!;
  const cyrillic = [...atJudge, ...atRegistration].find((n) => /\p{Script=Cyrillic}/u.test(n))!;
  const typed = (n: string) => fold(n).split(' ').map((w) => w.slice(0, 4)).join(' ');
  const phones = [
    { name: accented, page: await phoneOf(browser, venue.url, eventId, typed(accented), accented, 'phone-1-search') },
    { name: cyrillic, page: await phoneOf(browser, venue.url, eventId, typed(cyrillic), cyrillic, 'phone-2-search') },
  ];

  // The head judge pairs round 1 and publishes it: the phones show table and opponent, no reload.
  await panel.getByRole('button', { name: 'Close' }).click();
  await openTab(judge, 'Rounds');
  await judge.getByRole('button', { name: 'Pair round 1' }).click();
  const one = judge.getByRole('region', { name: 'Round 1' });
  await one.getByRole('button', { name: 'Publish' }).click();
  await expect(one.getByText('published', { exact: true })).toBeVisible();
  const round = latestRound(venue.t, eventId);
  const seated = round.tables.flatMap((t) => t.seats.map((s) => s.name));
  expect(seated).toHaveLength(80);
  for (const name of walkIns) expect(seated).not.toContain(name);
  for (const [i, { name, page }] of phones.entries()) {
    const table = round.tables.find((t) => t.seats.some((s) => s.name === name))!;
    await expect(page.getByTestId('phone-table')).toHaveText(`Table ${table.number}`);
    await expect(page.locator('.ph-against')).toHaveText(`against ${table.seats.find((s) => s.name !== name)!.name}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: join(screenshotDir, `venue-day-phone-${i + 1}.png`) });
  }
  await expect(display.getByRole('heading', { name: 'Round 1 · Pairings by name' })).toBeVisible();
  await shot(display, 'display');
  await shot(judge, 'round-1');
});
