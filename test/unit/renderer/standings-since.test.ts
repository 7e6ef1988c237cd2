// The desk's standings take in a change by asking what changed since the rows they hold
// (renderer/src/api/standings-delta.ts): every change touching them is one part, the rows held
// name their version, and a delta naming an entry the desk does not hold is asked again whole.
import { describe, expect, it } from 'vitest';
import type { StandingRow, Standings } from '../../../shared/model/standings';
import { mergeStandings, standingsSince } from '../../../renderer/src/api/standings-delta';

const row = (entryId: number, rank: number, groupScore: number): StandingRow => ({
  rank,
  entryId,
  name: `P${entryId}`,
  dropped: false,
  status: 'active',
  droppedAfterRound: null,
  groupScore,
  matchWins: 0,
  matchDraws: 0,
  matchLosses: 0,
  gamesWon: groupScore,
  gamesLost: 0,
  gamesDrawn: 0,
  byes: 0,
  tiebreaks: {},
});
const standings = (rows: StandingRow[], extra: Partial<Standings> = {}): Standings => ({
  eventId: 1,
  throughRound: 1,
  ranked: true,
  roundInPlay: null,
  primary: 'games_won',
  columns: [],
  rows,
  final: false,
  playoff: null,
  ...extra,
});

describe('standingsSince', () => {
  const held = standings([row(1, 1, 2), row(2, 2, 1), row(3, 3, 0)], { rowsKey: 'v1' });

  it('asks since the version held and merges the rows changed at their new ranks', async () => {
    const asked: unknown[] = [];
    const delta = standings([row(3, 1, 3)], { rowsKey: 'v2', delta: { order: [3, 1, 2], ranks: [1, 2, 3] } });
    const refresh = standingsSince({ eventId: 1 }, () => ({ call: (async (_name: string, input: unknown) => (asked.push(input), { ok: true, value: delta })) as never }));
    expect(refresh.part({ entity: 'table', eventId: 1, operation: 'result.correct', roundId: 7, tableId: 70 })).toBe(0);
    expect(refresh.part({ entity: 'table', eventId: 1, operation: 'reconnect' })).toBe('whole');
    const fetched = await refresh.fetch([0], held);
    expect(asked).toEqual([{ eventId: 1, since: 'v1' }]);
    const merged = refresh.merge(held, fetched.ok ? fetched.value : []);
    expect(merged.rows.map((r) => [r.entryId, r.rank, r.groupScore])).toEqual([[3, 1, 3], [1, 2, 2], [2, 3, 1]]);
    expect(merged.rowsKey).toBe('v2');
    expect(merged.delta).toBeUndefined();
    // A row whose rank did not move is the one held, not a copy.
    expect(mergeStandings(held, standings([], { delta: { order: [1, 2, 3], ranks: [1, 2, 3] } })).rows[0]).toBe(held.rows[0]);
  });

  it('asks again whole when the delta names an entry the desk does not hold', async () => {
    const asked: unknown[] = [];
    const whole = standings([row(1, 1, 2), row(4, 2, 2)], { rowsKey: 'v3' });
    const answers = [standings([], { rowsKey: 'v3', delta: { order: [1, 4], ranks: [1, 2] } }), whole];
    const refresh = standingsSince({ eventId: 1, divisionId: 2 }, () => ({ call: (async (_name: string, input: unknown) => (asked.push(input), { ok: true, value: answers.shift() })) as never }));
    const fetched = await refresh.fetch([0], held);
    expect(asked).toEqual([{ eventId: 1, divisionId: 2, since: 'v1' }, { eventId: 1, divisionId: 2, since: '' }]);
    expect(refresh.merge(held, fetched.ok ? fetched.value : [])).toEqual(whole);
  });
});
