/** Sign-in: the key is tried against `GET /v1/usage` before it is kept in the tab's session storage. */
import { useState, type FormEvent } from 'react';
import { ApiError } from '../api/errors.ts';
import { getUsage } from '../api/rest.ts';
import type { Usage } from '../api/types.ts';
import { ErrorNotice } from '../components/ErrorNotice.tsx';

export const SignInPage = ({ onSignedIn }: { onSignedIn: (key: string, usage: Usage) => void }) => {
  const [key, setKey] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = key.trim();
    if (trimmed === '') {
      setError(new ApiError(0, 'invalid_api_key', 'Enter an API key (it starts with ll_live_).'));
      return;
    }
    setBusy(true);
    try {
      const usage = await getUsage(trimmed);
      onSignedIn(trimmed, usage);
    } catch (e) {
      setError(e instanceof ApiError && e.code === 'invalid_api_key'
        ? new ApiError(e.status, e.code, `That key was not accepted: ${e.message}`)
        : (e as ApiError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className="sign-in">
      <h1>LedgerLens</h1>
      <p>Bank statements in; transactions, a summary and the flags a lender decides on out.</p>
      <form onSubmit={(e) => void submit(e)} aria-describedby="key-help">
        <label htmlFor="api-key">API key</label>
        <input
          id="api-key"
          name="api-key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={key}
          onChange={(e) => setKey(e.target.value)}
          aria-invalid={error !== null}
        />
        <p id="key-help" className="hint">
          The key is kept in this tab only (session storage) and sent as the Bearer header. <code>npm start</code> prints one on first start;
          <code> npx ledgerlens keys create</code> makes more.
        </p>
        <button type="submit" disabled={busy}>{busy ? 'Checking…' : 'Sign in'}</button>
      </form>
      {error !== null && <ErrorNotice error={error} />}
    </main>
  );
};
