// The room's pairings by name, seats by name and a schedule's players sort by family name where
// the core knows it (their sortName), else by the name shown, in the language's order.
import { describe, expect, it } from 'vitest';
import type { Round } from '../../../shared/model/round';
import { pairingsByName } from '../../../renderer/src/display/pairing-rows';
import { seatsByName } from '../../../renderer/src/display/seat-rows';
import type { ScheduleView } from '../../../shared/model/schedule';
import { playersByName } from '../../../renderer/src/schedule/schedule-text';

const seat = (position: number, entryId: number, name: string, sortName?: string) => ({ position, entryId, name, role: null, ...(sortName ? { sortName } : {}) });
const round = {
  tables: [
    { id: 1, number: 1, bye: false, seats: [seat(1, 1, 'Яковлев, Борис', 'Яковлев Борис'), seat(2, 2, 'Ёлкин Пётр')] },
    { id: 2, number: 2, bye: false, seats: [seat(1, 3, 'Глеб Абрамов', 'Абрамов Глеб'), seat(2, 4, 'Вера Жукова', 'Жукова Вера')] },
  ],
} as unknown as Round;

describe('lists of the room by name', () => {
  it('sort by family name first where it is known, else by the whole name', () => {
    const order = ['Глеб Абрамов', 'Ёлкин Пётр', 'Вера Жукова', 'Яковлев, Борис'];
    expect(pairingsByName(round, 'ru').map((r) => r.name)).toEqual(order);
    expect(seatsByName(round, 'ru').map((r) => r.name)).toEqual(order);
  });

  it('sort a schedule’s players the same way', () => {
    const players = round.tables.flatMap((t) => t.seats).map((s) => ({ entryId: s.entryId, name: s.name, sortName: s.sortName, dropped: false, seats: [] }));
    expect(playersByName({ players } as unknown as ScheduleView, 'ru').map((p) => p.name)).toEqual(['Глеб Абрамов', 'Ёлкин Пётр', 'Вера Жукова', 'Яковлев, Борис']);
  });
});
