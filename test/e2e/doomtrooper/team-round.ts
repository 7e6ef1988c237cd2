// A Doomtrooper event of fourteen players brought to its team round through the core: two
// free-for-all rounds played (PP 25, 21, 17… by seat, the first seat reaching the threshold), then
// the team round published (a table of 3 teams and two of 2). What the team specs start from; the
// free-for-all rounds alone lead to the other Doomtrooper stages.
import type { TempCore } from '../../fixtures/temp-core';
import { raceOutcomes, racePlaces } from '../../../shared/model/race';
import type { Round } from '../../../shared/model/round';
import { call } from '../netrunner/core';

export function publishedTeamRound(t: TempCore, event: { name: string; date: string }, names: readonly string[]): { eventId: number; round: Round } {
  const eventId = call(t, 'event.create', { ...event, ruleset: 'doomtrooper', options: { teamRounds: 1, headToHeadRounds: 0, playoff: 'none' } }).id;
  for (const name of names) {
    const p = call(t, 'player.register', { eventId, name });
    call(t, 'player.checkIn', { id: p.id, version: p.version });
  }
  playFreeForAll(t, eventId);
  return { eventId, round: t.publishNext(eventId) };
}

/** Publishes and plays the event's two free-for-all rounds: PP 25, 21, 17… by seat. */
export function playFreeForAll(t: TempCore, eventId: number): void {
  for (let r = 0; r < 2; r++) {
    for (const x of t.publishNext(eventId).tables) {
      const pp = x.seats.map((_, i) => 25 - 4 * i);
      const places = racePlaces(pp, 'target', 0);
      const outcomes = raceOutcomes(pp, 'target', 0);
      call(t, 'result.enter', { tableId: x.id, version: x.version, games: [{ ending: 'target', seats: x.seats.map((s, i) => ({ entryId: s.entryId, outcome: outcomes[i]!, place: places[i]!, score: pp[i]! })) }] });
    }
  }
}
