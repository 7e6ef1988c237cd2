// Issue 27: a feature is one module. A throwaway feature (a per-table "photo taken" mark: its
// contract, handlers, record, panel and texts, all in test/fixtures/features/photo-taken) and a
// throwaway ruleset using it are registered with one line each, and then work end to end: the
// operation over the API (the dispatcher and the venue host's HTTP), the event's format naming the
// feature, the panel rendered in each language. No file of the app names them, and they reach the
// app only through the feature API.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { Round, RoundTable } from '../../../shared/model/round';
import type { TournamentEvent } from '../../../shared/model/event';
import { registerRuleset } from '../../../electron/engine/rulesets';
import { registerFeature } from '../../../electron/features/registry';
import { startVenueHost, type VenueHost } from '../../../electron/venue/server';
import { registerFeatureView } from '../../../renderer/src/features/registry';
import { FeatureTablePanels } from '../../../renderer/src/features/Slots';
import { FeaturesInUse } from '../../../renderer/src/features/in-use';
import { featureText } from '../../../renderer/src/features/text';
import { initI18n } from '../../../renderer/src/i18n';
import { photoTakenHost } from '../../fixtures/features/photo-taken/host';
import { photoSwiss } from '../../fixtures/features/photo-taken/ruleset';
import type { PhotoState } from '../../fixtures/features/photo-taken/contract';
import { PhotoLine, photoView } from '../../fixtures/features/photo-taken/view';
import { tempCore, type TempCore } from '../../fixtures/temp-core';
import { files, root } from '../architecture/source-files';

const unregister: (() => void)[] = [];
let t: TempCore;
let host: VenueHost;
let eventId: number;
let round: Round;
let table: RoundTable;

beforeAll(async () => {
  // The one line each registry takes.
  unregister.push(registerFeature(photoTakenHost));
  unregister.push(registerRuleset(photoSwiss));
  unregister.push(registerFeatureView(photoView));

  t = tempCore();
  const staticDir = join(t.dir, 'renderer');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Arbiter</title>');
  host = await startVenueHost({ core: t.core, staticDir, port: 0, venueAccess: false, token: 'desk-secret' });
  eventId = t.call<{ id: number }>('event.create', { name: 'Photo Open', date: '2026-12-05', ruleset: 'test-photo-swiss' }).id;
  for (const name of ['Ann Lee', 'Bo Chen', 'Cy Dunn', 'Di Eve']) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  round = t.publishNext(eventId);
  table = round.tables.find((tb) => !tb.bye)!;
});

afterAll(async () => {
  await host.close();
  t.dispose();
  for (const off of unregister.reverse()) off();
});

const post = async (name: string, body: unknown) => {
  const res = await fetch(`${host.url}/api/${name}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { ok: boolean; value?: PhotoState; error?: { code: string; details?: { reason?: string; fields?: { code: string }[] } } } };
};

describe('a feature added as one module', () => {
  it('is named, with its options, in the format of an event whose ruleset uses it', () => {
    const event = t.call<TournamentEvent>('event.get', { id: eventId });
    expect(event.format.features).toEqual({ 'photo-taken': { remind: true } });
    const plain = t.call<TournamentEvent>('event.create', { name: 'Plain', date: '2026-12-05', ruleset: 'generic' });
    expect(plain.format.features).toBeUndefined();
  });

  it('runs its operations over the API: nothing recorded, a mark, a stale mark refused', () => {
    expect(t.call<PhotoState>('photo.get', { tableId: table.id })).toEqual({ tableId: table.id, photo: null, version: 0 });
    const marked = t.call<PhotoState>('photo.mark', { tableId: table.id, takenBy: '  Zoe Judge ', version: 0 });
    expect(marked).toEqual({ tableId: table.id, photo: { takenBy: 'Zoe Judge', takenAt: '2026-12-05T09:00:00.000Z' }, version: 1 });
    expect(t.call<PhotoState>('photo.get', { tableId: table.id })).toEqual(marked);
    expect(t.fail('photo.mark', { tableId: table.id, takenBy: 'Other', version: 0 })).toMatchObject({ code: 'conflict', details: { reason: 'record_changed' } });
    expect(t.fail('photo.mark', { tableId: table.id, takenBy: '', version: 1 })).toMatchObject({ code: 'validation' });
  });

  it('runs them over the venue host too, and the audit keeps the command', async () => {
    const other = round.tables.filter((tb) => !tb.bye)[1]!;
    const marked = await post('photo.mark', { tableId: other.id, takenBy: 'Yuri Judge', version: 0 });
    expect(marked).toMatchObject({ status: 200, body: { ok: true, value: { photo: { takenBy: 'Yuri Judge' }, version: 1 } } });
    const read = await post('photo.get', { tableId: other.id });
    expect(read.body.value?.photo?.takenBy).toBe('Yuri Judge');
    const audit = t.call<{ operation: string }[]>('audit.list', { eventId, operations: ['photo.mark'] });
    expect(audit.some((a) => a.operation === 'photo.mark')).toBe(true);
  });

  it('is refused where the ruleset does not use it', () => {
    const other = t.call<{ id: number }>('event.create', { name: 'No photos', date: '2026-12-05', ruleset: 'generic' }).id;
    for (const name of ['Eli Fox', 'Flo Gray']) {
      const p = t.call<{ id: number; version: number }>('player.register', { eventId: other, name });
      t.call('player.checkIn', { id: p.id, version: p.version });
    }
    const plainTable = t.publishNext(other).tables[0]!;
    expect(t.fail('photo.mark', { tableId: plainTable.id, takenBy: 'Zoe', version: 0 })).toMatchObject({ code: 'validation', details: { fields: [{ code: 'no_photos' }] } });
  });

  it('keeps its record with its table: a table taken away leaves none behind', () => {
    const before = t.core.store.db.prepare("SELECT COUNT(*) AS n FROM feature_records WHERE feature = 'photo-taken'").get() as { n: number };
    expect(before.n).toBe(2);
    t.uncheckable('a table deleted straight from the database');
    t.core.store.db.prepare('DELETE FROM seats WHERE table_id = ?').run(table.id);
    t.core.store.db.prepare('DELETE FROM round_tables WHERE id = ?').run(table.id);
    const after = t.core.store.db.prepare("SELECT COUNT(*) AS n FROM feature_records WHERE feature = 'photo-taken'").get() as { n: number };
    expect(after.n).toBe(1);
  });

  it('renders its panel where the ruleset uses it, in every language', () => {
    initI18n('en');
    const event = t.call<TournamentEvent>('event.get', { id: eventId });
    const inSlot = (features: Record<string, unknown> | undefined) =>
      renderToStaticMarkup(createElement(FeaturesInUse, { features, children: createElement(FeatureTablePanels, { eventId, round, table }) }));
    const slot = inSlot(event.format.features);
    expect(slot).toContain('Photo of the board');
    expect(inSlot(undefined)).toBe('');

    const other = round.tables.filter((tb) => !tb.bye)[1]!;
    const state = t.call<PhotoState>('photo.get', { tableId: other.id });
    const shown = (language: 'en' | 'ru' | 'pl', s: PhotoState) => {
      void i18next.changeLanguage(language);
      return renderToStaticMarkup(createElement(PhotoLine, { state: s, text: featureText(photoView), onMark: () => {}, busy: false }));
    };
    expect(shown('en', state)).toContain('Photo taken by Yuri Judge.');
    expect(shown('ru', state)).toContain('Фото сделал(а) Yuri Judge.');
    expect(shown('pl', { ...state, photo: null, version: 0 })).toContain('Brak zdjęcia.');
    void i18next.changeLanguage('en');
  });

  it('lives in its own folder, reaching the app only through the feature API, and no app file names it', () => {
    const own = files('test/fixtures/features/photo-taken');
    const allowed = [
      /^shared\/(features|contract\/(operation|errors)|model\/common)\b/,
      /^electron\/features\//,
      /^electron\/engine\/rulesets$/,
      /^renderer\/src\/features\//,
    ];
    for (const file of own) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const [, spec] of text.matchAll(/from '([^']+)'/g)) {
        if (!spec!.startsWith('.')) continue;
        const target = join(file, '..', spec!).replace(/\\/g, '/');
        if (target.startsWith('test/fixtures/features/photo-taken')) continue;
        expect(allowed.some((a) => a.test(target)), `${file} imports ${target}`).toBe(true);
      }
    }
    const app = [...files('electron'), ...files('shared'), ...files('renderer/src'), ...files('scripts')];
    const naming = app.filter((f) => /photo-taken|photo\.mark|test-photo/.test(readFileSync(join(root, f), 'utf8')));
    expect(naming).toEqual([]);
  });
});
