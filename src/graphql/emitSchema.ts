/** `npm run graphql:schema`: writes `schema.graphql` at the repository root from the code. */
import { writeFile } from 'node:fs/promises';
import { buildLedgerLensSchema, printLedgerLensSchema } from './schema.js';

const target = new URL('../../schema.graphql', import.meta.url);
await writeFile(target, printLedgerLensSchema(await buildLedgerLensSchema()));
console.log(`wrote ${target.pathname}`);
