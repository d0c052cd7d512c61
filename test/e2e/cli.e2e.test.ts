/** The `ledgerlens` command as an operator runs it: keys and accounts on a data directory, then the server honours them. */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startChildServer, type ChildServer } from './support/childServer.js';
import { restClient } from './support/client.js';

const run = promisify(execFile);
let dataDir: string;
let server: ChildServer | undefined;

const cli = async (...args: string[]) =>
  run(process.execPath, ['bin/ledgerlens.js', ...args], { env: { ...process.env, LEDGERLENS_DATA_DIR: dataDir } });

/** The key is the last word of the last line (the documented contract scripts rely on). */
const lastWord = (stdout: string): string => stdout.trim().split('\n').at(-1)!.trim().split(/\s+/).at(-1)!;

beforeAll(async () => { dataDir = await mkdtemp(join(tmpdir(), 'ledgerlens-cli-')); });
afterAll(async () => {
  if (server) await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('ledgerlens CLI', () => {
  it('prints usage for --help', async () => {
    const { stdout } = await cli('--help');
    for (const command of ['serve', 'extract', 'keys create', 'keys list', 'keys revoke', 'accounts list', 'accounts plan', 'accounts analysis', 'projections rebuild', 'worker']) {
      expect(stdout).toContain(command);
    }
  });

  it('refuses an unknown plan with exit code 2 and a usage message', async () => {
    await expect(cli('keys', 'create', '--account', 'x', '--plan', 'gold')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('unknown plan') });
  });

  it("sets an account's default analysis settings, and refuses a setting it does not know with exit code 2", async () => {
    await cli('keys', 'create', '--account', 'tuned-co');
    const { stdout } = await cli('accounts', 'analysis', 'tuned-co', '{"large_deposit_threshold": 25000}');
    expect(JSON.parse(stdout.slice(stdout.indexOf('{')))).toMatchObject({ large_deposit_threshold: 25_000, monthly_average_multiple: 1.5 });
    await expect(cli('accounts', 'analysis', 'tuned-co', '{"large_deposit": 1}')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('large_deposit') });
  });

  it('creates, lists and revokes keys, changes plans, and the server honours all of it', async () => {
    const created = await cli('keys', 'create', '--account', 'cli-co', '--plan', 'professional', '--name', 'ci');
    const key = lastWord(created.stdout);
    expect(key).toMatch(/^ll_live_[A-Za-z0-9]{32,}$/);
    const second = lastWord((await cli('keys', 'create', '--account', 'cli-co')).stdout);
    expect(second).not.toBe(key);

    const listed = (await cli('keys', 'list', '--account', 'cli-co')).stdout;
    expect(listed).toContain('ci');
    expect(listed).not.toContain(key); // secrets are never shown again
    expect((await cli('accounts', 'list')).stdout).toMatch(/cli-co\s+professional\s+5000/);

    await cli('accounts', 'plan', 'cli-co', 'enterprise', '--pages', '1234');

    server = await startChildServer(dataDir, await freePort());
    expect(server.printedKey).toBeNull(); // an account exists: no default account, no printed key
    const usage = await restClient(server.address, key).get('/v1/usage');
    expect(usage.body).toMatchObject({ plan: 'enterprise', pages_limit: 1234 });

    const keyId = listed.split('\n').find((line) => line.includes(' ci '))!.trim().split(/\s+/)[0]!;
    // The key's access log shows that request (recorded in the background, so allow it a moment).
    let accessLog = '';
    for (let attempt = 0; attempt < 20 && !accessLog.includes('127.0.0.1'); attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 250));
      accessLog = (await cli('keys', 'log', '--account', 'cli-co', keyId)).stdout;
    }
    expect(accessLog).toMatch(/^USED AT\s+FROM IP\n\S+Z\s+127\.0\.0\.1\n$/);
    await cli('keys', 'revoke', '--account', 'cli-co', keyId);
    await server.stop();
    server = await startChildServer(dataDir, await freePort());
    expect((await restClient(server.address, key).get('/v1/usage')).status).toBe(401);
    expect((await restClient(server.address, second).get('/v1/usage')).status).toBe(200);
  }, 120_000);
});
