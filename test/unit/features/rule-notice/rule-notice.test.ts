// The notice of rule modifications through the core: every event has one, whatever its ruleset
// (no ruleset names the feature); saved over the version read, a stale save writes nothing, the
// room reads it and may not change it, and the audit keeps what it said before.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { featureOptions } from '../../../../electron/features/options';
import { buildRuleset, rulesetIds } from '../../../../electron/engine/rulesets';
import { featuresInUse } from '../../../../shared/features/registry';
import { ruleNotice } from '../../../../shared/features/rule-notice/contract';
import { officials } from '../../../../shared/features/officials/contract';
import { waitingList } from '../../../../shared/features/waiting-list/contract';
import { seatOrder } from '../../../../shared/features/seat-order/contract';
import type { EventFile } from '../../../../shared/model/export';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let eventId: number;

beforeEach(() => {
  t = tempCore();
  t.setTime('2026-12-05T09:00:00Z');
  eventId = t.call<{ id: number }>('event.create', { name: 'Tix Cup', date: '2026-12-12', ruleset: 'attacktix', options: {} }).id;
});
afterEach(() => t.dispose());

describe('the notice of rule modifications', () => {
  it('is empty until saved, then saved over the version read; a stale save writes nothing', () => {
    expect(t.call('notice.get', { eventId })).toEqual({ eventId, text: '', version: 0, updatedAt: null });
    const saved = t.call<{ version: number; text: string }>('notice.set', { eventId, version: 0, text: '  Backups may be swapped between games.  ' });
    expect(saved).toMatchObject({ version: 1, text: 'Backups may be swapped between games.', updatedAt: '2026-12-05T09:00:00.000Z' });
    expect(t.fail('notice.set', { eventId, version: 0, text: 'Other' })).toMatchObject({ code: 'conflict', details: { reason: 'notice_changed' } });
    expect(t.call('notice.set', { eventId, version: 1, text: '' })).toMatchObject({ version: 2, text: '' });
    expect(t.fail('notice.set', { eventId, version: 2, text: 'x'.repeat(5001) })).toMatchObject({ code: 'validation', details: { fields: [{ path: 'text', code: 'too_big' }] } });
    // The room reads the notice (it is posted), but may not change it.
    const room = { actor: 'display', readOnly: true, room: true };
    expect(t.call('notice.get', { eventId }, room)).toMatchObject({ version: 2 });
    expect(t.fail('notice.set', { eventId, version: 2, text: 'x' }, room).code).toBe('forbidden');
    const audit = t.call<{ detail: Record<string, unknown> | null }[]>('audit.list', { eventId, operations: ['notice.set'] });
    expect(audit.map((a) => a.detail)).toContainEqual({ before: 'Backups may be swapped between games.', after: '' });
  });
});

describe('every event has it', () => {
  it('under every ruleset, which none names, and the desk is told so with the features in use', () => {
    for (const id of rulesetIds()) {
      const ruleset = buildRuleset(id);
      expect(ruleset.features?.[ruleNotice.id], id).toBeUndefined();
      expect(featureOptions(ruleset, ruleNotice), id).toEqual({});
      const other = t.call<{ id: number }>('event.create', { name: `${id} open`, date: '2026-12-12', ruleset: id, options: {} }).id;
      expect(t.call('notice.set', { eventId: other, version: 0, text: 'Decks of 40.' }), id).toMatchObject({ version: 1, text: 'Decks of 40.' });
    }
    // The officials, the waiting list and the seat order are the other features every event has.
    const every = { [ruleNotice.id]: {}, [officials.id]: {}, [waitingList.id]: {}, [seatOrder.id]: {} };
    expect(featuresInUse(undefined)).toEqual(every);
    expect(featuresInUse({ squads: { points: 200 } })).toEqual({ squads: { points: 200 }, ...every });
  });

  it('goes with the event file to another computer, and a notice too long for the desk is refused there', () => {
    expect(t.call<EventFile>('export.event', { eventId }).features).not.toHaveProperty('rule-notice');
    t.call('notice.set', { eventId, version: 0, text: 'Backups may be swapped between games.\nNo proxies.' });
    const file = JSON.parse(JSON.stringify(t.call<EventFile>('export.event', { eventId }))) as EventFile;
    expect(file.features['rule-notice']).toEqual({ text: 'Backups may be swapped between games.\nNo proxies.', updatedAt: '2026-12-05T09:00:00.000Z' });
    const there = tempCore();
    try {
      const copy = there.call<{ id: number }>('event.import', { document: file });
      expect(there.call('notice.get', { eventId: copy.id })).toEqual({ eventId: copy.id, text: 'Backups may be swapped between games.\nNo proxies.', version: 1, updatedAt: '2026-12-05T09:00:00.000Z' });
      const long = { ...file, features: { 'rule-notice': { text: 'x'.repeat(5001), updatedAt: '2026-12-05T09:00:00.000Z' } } };
      expect(there.fail('event.import', { document: long }).details).toMatchObject({ fields: [{ path: 'document.features.rule-notice.text', code: 'import_feature_part' }] });
      expect(there.call<unknown[]>('event.list', {})).toHaveLength(1);
    } finally {
      there.dispose();
    }
  });
});
