// An independent, deliberately naive re-implementation of the standings, written from the rule
// text (Netrunner 2.2.1, 2.2.2, 2.4; the Generic tiebreakers as docs/rulesets/generic.md defines
// them) with quadratic scans and no engine code, compared with computeStandings on random events.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BuiltinRuleset } from './random-event';
import { computeStandings } from '../../../../electron/engine/rulesets';
import type { EntryState, TableRecord } from '../../../../electron/engine/types';
import { randomEvent } from './random-event';

interface M { round: number; opp: number | null; kind: 'table' | 'bye' | 'missed'; result: 'win' | 'draw' | 'loss'; gw: number; gl: number; gd: number; pts: number; oppPts: number; mp: number }

const r6 = (x: number) => Math.round(x * 1e6) / 1e6;
const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length);
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

export function naiveStandings(rs: BuiltinRuleset, entries: EntryState[], tables: TableRecord[]) {
  const ids = entries.map((e) => e.id);
  const nr = rs.scoring === 'netrunner';
  const reported = tables.filter((t) => (t.bye ? ids.includes(t.entries[0]!) : t.games.length > 0 && t.entries.length === 2 && t.entries.every((e) => ids.includes(e))));
  const lastRound = Math.max(0, ...reported.map((t) => t.round));
  const points = (k: 'win' | 'draw' | 'loss' | 'bye') => (rs.scoring === 'match-points' ? rs.matchPoints[k] : 0);
  const share = rs.scoring === 'match-points' && rs.matchPoints.win > 0 ? rs.matchPoints.draw / rs.matchPoints.win : 0.5;

  const matchesOf = (id: number): M[] => {
    const out: M[] = [];
    for (const t of reported) {
      if (t.bye) {
        if (t.entries[0] === id) {
          const games = nr ? 2 : Math.floor(rs.gamesPerMatch / 2) + 1;
          out.push({ round: t.round, opp: null, kind: 'bye', result: 'win', gw: games, gl: 0, gd: 0, pts: nr ? 20 : 0, oppPts: 0, mp: points('bye') });
        }
        continue;
      }
      if (!t.entries.includes(id)) continue;
      const opp = t.entries[0] === id ? t.entries[1]! : t.entries[0]!;
      let gw = 0, gl = 0, gd = 0, pts = 0, oppPts = 0, oppWon = 0;
      for (const g of t.games) {
        const me = g.seats.find((s) => s.entryId === id)!;
        const them = g.seats.find((s) => s.entryId === opp)!;
        if (me.outcome === 'win') gw++;
        if (me.outcome === 'loss') gl++;
        if (me.outcome === 'draw') gd++;
        if (them.outcome === 'win') oppWon++;
        pts += nr && me.outcome === 'win' ? 10 : me.score;
        oppPts += nr && them.outcome === 'win' ? 10 : them.score;
      }
      // More games won wins; Netrunner: equal games, more points (2.2.2); equal: drawn.
      const result = gw > oppWon ? 'win' : gw < oppWon ? 'loss' : nr && pts > oppPts ? 'win' : nr && pts < oppPts ? 'loss' : 'draw';
      out.push({ round: t.round, opp, kind: 'table', result, gw, gl, gd, pts, oppPts, mp: points(result) });
    }
    const e = entries.find((x) => x.id === id)!;
    const policy = rs.lateEntry.missedRound;
    for (let r = 1; r <= Math.min(e.joinedRound - 1, lastRound); r++) {
      if (policy === 'none' || out.some((m) => m.round === r)) continue;
      out.push({ round: r, opp: null, kind: 'missed', result: policy, gw: 0, gl: 0, gd: 0, pts: 0, oppPts: 0, mp: points(policy) });
    }
    return out.sort((a, b) => a.round - b.round);
  };
  const count = (id: number, res: M['result']) => matchesOf(id).filter((m) => m.result === res).length;
  const mp = (id: number) => sum(matchesOf(id).map((m) => m.mp));
  const frac = (w: number, d: number, l: number) => (w + d + l === 0 ? 0 : (w + share * d) / (w + d + l));
  const mwp = (id: number) => frac(count(id, 'win'), count(id, 'draw'), count(id, 'loss'));
  const gwp = (id: number) => { const ms = matchesOf(id); return frac(sum(ms.map((m) => m.gw)), sum(ms.map((m) => m.gd)), sum(ms.map((m) => m.gl))); };
  const opps = (id: number) => matchesOf(id).filter((m) => m.opp !== null).map((m) => m.opp!);
  const sos = (id: number) => mean(opps(id).map(mwp));
  const tb: Record<string, (id: number) => number> = {
    match_record: (id) => count(id, 'win') + count(id, 'draw') / 2,
    agenda: (id) => sum(matchesOf(id).map((m) => m.pts)),
    opponents_agenda: (id) => sum(matchesOf(id).map((m) => m.oppPts)),
    buchholz: (id) => sum(opps(id).map(mp)),
    median_buchholz: (id) => { const v = opps(id).map(mp).sort((a, b) => a - b); return v.length >= 3 ? sum(v.slice(1, -1)) : sum(v); },
    sos,
    extended_sos: (id) => mean(opps(id).map(sos)),
    omw: (id) => mean(opps(id).map((o) => Math.max(0.33, mwp(o)))),
    gw: gwp,
    ogw: (id) => mean(opps(id).map((o) => Math.max(0.33, gwp(o)))),
    sonneborn_berger: (id) => sum(matchesOf(id).map((m) => (m.opp === null ? 0 : m.result === 'win' ? mp(m.opp) : m.result === 'draw' ? mp(m.opp) / 2 : 0))),
    cumulative: (id) => { let run = 0; return sum(matchesOf(id).map((m) => (run += m.mp))); },
  };
  const cols = [...rs.tiebreakers];
  const keys = new Map<number, number[]>();
  for (const id of ids) {
    const ms = matchesOf(id);
    keys.set(id, [r6(nr ? sum(ms.map((m) => m.gw)) : mp(id)), ...cols.map((c) => (c === 'head_to_head' ? 0 : r6(tb[c]!(id))))]);
  }
  // Head-to-head among exactly the players tied on every earlier column, if each pair has met.
  cols.forEach((c, ci) => {
    if (c !== 'head_to_head') return;
    const at = ci + 1;
    const values = ids.map((id) => {
      const tied = ids.filter((o) => keys.get(o)!.slice(0, at).every((v, k) => v === keys.get(id)![k]));
      if (tied.length < 2) return 0;
      const allMet = tied.every((a) => tied.every((b) => a === b || opps(a).includes(b)));
      return allMet ? sum(matchesOf(id).filter((m) => m.opp !== null && tied.includes(m.opp)).map((m) => m.mp)) : 0;
    });
    ids.forEach((id, i) => (keys.get(id)![at] = values[i]!));
  });
  const dir = [1, ...cols.map((c) => (c === 'opponents_agenda' ? -1 : 1))];
  const cmp = (a: number, b: number) => {
    const ka = keys.get(a)!, kb = keys.get(b)!;
    for (let k = 0; k < ka.length; k++) if (ka[k] !== kb[k]) return (kb[k]! - ka[k]!) * dir[k]!;
    return 0;
  };
  const order = [...ids].sort((a, b) => cmp(a, b) || a - b);
  const ranks: number[] = [];
  order.forEach((id, i) => ranks.push(i > 0 && cmp(order[i - 1]!, id) === 0 ? ranks[i - 1]! : i + 1));
  return order.map((id, i) => {
    const ms = matchesOf(id);
    return {
      rank: ranks[i]!, entryId: id, dropped: entries.find((e) => e.id === id)!.dropped, groupScore: keys.get(id)![0]!,
      matchesPlayed: ms.filter((m) => m.kind !== 'missed').length, byes: ms.filter((m) => m.kind === 'bye').length,
      roundsMissed: ms.filter((m) => m.kind === 'missed').length,
      matchWins: count(id, 'win'), matchDraws: count(id, 'draw'), matchLosses: count(id, 'loss'),
      gamesWon: sum(ms.map((m) => m.gw)), gamesLost: sum(ms.map((m) => m.gl)), gamesDrawn: sum(ms.map((m) => m.gd)),
      tiebreaks: Object.fromEntries(cols.map((c, k) => [c, keys.get(id)![k + 1]!])),
    };
  });
}

describe('computeStandings against the naive reference', () => {
  for (const kind of ['netrunner', 'generic'] as const) {
    it(`${kind}: same order and same values on random events`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
          const { ruleset, entries, tables } = randomEvent(seed, kind);
          expect(computeStandings(ruleset, entries, tables)).toEqual(naiveStandings(ruleset, entries, tables));
        }),
        { numRuns: 300 },
      );
    });
  }
});
