import { describe, expect, it } from 'vitest';
import type { Round, RoundTable } from '../../../shared/model/round';
import { missingTables, playedMs } from '../../../renderer/src/results/missing-tables';

const table = (id: number, number: number, names: string[], extra: Partial<RoundTable> = {}) =>
  ({ id, number, bye: false, result: null, seats: names.map((name, i) => ({ position: i + 1, entryId: id * 10 + i, name, role: null })), ...extra }) as RoundTable;

describe('missingTables', () => {
  it('lists the tables without a result in number order, leaving out byes and tables entered', () => {
    const tables = [
      table(1, 3, ['Anna Nowak', 'Семён Петров']),
      table(2, 1, ['Żaneta Łukasiewicz', 'Hugo Berg'], { result: {} as RoundTable['result'] }),
      table(3, 2, ['Ines Costa', 'Lars Duda']),
      table(4, 0, ['Olga Ivanov'], { bye: true }),
    ];
    expect(missingTables(tables)).toEqual([
      { tableId: 3, number: 2, names: ['Ines Costa', 'Lars Duda'] },
      { tableId: 1, number: 3, names: ['Anna Nowak', 'Семён Петров'] },
    ]);
  });
});

describe('playedMs', () => {
  const clock: Round['clock'] = { minutes: 50, warningMinutes: 5, startedAt: null, pausedAt: null, pausedMs: 0 };
  const start = Date.parse('2026-12-05T10:00:00Z');

  it('is null before the round clock starts', () => {
    expect(playedMs(clock, start)).toBeNull();
  });

  it('counts the time since the start, pauses left out, past the round’s length too', () => {
    const started = { ...clock, startedAt: '2026-12-05T10:00:00Z', pausedMs: 120_000 };
    expect(playedMs(started, start + 30 * 60_000)).toBe(28 * 60_000);
    expect(playedMs(started, start + 62 * 60_000)).toBe(60 * 60_000);
    expect(playedMs({ ...started, pausedAt: '2026-12-05T10:20:00Z' }, start + 30 * 60_000)).toBe(18 * 60_000);
  });
});
