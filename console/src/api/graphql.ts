/** GraphQL over HTTP (`POST /graphql`), for key management: `apiKeys`, `createApiKey`, `revokeApiKey`. */
import { ApiError, apiErrorOf, readErrorBody } from './errors.ts';
import { readKey } from './session.ts';
import type { ApiKey, CreatedApiKey } from './types.ts';

const request = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${readKey() ?? ''}` },
      body: JSON.stringify({ query, variables }),
    });
  } catch {
    throw new ApiError(0, 'network_error', 'The service could not be reached. Check your connection and try again.');
  }
  const body = (await response.json().catch(() => null)) as { data?: T; errors?: unknown[] } | null;
  if (!response.ok) throw apiErrorOf(response, body);
  const error = readErrorBody(body);
  if (error !== null) throw new ApiError(response.status, error.code, error.message);
  if (!body?.data) throw new ApiError(response.status, 'internal_error', 'The service sent no data.');
  return body.data;
};

const KEY_FIELDS = 'id name prefix role createdAt lastUsedAt revokedAt allowedIps';

export const listApiKeys = async (): Promise<ApiKey[]> => (await request<{ apiKeys: ApiKey[] }>(`{ apiKeys { ${KEY_FIELDS} } }`)).apiKeys;

export const createApiKey = async (name: string, role: 'admin' | 'extract'): Promise<CreatedApiKey> =>
  (
    await request<{ createApiKey: CreatedApiKey }>(
      `mutation ($name: String!, $role: ApiKeyRole!) { createApiKey(name: $name, role: $role) { secret key { ${KEY_FIELDS} } } }`,
      { name, role },
    )
  ).createApiKey;

export const revokeApiKey = async (id: string): Promise<void> => {
  await request<{ revokeApiKey: boolean }>('mutation ($id: String!) { revokeApiKey(id: $id) }', { id });
};
