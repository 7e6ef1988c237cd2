// runtime: pure. Test helpers: candidates, an independent brute-force optimum, a simulated event.
import { createRng, shuffle } from '../../../../electron/engine/random';
import { canonicalPartners, rankCandidates } from '../../../../electron/engine/swiss/order';
import { compareCost, pairingCost, type PairingCost } from '../../../../electron/engine/swiss';
import type {
  PairingCandidate,
  PairingRequest,
  PairingResult,
} from '../../../../electron/engine/swiss';
import type { ByePolicy, EntryId, Rng } from '../../../../electron/engine/types';

export function cand(id: EntryId, groupScore: number, more: Partial<PairingCandidate> = {}) {
  return {
    id,
    groupScore,
    byes: 0,
    opponents: [],
    firstSeatCount: 0,
    secondSeatCount: 0,
    ...more,
  } satisfies PairingCandidate;
}

export function request(
  candidates: PairingCandidate[],
  byePolicy: ByePolicy = 'highest_in_lowest_odd_group',
  round = 2,
): PairingRequest {
  return { round, candidates, byePolicy, rng: createRng('test') };
}

/** Pairs as sorted id tuples, for order-free comparison. */
export function pairsOf(result: PairingResult): [EntryId, EntryId][] {
  return result.tables.map((t) => [...t.entries].sort((a, b) => a - b) as [EntryId, EntryId]);
}

function* matchings(ids: EntryId[]): Generator<[EntryId, EntryId][]> {
  if (ids.length === 0) {
    yield [];
    return;
  }
  const [first, ...rest] = ids;
  for (let k = 0; k < rest.length; k++) {
    const others = rest.filter((_, i) => i !== k);
    for (const m of matchings(others)) yield [[first!, rest[k]!], ...m];
  }
}

/** Every possible result (every bye choice when odd, every perfect matching of the rest). */
export function* allResults(req: PairingRequest): Generator<PairingResult> {
  const ids = req.candidates.map((c) => c.id);
  const byes: (EntryId | null)[] = ids.length % 2 === 1 ? ids : [null];
  for (const bye of byes) {
    const rest = ids.filter((id) => id !== bye);
    for (const m of matchings(rest)) {
      yield {
        tables: m.map((entries, i) => ({ table: i + 1, entries, notes: [] })),
        bye: bye === null ? null : { entryId: bye, notes: [] },
        warnings: [],
      };
    }
  }
}

export function bruteForceMinimum(req: PairingRequest): PairingCost {
  let best: PairingCost | null = null;
  for (const r of allResults(req)) {
    const c = pairingCost(req, r);
    if (!best || compareCost(c, best) < 0) best = c;
  }
  return best!;
}

/** A random field with a random history: for the brute-force comparison. */
export function randomField(seed: string, n: number, maxScore: number): PairingCandidate[] {
  const rng = createRng(seed);
  const int = (k: number) => Math.floor(rng.next() * k);
  const meetP = rng.next() * 0.7;
  const list = Array.from({ length: n }, (_, i) =>
    cand(i + 1, int(maxScore + 1), { byes: rng.next() < 0.3 ? 1 : 0 }),
  );
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (rng.next() < meetP) {
        list[i]!.opponents.push(list[j]!.id);
        list[j]!.opponents.push(list[i]!.id);
      }
  // Ranking order: group score first, then the shuffle stands in for the tiebreakers.
  return shuffle(list, rng).sort((a, b) => b.groupScore - a.groupScore);
}

export interface SimEntry {
  c: PairingCandidate;
  dropped: boolean;
  joined: number;
  tiebreak: number;
}

/** A simulated event: Netrunner-like scores (games won of two per match, bye = 2). */
export class SimEvent {
  entries: SimEntry[] = [];
  private rng: Rng;
  constructor(seed: string) {
    this.rng = createRng(seed);
  }
  add(count: number, round: number) {
    for (let k = 0; k < count; k++) {
      const id = this.entries.length + 1;
      this.entries.push({ c: cand(id, 0), dropped: false, joined: round, tiebreak: this.rng.next() });
    }
  }
  dropSome(p: number) {
    for (const e of this.entries) if (!e.dropped && this.rng.next() < p) e.dropped = true;
  }
  /** Only active entries, ranked by group score, then a stand-in tiebreaker. */
  candidates(): PairingCandidate[] {
    return this.entries
      .filter((e) => !e.dropped)
      .sort((a, b) => b.c.groupScore - a.c.groupScore || b.tiebreak - a.tiebreak)
      .map((e) => ({ ...e.c, opponents: [...e.c.opponents] }));
  }
  byId(id: EntryId): PairingCandidate {
    return this.entries[id - 1]!.c;
  }
  /** Apply random results of a pairing. */
  record(result: PairingResult) {
    for (const t of result.tables) {
      const [a, b] = t.entries.map((id) => this.byId(id)) as [PairingCandidate, PairingCandidate];
      a.opponents.push(b.id);
      b.opponents.push(a.id);
      a.firstSeatCount++;
      b.secondSeatCount++;
      const wonByA = Math.floor(this.rng.next() * 3); // 0, 1 or 2 of the two games
      a.groupScore += wonByA;
      b.groupScore += 2 - wonByA;
    }
    if (result.bye) {
      const c = this.byId(result.bye.entryId);
      c.byes++;
      c.groupScore += 2; // 2.4: a bye is a 2-0 record
    }
  }
}

/** Few large groups, where everyone has met a band of entries around their 2.3.4 opponent:
 * undoing those rematches takes swaps far down the group, so the clusters must widen (with the
 * widening or its proof broken, this is where a large field goes wrong). */
export function bandedField(seed: string, n: number, groups: number, band: number, density: number): PairingCandidate[] {
  const rng = createRng(seed);
  // Group scores a random step (1 to 3) apart, so pulling up and pulling down cost differently.
  const steps = Array.from({ length: groups }, () => 1 + Math.floor(rng.next() * 3));
  const scoreOf = (g: number) => steps.slice(g).reduce((a, b) => a + b, 0);
  const list = rankCandidates(Array.from({ length: n }, (_, i) => cand(i + 1, scoreOf(Math.floor((groups * i) / n)))));
  const canon = canonicalPartners(list.length % 2 ? list.slice(0, -1) : list);
  for (let i = 0; i < canon.length; i++) {
    for (let j = Math.max(0, canon[i]! - band); j <= Math.min(canon.length - 1, canon[i]! + band); j++) {
      if (j !== i && rng.next() < density && !list[i]!.opponents.includes(list[j]!.id)) {
        list[i]!.opponents.push(list[j]!.id);
        list[j]!.opponents.push(list[i]!.id);
      }
    }
  }
  return list;
}
