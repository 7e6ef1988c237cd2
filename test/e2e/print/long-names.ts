// Players for the printed-sheet layout tests: long real names in English, Russian and Polish, each
// with the organizer's player ID as an imported list gives it (P00001…), and every seventh without
// one, as a walk-in registered at the desk has none.
import type { TempCore } from '../../fixtures/temp-core';
import { call } from './events';

const firsts = ['Christopher', 'Александра', 'Małgorzata', 'Bartholomew', 'Владислав', 'Przemysław', 'Anastasia', 'Екатерина', 'Grzegorz', 'Maximilian', 'Святослав', 'Katarzyna'];
const lasts = ['Montgomery-Fitzgerald', 'Константинопольская', 'Wiśniewska-Kowalczyk', 'Featherstonehaugh', 'Преображенский', 'Szczepańczyk', 'Worthington', 'Верещагина', 'Brzęczyszczykiewicz', 'Delacroix-Martin', 'Ростиславский', 'Żółtowska'];

export interface IdPlayer {
  name: string;
  /** The organizer's player ID; null for a player registered without one. */
  playerId: string | null;
}

/** `count` distinct long names with their player IDs. */
export function longNamedPlayers(count: number): IdPlayer[] {
  return Array.from({ length: count }, (_, i) => {
    const first = firsts[i % firsts.length]!;
    const last = lasts[(i + Math.floor(i / firsts.length)) % lasts.length]!;
    const lap = Math.floor(i / (firsts.length * lasts.length));
    return { name: `${first} ${last}${lap ? ` ${lap + 1}` : ''}`, playerId: i % 7 === 6 ? null : `P${String(i + 101).padStart(5, '0')}` };
  });
}

/** Registers the players as an imported list does (name and player ID), then checks them all in. */
export function importAndCheckIn(t: TempCore, eventId: number, players: readonly IdPlayer[]): void {
  call(t, 'player.import', { eventId, rows: players.map((p) => [p.playerId ?? '', p.name]), mapping: { playerId: 0, name: 1 } });
  for (const p of call<{ id: number; version: number }[]>(t, 'player.list', { eventId })) call(t, 'player.checkIn', { id: p.id, version: p.version });
}
