// Sets up a Netrunner event through the core for the projector tests: players (some with
// 40-character, Polish and Cyrillic names) registered and checked in, rounds paired, published
// and results entered, exactly as the desk would.
import type { Result } from '../../../shared/contract/errors';
import type { Round } from '../../../shared/model/round';
import type { Standings } from '../../../shared/model/standings';
import { netrunnerGames } from '../../fixtures/netrunner-results';
import type { TempCore } from '../../fixtures/temp-core';

export const longNames = [
  'Maximilian Alexander Hohenzollern-Sigmar', // 40
  'Małgorzata Świętosławska-Grzybowska Łódź', // 40
  'Александра Владимировна Преображенская-К', // 40
  'Żaneta Łukasiewicz',
  'Семён Петров',
];

const firstNames = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Elena', 'Felix', 'Greta', 'Hugo', 'Ines', 'Jonas', 'Kasia', 'Lars', 'Mila', 'Nils', 'Olga', 'Piotr', 'Quinn', 'Rosa', 'Sven', 'Tomek'];
const lastNames = ['Nowak', 'Ivanov', 'Berg', 'Costa', 'Duda', 'Eriksen', 'Fischer', 'Gomez', 'Horvat', 'Jansen'];

/** `count` players: the long names first, then ordinary ones. */
export function playerNames(count: number): string[] {
  const names = [...longNames];
  for (let i = 0; names.length < count; i++) names.push(`${firstNames[i % firstNames.length]} ${lastNames[Math.floor(i / firstNames.length) % lastNames.length]}${i >= 200 ? ` ${i}` : ''}`);
  return names.slice(0, count);
}

export function eventDriver(t: TempCore) {
  const desk = { actor: 'test', readOnly: false };
  function call<T>(name: string, input: unknown): T {
    const r = t.core.dispatch(name, input, desk) as Result<T>;
    if (!r.ok) throw new Error(`${name}: ${r.error.code} ${r.error.message}`);
    return r.value;
  }
  const eventId = call<{ id: number }>('event.create', { name: 'Netrunner Winter Open 2026', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;

  return {
    eventId,
    call,
    addPlayers(names: string[]): void {
      for (const name of names) {
        const p = call<{ id: number; version: number }>('player.register', { eventId, name });
        call('player.checkIn', { id: p.id, version: p.version });
      }
    },
    pair(): Round {
      const last = call<{ id: number; version: number }[]>('round.list', { eventId }).at(-1);
      return call<Round>('round.pair', { eventId, newest: last ? { roundId: last.id, version: last.version } : null });
    },
    publish: (r: Round) => call<Round>('round.publish', { roundId: r.id, version: r.version }),
    round: (roundId: number) => call<Round>('round.get', { roundId }),
    standings: () => call<Standings>('standings.get', { eventId }),
    clock(roundId: number, action: 'start' | 'pause' | 'resume'): Round {
      const r = call<Round>('round.get', { roundId });
      return call<Round>('round.clock', { roundId, version: r.version, action });
    },
    /** Seat 1 wins both games (7–2, 7–3) at the table with this number, or seat 2 with `seat2Wins`. */
    enter(roundId: number, tableNumber: number, seat2Wins = false): Round['tables'][number] {
      const table = call<Round>('round.get', { roundId }).tables.find((x) => x.number === tableNumber && !x.bye)!;
      const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
      const w = seat2Wins ? 'b' : 'a';
      const games = netrunnerGames(a, b, seat2Wins ? [[w, 2, 7], [w, 3, 7]] : [[w, 7, 2], [w, 7, 3]]);
      return call<Round['tables'][number]>('result.enter', { tableId: table.id, version: table.version, games });
    },
  };
}
export type EventDriver = ReturnType<typeof eventDriver>;
