/**
 * Issue 15, finding 6: managing keys needs a key allowed to (role `admin`; `extract` keys only upload
 * and read), and a key made by a key keeps its maker's IP restrictions, so a key held to an allow-list
 * cannot mint a free one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from '../e2e/support/embeddedServer.js';
import { errorCodes, graphqlClient } from '../graphql/support/graphqlClient.js';

let server: EmbeddedServer;

beforeAll(async () => {
  server = await startEmbeddedServer();
});
afterAll(async () => {
  await server?.dispose();
});

const CREATE = 'mutation C($name: String!) { createApiKey(name: $name) { secret key { id } } }';
const REVOKE = 'mutation R($id: String!) { revokeApiKey(id: $id) }';

describe('a key made through the API', () => {
  it('is an extract key by default, which can neither list, create nor revoke keys (forbidden)', async () => {
    const adminKey = await server.keyFor('roles-co', 'business');
    const admin = graphqlClient(server.address, adminKey);
    const made = await admin.query(CREATE, { name: 'uploader' });
    const reader = graphqlClient(server.address, made.body.data.createApiKey.secret as string);
    const keys = await server.admin.listKeys('roles-co');
    expect(keys.map((k) => [k.name, k.role])).toEqual([['e2e', 'admin'], ['uploader', 'extract']]);
    const adminId = keys[0]!.id;

    expect(errorCodes(await reader.query('{ apiKeys { id } }'))).toEqual(['forbidden']);
    expect(errorCodes(await reader.query(CREATE, { name: 'escalated' }))).toEqual(['forbidden']);
    expect(errorCodes(await reader.query(REVOKE, { id: adminId }))).toEqual(['forbidden']);
    expect((await server.admin.listKeys('roles-co')).map((k) => [k.name, k.revoked_at])).toEqual([['e2e', null], ['uploader', null]]);
    // It still does its job.
    expect((await reader.query('{ usage { plan } }')).body.data).toEqual({ usage: { plan: 'business' } });
  });

  it('can be an admin key when an admin key asks for one', async () => {
    const admin = graphqlClient(server.address, await server.keyFor('roles-admin', 'business'));
    const made = await admin.query('mutation { createApiKey(name: "deputy", role: admin) { secret key { role } } }');
    expect(made.body.data.createApiKey.key).toEqual({ role: 'admin' });
    const deputy = graphqlClient(server.address, made.body.data.createApiKey.secret as string);
    expect((await deputy.query('{ apiKeys { name role } }')).body.data.apiKeys).toEqual([
      { name: 'e2e', role: 'admin' },
      { name: 'deputy', role: 'admin' },
    ]);
  });

  it('keeps the IP allow-list of the key that made it', async () => {
    await server.keyFor('ip-co', 'enterprise');
    const { secret } = await server.admin.createKey('ip-co', 'office', { allowedIps: ['127.0.0.1'] });
    const made = await graphqlClient(server.address, secret).query(CREATE, { name: 'minted' });
    expect(made.body.errors).toBeUndefined();
    const minted = (await server.admin.listKeys('ip-co')).find((k) => k.name === 'minted');
    expect(minted?.allowed_ips).toEqual(['127.0.0.1']);
  });
});
