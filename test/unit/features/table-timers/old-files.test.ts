// An event file written before the table timers were a feature module carries them as fields of
// the match format (`waitMinutes`, `timeOut`, `clockStops`): it still imports (as a new event of the
// same database), its tables' timers with it, and the new event's format names the feature as its
// ruleset does.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { TournamentEvent } from '../../../../shared/model/event';
import type { DivisionDocument, EventFile } from '../../../../shared/model/export';
import type { Round, RoundTable } from '../../../../shared/model/round';
import { asVersion3 } from '../../../fixtures/event-files';
import { publishedRound } from '../../../fixtures/published-round';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

/** The file as an Arbiter of before wrote it: the timers among the format's fields, no features. */
function oldFile(eventId: number, fields: Record<string, unknown>, version: 1 | 2 | 3): DivisionDocument {
  const file = JSON.parse(JSON.stringify(t.call<EventFile>('export.event', { eventId }))) as EventFile;
  const document = asVersion3(file, t.call<TournamentEvent>('event.get', { id: eventId }));
  const { features: _features, ...format } = document.event.format;
  return { ...document, version, event: { ...document.event, format: { ...format, ...fields } as DivisionDocument['event']['format'] } };
}

it('a Catan file with the wait and time-outs in its format imports, its timers with it', () => {
  t.setTime('2026-12-05T10:00:00Z');
  const { eventId, table } = publishedRound(t, { ruleset: 'catan', players: 12 });
  const waiting = t.call<RoundTable>('table.wait', { tableId: table.id, version: table.version, action: 'start' });
  t.call('table.timeOut', { tableId: table.id, version: waiting.version, entryId: table.seats[0]!.entryId, action: 'start' });

  for (const version of [1, 2, 3] as const) {
    const copyId = t.call<{ id: number }>('event.import', { document: oldFile(eventId, { waitMinutes: 5, timeOut: { minutes: 5, perGame: 1 } }, version) }).id;
    expect(t.call<TournamentEvent>('event.get', { id: copyId }).format.features?.['table-timers']).toEqual({ waitMinutes: 5, timeOut: { minutes: 5, perGame: 1 } });
    const copy = t.call<Round>('round.get', { roundId: t.call<{ id: number }[]>('round.list', { eventId: copyId })[0]!.id });
    expect(copy.tables.find((x) => x.number === table.number)).toMatchObject({
      waitStartedAt: '2026-12-05T10:00:00.000Z',
      timeOuts: [{ game: 1, startedAt: '2026-12-05T10:00:00.000Z', endedAt: null }],
    });
  }
});

it('a Doomtrooper file with `clockStops` in its format imports', () => {
  const { eventId } = publishedRound(t, { ruleset: 'doomtrooper', players: 4 });
  const copyId = t.call<{ id: number }>('event.import', { document: oldFile(eventId, { clockStops: true }, 3) }).id;
  expect(t.call<TournamentEvent>('event.get', { id: copyId }).format.features?.['table-timers']).toEqual({ clockStops: true });
});
