import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operationNames } from '../../../shared/contract/operations';
import { renderApiDocs } from '../../../scripts/api-docs';

describe('docs/api.md', () => {
  it('is what the contract generates (run npm run docs:api after changing an operation)', () => {
    expect(readFileSync(join(__dirname, '../../../docs/api.md'), 'utf8')).toBe(renderApiDocs());
  });
  it('documents every operation', () => {
    const doc = renderApiDocs();
    for (const name of operationNames) expect(doc).toContain(`## \`${name}\``);
  });
});
