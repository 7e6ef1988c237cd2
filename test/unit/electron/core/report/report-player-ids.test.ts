// The results report names each entry's player IDs as the desk shows them: the organizer's own
// from an imported list ("P00115"), none for a player who has none, never the app's own numbers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListedPlayer } from '../../../../../shared/model/player';
import type { Report } from '../../../../../shared/model/report';
import { tempCore, type TempCore } from '../../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

describe('the results report’s player IDs', () => {
  it('are the organizer’s player IDs, or none', () => {
    const eventId = t.call<{ id: number }>('event.create', { name: 'Cup', date: '2026-12-05', ruleset: 'generic' }).id;
    const rows = [
      ['P00115', 'Anna Kowalska'],
      ['P00116', 'Bartek Nowak'],
      ['', 'Chen Wei'],
    ];
    t.call('player.import', { eventId, rows, mapping: { playerId: 0, name: 1 } });
    t.call('player.register', { eventId, name: 'Dana Novak' });
    for (const p of t.call<ListedPlayer[]>('player.list', { eventId })) t.call('player.checkIn', { id: p.id, version: p.version });
    t.publishNext(eventId);

    const report = t.call<Report>('report.get', { eventId });
    const byName = Object.fromEntries(report.entries.map((e) => [e.name, e.playerIds]));
    expect(byName).toEqual({ 'Anna Kowalska': ['P00115'], 'Bartek Nowak': ['P00116'], 'Chen Wei': [], 'Dana Novak': [] });
  });
});
