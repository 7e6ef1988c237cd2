import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operationNames } from '../../../shared/contract/operations';
import { renderApiDocs, renderRoomQueries } from '../../../scripts/api-docs';

describe('docs/api.md', () => {
  it('is what the contract generates (run npm run docs:api after changing an operation)', () => {
    expect(readFileSync(join(__dirname, '../../../docs/api.md'), 'utf8')).toBe(renderApiDocs());
  });
  it('shared/contract/room-queries.ts is what the contract generates too', () => {
    expect(readFileSync(join(__dirname, '../../../shared/contract/room-queries.ts'), 'utf8')).toBe(renderRoomQueries());
  });
  it('documents every operation', () => {
    const doc = renderApiDocs();
    for (const name of operationNames) expect(doc).toContain(`## \`${name}\``);
  });
});
