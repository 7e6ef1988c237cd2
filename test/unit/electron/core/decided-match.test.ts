// A game after a decided match through the core (Attacktix 5.2; a Generic best of 3): entering it,
// correcting a result to include it, and importing an event file that has it are all refused with
// the game named, and nothing is written.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventFile } from '../../../../shared/model/export';
import type { Round, RoundTable } from '../../../../shared/model/round';
import { publishedPair } from '../../../fixtures/published-pair';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

const start = (ruleset: string, options: Record<string, unknown>) => publishedPair(t, ruleset, options);

/** `winners` by seat in game order; where the first move is called, seat 1 won the call. */
function games(table: RoundTable, winners: (1 | 2)[], roles: boolean) {
  const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
  return winners.map((w, g) => ({
    seats: [a, b].map((entryId, i) => ({ entryId, outcome: i + 1 === w ? ('win' as const) : ('loss' as const), score: 0, ...(roles ? { role: (g % 2 === 0) === (i === 0) ? 'first' : 'second' } : {}) })),
  }));
}

const stored = (eventId: number, tableId: number) =>
  t.call<Round>('round.get', { roundId: t.call<{ id: number }[]>('round.list', { eventId })[0]!.id }).tables.find((x) => x.id === tableId)!;

describe('a game after a decided match', () => {
  it.each([
    ['Attacktix first to 2', 'attacktix', { gamesToWin: 2 }, true],
    ['Generic best of 3', 'generic', { gamesPerMatch: 3, drawsAllowed: false }, false],
  ] as const)('%s: entering or correcting to a third game after 2-0 is refused, nothing written', (_name, ruleset, options, roles) => {
    const { eventId, table } = start(ruleset, options);
    const [a] = table.seats.map((s) => s.entryId) as [number, number];

    const refused = t.fail('result.enter', { tableId: table.id, version: table.version, games: games(table, [1, 1, 2], roles) });
    expect(refused.code).toBe('validation');
    expect(refused.details?.notes).toEqual([{ code: 'game_after_decision', params: { game: 3, entryId: a, wins: 2 } }]);
    expect(refused.details?.fields).toEqual([expect.objectContaining({ path: 'games.2' })]);
    expect(stored(eventId, table.id).result).toBeNull();

    const entered = t.call<RoundTable>('result.enter', { tableId: table.id, version: table.version, games: games(table, [1, 1], roles) });
    const correction = t.fail('result.correct', { tableId: table.id, version: entered.version, games: games(table, [1, 1, 1], roles), reason: 'Slip misread' });
    expect(correction.details?.notes).toEqual([{ code: 'game_after_decision', params: { game: 3, entryId: a, wins: 2 } }]);
    expect(stored(eventId, table.id).result?.games).toHaveLength(2);
  });

  it('an event file whose result has a game after the decision is refused, naming the table, and nothing is imported', () => {
    const { eventId, table } = start('attacktix', { gamesToWin: 2 });
    t.call('result.enter', { tableId: table.id, version: table.version, games: games(table, [2, 2], true) });
    const doc = JSON.parse(JSON.stringify(t.call<EventFile>('export.event', { eventId }))) as EventFile;
    const file = doc.divisions[0]!.rounds[0]!.tables.find((x) => x.number === table.number)!;
    file.result!.games.push(games(table, [2, 2, 1], true)[2]!);
    const before = t.call<unknown[]>('event.list', {}).length;

    const refused = t.fail('event.import', { document: doc });
    expect(refused.code).toBe('validation');
    const fields = (refused.details as { fields: { path: string; code: string }[] }).fields;
    expect(fields).toEqual([expect.objectContaining({ code: 'import_result', path: expect.stringMatching(/^document\.divisions\.0\.rounds\.0\.tables\.\d+\.result$/) })]);
    expect(t.call<unknown[]>('event.list', {})).toHaveLength(before);
  });
});
