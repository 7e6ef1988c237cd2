// The event's shared map (Catan 1.18) through the core: a description and/or an image, saved over
// the version read; an image is taken only as the PNG or JPEG its bytes are, within the size limit,
// and a refused one leaves the stored map as it was.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mapImageMaxBytes, type EventMap } from '../../../../shared/features/shared-map/model';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

const png = (size = 64) => {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes.toString('base64');
};
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]).toString('base64');

function event(): number {
  return t.call<{ id: number }>('event.create', { name: 'Catan Cup', date: '2026-12-05', ruleset: 'generic' }).id;
}

describe('the shared map', () => {
  it('is empty until saved, keeps its image when only the description changes, and drops it on null', () => {
    const eventId = event();
    expect(t.call<EventMap>('map.get', { eventId })).toEqual({ eventId, description: '', image: null, version: 0, updatedAt: null });
    const saved = t.call<EventMap>('map.set', { eventId, version: 0, description: '  Desert in the middle; 4 and 10 on the wheat. ', image: { type: 'image/png', data: png() } });
    expect(saved).toMatchObject({ version: 1, description: 'Desert in the middle; 4 and 10 on the wheat.', image: { type: 'image/png', data: png(), bytes: 64 } });
    const edited = t.call<EventMap>('map.set', { eventId, version: 1, description: 'Desert at the top.' });
    expect(edited).toMatchObject({ version: 2, description: 'Desert at the top.', image: { type: 'image/png', bytes: 64 } });
    const photo = t.call<EventMap>('map.set', { eventId, version: 2, description: 'Desert at the top.', image: { type: 'image/jpeg', data: jpeg } });
    expect(photo.image).toMatchObject({ type: 'image/jpeg', bytes: 10 });
    const none = t.call<EventMap>('map.set', { eventId, version: 3, description: 'Desert at the top.', image: null });
    expect(none.image).toBeNull();
    // The room may read it (the print pages, a projector), and the audit names the image by type and size only.
    expect(t.call<EventMap>('map.get', { eventId }, { actor: 'projector', readOnly: true }).version).toBe(4);
    const log = t.call<{ detail: unknown }[]>('audit.list', { eventId, operations: ['map.set'] });
    expect(log[0]!.detail).toEqual({ before: { description: '', image: null }, after: { description: 'Desert in the middle; 4 and 10 on the wheat.', image: { type: 'image/png', bytes: 64 } } });
  });

  it('refuses what is not a PNG or JPEG by its bytes, or too large, and keeps the map as it was', () => {
    const eventId = event();
    t.call('map.set', { eventId, version: 0, description: 'Kept.' });
    const gif = Buffer.from('GIF89a....').toString('base64');
    const notImage = t.fail('map.set', { eventId, version: 1, description: 'Lost', image: { type: 'image/gif', data: gif } });
    expect(notImage.code).toBe('validation');
    expect(notImage.details?.fields).toEqual([expect.objectContaining({ path: 'image', code: 'map_image_type' })]);
    // A PNG named a JPEG is refused too: the bytes decide.
    expect(t.fail('map.set', { eventId, version: 1, description: 'Lost', image: { type: 'image/jpeg', data: png() } }).details?.fields).toEqual([expect.objectContaining({ code: 'map_image_type' })]);
    const big = t.fail('map.set', { eventId, version: 1, description: 'Lost', image: { type: 'image/png', data: png(mapImageMaxBytes + 1) } });
    expect(big.details?.fields).toEqual([expect.objectContaining({ path: 'image', code: 'map_image_too_large', params: { maxKiB: 700, kiB: 701 } })]);
    t.call('map.set', { eventId, version: 1, description: 'Kept.', image: { type: 'image/png', data: png(mapImageMaxBytes) } });
    expect(t.call<EventMap>('map.get', { eventId })).toMatchObject({ version: 2, description: 'Kept.', image: { bytes: mapImageMaxBytes } });
  });

  it('a stale version is a conflict and writes nothing', () => {
    const eventId = event();
    t.call('map.set', { eventId, version: 0, description: 'First desk.' });
    expect(t.fail('map.set', { eventId, version: 0, description: 'Second desk.' }).details).toMatchObject({ reason: 'map_changed', expected: 0, actual: 1 });
    expect(t.call<EventMap>('map.get', { eventId }).description).toBe('First desk.');
  });
});
