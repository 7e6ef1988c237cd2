// A Doomtrooper round exported and imported into a fresh database keeps its three warning marks and
// each table's clock stops, start and end.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { EventExport } from '../../../../../shared/model/export';
import type { Round, RoundTable } from '../../../../../shared/model/round';
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
  const eventId = here.call<{ id: number }>('event.create', { name: 'Doomtrooper Open', date: '2026-12-05', ruleset: 'doomtrooper' }).id;
  for (let i = 1; i <= 4; i++) {
    const p = here.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
    here.call('player.checkIn', { id: p.id, version: p.version });
  }
  const draft = here.call<Round>('round.pair', { eventId, newest: null });
  const published = here.call<Round>('round.publish', { roundId: draft.id, version: draft.version });
  here.setTime('2026-12-05T10:00:00Z');
  const round = here.call<Round>('round.clock', { roundId: published.id, version: published.version, action: 'start' });
  const stopped = here.call<RoundTable>('table.clockStop', { tableId: round.tables[0]!.id, version: round.tables[0]!.version, action: 'stop' });
  here.setTime('2026-12-05T10:02:00Z');
  here.call('table.clockStop', { tableId: stopped.id, version: stopped.version, action: 'restart' });

  const document = JSON.parse(JSON.stringify(here.call<EventExport>('export.event', { eventId }))) as EventExport;
  const copyId = there.call<{ id: number }>('event.import', { document }).id;
  const copy = there.call<{ id: number }[]>('round.list', { eventId: copyId })[0]!;
  const read = there.call<Round>('round.get', { roundId: copy.id });
  expect(read.clock.warningMarks).toEqual([15, 10, 5]);
  expect(read.tables[0]!.clockStops).toEqual([{ startedAt: '2026-12-05T10:00:00.000Z', endedAt: '2026-12-05T10:02:00.000Z' }]);
});
