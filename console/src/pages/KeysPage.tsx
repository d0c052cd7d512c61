/**
 * The account's API keys through the GraphQL mutations: list, create (the secret shown once, with a
 * copy button) and revoke (confirmed inline). Needs an `admin` key; an `extract` key is told so.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../api/errors.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../api/graphql.ts';
import type { ApiKey, CreatedApiKey } from '../api/types.ts';
import { ErrorNotice } from '../components/ErrorNotice.tsx';
import { dateTime } from '../lib/format.ts';

const CreatedKey = ({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) => {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(created.secret).then(() => setCopied('yes'), () => setCopied('no'));
  };
  return (
    <div className="card created-key" role="status">
      <h2>Key “{created.key.name}” created</h2>
      <p>This is the only time the key is shown. Copy it now and store it somewhere safe.</p>
      <p>
        <label htmlFor="new-secret">New API key</label>
        <input id="new-secret" className="secret" readOnly value={created.secret} onFocus={(e) => e.target.select()} data-testid="new-secret" />
      </p>
      <button type="button" onClick={copy}>Copy key</button>{' '}
      <button type="button" className="secondary" onClick={onDone}>I have stored it</button>
      <span className="muted" aria-live="polite">
        {copied === 'yes' ? ' Copied to the clipboard.' : copied === 'no' ? ' The browser refused the clipboard: select the key and copy it.' : ''}
      </span>
    </div>
  );
};

const KeyRow = ({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (id: string) => Promise<void> }) => {
  const [confirming, setConfirming] = useState(false);
  return (
    <tr data-testid="key-row" data-key-name={apiKey.name}>
      <td>{apiKey.name}</td>
      <td><code className="nowrap">{apiKey.prefix}</code></td>
      <td>{apiKey.role}</td>
      <td>{dateTime(apiKey.createdAt)}</td>
      <td>{apiKey.lastUsedAt ? dateTime(apiKey.lastUsedAt) : 'never'}</td>
      <td>
        {apiKey.revokedAt !== null ? (
          <span className="badge badge-failed">revoked {dateTime(apiKey.revokedAt)}</span>
        ) : confirming ? (
          <>
            <button type="button" className="danger" onClick={() => void onRevoke(apiKey.id)}>Confirm revoking {apiKey.name}</button>{' '}
            <button type="button" className="link" onClick={() => setConfirming(false)}>Cancel</button>
          </>
        ) : (
          <button type="button" className="secondary" onClick={() => setConfirming(true)} aria-label={`Revoke ${apiKey.name}`}>Revoke</button>
        )}
      </td>
    </tr>
  );
};

export const KeysPage = ({ onSignedOut }: { onSignedOut: () => void }) => {
  const [keys, setKeys] = useState<ApiKey[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [name, setName] = useState('');
  const [role, setRole] = useState<'extract' | 'admin'>('extract');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const fail = useCallback((e: unknown) => {
    if (e instanceof ApiError && e.code === 'invalid_api_key') onSignedOut();
    else setError(e instanceof ApiError ? e : new ApiError(0, 'internal_error', String(e)));
  }, [onSignedOut]);

  const load = useCallback(() => {
    listApiKeys().then((k) => { setKeys(k); setError(null); }, fail);
  }, [fail]);
  useEffect(load, [load]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(new ApiError(0, 'invalid_request', 'Give the key a name, e.g. the application that will use it.'));
      return;
    }
    try {
      const made = await createApiKey(name.trim(), role);
      setCreated(made);
      setName('');
      setKeys((k) => [...(k ?? []), made.key]);
      setError(null);
    } catch (e) {
      fail(e);
    }
  };

  const revoke = async (id: string) => {
    try {
      await revokeApiKey(id);
      load();
    } catch (e) {
      fail(e);
    }
  };

  return (
    <>
      <h1>API keys</h1>
      {created !== null && <CreatedKey created={created} onDone={() => setCreated(null)} />}
      <form className="card create-key" onSubmit={(e) => void create(e)}>
        <h2>Create a key</h2>
        <div className="fields">
          <div>
            <label htmlFor="key-name">Name</label>
            <input id="key-name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
          </div>
          <div>
            <label htmlFor="key-role">Role</label>
            <select id="key-role" value={role} onChange={(e) => setRole(e.target.value as 'extract' | 'admin')}>
              <option value="extract">extract: uploads and reads</option>
              <option value="admin">admin: also manages keys</option>
            </select>
          </div>
        </div>
        <button type="submit">Create key</button>
      </form>
      {error !== null && <ErrorNotice error={error} />}
      {keys !== null && (
        <div className="table-wrap">
          <table>
            <caption className="visually-hidden">The account's API keys</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Role</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => <KeyRow key={k.id} apiKey={k} onRevoke={revoke} />)}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
};
