// A Doomtrooper round exported and imported into a fresh database keeps its three warning marks and
// each table's clock stops, start and end.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { EventFile } from '../../../../../shared/model/export';
import type { Round, RoundTable } from '../../../../../shared/model/round';
import { publishedRound } from '../../../../fixtures/published-round';
import { tempCore, type TempCore } from '../../../../fixtures/temp-core';

let here: TempCore;
let there: TempCore;
beforeEach(() => {
  here = tempCore();
  there = tempCore();
});
afterEach(() => {
  here.dispose();
  there.dispose();
});

it('brings the warning marks and the clock stops of a Doomtrooper round', () => {
  here.setTime('2026-12-05T10:00:00Z');
  const { eventId, round } = publishedRound(here, { ruleset: 'doomtrooper', players: 4, startClock: true });
  const stopped = here.call<RoundTable>('table.clockStop', { tableId: round.tables[0]!.id, version: round.tables[0]!.version, action: 'stop' });
  here.setTime('2026-12-05T10:02:00Z');
  here.call('table.clockStop', { tableId: stopped.id, version: stopped.version, action: 'restart' });

  const document = JSON.parse(JSON.stringify(here.call<EventFile>('export.event', { eventId }))) as EventFile;
  const copyId = there.call<{ id: number }>('event.import', { document }).id;
  const copy = there.call<{ id: number }[]>('round.list', { eventId: copyId })[0]!;
  const read = there.call<Round>('round.get', { roundId: copy.id });
  expect(read.clock.warningMarks).toEqual([15, 10, 5]);
  expect(read.tables[0]!.clockStops).toEqual([{ startedAt: '2026-12-05T10:00:00.000Z', endedAt: '2026-12-05T10:02:00.000Z' }]);
});
