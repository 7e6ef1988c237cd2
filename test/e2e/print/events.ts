// Sets up events with rounds for the print tests and the bench, through the core as a desk would.
import type { Result } from '../../../shared/contract/errors';
import type { Round } from '../../../shared/model/round';
import { netrunnerGames } from '../../fixtures/netrunner-results';
import type { TempCore } from '../../fixtures/temp-core';

const desk = { actor: 'test', readOnly: false };

export function call<T>(t: TempCore, name: string, input: unknown): T {
  const r = t.core.dispatch(name, input, desk) as Result<T>;
  if (!r.ok) throw new Error(`${name}: ${r.error.code} ${r.error.message}`);
  return r.value;
}

const firsts = ['Ada', 'Bruno', 'Chiara', 'Dmitri', 'Elif', 'Farid', 'Greta', 'Hiro', 'Ines', 'Jonas', 'Kasia', 'Lars', 'Mei', 'Nadia', 'Omar', 'Priya', 'Quentin', 'Rosa', 'Sven'];
const lasts = ['Okafor', 'Łukasiewicz', 'Moreau', 'Nakamura', 'Ferreira', 'Lindqvist', 'Zoë-Ortiz', 'Brennan', 'Kowalczyk', 'Haddad', 'Svensson', 'Castellanos'];

/** Distinct names, none a substring of another (so a text search finds exactly its player). */
export function playerNames(count: number): string[] {
  const names: string[] = [];
  for (let i = 0; names.length < count; i++) {
    const first = firsts[i % firsts.length]!;
    const last = lasts[Math.floor(i / firsts.length) % lasts.length]!;
    const round = Math.floor(i / (firsts.length * lasts.length));
    names.push(round === 0 ? `${first} ${last}` : `${first} ${last} ${round + 1}x`);
  }
  return names;
}

export interface PairedEvent {
  eventId: number;
  round: Round;
  names: string[];
}

/** Registers and checks in `players`, pairs round 1 and publishes it. */
export function pairedEvent(
  t: TempCore,
  players: number,
  options: { name?: string; ruleset?: 'netrunner-1996' | 'generic'; eventOptions?: Record<string, unknown> } = {},
): PairedEvent {
  const eventId = call<{ id: number }>(t, 'event.create', {
    name: options.name ?? 'Netrunner Winter Open',
    date: '2026-12-05',
    ruleset: options.ruleset ?? 'netrunner-1996',
    ...(options.eventOptions ? { options: options.eventOptions } : {}),
  }).id;
  const names = playerNames(players);
  for (const name of names) {
    const p = call<{ id: number; version: number }>(t, 'player.register', { eventId, name });
    call(t, 'player.checkIn', { id: p.id, version: p.version });
  }
  const draft = call<Round>(t, 'round.pair', { eventId, newest: null });
  const round = call<Round>(t, 'round.publish', { roundId: draft.id, version: draft.version });
  return { eventId, round, names };
}

/** Enters a Netrunner result on every table: seat 1 wins game 1, seat 2 wins game 2. */
export function enterNetrunnerResults(t: TempCore, round: Round): void {
  for (const table of round.tables.filter((x) => !x.bye)) {
    const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
    call(t, 'result.enter', { tableId: table.id, version: table.version, games: netrunnerGames(a, b, [['a', 7, 2], ['b', 3, 7]]) });
  }
}
