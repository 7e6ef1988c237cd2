// runtime: dom. The standings a desk holds take in a change by asking only what changed since
// (standings.get with `since`: the rows that changed and every row's entry and rank in order):
// at 4,096 players a result corrected moves a few rows, and the whole answer is over a megabyte.
import type { ArbiterApi } from '../../../shared/contract/client';
import type { StandingRow, Standings } from '../../../shared/model/standings';
import { getApi } from './client';
import type { PartialRefresh } from './pending-refresh';

/** `input`: the standings asked (the event, the division). Every change that touches them is one
 * part, the change since the rows held. */
export function standingsSince(input: { eventId: number; divisionId?: number }, api: () => Pick<ArbiterApi, 'call'> = getApi): PartialRefresh<Standings, Standings> {
  return {
    part: (change) => (change.operation === 'reconnect' ? 'whole' : 0),
    async fetch(_parts, held) {
      const r = await api().call('standings.get', { ...input, since: held.rowsKey ?? '' });
      if (!r.ok || !r.value.delta || takesIn(held, r.value)) return r.ok ? { ok: true, value: [r.value] } : r;
      // Rows the desk does not hold (never, while it holds the version it named): all of them.
      const whole = await api().call('standings.get', { ...input, since: '' });
      return whole.ok ? { ok: true, value: [whole.value] } : whole;
    },
    merge: (held, [answer]) => mergeStandings(held, answer!),
  };
}

/** Whether every row of the delta `answer` is either in it or held. */
function takesIn(held: Standings, answer: Standings): boolean {
  const known = new Set([...held.rows, ...answer.rows].map((r) => r.entryId));
  return answer.delta!.order.every((id) => known.has(id));
}

/** The standings `answer` says, in full: where it carries only the rows changed since `held`,
 * every other row is the one held, at its new rank. */
export function mergeStandings(held: Standings, answer: Standings): Standings {
  if (!answer.delta) return answer;
  const changed = new Map(answer.rows.map((r) => [r.entryId, r]));
  const before = new Map(held.rows.map((r) => [r.entryId, r]));
  const { order, ranks } = answer.delta;
  const rows = order.map((entryId, k): StandingRow => {
    const row = changed.get(entryId) ?? before.get(entryId)!;
    return row.rank === ranks[k] ? row : { ...row, rank: ranks[k]! };
  });
  const { delta: _delta, ...whole } = answer;
  return { ...whole, rows };
}
