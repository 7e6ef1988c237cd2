// Direct calls to the core for what the desk screens under test do not cover (creating the
// event, registering and checking in players is the registration desk's job and has its own test).
import type { TempCore } from '../../fixtures/temp-core';
import type { InputOf, OperationName, OutputOf } from '../../../shared/contract/operations';

export function call<N extends OperationName>(t: TempCore, name: N, input: InputOf<N>): OutputOf<N> {
  const r = t.core.dispatch(name, input, { actor: 'test', readOnly: false });
  if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
  return r.value as OutputOf<N>;
}

/** A Netrunner event with these players registered, the first `checkedIn` of them checked in. */
export function netrunnerEvent(t: TempCore, names: string[], checkedIn: number) {
  const event = call(t, 'event.create', { name: 'Netrunner Classic 2026', date: '2026-12-05', ruleset: 'netrunner-1996' });
  const players = names.map((name) => call(t, 'player.register', { eventId: event.id, name }));
  for (const p of players.slice(0, checkedIn)) call(t, 'player.checkIn', { id: p.id, version: p.version });
  return { event, players };
}

/** The newest round of the event's division `divisionId` (its first when left out). */
export function latestRound(t: TempCore, eventId: number, divisionId?: number) {
  const list = call(t, 'round.list', { eventId, ...(divisionId === undefined ? {} : { divisionId }) });
  return call(t, 'round.get', { roundId: list.at(-1)!.id });
}
