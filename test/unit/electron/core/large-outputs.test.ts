// The largest answers (standings, whole rounds) are sent as the core built them, unchecked, and
// checked where the core is tested: there the check must also refuse an answer it would change,
// or what production sends unchecked could differ from what the contract says.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDispatcher } from '../../../../electron/core/dispatcher';
import { createChangeBus } from '../../../../electron/core/changes';
import { fileSettings } from '../../../../electron/settings/file-settings';
import { operations } from '../../../../shared/contract/operations';
import { join } from 'node:path';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
const reader = { actor: 'reader', readOnly: true };
const op = operations['round.get'] as { output: z.ZodType };
const contract = op.output;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => {
  op.output = contract;
  t.dispose();
});

function roundId(): number {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
  for (let i = 0; i < 4; i++) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  return t.publishNext(eventId).id;
}

const dispatcher = (checkEveryOutput: boolean) =>
  createDispatcher({ store: t.core.store, settings: fileSettings(join(t.dir, 'settings.json')), bus: createChangeBus(), clock: () => new Date(), random: () => '0', checkEveryOutput });

describe('the largest answers', () => {
  it('are checked in tests, and refused there when the check would change them', () => {
    const id = roundId();
    expect(dispatcher(true)('round.get', { roundId: id }, reader).ok).toBe(true);
    // A contract that knows fewer fields than the answer has would strip the others.
    op.output = z.object({ id: z.number() });
    expect(dispatcher(true)('round.get', { roundId: id }, reader)).toMatchObject({ ok: false, error: { code: 'internal' } });
    const sent = dispatcher(false)('round.get', { roundId: id }, reader);
    expect(sent.ok && Object.keys(sent.value as object)).toContain('tables');
  });
});
