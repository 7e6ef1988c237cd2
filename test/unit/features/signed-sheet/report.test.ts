// The signed sheet's part of the head judge's report (Catan 1.14): a table whose players refused
// to sign, with who refused and the referee who decided, and the report's round grid saying so at
// that table in the desk's language; a table signed by every player says nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { raceOutcomes, racePlaces } from '../../../../shared/model/race';
import type { Report } from '../../../../shared/model/report';
import type { RoundTable } from '../../../../shared/model/round';
import { initI18n } from '../../../../renderer/src/i18n';
import { reportText } from '../../../../renderer/src/report/report-text';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

describe('the signed sheet in the report', () => {
  it('names who refused to sign and the referee, at their table of the round grid', () => {
    const eventId = t.call<{ id: number }>('event.create', { name: 'Чемпионат', date: '2026-12-05', ruleset: 'catan' }).id;
    for (const name of ['Анна', 'Борис', 'Вера', 'Глеб', 'Дина', 'Егор', 'Жанна', 'Зоя']) {
      const p = t.call<{ id: number; version: number }>('player.register', { eventId, name });
      t.call('player.checkIn', { id: p.id, version: p.version });
    }
    const round = t.publishNext(eventId);
    const [one, two] = [...round.tables].sort((x, y) => x.number - y.number) as [RoundTable, RoundTable];
    const refusing = two.seats[1]!;
    for (const table of [one, two]) {
      const vps = [10, 8, 5, 3];
      const places = racePlaces(vps, 'target', 0);
      const outcomes = raceOutcomes(vps, 'target', 0);
      const seats = table.seats.map((s, i) => ({ entryId: s.entryId, outcome: outcomes[i]!, place: places[i]!, score: vps[i]! }));
      const signing = table === two ? { by: 'referee', refused: [refusing.entryId], referee: 'Олег Судья' } : { by: 'players' };
      t.call('result.enter', { tableId: table.id, version: table.version, games: [{ ending: 'target', seats }], signing });
    }

    const report = t.call<Report>('report.get', { eventId });
    expect(report.features['signed-sheet']).toEqual([{ round: 1, table: two.number, refused: [refusing.name], referee: 'Олег Судья' }]);

    for (const [language, said] of [
      ['en', `${refusing.name} refused to sign; the referee, Олег Судья, decided`],
      ['ru', `${refusing.name}: отказ подписать; решил судья Олег Судья`],
    ] as const) {
      const grid = reportText(report, initI18n(language).t, language).rounds[0]!.grid;
      const endings = (number: number) => grid.rows.filter((r) => r[0] === number).map((r) => String(r.at(-1)));
      expect(endings(two.number).every((e) => e.endsWith(`; ${said}`)), language).toBe(true);
      expect(endings(one.number).some((e) => e.includes(said)), language).toBe(false);
    }
  });
});
