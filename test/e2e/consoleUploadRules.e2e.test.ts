/**
 * The console refuses a bad batch before sending it (console/src/lib/uploadRules.ts) with the words
 * the API would use: each case goes to the real `POST /v1/extract/batch` too, and the API's refusal
 * must be the console's first problem, code and message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUpload } from '../../console/src/lib/uploadRules.js';
import { restClient, type RestClient } from './support/client.js';
import { startEmbeddedServer, type EmbeddedServer } from './support/embeddedServer.js';

let server: EmbeddedServer;
let client: RestClient;

beforeAll(async () => {
  server = await startEmbeddedServer();
  client = restClient(server.address, await server.keyFor('rules-co', 'business'));
});
afterAll(async () => { await server?.dispose(); });

const pdf = (name: string, size = 64) => ({ name, bytes: new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 32)])) });

const cases: { name: string; files: { name: string; bytes: Uint8Array }[]; userId?: string; companies?: string[] }[] = [
  { name: 'no files', files: [], userId: 'u', companies: ['Acme'] },
  { name: 'more than 20 files', files: Array.from({ length: 21 }, (_, i) => pdf(`s${i}.pdf`)), userId: 'u', companies: ['Acme'] },
  { name: 'files over 4.5 MB in total', files: [pdf('big.pdf', 4_760_000)], userId: 'u', companies: ['Acme'] },
  { name: 'no user id', files: [pdf('a.pdf')], companies: ['Acme'] },
  { name: 'no company name', files: [pdf('a.pdf')], userId: 'u' },
  { name: 'an empty company name', files: [pdf('a.pdf'), pdf('b.pdf')], userId: 'u', companies: ['Acme', ' '] },
  { name: 'two company names for three files', files: [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')], userId: 'u', companies: ['Acme', 'Beta'] },
  { name: 'a file that is not a PDF', files: [{ name: 'notes.txt', bytes: new TextEncoder().encode('just notes') }], userId: 'u', companies: ['Acme'] },
];

describe('console upload checks', () => {
  it.each(cases)('words $name as the API does', async ({ files, userId, companies }) => {
    const problems = checkUpload(
      files.map((f) => ({ name: f.name, size: f.bytes.byteLength, head: f.bytes.subarray(0, 1024) })),
      userId ?? '',
      companies ?? [],
    );
    const res = await client.upload(files, { ...(userId !== undefined ? { user_id: userId } : {}), ...(companies !== undefined ? { company_name: companies } : {}) });
    expect(res.status).toBe(400);
    expect(problems[0]).toEqual(res.body.error);
  });

  it('finds nothing wrong with a batch the API accepts', async () => {
    expect(checkUpload([{ name: 'a.pdf', size: 100, head: new TextEncoder().encode('%PDF-1.7\n') }], 'u', ['Acme'])).toEqual([]);
  });
});
