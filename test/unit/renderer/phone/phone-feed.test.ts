// The phone asks only the room's queries, knows what each reads as the contract does, and takes
// in a result by fetching the one table it names.
import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../../../shared/contract/changes';
import { operations } from '../../../../shared/contract/operations';
import { roomQueries } from '../../../../shared/contract/room-queries';
import { phoneQueries, phoneReads, startPhoneFeed, type PhoneData } from '../../../../renderer/src/phone/phone-feed';

describe('phoneReads', () => {
  it('are room queries, reading what the contract says (round.list: without tables, by choice)', () => {
    for (const name of phoneQueries) {
      expect(roomQueries).toContain(name);
      const reads = operations[name].reads as readonly string[];
      expect(name === 'round.list' ? reads.filter((r) => r !== 'table') : reads).toEqual(phoneReads[name]);
    }
  });
});

const immediate = { now: () => 0, after: (_ms: number, f: () => void) => (setTimeout(f, 0), () => {}) };
const flush = () => new Promise((r) => setTimeout(r, 5));

describe('startPhoneFeed', () => {
  it('holds the newest published round and takes a result in through round.tables alone', async () => {
    const calls: string[] = [];
    let listener: (c: ChangeEvent) => void = () => {};
    const round = { id: 7, number: 1, tables: [{ id: 70, result: null }, { id: 71, result: null }] };
    const answers: Record<string, unknown> = {
      'event.list': [{ id: 1, name: 'E' }],
      'round.list': [{ id: 7, number: 1, status: 'published' }, { id: 8, number: 2, status: 'draft' }],
      'round.get': round,
      'round.tables': [{ id: 71, result: { games: [] } }],
      'standings.get': { rows: [] },
      'settings.language': { language: 'pl' },
    };
    const api = {
      call: (name: string) => {
        calls.push(name);
        return Promise.resolve({ ok: true, value: answers[name] });
      },
      onChange: (l: (c: ChangeEvent) => void) => ((listener = l), () => {}),
    };
    let seen: PhoneData = {};
    startPhoneFeed(api as never, 1, undefined, (d) => (seen = d), immediate);
    await flush();
    await flush();
    expect(seen.round?.id).toBe(7);
    expect(seen.language).toBe('pl');
    calls.length = 0;
    listener({ entity: 'table', eventId: 1, operation: 'result.enter', roundId: 7, tableId: 71 });
    await flush();
    expect(calls.sort()).toEqual(['round.tables', 'standings.get']);
    expect(seen.round?.tables[1]?.result).toEqual({ games: [] });
    calls.length = 0;
    listener({ entity: 'player', eventId: 1, operation: 'player.checkIn' });
    await flush();
    expect(calls).toEqual(['event.list']);
  });
});
