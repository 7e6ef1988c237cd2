// An event file written before penalties and the figure repair clock were feature modules carries
// them as fields of the match format (`penalties`, `repairMinutes`): it still imports (as a new
// event of the same database), its tables' penalties and repair clock with it, and the new event's
// format names the features as its ruleset does.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { TournamentEvent } from '../../../../shared/model/event';
import type { DivisionDocument, EventFile } from '../../../../shared/model/export';
import type { Round, RoundTable } from '../../../../shared/model/round';
import { asVersion3 } from '../../../fixtures/event-files';
import { publishedPair } from '../../../fixtures/published-pair';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

/** The file as an Arbiter of before wrote it: the catalog and the repair minutes among the
 * format's fields, no features. */
function oldFile(eventId: number, version: 1 | 2 | 3): DivisionDocument {
  const file = JSON.parse(JSON.stringify(t.call<EventFile>('export.event', { eventId }))) as EventFile;
  const document = asVersion3(file, t.call<TournamentEvent>('event.get', { id: eventId }));
  const { features, ...format } = document.event.format;
  const fields = { penalties: features?.penalties, repairMinutes: 5 };
  return { ...document, version, event: { ...document.event, format: { ...format, ...fields } as DivisionDocument['event']['format'] } };
}

it('an Attacktix file with the catalog and the repair clock in its format imports, its table records with it', () => {
  t.setTime('2026-12-05T10:00:00Z');
  const { eventId, table } = publishedPair(t, 'attacktix', { gamesToWin: 2 });
  const penalised = t.call<RoundTable>('penalty.record', { tableId: table.id, version: table.version, entryId: table.seats[0]!.entryId, game: 1, offence: '4.3.1.1' });
  t.call('table.repair', { tableId: table.id, version: penalised.version });
  const features = t.call<TournamentEvent>('event.get', { id: eventId }).format.features;

  for (const version of [1, 2, 3] as const) {
    const copyId = t.call<{ id: number }>('event.import', { document: oldFile(eventId, version) }).id;
    const format = t.call<TournamentEvent>('event.get', { id: copyId }).format;
    expect(format.features?.penalties).toEqual(features?.penalties);
    expect(format.features?.['figure-repair']).toEqual({ minutes: 5 });
    expect(format).not.toHaveProperty('repairMinutes');
    const copy = t.call<Round>('round.get', { roundId: t.call<{ id: number }[]>('round.list', { eventId: copyId })[0]!.id });
    const copied = copy.tables.find((x) => x.number === table.number)!;
    expect(copied.penalties?.map((p) => p.offence)).toEqual(['4.3.1.1']);
    expect(copied.repairStartedAt).toBe('2026-12-05T10:00:00.000Z');
  }
});
