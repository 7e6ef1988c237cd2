// The phone asks only the room's queries, knows what each reads as the contract does, takes in a
// result by fetching the one table it names, and asks for the standings when a change says the
// round is complete, never the round list while results of the round it holds come in, nor the
// standings on the results of a round they do not count.
import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../../../shared/contract/changes';
import { operations, roomQueryNames } from '../../../../shared/contract/operations';
import { PHONE_TOP_ROWS, phoneQueries, phoneReads, startPhoneFeed, type PhoneData } from '../../../../renderer/src/phone/phone-feed';

describe('phoneReads', () => {
  it('are room queries, reading what the contract says', () => {
    for (const name of phoneQueries) {
      expect(roomQueryNames()).toContain(name);
      expect(operations[name].reads).toEqual(phoneReads[name]);
    }
  });
});

type Asked = { roundId?: number; excerpt?: { top: number; name?: string } };

/** A room's API answering as `call` does, and the change events a test sends the phone. The
 * standings' excerpt finds Bob's entry, 2. */
function fakeRoom(call: (name: string, input: Asked) => Promise<unknown>) {
  let listener: (c: ChangeEvent) => void = () => {};
  const excerpted = async (name: string, input: Asked) => {
    const answer = (await call(name, input)) as { ok: boolean; value?: { rows: unknown[] } };
    if (name !== 'standings.get' || !answer.ok || !input.excerpt) return answer;
    return { ...answer, value: { ...answer.value, excerpt: { rowsInAll: answer.value!.rows.length, own: input.excerpt.name === 'Bob' ? [2] : [] } } };
  };
  const api = { call: excerpted, onChange: (l: (c: ChangeEvent) => void) => ((listener = l), () => {}) };
  return { api: api as never, send: (c: ChangeEvent) => listener(c) };
}

const immediate = { now: () => 0, after: (_ms: number, f: () => void) => (setTimeout(f, 0), () => {}) };
const flush = () => new Promise((r) => setTimeout(r, 5));

describe('startPhoneFeed', () => {
  it('holds the newest published round, fetches only the watched table, and the standings once a change says the round is complete', async () => {
    const calls: string[] = [];
    const round = { id: 7, number: 1, tables: [{ id: 70, bye: false, seats: [{ entryId: 1 }], result: null }, { id: 71, bye: false, seats: [{ entryId: 2 }], result: null }] };
    const answers: Record<string, unknown> = {
      'event.list': [{ id: 1, name: 'E' }],
      'round.list': [{ id: 7, number: 1, status: 'published', missingResults: 2 }, { id: 8, number: 2, status: 'draft', missingResults: 0 }],
      'round.get': round,
      'round.tables': [{ id: 71, bye: false, seats: [{ entryId: 2 }], result: { games: [] } }] as unknown,
      'standings.get': { rows: [], throughRound: 0 },
      'settings.language': { language: 'pl' },
    };
    const { api, send } = fakeRoom((name: string) => {
        calls.push(name);
        return Promise.resolve({ ok: true, value: answers[name] });
    });
    let seen: PhoneData = {};
    const feed = startPhoneFeed(api, 1, undefined, (d) => (seen = d), immediate);
    await flush();
    await flush();
    feed.follow('Bob');
    await flush();
    expect(seen.round?.id).toBe(7);
    expect(seen.language).toBe('pl');
    calls.length = 0;
    send({ entity: 'table', eventId: 1, operation: 'result.enter', roundId: 7, tableId: 71, roundComplete: false });
    await flush();
    // The watched table is fetched alone; the round not complete, nothing else is asked.
    expect(calls).toEqual(['round.tables']);
    expect(seen.round?.tables[1]?.result).toEqual({ games: [] });
    calls.length = 0;
    answers['standings.get'] = { rows: [], throughRound: 1 };
    send({ entity: 'table', eventId: 1, operation: 'result.enter', roundId: 7, tableId: 70, roundComplete: true });
    await flush();
    await flush();
    // Another player's table: not fetched; the round complete, the standings are (not the round list).
    expect(calls).toEqual(['standings.get']);
    expect(seen.standings?.throughRound).toBe(1);
    calls.length = 0;
    send({ entity: 'table', eventId: 1, operation: 'result.correct', roundId: 7, tableId: 70, roundComplete: true });
    await flush();
    // A correction in the round the standings count: the standings again.
    expect(calls).toEqual(['standings.get']);
    calls.length = 0;
    send({ entity: 'table', eventId: 1, operation: 'result.correct', roundId: 7, tableId: 70, roundComplete: false });
    await flush();
    // Were the round incomplete again, the standings stop counting it: asked again too.
    expect(calls).toEqual(['standings.get']);
    calls.length = 0;
    send({ entity: 'table', eventId: 1, operation: 'result.correct', roundId: 3, tableId: 30 });
    await flush();
    // A table of a round the phone does not hold: the round list and the standings at once.
    expect(calls.sort()).toEqual(['round.list', 'standings.get']);
    for (const newer of [8, 9]) {
      calls.length = 0;
      send({ entity: 'table', eventId: 1, operation: 'result.enter', roundId: newer, tableId: newer * 10, roundComplete: false });
      await flush();
      // A result of a round after the one held (in the list or not yet): the standings do not
      // count it, so only the round list is asked, to catch up.
      expect(calls).toEqual(['round.list']);
    }
    calls.length = 0;
    send({ entity: 'table', eventId: 1, operation: 'result.enter', roundId: 9, tableId: 90, roundComplete: true });
    await flush();
    // Its last result: the standings count it now.
    expect(calls.sort()).toEqual(['round.list', 'standings.get']);
    calls.length = 0;
    send({ entity: 'player', eventId: 1, operation: 'player.checkIn' });
    await flush();
    expect(calls).toEqual(['event.list']);
  });

  it('fetches a result again when the fetch failed on the way (the connection dropped)', async () => {
    const round = { id: 7, number: 1, tables: [{ id: 71, bye: false, seats: [{ entryId: 2 }], result: null }] };
    let drops = 1;
    const answers: Record<string, unknown> = {
      'event.list': [{ id: 1, name: 'E' }],
      'round.list': [{ id: 7, number: 1, status: 'published', missingResults: 1 }],
      'round.get': round,
      'round.tables': [{ id: 71, bye: false, seats: [{ entryId: 2 }], result: { games: [] } }] as unknown,
      'standings.get': { rows: [], throughRound: 0 },
      'settings.language': { language: 'en' },
    };
    const tableCalls: string[] = [];
    const { api, send } = fakeRoom((name: string) => {
        if (name === 'round.tables') {
          tableCalls.push(name);
          if (drops-- > 0) return Promise.reject(new TypeError('fetch failed'));
        }
        return Promise.resolve({ ok: true, value: answers[name] });
    });
    let seen: PhoneData = {};
    startPhoneFeed(api, 1, undefined, (d) => (seen = d), immediate).follow('Bob');
    await flush();
    await flush();
    send({ entity: 'table', eventId: 1, operation: 'result.enter', roundId: 7, tableId: 71, roundComplete: false });
    for (let i = 0; i < 4; i++) await flush();
    expect(tableCalls).toEqual(['round.tables', 'round.tables']);
    expect(seen.round?.tables[0]?.result).toEqual({ games: [] });
  });

  it('asks the whole round after a table it asked for was refused (gone in a redraw), not that table again', async () => {
    const round = { id: 7, number: 1, tables: [{ id: 71, bye: false, seats: [{ entryId: 2 }], result: null }] };
    const answers: Record<string, unknown> = {
      'event.list': [{ id: 1, name: 'E' }],
      'round.list': [{ id: 7, number: 1, status: 'published', missingResults: 1 }],
      'round.get': round,
      'standings.get': { rows: [], throughRound: 0 },
      'settings.language': { language: 'en' },
    };
    const calls: string[] = [];
    const { api, send } = fakeRoom((name: string) => {
        calls.push(name);
        if (name === 'round.tables') return Promise.resolve({ ok: false, error: { code: 'not_found', message: 'Round 1 has no table 71.' } });
        return Promise.resolve({ ok: true, value: answers[name] });
    });
    startPhoneFeed(api, 1, undefined, () => {}, immediate).follow('Bob');
    await flush();
    await flush();
    send({ entity: 'table', eventId: 1, operation: 'result.enter', roundId: 7, tableId: 71, roundComplete: false });
    await flush();
    calls.length = 0;
    send({ entity: 'table', eventId: 1, operation: 'result.correct', roundId: 7, tableId: 71, roundComplete: false });
    await flush();
    expect(calls).toEqual(['round.get']);
  });
});

describe('a phone taking in a newly published round', () => {
  it('fetches a table whose result came while the new round was still on its way, once the round is in', async () => {
    const round1 = { id: 7, number: 1, tables: [{ id: 70, bye: false, seats: [{ entryId: 2 }], result: { games: [] } }] };
    const round2 = { id: 8, number: 2, tables: [{ id: 80, bye: false, seats: [{ entryId: 2 }], result: null }] };
    let list = [{ id: 7, number: 1, status: 'published', missingResults: 0 }];
    let roundAnswer: (value: unknown) => void = () => {};
    const calls: string[] = [];
    const { api, send } = fakeRoom((name: string, input: { roundId?: number }) => {
        calls.push(`${name}${input.roundId ? ` ${input.roundId}` : ''}`);
        if (name === 'round.get' && input.roundId === 8) return new Promise((resolve) => (roundAnswer = (v) => resolve({ ok: true, value: v })));
        const answers: Record<string, unknown> = {
          'event.list': [{ id: 1, name: 'E' }],
          'round.list': list,
          'round.get': round1,
          'round.tables': [{ ...round2.tables[0]!, result: { games: [] } }],
          'standings.get': { rows: [], throughRound: 1 },
          'settings.language': { language: 'en' },
        };
        return Promise.resolve({ ok: true, value: answers[name] });
    });
    let seen: PhoneData = {};
    startPhoneFeed(api, 1, undefined, (d) => (seen = d), immediate).follow('Bob');
    await flush();
    await flush();
    expect(seen.round?.id).toBe(7);
    // Round 2 is published: the phone asks the list, then the new round, which is slow to come.
    list = [...list, { id: 8, number: 2, status: 'published', missingResults: 1 }];
    send({ entity: 'round', eventId: 1, operation: 'round.publish', roundId: 8 });
    await flush();
    expect(calls).toContain('round.get 8');
    // The phone's own table gets its result before the round is in, and the round comes without it.
    calls.length = 0;
    send({ entity: 'table', eventId: 1, operation: 'result.enter', roundId: 8, tableId: 80, roundComplete: true });
    roundAnswer(round2);
    await flush();
    await flush();
    expect(calls).toContain('round.tables 8');
    expect(seen.round?.tables[0]?.result).toEqual({ games: [] });
  });
});

describe('a phone whose fetch fails on the way', () => {
  it('asks the round list again after the gap, not only at the next change, and reaches the new round', async () => {
    let list = [{ id: 7, number: 1, status: 'published', missingResults: 0 }];
    let drops = 0;
    const calls: string[] = [];
    const { api, send } = fakeRoom((name: string) => {
        calls.push(name);
        if (name === 'round.list' && drops-- > 0) return Promise.reject(new TypeError('fetch failed'));
        const answers: Record<string, unknown> = {
          'event.list': [{ id: 1, name: 'E' }],
          'round.list': list,
          'round.get': { id: list.at(-1)!.id, number: list.length, tables: [] },
          'standings.get': { rows: [], throughRound: 0 },
          'settings.language': { language: 'en' },
        };
        return Promise.resolve({ ok: true, value: answers[name] });
    });
    let seen: PhoneData = {};
    startPhoneFeed(api, 1, undefined, (d) => (seen = d), immediate);
    for (let i = 0; i < 3; i++) await flush();
    expect(seen.round?.id).toBe(7);
    list = [...list, { id: 8, number: 2, status: 'published', missingResults: 0 }];
    drops = 1;
    calls.length = 0;
    send({ entity: 'round', eventId: 1, operation: 'round.publish', roundId: 8 });
    for (let i = 0; i < 4; i++) await flush();
    // No other change comes: the failed list is asked again on its own.
    expect(calls.filter((c) => c === 'round.list')).toHaveLength(2);
    expect(seen.round?.id).toBe(8);
  });

  it('holds only its player’s table of the round, and asks the round again when the player moved to another table', async () => {
    const asked: unknown[] = [];
    let at = 70;
    const tableOf = (id: number, entries: number[]) => ({ id, bye: false, seats: entries.map((entryId) => ({ entryId })), result: null });
    const { api, send } = fakeRoom((name, input) => {
      if (name === 'round.get') asked.push(input);
      const answers: Record<string, unknown> = {
        'event.list': [{ id: 1, name: 'E' }],
        'round.list': [{ id: 7, number: 1, status: 'published', missingResults: 2 }],
        'round.get': { id: 7, number: 1, tables: (input as { entryId?: number | null }).entryId === 2 ? [tableOf(at, [at === 70 ? 1 : 3, 2])] : [] },
        // Seats changed by hand: the player left table 70 for table 71.
        'round.tables': [tableOf(70, [1, 4])],
        'standings.get': { rows: [], throughRound: 0 },
        'settings.language': { language: 'en' },
      };
      return Promise.resolve({ ok: true, value: answers[name] });
    });
    let seen: PhoneData = {};
    const feed = startPhoneFeed(api, 1, undefined, (d) => (seen = d), immediate);
    for (let i = 0; i < 3; i++) await flush();
    // Nobody chosen yet: the round's head, no table.
    expect(asked).toEqual([{ roundId: 7, entryId: null }]);
    feed.follow('Bob');
    for (let i = 0; i < 2; i++) await flush();
    expect(asked.at(-1)).toEqual({ roundId: 7, entryId: 2 });
    expect(seen.round?.tables.map((t) => t.id)).toEqual([70]);
    at = 71;
    send({ entity: 'table', eventId: 1, operation: 'table.seat', roundId: 7, tableId: 70 });
    for (let i = 0; i < 3; i++) await flush();
    expect(asked.at(-1)).toEqual({ roundId: 7, entryId: 2 });
    expect(seen.round?.tables.map((t) => t.id)).toEqual([71]);
  });
});

describe('a phone following a player', () => {
  it('asks only the first rows of the standings and the followed player’s, and again when it follows someone else', async () => {
    const asked: Asked[] = [];
    // No round yet: the event, its standings and the language are all there is.
    const answers = new Map<string, unknown>([['event.list', [{ id: 1, name: 'E' }]], ['round.list', []], ['standings.get', { rows: [], throughRound: 0 }], ['settings.language', { language: 'en' }]]);
    const { api } = fakeRoom((name, input) => {
      if (name === 'standings.get') asked.push(input);
      return Promise.resolve({ ok: true, value: answers.get(name) });
    });
    let seen: PhoneData = {};
    const feed = startPhoneFeed(api, 1, undefined, (d) => (seen = d), immediate);
    for (let i = 0; i < 3; i++) await flush();
    expect(asked).toEqual([{ eventId: 1, excerpt: { top: PHONE_TOP_ROWS } }]);
    feed.follow('Bob');
    for (let i = 0; i < 3; i++) await flush();
    expect(asked.at(-1)).toEqual({ eventId: 1, excerpt: { top: PHONE_TOP_ROWS, name: 'Bob' } });
    expect(seen.standings?.excerpt?.own).toEqual([2]);
    feed.follow(null);
    for (let i = 0; i < 3; i++) await flush();
    expect(asked).toHaveLength(3);
    expect(seen.standings?.excerpt?.own).toEqual([]);
  });
});
