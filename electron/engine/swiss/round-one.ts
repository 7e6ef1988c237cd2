// runtime: pure. 2.1: round 1 is paired at random, from the rng the event seeds and stores, so
// the draw can be replayed for the audit trail (2.2).
import { shuffle } from '../random';
import { seatOrder } from './seats';
import type { PairedTable, PairingRequest, PairingResult } from './types';

/** Random pairing applies in round 1, and whenever nobody has played yet (no history to use). */
export function isRandomRound(req: PairingRequest): boolean {
  return req.round <= 1 || req.candidates.every((c) => c.opponents.length === 0 && c.byes === 0);
}

export function pairRandomRound(req: PairingRequest): PairingResult {
  const rankOf = new Map(req.candidates.map((c, i) => [c.id, i]));
  const order = shuffle(req.candidates, req.rng);
  let bye: PairingResult['bye'] = null;
  const warnings = [];
  if (order.length % 2 === 1) {
    // The last drawn takes the bye; skip anyone who already had one while someone has not.
    let k = order.length - 1;
    while (k > 0 && order[k]!.byes > 0) k--;
    if (order[k]!.byes > 0) k = order.length - 1;
    const [c] = order.splice(k, 1);
    const notes = [{ code: 'random_round_1' }];
    if (c!.byes > 0) {
      const second = { code: 'second_bye', params: { entryId: c!.id, previousByes: c!.byes } };
      notes.push(second);
      warnings.push(second);
    }
    bye = { entryId: c!.id, notes };
  }
  const tables: PairedTable[] = [];
  for (let k = 0; k + 1 < order.length; k += 2) {
    const [a, b] = [order[k]!, order[k + 1]!];
    const [higher, lower] = rankOf.get(a.id)! < rankOf.get(b.id)! ? [a, b] : [b, a];
    tables.push({
      table: tables.length + 1,
      entries: seatOrder(higher, lower, req.round),
      notes: [{ code: 'random_round_1' }],
    });
  }
  return { tables, bye, warnings };
}
