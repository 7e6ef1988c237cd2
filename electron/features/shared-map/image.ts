// runtime: node. A map image checked by its bytes, wherever it comes from (the organizer's choice,
// an imported event file): a PNG or a JPEG as it claims, at most mapImageMaxBytes.
import type { FieldIssue } from '../../../shared/contract/errors';
import { mapImageMaxBytes, type MapImage } from '../../../shared/features/shared-map/model';
import type { StoredMapImage } from './maps';

const signatures: Record<MapImage['type'], number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** The image's bytes, or why they cannot be the map (an issue at `path`). */
export function readMapImage(image: { type: string; data: string }, path: string): { image: StoredMapImage } | { issue: FieldIssue & { code: string; params?: Record<string, number> } } {
  const bytes = Buffer.from(image.data, 'base64');
  const kind = (Object.keys(signatures) as MapImage['type'][]).find((k) => signatures[k].every((b, i) => bytes[i] === b));
  if (!kind || kind !== image.type) return { issue: { path, message: 'only a PNG or JPEG image', code: 'map_image_type' } };
  if (bytes.length > mapImageMaxBytes) {
    const params = { maxKiB: mapImageMaxBytes / 1024, kiB: Math.ceil(bytes.length / 1024) };
    return { issue: { path, message: `at most ${params.maxKiB} KiB`, code: 'map_image_too_large', params } };
  }
  return { image: { type: kind, bytes } };
}
