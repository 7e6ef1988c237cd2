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

/** The result of one table: seat 1 wins as Corp (7–3), seat 2 as Corp. */
export function splitResult(table: BenchRound['tables'][number]) {
  const [a, b] = table.seats.map((s) => s.entryId);
  const seat = (id: number, role: string, win: boolean) => ({ entryId: id, role, outcome: win ? 'win' : 'loss', score: win ? 7 : 3 });
  return { tableId: table.id, version: table.version, games: [{ seats: [seat(a!, 'corp', true), seat(b!, 'runner', false)] }, { seats: [seat(a!, 'runner', false), seat(b!, 'corp', true)] }] };
}

export function enterAll(core: Core, round: BenchRound): void {
  const call = coreCaller(core);
  core.store.transaction(() => {
    for (const t of round.tables.filter((x) => !x.bye)) call('result.enter', splitResult(t));
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
