// A semifinal corrected at the results desk after the final was paired (Netrunner, a cut to 4):
// a drafted final is paired again with the corrected winner and the Rounds tab says why; a
// published final refuses the correction, and the desk reads why and what to do.
import type { Round, RoundTable } from '../../../shared/model/round';
import { netrunnerGames } from '../../fixtures/netrunner-results';
import type { TempCore } from '../../fixtures/temp-core';
import { expect, test } from '../venue-fixture';
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

/** One Swiss round and the semifinals played through the core, seat 1 winning; the final drafted. */
function finalDrafted(t: TempCore): { eventId: number; semi: RoundTable } {
  const event = call(t, 'event.create', { name: 'Netrunner Classic 2026', date: '2026-12-05', ruleset: 'netrunner-1996', options: { playoff: 'elimination', cut: 4 }, plannedRounds: 1 });
  for (const name of four) {
    const p = call(t, 'player.register', { eventId: event.id, name });
    call(t, 'player.checkIn', { id: p.id, version: p.version });
  }
  for (let r = 0; r < 2; r++) {
    const draft = call(t, 'round.pair', { eventId: event.id, newest: r === 0 ? null : { roundId: latestRound(t, event.id).id, version: latestRound(t, event.id).version } });
    seatOneWins(t, call(t, 'round.publish', { roundId: draft.id, version: draft.version }));
  }
  const semis = latestRound(t, event.id);
  call(t, 'round.pair', { eventId: event.id, newest: { roundId: semis.id, version: semis.version } });
  return { eventId: event.id, semi: semis.tables.find((x) => x.number === 1)! };
}

test('correcting a semifinal while the final is a draft pairs the final again with the corrected winner, and the Rounds tab says why', async ({ page, venue }) => {
  const { eventId, semi } = finalDrafted(venue.t);
  await correctToSeatTwo(page, venue.url, semi);
  await expect(page.getByRole('form', { name: 'Enter results' }).getByRole('status')).toHaveText('Table 1 corrected.');

  await openTab(page, 'Rounds');
  await expect(page.getByRole('heading', { name: 'Round 3' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Warnings' })).toContainText('Paired again because the result of round 2, table 1 was corrected.');
  const winner = semi.seats[1]!.name;
  await expect(page.locator('table.pairings')).toContainText(winner);
  await expect(page.locator('table.pairings')).not.toContainText(semi.seats[0]!.name);
  expect(latestRound(venue.t, eventId).tables[0]!.seats.map((s) => s.name)).toContain(winner);
});

test('correcting a semifinal once the final is published is refused with the reason and what to do, and nothing changes', async ({ page, venue }) => {
  const { eventId, semi } = finalDrafted(venue.t);
  const draft = latestRound(venue.t, eventId);
  call(venue.t, 'round.publish', { roundId: draft.id, version: draft.version });
  const match = await correctToSeatTwo(page, venue.url, semi);
  // A refusal of the policy, not a clash between desks.
  await expect(match.getByRole('alert')).toHaveText(
    'Not corrected. Round 3 was paired after round 2 and players have seen it: correcting table 1 of round 2 would leave it made from the old result. Take round 3 back to a draft first (unpublish it; a round with results cannot be), then correct.',
  );
  // The final seats the semifinal's winner: keeping it as played is not offered.
  await expect(match.getByRole('button', { name: /as played/ })).toHaveCount(0);
  const stored = call(venue.t, 'round.get', { roundId: call(venue.t, 'round.list', { eventId })[1]!.id }).tables.find((x) => x.id === semi.id)!;
  expect(stored.result).toEqual(semi.result);
  expect(call(venue.t, 'audit.list', { eventId, operations: ['result.correct'] })).toHaveLength(0);
});
