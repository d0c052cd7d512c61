/** A refusal shown as the API worded it: its message, its code, and for a 429 when to try again. */
import type { ApiError } from '../api/errors.ts';

export const ErrorNotice = ({ error }: { error: ApiError }) => (
  <div className="error" role="alert">
    <p>
      <strong>{error.message}</strong>
    </p>
    <p className="error-meta">
      {error.status > 0 && <span>HTTP {error.status} · </span>}
      <code>{error.code}</code>
      {error.retryAfterSeconds !== null && <span> · Retry after {error.retryAfterSeconds} s</span>}
    </p>
  </div>
);
