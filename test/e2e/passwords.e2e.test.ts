/**
 * Password-protected statements through real HTTP and GraphQL against the real composed service:
 * AES-256 and RC4 files generated with qpdf open with their password and are processed like any
 * other; a missing or wrong password is `encrypted_pdf` naming the file; the password is found in no
 * event, read model, blob or log line, and the stored copy is the decrypted one.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import * as mupdf from 'mupdf';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPdf } from '../support/encryptedPdfs.js';
import { graphqlClient, UPLOAD_MUTATION } from '../graphql/support/graphqlClient.js';
import { restClient, type ApiResponse, type RestClient } from './support/client.js';
import { startEmbeddedServer, type EmbeddedServer } from './support/embeddedServer.js';
import { statementPdf, statementRows } from './support/statementPdf.js';

const PASSWORD = 'Tr0ub4dor&3-ledgerlens';
let server: EmbeddedServer;
let client: RestClient;
let key: string;
let plain: Uint8Array;
let aes: Buffer;
let rc4: Buffer;
const logs: string[] = [];

beforeAll(async () => {
  const sink = new Writable({ write(chunk: Buffer, _encoding, done) { logs.push(chunk.toString()); done(); } });
  server = await startEmbeddedServer({}, pino({ level: 'debug' }, sink));
  key = await server.keyFor('locked-co', 'business');
  client = restClient(server.address, key);
  plain = await statementPdf({ pages: 2 });
  [aes, rc4] = await Promise.all([encryptPdf(plain, PASSWORD, 'aes256'), encryptPdf(plain, PASSWORD, 'rc4')]);
});
afterAll(async () => { await server?.dispose(); });

const expectEncrypted = (res: ApiResponse, file: string): void => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error.code).toBe('encrypted_pdf');
  expect(res.body.error.message).toContain(file);
};

/** Every file of the data directory (event log, read models, blobs), recursively. */
const dataFiles = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { withFileTypes: true, recursive: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));

describe('password-protected uploads', () => {
  it('processes an AES-256 and an RC4 statement opened with one password for both', async () => {
    const res = await client.upload([{ name: 'aes.pdf', bytes: aes }, { name: 'rc4.pdf', bytes: rc4 }], { user_id: 'u', company_name: 'Locked Co', password: PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const job of res.body.jobs as { job_id: string }[]) {
      const done = await client.waitForJob(job.job_id);
      expect(done.body.status).toBe('auto_analyzed');
      expect(done.body.data.transaction_count).toBe(statementRows({ pages: 2 }).length);
    }
  });

  it('takes one password per file in order, empty for a file that has none', async () => {
    const res = await client.upload(
      [{ name: 'open.pdf', bytes: plain }, { name: 'locked.pdf', bytes: aes }],
      { user_id: 'u', company_name: 'Locked Co', password: ['', PASSWORD] },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const statuses = await Promise.all((res.body.jobs as { job_id: string }[]).map(async (j): Promise<string> => (await client.waitForJob(j.job_id)).body.status as string));
    expect(statuses).toEqual(['auto_analyzed', 'auto_analyzed']);
  });

  it('refuses a protected file without its password, or with a wrong one, naming the file, and charges nothing', async () => {
    const fresh = restClient(server.address, await server.keyFor('locked-refusals', 'business'));
    expectEncrypted(await fresh.upload([{ name: 'statement-aes.pdf', bytes: aes }]), 'statement-aes.pdf');
    expectEncrypted(await fresh.upload([{ name: 'statement-rc4.pdf', bytes: rc4 }], { user_id: 'u', company_name: 'A', password: 'not it' }), 'statement-rc4.pdf');
    const mismatch = await fresh.upload([{ name: 'a.pdf', bytes: aes }, { name: 'b.pdf', bytes: rc4 }, { name: 'c.pdf', bytes: plain }], { user_id: 'u', company_name: 'A', password: ['x', 'y'] });
    expect(mismatch.body.error.code).toBe('invalid_request');
    expect((await fresh.get('/v1/usage')).body.pages_used).toBe(0);
  });

  it('takes the password over GraphQL too', async () => {
    const gql = graphqlClient(server.address, key);
    const mutation = UPLOAD_MUTATION.replace('$companyName: [String!]!)', '$companyName: [String!]!, $password: [String!])').replace('companyName: $companyName)', 'companyName: $companyName, password: $password)');
    const res = await gql.upload([{ name: 'gql-aes.pdf', bytes: aes }], { userId: 'u', companyName: ['Locked Co'], password: [PASSWORD] }, { query: mutation });
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    const jobId: string = res.body.data.uploadStatements.jobs[0].jobId;
    expect((await client.waitForJob(jobId)).body.status).toBe('auto_analyzed');
    const wrong = await gql.upload([{ name: 'gql-aes.pdf', bytes: aes }], { userId: 'u', companyName: ['Locked Co'], password: ['nope'] }, { query: mutation });
    expect(wrong.body.errors[0].extensions.code).toBe('encrypted_pdf');
  });

  it('stores the decrypted copy and never the password: not in the log, the read models, a blob or a log line', async () => {
    const files = await dataFiles(server.dataDir);
    const needle = Buffer.from(PASSWORD);
    for (const path of files) expect((await readFile(path)).includes(needle), path).toBe(false);
    expect(logs.join('')).not.toContain(PASSWORD);
    const blobs = files.filter((path) => path.includes(`${join('blobs', '')}`));
    const pdfs = await Promise.all(blobs.map(async (path) => readFile(path)));
    const stored = pdfs.filter((bytes) => bytes.subarray(0, 5).toString() === '%PDF-');
    expect(stored.length).toBeGreaterThan(0);
    for (const bytes of stored) {
      const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
      expect(doc.needsPassword()).toBe(false);
      doc.destroy();
    }
  });
});
