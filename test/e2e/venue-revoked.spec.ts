// A desk whose code is revoked hears of it at once: a banner says access was withdrawn and how to
// come back, what was typed stays (its Save off meanwhile), and the new code typed in the banner
// lets it carry on. A browser on another computer that has not joined sees the room's view with a
// way to join, not the head judge's desk.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Role } from '../../shared/contract/roles';
import type { Language } from '../../shared/model/settings';
import { deskJoinedBy, expect, screenshotDir, testWithCodes as test } from './venue-fixture';
import { call, latestRound, netrunnerEvent } from './netrunner/core';

// Long real names: the room's view under the guest's bar must still lay them out.
const names = ['Aleksandra Wiśniewska-Kowalczyk', 'Константин Александрович Преображенский', 'Chiara Rossi', 'Diego Torres Villanueva', 'Emil Zawadzki', 'Farah Haddad'];

const sizes = [
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

const withdrawnTitle: Record<Language, string> = {
  en: 'This desk’s access was withdrawn.',
  ru: 'Доступ этого пульта отозван.',
  pl: 'Dostęp tego stanowiska został cofnięty.',
};
const joinWithCode: Record<Language, string> = { en: 'Join with a code', ru: 'Подключиться по коду', pl: 'Dołącz z kodem' };

function publishedRound(t: Parameters<typeof netrunnerEvent>[0]) {
  const { event } = netrunnerEvent(t, names, 6);
  const draft = call(t, 'round.pair', { eventId: event.id, newest: null });
  call(t, 'round.publish', { roundId: draft.id, version: draft.version });
  const round = latestRound(t, event.id);
  return { event, roundId: round.id, table: round.tables[0]! };
}

/** The bottom of the banner is above the top of what is under it: nothing covers anything. */
async function barAbove(page: Page, bar: string, under: string) {
  const [a, b] = await Promise.all([page.locator(bar).boundingBox(), page.locator(under).first().boundingBox()]);
  expect(a && b && a.y + a.height <= b.y + 1).toBe(true);
}

test('a results desk revoked while typing a result is told at once, keeps what it typed, and carries on after rejoining', async ({ page, browser, venue }) => {
  const { roundId, table } = publishedRound(venue.t);
  const [a, b] = table.seats;
  await page.goto(`${venue.url}/#/desk`);
  await page.getByRole('button', { name: 'Venue' }).click();
  const panel = page.getByRole('region', { name: 'Several computers at the venue' });
  const codeOf = async (role: Role) => (await panel.locator(`[data-role="${role}"] .venue-code-text`).innerText()).replace('-', '');

  const results = await deskJoinedBy(browser, venue.url, await codeOf('results'));
  await results.setViewportSize(sizes[0]);
  await expect(results.locator('.role-badge')).toHaveText('results desk');
  await results.getByLabel('Table number or slip code').fill('1');
  await results.getByLabel('Table number or slip code').press('Enter');
  const match = results.getByRole('region', { name: 'Table 1' });
  // Game 1 typed whole, game 2 only its winner: the result is half typed.
  await match.locator('input[name="game-1-winner"][value="1"]').check();
  await match.getByLabel(`Agenda points — ${a!.name}`).nth(0).fill('7');
  await match.getByLabel(`Agenda points — ${b!.name}`).nth(0).fill('3');
  await match.locator('input[name="game-2-winner"][value="2"]').check();
  const save = match.getByRole('button', { name: 'Save result' });
  await expect(save).toBeEnabled();

  // The head judge revokes the results code; the desk has done nothing since.
  const old = await codeOf('results');
  await panel.locator('[data-role="results"]').getByRole('button', { name: 'Revoke (new code)' }).click();
  await expect.poll(() => codeOf('results')).not.toBe(old);
  const banner = results.getByRole('alert', { name: withdrawnTitle.en });
  await expect(banner).toContainText('Ask the head judge for the new code and type it here to carry on.');
  await expect(banner).toBeInViewport();
  // What was typed is all there, and cannot be sent meanwhile (Enter sends nothing either).
  await expect(match.locator('input[name="game-1-winner"][value="1"]')).toBeChecked();
  await expect(match.getByLabel(`Agenda points — ${a!.name}`).nth(0)).toHaveValue('7');
  await expect(match.getByLabel(`Agenda points — ${b!.name}`).nth(0)).toHaveValue('3');
  await expect(match.locator('input[name="game-2-winner"][value="2"]')).toBeChecked();
  await expect(save).toBeDisabled();
  // The desk may go on typing while it waits for the new code.
  await match.getByLabel(`Agenda points — ${a!.name}`).nth(1).fill('4');
  await match.getByLabel(`Agenda points — ${b!.name}`).nth(1).fill('7');
  await match.getByLabel(`Agenda points — ${b!.name}`).nth(1).press('Enter');
  await expect(banner).toBeVisible();
  expect(call(venue.t, 'round.get', { roundId }).tables[0]!.result).toBeNull();
  await results.screenshot({ animations: 'disabled', path: join(screenshotDir, 'venue-revoked-banner-1024.png') });

  // A wrong code in the banner is refused there; the head judge's new one lets the desk carry on.
  const field = banner.getByLabel('New join code');
  await field.fill('ABCD-EFGH');
  await banner.getByRole('button', { name: 'Join again' }).click();
  await expect(banner.getByRole('alert')).toContainText('That is not a join code of this venue');
  await field.fill(await codeOf('results'));
  await banner.getByRole('button', { name: 'Join again' }).click();
  await expect(results.getByRole('alert', { name: withdrawnTitle.en })).toHaveCount(0);
  await expect(match.getByLabel(`Agenda points — ${a!.name}`).nth(1)).toHaveValue('4');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(results.getByRole('form', { name: 'Enter results' }).getByRole('status')).toHaveText('Table 1 saved.');
  const saved = call(venue.t, 'round.get', { roundId }).tables[0]!.result!;
  expect(saved.games.map((g) => g.seats.map((seat) => seat.score))).toEqual([
    [7, 3],
    [4, 7],
  ]);
  await expect(results.locator('.role-badge')).toHaveText('results desk');
});

test('the withdrawn banner reads whole above the desk in every language and width', async ({ browser, venue }) => {
  // Three languages at three widths, each a desk of its own.
  test.setTimeout(180_000);
  publishedRound(venue.t);
  for (const language of ['en', 'ru', 'pl'] as const) {
    // Joined in English (the join page's labels), then the desk turns to the language set.
    call(venue.t, 'settings.set', { language: 'en' });
    const desk = await deskJoinedBy(browser, venue.url, venue.codes.list().find((c) => c.role === 'registration')!.code);
    await expect(desk.locator('.role-badge')).toBeVisible();
    call(venue.t, 'settings.set', { language });
    await expect(desk.locator(`html[lang="${language}"]`)).toHaveCount(1);
    call(venue.t, 'venue.revoke', { role: 'registration' });
    const banner = desk.getByRole('alert', { name: withdrawnTitle[language] });
    await expect(banner).toBeVisible();
    for (const size of sizes) {
      await desk.setViewportSize(size);
      await barAbove(desk, '.withdrawn-banner', '.topbar');
      // Nothing spills sideways at this width.
      expect(await desk.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await desk.screenshot({ animations: 'disabled', path: join(screenshotDir, `venue-revoked-banner-${language}-${size.width}.png`) });
    }
    await desk.context().close();
  }
});

test.describe('a browser on another computer', () => {
  test.use({ offHost: true });

  test('without a code sees the room’s view and the way to join, not the desk; the code opens its desk', async ({ page, browser, venue }) => {
    publishedRound(venue.t);
    await page.goto(`${venue.url}/#/desk`);
    await expect(page.getByRole('heading', { name: 'Round 1 · Pairings by name' })).toBeVisible();
    const bar = page.getByRole('navigation', { name: 'Joining the venue' });
    await expect(bar).toContainText('This computer has not joined the venue, so it shows what the room sees.');
    await expect(page.getByRole('navigation', { name: 'Desk sections' })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Register a player' })).toHaveCount(0);
    await expect(page.locator('.topbar')).toHaveCount(0);
    // Another desk's address shows the same.
    await page.goto(`${venue.url}/#/desk/rounds`);
    await expect(page.getByRole('button', { name: 'Pair round 1' })).toHaveCount(0);
    await expect(bar).toBeVisible();

    // The head judge on that computer opens the address with the launch's token: the desk.
    const headJudge = await (await browser.newContext()).newPage();
    await headJudge.goto(`${venue.url}/?token=test#/desk`);
    await headJudge.getByRole('button', { name: 'Venue' }).click();
    const code = (await headJudge.locator('[data-role="results"] .venue-code-text').innerText()).replace('-', '');

    await bar.getByRole('link', { name: 'Join with a code' }).click();
    await page.getByLabel('Join code').fill(code);
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(page.locator('.role-badge')).toHaveText('results desk');
    await expect(page.getByLabel('Table number or slip code')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Joining the venue' })).toHaveCount(0);
  });

  test('the room’s view and the join bar share the screen in every language and width', async ({ page, venue }) => {
    test.setTimeout(180_000);
    publishedRound(venue.t);
    for (const language of ['en', 'ru', 'pl'] as const) {
      call(venue.t, 'settings.set', { language });
      for (const size of sizes) {
        await page.setViewportSize(size);
        await page.goto(`${venue.url}/#/desk`);
        await expect(page.locator('.dp-screen[data-ready="true"]')).toBeVisible();
        await expect(page.getByRole('link', { name: joinWithCode[language] })).toBeVisible();
        await barAbove(page, '.guest-bar', '.dp-screen');
        // The room's screen ends at the window's bottom, under the bar rather than behind it.
        const screen = (await page.locator('.dp-screen').boundingBox())!;
        expect(Math.round(screen.y + screen.height)).toBe(size.height);
        await page.screenshot({ animations: 'disabled', path: join(screenshotDir, `venue-guest-room-${language}-${size.width}.png`) });
      }
    }
  });
});
