// A Netrunner event played through the core as the desk would (batched in transactions: the
// cases measure the app, and thousands of fsyncs would only measure the disk): players
// registered and checked in, rounds paired and published, every result entered.
import type { Core } from '../../electron/core/app-core';

export interface BenchRound {
  id: number;
  version: number;
  tables: { id: number; version: number; bye: boolean; seats: { entryId: number }[] }[];
}

export function coreCaller(core: Core) {
  const desk = { actor: 'bench', readOnly: false };
  return <T>(name: string, input: unknown): T => {
    const r = core.dispatch(name, input, desk);
    if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
    return r.value as T;
  };
}

export function createBenchEvent(core: Core, players: number): number {
  const call = coreCaller(core);
  const eventId = call<{ id: number }>('event.create', { name: 'Bench', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
  core.store.transaction(() => {
    for (let i = 0; i < players; i++) {
      const p = call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
      call('player.checkIn', { id: p.id, version: p.version });
    }
  });
  return eventId;
}

/** Pairs and publishes the next round (closing the one before). */
export function publishNextRound(core: Core, eventId: number, newest: { roundId: number; version: number } | null): BenchRound {
  const call = coreCaller(core);
  const draft = call<BenchRound>('round.pair', { eventId, newest });
  return call<BenchRound>('round.publish', { roundId: draft.id, version: draft.version });
}

/** The result of one table from who won each game: seat 1 plays Corp in game 1 and Runner in
 * game 2, and `seatOneWins[g]` says whether it won game g (7–3 agenda points). */
export function gamesResult(table: BenchRound['tables'][number], seatOneWins: readonly [boolean, boolean]) {
  const [a, b] = table.seats.map((s) => s.entryId);
  const seat = (id: number, role: string, win: boolean) => ({ entryId: id, role, outcome: win ? 'win' : 'loss', score: win ? 7 : 3 });
  const [first, second] = seatOneWins;
  return {
    tableId: table.id,
    version: table.version,
    games: [
      { seats: [seat(a!, 'corp', first), seat(b!, 'runner', !first)] },
      { seats: [seat(a!, 'runner', second), seat(b!, 'corp', !second)] },
    ],
  };
}

/** The result of one table: each seat wins as Corp (a split). Played at every table, it leaves the
 * whole field on one score: the worst case of the pairing (see docs/bench.md). */
export function splitResult(table: BenchRound['tables'][number]) {
  return gamesResult(table, [true, false]);
}

/** A result drawn from `random`: each game won by either seat at even odds, so a round ends a
 * quarter 2–0 each way and half split, and the field spreads into score groups as an event's does. */
export function drawnResult(table: BenchRound['tables'][number], random: () => number) {
  return gamesResult(table, [random() < 0.5, random() < 0.5]);
}

/** How a case plays a table: splitResult, or drawnResult over its own random stream. */
export type TableResult = (table: BenchRound['tables'][number]) => ReturnType<typeof gamesResult>;

export function enterAll(core: Core, round: BenchRound, result: TableResult = splitResult): void {
  const call = coreCaller(core);
  core.store.transaction(() => {
    for (const t of round.tables.filter((x) => !x.bye)) call('result.enter', result(t));
  });
}

/** Plays rounds 1..n-1 with every result and publishes round n: a round under way. */
export function roundUnderway(core: Core, eventId: number, n: number): BenchRound {
  let round: BenchRound | null = null;
  for (let r = 1; r <= n; r++) {
    round = publishNextRound(core, eventId, round && { roundId: round.id, version: round.version });
    if (r < n) enterAll(core, round);
  }
  return round!;
}
