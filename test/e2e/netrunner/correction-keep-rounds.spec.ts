// A Swiss slip found two rounds later (Netrunner, three Swiss rounds): the desk's correction is
// refused because rounds 2 and 3 were played after it, the refusal offers to keep them as played,
// and taking that offer corrects the result and the standings while rounds 2 and 3 stand.
import type { Round } from '../../../shared/model/round';
import { netrunnerGames } from '../../fixtures/netrunner-results';
import type { TempCore } from '../../fixtures/temp-core';
import { join } from 'node:path';
import { expect, screenshotDir, test } from '../venue-fixture';
import { call, latestRound } from './core';
import { correctToSeatTwo, openTab } from './desk';

const four = ['Anna Nowak', 'Boris Ivanov', 'Chiara Rossi', 'Diego Torres'];

/** Every table won 2-0 by seat 1. */
function seatOneWins(t: TempCore, round: Round) {
  for (const x of round.tables.filter((y) => !y.bye)) {
    const [a, b] = x.seats.map((s) => s.entryId) as [number, number];
    call(t, 'result.enter', { tableId: x.id, version: x.version, games: netrunnerGames(a, b, [['a', 7, 2], ['a', 7, 3]]) });
  }
}

/** Three Swiss rounds played through the core, seat 1 winning every table; round 3 closed. */
function threeRoundsPlayed(t: TempCore): { eventId: number; rounds: Round[] } {
  const event = call(t, 'event.create', { name: 'Netrunner Classic 2026', date: '2026-12-05', ruleset: 'netrunner-1996', plannedRounds: 3 });
  for (const name of four) {
    const p = call(t, 'player.register', { eventId: event.id, name });
    call(t, 'player.checkIn', { id: p.id, version: p.version });
  }
  for (let r = 0; r < 3; r++) {
    const newest = r === 0 ? null : { roundId: latestRound(t, event.id).id, version: latestRound(t, event.id).version };
    const draft = call(t, 'round.pair', { eventId: event.id, newest });
    seatOneWins(t, call(t, 'round.publish', { roundId: draft.id, version: draft.version }));
  }
  const last = latestRound(t, event.id);
  call(t, 'round.close', { roundId: last.id, version: last.version });
  return { eventId: event.id, rounds: call(t, 'round.list', { eventId: event.id }).map((r) => call(t, 'round.get', { roundId: r.id })) };
}

test('a round 1 slip corrected after round 3: the refusal offers to keep rounds 2–3 as played, and taking it corrects the standings', async ({ page, venue }) => {
  const { eventId, rounds } = threeRoundsPlayed(venue.t);
  const slip = rounds[0]!.tables.find((x) => x.number === 1)!;
  const [a, b] = slip.seats;

  await page.goto(`${venue.url}/#/desk/standings`);
  const standings = page.getByRole('region', { name: 'Standings' });
  /** A player's won-drawn-lost record as the desk's standings show it. */
  const record = async (name: string) => (await standings.getByRole('row', { name }).innerText()).match(/\t(\d+)-(\d+)-(\d+)\t/)!.slice(1).map(Number);
  const before = { a: await record(a!.name), b: await record(b!.name) };

  const match = await correctToSeatTwo(page, venue.url, slip);
  await expect(match.getByRole('alert')).toContainText('Not corrected. Round 3 was paired after round 1 and players have seen it');
  await page.screenshot({ path: join(screenshotDir, 'correction-keep-rounds-offered.png'), fullPage: true });
  await match.getByRole('button', { name: 'Keep rounds 2–3 as played and correct the standings' }).click();
  await expect(page.getByRole('form', { name: 'Enter results' }).getByRole('status')).toHaveText('Table 1 corrected.');

  await openTab(page, 'Standings');
  await expect.poll(() => record(a!.name)).toEqual([before.a[0]! - 1, before.a[1], before.a[2]! + 1]);
  expect(await record(b!.name)).toEqual([before.b[0]! + 1, before.b[1], before.b[2]! - 1]);
  for (const r of rounds.slice(1)) expect(call(venue.t, 'round.get', { roundId: r.id }).tables).toEqual(r.tables);
  expect(call(venue.t, 'audit.list', { eventId, operations: ['result.correct'] })[0]!.detail).toMatchObject({ keptLaterRounds: [2, 3] });
});
