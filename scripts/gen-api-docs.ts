// npm run docs:api — writes docs/api.md from the contract.
import { writeFileSync } from 'node:fs';
import { renderApiDocs } from './api-docs';

writeFileSync(new URL('../docs/api.md', import.meta.url), renderApiDocs());
console.log('Wrote docs/api.md');
