import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../../shared/contract/changes';
import { createPendingRefresh } from '../../../renderer/src/api/pending-refresh';
import { roundTables } from '../../../renderer/src/api/round-tables';
import { ROUND_TABLES_MOST, roundTablesInput, type Round, type RoundTable } from '../../../shared/model/round';

const change = (c: Partial<ChangeEvent>): ChangeEvent => ({ entity: 'table', eventId: 1, operation: 'result.enter', ...c });

describe('what a window holding a round fetches after changes', () => {
  const partial = roundTables(7);

  it('a result at one of its tables fetches that table; several results, those tables once each', () => {
    const pending = createPendingRefresh();
    expect(pending.take(false)).toEqual({ whole: true });
    expect(pending.note(change({ roundId: 7, tableId: 3 }), partial)).toBe(true);
    expect(pending.note(change({ roundId: 7, tableId: 5 }), partial)).toBe(true);
    expect(pending.note(change({ roundId: 7, tableId: 3 }), partial)).toBe(true);
    expect(pending.take(true)).toEqual({ whole: false, parts: [3, 5] });
    // Taken: nothing is owed, so a retry fetches the whole answer.
    expect(pending.take(true)).toEqual({ whole: true });
  });

  it('a change to the round itself, a table change naming no table, a reconnect or no answer yet mean the whole round', () => {
    const cases: ChangeEvent[] = [
      change({ entity: 'round', roundId: 7, operation: 'round.publish' }),
      change({ roundId: 7 }),
      change({ entity: 'entry', operation: 'entry.drop' }),
      change({ roundId: 7, tableId: 3, operation: 'reconnect' }),
    ];
    for (const c of cases) {
      const pending = createPendingRefresh();
      pending.take(false);
      pending.note(change({ roundId: 7, tableId: 2 }), partial);
      expect(pending.note(c, partial)).toBe(true);
      expect(pending.take(true)).toEqual({ whole: true });
    }
    const pending = createPendingRefresh();
    pending.take(false);
    pending.note(change({ roundId: 7, tableId: 2 }), partial);
    expect(pending.take(false)).toEqual({ whole: true });
  });

  it('a table of another round changes nothing here', () => {
    const pending = createPendingRefresh();
    pending.take(false);
    expect(pending.note(change({ roundId: 8, tableId: 3 }), partial)).toBe(false);
    expect(pending.take(true)).toEqual({ whole: true });
  });

  it('without a way to take in parts every change means the whole answer', () => {
    const pending = createPendingRefresh();
    pending.take(false);
    expect(pending.note(change({ roundId: 8, tableId: 3 }), undefined)).toBe(true);
    expect(pending.take(true)).toEqual({ whole: true });
  });

  it('what an overtaken fetch was for is owed again', () => {
    const pending = createPendingRefresh();
    pending.take(false);
    pending.note(change({ roundId: 7, tableId: 4 }), partial);
    const taken = pending.take(true);
    pending.note(change({ roundId: 7, tableId: 6 }), partial);
    pending.giveBack(taken);
    expect(pending.take(true)).toEqual({ whole: false, parts: [6, 4] });
    pending.giveBack({ whole: true });
    expect(pending.take(true)).toEqual({ whole: true });
  });

  it('more tables owed than one round.tables may ask for fetch the whole round', () => {
    const pending = createPendingRefresh();
    pending.take(false);
    for (let id = 1; id <= ROUND_TABLES_MOST; id++) pending.note(change({ roundId: 7, tableId: id }), partial);
    const taken = pending.take(true, partial.most);
    expect(taken.whole ? 0 : taken.parts.length).toBe(ROUND_TABLES_MOST);
    expect(roundTablesInput.safeParse({ roundId: 7, tableIds: taken.whole ? [] : taken.parts }).success).toBe(true);
    for (let id = 1; id <= ROUND_TABLES_MOST + 1; id++) pending.note(change({ roundId: 7, tableId: id }), partial);
    expect(pending.take(true, partial.most)).toEqual({ whole: true });
  });

  it('fetched tables replace theirs in the round, in place, and leave the others as they were', () => {
    const table = (id: number, result: RoundTable['result'] = null) => ({ id, number: id, result }) as RoundTable;
    const round = { id: 7, tables: [table(1), table(2), table(3)] } as Round;
    const entered = table(2, { games: [] } as unknown as RoundTable['result']);
    const merged = partial.merge(round, [entered]);
    expect(merged.tables.map((t) => t.id)).toEqual([1, 2, 3]);
    expect(merged.tables[1]).toBe(entered);
    expect(merged.tables[0]).toBe(round.tables[0]);
    expect(round.tables[1]!.result).toBeNull();
  });
});
