// The bench's simulation core on a tiny field, Arbiter and every peer. No timing assertions.
import { describe, expect, it } from 'vitest';
import { SimEvent, type RoundPairing } from '../../../scripts/bench/event';
import { createField, matchResult, matchWinner } from '../../../scripts/bench/field';
import { parseArgs } from '../../../scripts/bench/options';
import { peerPlan, runPairingCase } from '../../../scripts/bench/pairing-case';
import { qualityVerdict } from '../../../scripts/bench/quality';
import { PEERS } from '../../../scripts/bench/peers';
import { jsonLines } from '../../../scripts/bench/report';
import type { EngineRun } from '../../../scripts/bench/simulate';
import { buildStandingsInput } from '../../../scripts/bench/standings-input';

const opts = parseArgs(['--seed', 'unit']);
const spec = { name: 'swiss-16', players: 16, rounds: 3 };
const seed = `${opts.seed}|${spec.name}`;
const out = runPairingCase(spec, opts);
const sim = out.events[0]!;

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
  'draw_rate',
  'events',
  'ratio',
  'budget_ms',
  'within_budget',
  'note',
];

const [toPeer, spPeer] = PEERS;

describe('bench simulation core (16 players x 3 rounds, Arbiter and both peers)', () => {
  it('prints one well-formed JSON line per engine', () => {
    const lines = jsonLines(out.rows);
    expect(lines).toHaveLength(3);
    const [a, ...peers] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(Object.keys(a!).sort()).toEqual([...PAIRING_KEYS, 'quality'].sort());
    expect(a).toMatchObject({ kind: 'pairing', case: 'swiss-16', engine: 'arbiter', players: 16, ratio: null });
    expect(peers.map((p) => p.engine)).toEqual(['tournament-organizer', 'swiss-pairing']);
    for (const p of peers) {
      expect(Object.keys(p).sort()).toEqual([...PAIRING_KEYS].sort());
      expect(p).toMatchObject({ players: 16, note: null, draw_rate: 0 });
      expect(typeof p.ratio).toBe('number');
    }
    for (const row of [a!, ...peers]) {
      expect(row.rounds).toBe(3);
      expect(typeof row.median_ms).toBe('number');
      expect(typeof row.worst_ms).toBe('number');
      expect(row.median_ms as number).toBeLessThanOrEqual(row.worst_ms as number);
      for (const k of ['rematches', 'pairs_unequal', 'score_diff_sum', 'byes']) {
        expect(Number.isInteger(row[k])).toBe(true); // no draws in this case
      }
      expect(row.budget_ms).toBeNull(); // no budget below 1,024 players
      expect(row.within_budget).toBeNull();
    }
    expect(a!.quality).toMatchObject({
      not_worse_than_best_peer: expect.any(Boolean),
      peers: [
        { engine: 'tournament-organizer', rounds: 3, arbiter: { rematches: 0 } },
        { engine: 'swiss-pairing', rounds: 3, arbiter: { rematches: 0 } },
      ],
    });
  });

  it('every engine plays the same field under the same deterministic outcome rule', () => {
    const field = createField(seed, spec.players);
    expect(sim.peers).toHaveLength(2);
    for (const run of [sim.arbiter, ...sim.peers]) {
      expect([...run.event.field.strength]).toEqual([...field.strength]);
      for (const m of run.event.log) {
        const [x, y] = m.entries;
        expect(m.winner).toBe(matchResult(field, m.round, x, y));
        expect(m.winner).toBe(matchResult(field, m.round, y, x)); // seat order does not matter
      }
    }
    // A pairing two engines made in the same round has the same winner.
    const winners = new Map(
      sim.arbiter.event.log.map((m) => [`${m.round}|${Math.min(...m.entries)}|${Math.max(...m.entries)}`, m.winner]),
    );
    for (const peer of sim.peers) {
      for (const m of peer.event.log) {
        const w = winners.get(`${m.round}|${Math.min(...m.entries)}|${Math.max(...m.entries)}`);
        if (w !== undefined) expect(m.winner).toBe(w);
      }
    }
  });

  it('the same pairings give the same results and standings, whichever engine made them', () => {
    for (const run of [sim.arbiter, ...sim.peers]) {
      const replay = new SimEvent(createField(seed, spec.players));
      for (let r = 1; r <= spec.rounds; r++) replay.play(r, pairingsOf(run, r));
      expect(replay.log).toEqual(run.event.log);
      expect(replay.candidates()).toEqual(run.event.candidates());
    }
  });

  it('every entry plays or has a bye each round, and Arbiter never pairs a rematch', () => {
    for (const run of [sim.arbiter, ...sim.peers]) {
      for (let r = 1; r <= spec.rounds; r++) {
        const p = pairingsOf(run, r);
        const seen = [...p.tables.flat(), ...p.byes].sort((x, y) => x - y);
        expect(seen).toEqual(createField(seed, spec.players).ids);
      }
    }
    expect(sim.arbiter.stats.every((s) => s.rematches === 0)).toBe(true);
    const met = new Set<string>();
    for (const m of sim.arbiter.event.log) {
      const key = `${Math.min(...m.entries)}|${Math.max(...m.entries)}`;
      expect(met.has(key)).toBe(false);
      met.add(key);
    }
  });

  it('refuses to measure a pairing that does not seat every player exactly once', () => {
    const event = new SimEvent(createField('unit', 4));
    expect(() => event.play(1, { tables: [[1, 2], [3, 1]], byes: [] })).toThrow(
      'round 1: not every player once (missing [4], twice [1], unknown [])',
    );
    expect(() => event.play(1, { tables: [[1, 2]], byes: [3, 9] })).toThrow(/missing \[4\].*unknown \[9\]/);
    expect(event.log).toEqual([]);
  });

  it('odd fields give byes to every engine; the peer plan cuts and skips as documented', () => {
    const odd = runPairingCase({ name: 'swiss-15', players: 15, rounds: 3 }, opts);
    expect(odd.rows.map((r) => r.byes)).toEqual([3, 3, 3]);
    const big = { name: 'x', players: 1024, rounds: 12 };
    expect(peerPlan(big, opts, toPeer!).rounds).toBe(3);
    expect(peerPlan(big, opts, spPeer!)).toMatchObject({ rounds: 1, note: expect.stringMatching(/^cut to 1 of 12 rounds/) });
    expect(peerPlan({ ...big, peersEveryRound: true }, opts, spPeer!)).toEqual({ rounds: 12, note: null });
    expect(peerPlan({ ...big, peersEveryRound: true }, parseArgs(['--peer-rounds', '2']), spPeer!)).toEqual({
      rounds: 2,
      note: 'cut to 2 of 12 rounds: --peer-rounds 2',
    });
    expect(peerPlan({ name: 'x', players: 4096, rounds: 14 }, opts, toPeer!)).toMatchObject({ rounds: 0 });
    expect(peerPlan(spec, parseArgs(['--peer', 'swiss-pairing']), toPeer!)).toMatchObject({ rounds: 0 });
    expect(() => parseArgs(['--peer', 'nobody'])).toThrow(/--peer needs one of tournament-organizer, swiss-pairing/);
    const none = parseArgs(['--no-peer']);
    const solo = runPairingCase({ name: 'swiss-8', players: 8, rounds: 2 }, none);
    expect(solo.events.map((e) => e.peers)).toEqual([[]]);
    for (const r of solo.rows.slice(1)) {
      expect(r).toMatchObject({ rounds: 0, median_ms: null, ratio: null, note: 'skipped: --no-peer' });
    }
    expect(solo.rows[0]!.quality).toEqual({ not_worse_than_best_peer: null, peers: [] });
  });

  it('draws: the drawn share of matches scores 1/2 each, the rest follow the 60 % rule', () => {
    const field = createField('unit-draws', 64, 0.02);
    expect(createField('unit-draws', 64).strength).toEqual(field.strength); // same ratings
    let draws = 0;
    let stronger = 0;
    let decided = 0;
    for (let r = 1; r <= 40; r++) {
      for (let a = 1; a < 64; a += 2) {
        const w = matchResult(field, r, a, a + 1);
        if (w === null) draws++;
        else {
          decided++;
          if (field.strength.get(w)! < field.strength.get(w === a ? a + 1 : a)!) stronger++;
        }
        // A game that cannot be drawn (the standings case) is still always decided.
        expect(matchWinner(field, r, a, a + 1)).not.toBeNull();
      }
    }
    expect(draws / 1280).toBeGreaterThan(0.005);
    expect(draws / 1280).toBeLessThan(0.04);
    expect(stronger / decided).toBeGreaterThan(0.55);
    expect(stronger / decided).toBeLessThan(0.68);

    const run = runPairingCase({ name: 'd', players: 24, rounds: 6, drawRate: 0.3 }, opts);
    const drawn = run.events[0]!.arbiter.event.log.filter((m) => m.winner === null);
    expect(drawn.length).toBeGreaterThan(0);
    const { event } = run.events[0]!.arbiter;
    const scores = [...event.players.values()].map((p) => p.score);
    expect(scores.some((x) => !Number.isInteger(x))).toBe(true);
    // Every match hands out exactly one point, every bye one.
    expect(scores.reduce((x, y) => x + y, 0)).toBe(event.log.length + event.byeLog.length);
  });

  it('several events: fields from different seeds, counts summed, rounds counted per event', () => {
    const many = runPairingCase({ name: 'm', players: 12, rounds: 3, events: 3 }, opts);
    expect(many.events).toHaveLength(3);
    expect(many.events[0]!.field.seed).toBe(`${opts.seed}|m`);
    expect(new Set(many.events.map((e) => JSON.stringify([...e.field.strength]))).size).toBe(3);
    for (const [i, row] of many.rows.entries()) {
      const runs = many.events.map((e) => [e.arbiter, ...e.peers][i]!);
      expect(row).toMatchObject({ events: 3, rounds: 3 });
      expect(row.pairs_unequal).toBe(runs.flatMap((r) => r.stats).reduce((x, st) => x + st.pairsUnequal, 0));
    }
    expect(runPairingCase({ name: 'm', players: 12, rounds: 3, events: 3 }, parseArgs(['--events', '1', '--no-peer'])).events).toHaveLength(1);
    expect(() => parseArgs(['--events', '0'])).toThrow(/--events needs at least 1/);
  });

  it('the verdict is yes only when Arbiter is not worse than every peer on every measure', () => {
    const stats = (rounds: [number, number, number][]) =>
      rounds.map(([rematches, pairsUnequal, scoreDiffSum], i) => ({
        round: i + 1,
        ms: 1,
        rematches,
        pairsUnequal,
        scoreDiffSum,
        byes: 0,
      }));
    const arbiter = stats([[0, 2, 1], [0, 4, 2.5], [0, 9, 9]]);
    const to = { engine: 'tournament-organizer' as const, stats: stats([[0, 3, 1.5], [1, 3, 1.5]]) };
    const sp = { engine: 'swiss-pairing' as const, stats: stats([[0, 2, 1], [0, 4, 2.5], [0, 9, 9]]) };
    const v = qualityVerdict(arbiter, [to, sp]);
    expect(v.peers[0]).toEqual({
      engine: 'tournament-organizer',
      rounds: 2, // compared over the rounds the peer ran
      arbiter: { rematches: 0, pairs_unequal: 6, score_diff_sum: 3.5 },
      peer: { rematches: 1, pairs_unequal: 6, score_diff_sum: 3 },
      not_worse: false,
    });
    expect(v.peers[1]!.not_worse).toBe(true); // equal counts as not worse
    expect(v.not_worse_than_best_peer).toBe(false);
    expect(qualityVerdict(arbiter, [sp]).not_worse_than_best_peer).toBe(true);
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
