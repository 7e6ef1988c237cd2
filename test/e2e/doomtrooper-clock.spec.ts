// A Doomtrooper round's clock on the projector: warned at 15, 10 and 5 minutes left (Time Limit),
// each warning said in words as it is passed.
import { join } from 'node:path';
import type { Result } from '../../shared/contract/errors';
import type { Round } from '../../shared/model/round';
import { expect, screenshotDir, test } from './venue-fixture';

test.use({ viewport: { width: 1920, height: 1080 } });

/** The core's own clock (see test/fixtures/temp-core.ts); the page's clock starts there too. */
const coreTime = new Date('2026-12-05T09:00:00Z');

test('the projector says each of the three warnings as it is passed', async ({ page, venue }) => {
  const call = <T,>(name: string, input: unknown): T => {
    const r = venue.t.core.dispatch(name, input, { actor: 'test', readOnly: false }) as Result<T>;
    if (!r.ok) throw new Error(`${name}: ${r.error.code} ${r.error.message}`);
    return r.value;
  };
  const eventId = call<{ id: number }>('event.create', { name: 'Doomtrooper Open', date: '2026-12-05', ruleset: 'doomtrooper' }).id;
  for (let i = 1; i <= 8; i++) {
    const p = call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
    call('player.checkIn', { id: p.id, version: p.version });
  }
  const draft = call<Round>('round.pair', { eventId, newest: null });
  const round = call<Round>('round.publish', { roundId: draft.id, version: draft.version });

  await page.clock.install({ time: coreTime });
  await page.goto(`${venue.url}/#/display/${eventId}`);
  await expect(page.locator('.dp-screen[data-ready="true"]')).toBeVisible();
  await page.getByRole('navigation', { name: 'Display controls' }).getByRole('button', { name: 'Clock' }).click();
  call('round.clock', { roundId: round.id, version: round.version, action: 'start' });
  const state = page.getByTestId('clock-state');
  await expect(state).toHaveText('Time remaining', { timeout: 1000 });

  // The projector reads the host's time: the host's clock moves on with the page's.
  let elapsed = 0;
  const pass = async (minutes: number) => {
    elapsed += minutes * 60_000;
    venue.t.setTime(new Date(coreTime.getTime() + elapsed).toISOString());
    await page.clock.fastForward(minutes * 60_000);
  };
  await pass(44);
  await expect(state).toHaveText('Time remaining');
  await pass(1.5);
  await expect(state).toHaveText('15 minutes left');
  await expect(page.getByRole('region', { name: 'Clock' })).toHaveAttribute('data-phase', 'warning');
  await pass(5);
  await expect(state).toHaveText('10 minutes left');
  await pass(5);
  await expect(state).toHaveText('5 minutes left');
  await expect(page.getByTestId('clock-time')).toHaveText(/^4:\d\d$/);
  await page.screenshot({ animations: 'disabled', path: join(screenshotDir, 'doomtrooper-clock-5-left.png') });
  await pass(5);
  await expect(state).toHaveText('Time is up');
});
