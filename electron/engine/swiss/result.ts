// runtime: pure. Turn a chosen plan into tables, seats and notes: every table says why it is
// what it is, as Note codes the UI translates (docs/engine.md lists them).
import type { Note } from '../types';
import { sideConflict, type CostContext, type PairingCost } from './cost';
import { seatOrder } from './seats';
import type { PairedTable, PairingCandidate, PairingRequest, PairingResult } from './types';

/** A bye (position in the preference order, or -1) and a pairing of the rest. */
export interface Plan {
  byeRank: number;
  ctx: CostContext;
  partner: Int32Array;
  cost: PairingCost;
}

/** Why a table is not the plain 2.3.4 one: its entries' plain tables had a rematch, or (only,
 * with `balanceSides`) sides that would drift; anything else is the knock-on of another swap. */
function swapReason(ctx: CostContext, i: number, j: number): string {
  const plain = [i, j].map((x) => [x, ctx.canon[x]!] as const);
  if (plain.some(([x, y]) => ctx.met(x, y))) return 'swapped_to_avoid_rematch';
  if (ctx.balanceSides && plain.some(([x, y]) => sideConflict(ctx.list[x]!, ctx.list[y]!) === 1)) {
    return 'swapped_for_sides';
  }
  return 'swapped_to_avoid_rematch';
}

function tableNotes(ctx: CostContext, i: number, j: number, scores: number[], warnings: Note[]) {
  const a = ctx.list[i]!;
  const b = ctx.list[j]!;
  const notes: Note[] = [{ code: 'score_group', params: { score: a.groupScore } }];
  if (b.groupScore !== a.groupScore) {
    const params = { entryId: b.id, fromScore: b.groupScore, toScore: a.groupScore };
    const skipped = scores.filter((s) => s < a.groupScore && s > b.groupScore).length;
    if (skipped > 0) {
      // Pairing across more than one group: only when 2.3.5 left nothing closer. It says the
      // pull-up itself, so the table does not say it twice.
      const gap = { code: 'score_gap', params: { ...params, groupsSkipped: skipped } };
      notes.push(gap);
      warnings.push(gap);
    } else {
      notes.push({ code: 'pull_up', params });
    }
  }
  if (ctx.canon[i] !== j) notes.push({ code: swapReason(ctx, i, j) });
  if (ctx.met(i, j)) {
    const forced = { code: 'forced_rematch', params: { entryA: a.id, entryB: b.id } };
    notes.push(forced);
    warnings.push(forced);
  }
  return notes;
}

function byeNotes(req: PairingRequest, prefs: PairingCandidate[], plan: Plan, warnings: Note[]) {
  const c = prefs[plan.byeRank]!;
  const notes: Note[] = [{ code: 'bye', params: { policy: req.byePolicy, score: c.groupScore } }];
  if (plan.byeRank > 0) notes.push({ code: 'bye_moved', params: { preferred: prefs[0]!.id } });
  if (c.byes > 0) {
    const second = { code: 'second_bye', params: { entryId: c.id, previousByes: c.byes } };
    notes.push(second);
    warnings.push(second);
  }
  return notes;
}

export function resultFromPlan(
  req: PairingRequest,
  ranked: PairingCandidate[],
  prefs: PairingCandidate[],
  plan: Plan,
): PairingResult {
  const scores = [...new Set(ranked.map((c) => c.groupScore))];
  const warnings: Note[] = [];
  const tables: PairedTable[] = [];
  const { ctx, partner } = plan;
  // Positions are in ranking order, so tables come out top pairing first.
  for (let i = 0; i < partner.length; i++) {
    const j = partner[i]!;
    if (j < i) continue;
    tables.push({
      table: tables.length + 1,
      entries: seatOrder(ctx.list[i]!, ctx.list[j]!, req.round),
      notes: tableNotes(ctx, i, j, scores, warnings),
    });
  }
  const bye =
    plan.byeRank < 0
      ? null
      : { entryId: prefs[plan.byeRank]!.id, notes: byeNotes(req, prefs, plan, warnings) };
  return { tables, bye, warnings };
}
