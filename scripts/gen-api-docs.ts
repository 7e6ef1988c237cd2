// npm run docs:api — writes docs/api.md and shared/contract/room-queries.ts from the contract.
import { writeFileSync } from 'node:fs';
import { renderApiDocs, renderRoomQueries } from './api-docs';

writeFileSync(new URL('../docs/api.md', import.meta.url), renderApiDocs());
writeFileSync(new URL('../shared/contract/room-queries.ts', import.meta.url), renderRoomQueries());
console.log('Wrote docs/api.md and shared/contract/room-queries.ts');
