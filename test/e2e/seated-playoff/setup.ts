// An event of the four-seat test ruleset with a seated playoff, brought to its playoff: created at
// the desk, its players registered and checked in, and its three qualifying rounds played through
// the core with points that follow a fixed pattern by seat, table and round.
import type { Page } from '@playwright/test';
import type { Round, RoundTable } from '../../../shared/model/round';
import type { TempCore } from '../../fixtures/temp-core';
import { call } from '../netrunner/core';
import { createEventAtDesk } from '../stages/desk';

/** One game entered by points: the most wins, the rest placed by them. */
export function enterPoints(t: TempCore, table: RoundTable, points: number[]) {
  const places = points.map((p) => 1 + points.filter((q) => q > p).length);
  const seats = table.seats.map((s, i) => ({ entryId: s.entryId, place: places[i]!, outcome: places[i] === 1 ? 'win' : 'loss', score: points[i]! }));
  call(t, 'result.enter', { tableId: table.id, version: table.version, games: [{ seats }] } as never);
}

export function publishNext(t: TempCore, eventId: number): Round {
  const last = call(t, 'round.list', { eventId }).at(-1);
  const draft = call(t, 'round.pair', { eventId, newest: last ? { roundId: last.id, version: last.version } : null });
  return call(t, 'round.publish', { roundId: draft.id, version: draft.version });
}

/** Creates "Settlers Cup" at the desk and plays its qualifying rounds; returns the event's id. */
export async function qualifiedEvent(page: Page, venue: { url: string; t: TempCore }, names: readonly string[]): Promise<number> {
  const t = venue.t;
  await createEventAtDesk(page, venue.url, { name: 'Settlers Cup', date: '2026-12-12', ruleset: 'test-four-seat', plannedRounds: '3' });
  const eventId = t.core.store.events.list()[0]!.id;
  for (const name of names) {
    const p = call(t, 'player.register', { eventId, name });
    call(t, 'player.checkIn', { id: p.id, version: p.version });
  }
  for (let r = 1; r <= 3; r++) {
    const round = publishNext(t, eventId);
    round.tables.filter((x) => !x.bye).forEach((x, i) => enterPoints(t, x, x.seats.map((_, s) => ((s * 3 + i + r * 2) % 10) + (s === 0 ? 10 : 0))));
  }
  return eventId;
}
