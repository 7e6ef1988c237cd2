// The bench's simulation core on a tiny field, both engines. No timing assertions.
import { describe, expect, it } from 'vitest';
import { SimEvent, type RoundPairing } from '../../../scripts/bench/event';
import { createField, matchWinner } from '../../../scripts/bench/field';
import { parseArgs } from '../../../scripts/bench/options';
import { peerPlan, runPairingCase } from '../../../scripts/bench/pairing-case';
import { jsonLines } from '../../../scripts/bench/report';
import type { EngineRun } from '../../../scripts/bench/simulate';
import { buildStandingsInput } from '../../../scripts/bench/standings-input';

const opts = parseArgs(['--seed', 'unit']);
const spec = { name: 'swiss-16', players: 16, rounds: 3 };
const seed = `${opts.seed}|${spec.name}`;
const out = runPairingCase(spec, opts);

/** The round's pairing as the engine made it, rebuilt from the event's logs. */
function pairingsOf(run: EngineRun, round: number): RoundPairing {
  return {
    tables: run.event.log.filter((m) => m.round === round).map((m) => m.entries),
    byes: run.event.byeLog.filter((b) => b.round === round).map((b) => b.entryId),
  };
}

const PAIRING_KEYS = [
  'kind',
  'case',
  'engine',
  'players',
  'rounds',
  'median_ms',
  'worst_ms',
  'rematches',
  'pairs_unequal',
  'score_diff_sum',
  'byes',
  'budget_ms',
  'within_budget',
  'note',
];

describe('bench simulation core (16 players x 3 rounds, both engines)', () => {
  it('prints one well-formed JSON line per engine', () => {
    const lines = jsonLines(out.rows);
    expect(lines).toHaveLength(2);
    const [a, p] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(Object.keys(a!).sort()).toEqual(
      [...PAIRING_KEYS, 'ratio_to_peer', 'quality'].sort(),
    );
    expect(Object.keys(p!).sort()).toEqual([...PAIRING_KEYS].sort());
    expect(a).toMatchObject({ kind: 'pairing', case: 'swiss-16', engine: 'arbiter', players: 16 });
    expect(p).toMatchObject({ engine: 'tournament-organizer', players: 16, note: null });
    for (const row of [a!, p!]) {
      expect(row.rounds).toBe(3);
      expect(typeof row.median_ms).toBe('number');
      expect(typeof row.worst_ms).toBe('number');
      expect(row.median_ms as number).toBeLessThanOrEqual(row.worst_ms as number);
      for (const k of ['rematches', 'pairs_unequal', 'score_diff_sum', 'byes']) {
        expect(Number.isInteger(row[k])).toBe(true);
      }
      expect(row.budget_ms).toBeNull(); // no budget below 1,024 players
      expect(row.within_budget).toBeNull();
    }
    expect(typeof a!.ratio_to_peer).toBe('number');
    expect(a!.quality).toMatchObject({
      rounds: 3,
      arbiter: { rematches: 0 },
      peer: { rematches: expect.any(Number) },
      not_worse: true,
    });
  });

  it('both engines play the same field under the same deterministic outcome rule', () => {
    const field = createField(seed, spec.players);
    expect(out.peer).not.toBeNull();
    for (const run of [out.arbiter, out.peer!]) {
      expect([...run.event.field.strength]).toEqual([...field.strength]);
      for (const m of run.event.log) {
        const [x, y] = m.entries;
        expect(m.winner).toBe(matchWinner(field, m.round, x, y));
        expect(m.winner).toBe(matchWinner(field, m.round, y, x)); // seat order does not matter
      }
    }
    // A pairing both engines made in the same round has the same winner.
    const winners = new Map(
      out.arbiter.event.log.map((m) => [`${m.round}|${Math.min(...m.entries)}|${Math.max(...m.entries)}`, m.winner]),
    );
    for (const m of out.peer!.event.log) {
      const w = winners.get(`${m.round}|${Math.min(...m.entries)}|${Math.max(...m.entries)}`);
      if (w !== undefined) expect(m.winner).toBe(w);
    }
  });

  it('the same pairings give the same results and standings, whichever engine made them', () => {
    for (const run of [out.arbiter, out.peer!]) {
      const replay = new SimEvent(createField(seed, spec.players));
      for (let r = 1; r <= spec.rounds; r++) replay.play(r, pairingsOf(run, r));
      expect(replay.log).toEqual(run.event.log);
      expect(replay.candidates()).toEqual(run.event.candidates());
    }
  });

  it('every entry plays or has a bye each round, and Arbiter never pairs a rematch', () => {
    for (const run of [out.arbiter, out.peer!]) {
      for (let r = 1; r <= spec.rounds; r++) {
        const p = pairingsOf(run, r);
        const seen = [...p.tables.flat(), ...p.byes].sort((x, y) => x - y);
        expect(seen).toEqual(createField(seed, spec.players).ids);
      }
    }
    expect(out.arbiter.stats.every((s) => s.rematches === 0)).toBe(true);
    const met = new Set<string>();
    for (const m of out.arbiter.event.log) {
      const key = `${Math.min(...m.entries)}|${Math.max(...m.entries)}`;
      expect(met.has(key)).toBe(false);
      met.add(key);
    }
  });

  it('odd fields give byes to both engines; the peer plan cuts and skips as documented', () => {
    const odd = runPairingCase({ name: 'swiss-15', players: 15, rounds: 3 }, opts);
    expect(odd.rows.map((r) => r.byes)).toEqual([3, 3]);
    expect(peerPlan({ name: 'x', players: 1024, rounds: 12 }, opts).rounds).toBe(3);
    expect(peerPlan({ name: 'x', players: 4096, rounds: 14 }, opts)).toMatchObject({ rounds: 0 });
    const none = parseArgs(['--no-peer']);
    const solo = runPairingCase({ name: 'swiss-8', players: 8, rounds: 2 }, none);
    expect(solo.peer).toBeNull();
    expect(solo.rows[1]).toMatchObject({ rounds: 0, median_ms: null, note: 'peer skipped: --no-peer' });
    expect(solo.rows[0]).toMatchObject({ ratio_to_peer: null, quality: null });
  });

  it('builds the standings case input as TableRecords', () => {
    const input = buildStandingsInput('unit', 64, 8);
    expect(input.entries).toHaveLength(64);
    for (let r = 1; r <= 8; r++) {
      const round = input.tables.filter((t) => t.round === r);
      const active = input.entries.filter((e) => !(r > 6 && e.dropped)).length;
      expect(round.flatMap((t) => t.entries)).toHaveLength(active);
    }
    for (const t of input.tables) {
      if (t.bye) expect(t).toMatchObject({ table: 0, games: [] });
      else {
        expect(t.games).toHaveLength(2);
        expect(t.games[0]!.seats.map((s) => s.role)).toEqual(['corp', 'runner']);
        expect(t.games[1]!.seats.map((s) => s.entryId)).toEqual([t.entries[1], t.entries[0]]);
      }
    }
  });
});
