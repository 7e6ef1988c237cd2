// The swiss-pairing peer adapter on small fields: a valid pairing every round (everyone once, one
// bye when odd), and the history it hands back reaches the peer (no second bye, no rematch).
import { describe, expect, it } from 'vitest';
import { SimEvent } from '../../../scripts/bench/event';
import { createField } from '../../../scripts/bench/field';
import { swissPairingEngine } from '../../../scripts/bench/peer-swiss-pairing';
import { runEngine } from '../../../scripts/bench/simulate';

function run(players: number, rounds: number, drawRate = 0) {
  const field = createField(`unit-sp-${players}`, players, drawRate);
  return runEngine(field, swissPairingEngine(field.ids), rounds);
}

describe('swiss-pairing adapter', () => {
  it('pairs an even field: everyone once per round, no bye, no rematch', () => {
    const r = run(8, 4);
    for (let round = 1; round <= 4; round++) {
      const tables = r.event.log.filter((m) => m.round === round);
      expect(tables.flatMap((m) => m.entries).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    }
    expect(r.event.byeLog).toEqual([]);
    expect(r.stats.map((s) => s.rematches)).toEqual([0, 0, 0, 0]);
  });

  it('gives an odd field one bye a round, never twice to the same player, and scores it', () => {
    const r = run(7, 5);
    expect(r.event.byeLog.map((b) => b.round)).toEqual([1, 2, 3, 4, 5]);
    const holders = r.event.byeLog.map((b) => b.entryId);
    expect(new Set(holders).size).toBe(5);
    for (let round = 1; round <= 5; round++) {
      const seated = [
        ...r.event.log.filter((m) => m.round === round).flatMap((m) => m.entries),
        ...r.event.byeLog.filter((b) => b.round === round).map((b) => b.entryId),
      ];
      expect(seated.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    }
    expect(r.stats.every((s) => s.byes === 1)).toBe(true);
  });

  it('hands results (draws as half points) and meetings back: each round is the peer\'s optimum', () => {
    // swiss-pairing maximises -Σ(score difference² + 100 per earlier meeting). Its pairing of each
    // round must be optimal under the bench's standings, which it only knows through the adapter.
    const players = 10;
    const rounds = 5;
    const r = run(players, rounds, 0.4);
    expect(r.event.log.some((m) => m.winner === null)).toBe(true);
    const replay = new SimEvent(createField(`unit-sp-${players}`, players, 0.4));
    for (let round = 1; round <= rounds; round++) {
      const tables = r.event.log.filter((m) => m.round === round).map((m) => m.entries);
      const cost = ([a, b]: [number, number]) => {
        const d = replay.score(a) - replay.score(b);
        return d * d + (replay.players.get(a)!.opponents.includes(b) ? 100 : 0);
      };
      const best = (ids: number[]): number => {
        if (ids.length === 0) return 0;
        const [a, ...rest] = ids;
        return Math.min(...rest.map((b) => cost([a!, b]) + best(rest.filter((x) => x !== b))));
      };
      expect(tables.reduce((sum, t) => sum + cost(t), 0)).toBe(best(replay.field.ids));
      replay.play(round, { tables, byes: [] });
    }
  });
});
