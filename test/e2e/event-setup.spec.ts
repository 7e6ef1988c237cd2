import { join } from 'node:path';
import { expect, screenshotDir, test } from './venue-fixture';

test('an organizer configures a Generic event: points, clock and ordered tiebreakers, with bad values named', async ({ page, venue }) => {
  await page.goto(`${venue.url}/#/desk`);
  await page.getByLabel('Event name').fill('Thursday Swiss');
  await page.getByLabel('Date').fill('2026-12-10');
  await page.getByLabel('Ruleset').selectOption({ label: 'Generic' });
  await page.getByText('Ruleset options').click();

  await page.getByLabel('Points for a win').fill('2');
  await page.getByLabel('Round length (minutes)').fill('30');
  await page.getByLabel('Warning before the end (minutes)').fill('30');
  await page.getByLabel('A game may end in a draw').uncheck();
  // Seat balancing that may change who plays whom is off unless the organizer asks for it.
  const seats = page.getByLabel('Pair to keep seat 1 even (may change who plays whom)');
  await expect(seats).not.toBeChecked();
  await seats.check();

  // The preset's tiebreakers: OMW%, GW%, OGW%. Drop GW%, add Buchholz, move it to the top.
  const picker = page.getByRole('group', { name: 'Tiebreakers, in order' });
  await expect(picker.getByRole('listitem')).toHaveText([/OMW%/, /GW%/, /OGW%/]);
  await picker.getByRole('button', { name: 'Remove GW%' }).click();
  await picker.getByLabel('Add a tiebreaker').selectOption({ label: 'Buchholz' });
  await picker.getByRole('button', { name: 'Move Buchholz up' }).click();
  await picker.getByRole('button', { name: 'Move Buchholz up' }).click();
  await expect(picker.getByRole('listitem')).toHaveText([/Buchholz/, /OMW%/, /OGW%/]);
  await expect(picker.getByRole('listitem').first()).toContainText('total match points of every opponent');
  await page.screenshot({ path: join(screenshotDir, 'event-setup.png'), fullPage: true });

  // A warning at the very end of the round is refused, next to its field; nothing is created.
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.locator('#option-clock\\.warningMinutes-error')).toHaveText('The warning must come before the end of the round.');
  expect(venue.t.core.store.events.list()).toEqual([]);

  await page.getByLabel('Warning before the end (minutes)').fill('5');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByTestId('current-event')).toHaveText('Thursday Swiss');
  const [event] = venue.t.core.store.events.list();
  expect(event).toMatchObject({
    ruleset: 'generic',
    options: {
      matchPoints: { win: 2, draw: 1, loss: 0, bye: 3 },
      clock: { roundMinutes: 30, warningMinutes: 5 },
      drawsAllowed: false,
      seatBalance: true,
      tiebreakers: ['buchholz', 'omw', 'ogw'],
    },
  });
});
