/**
 * The one error catalogue: every code a request can be refused with, its HTTP status, and which of
 * the interface's two body shapes it uses. REST and GraphQL both render `AppError` from here
 * (GraphQL as `extensions.code`).
 */
export const ERROR_CATALOGUE = {
  invalid_api_key: { status: 401, shape: 'flat', title: 'Unauthorized' },
  invalid_content_type: { status: 400, shape: 'nested', title: 'Bad Request' },
  no_files: { status: 400, shape: 'nested', title: 'Bad Request' },
  too_many_files: { status: 400, shape: 'nested', title: 'Bad Request' },
  payload_too_large: { status: 400, shape: 'nested', title: 'Bad Request' },
  company_mismatch: { status: 400, shape: 'nested', title: 'Bad Request' },
  missing_field: { status: 400, shape: 'nested', title: 'Bad Request' },
  invalid_file_type: { status: 400, shape: 'nested', title: 'Bad Request' },
  invalid_pdf: { status: 400, shape: 'nested', title: 'Bad Request' },
  encrypted_pdf: { status: 400, shape: 'nested', title: 'Bad Request' },
  too_many_pages: { status: 400, shape: 'nested', title: 'Bad Request' },
  pdf_too_complex: { status: 400, shape: 'nested', title: 'Bad Request' },
  invalid_request: { status: 400, shape: 'nested', title: 'Bad Request' },
  limit_exceeded: { status: 402, shape: 'nested', title: 'Payment Required' },
  ip_not_allowed: { status: 403, shape: 'nested', title: 'Forbidden' },
  forbidden: { status: 403, shape: 'nested', title: 'Forbidden' },
  job_not_found: { status: 404, shape: 'nested', title: 'Not Found' },
  company_not_found: { status: 404, shape: 'nested', title: 'Not Found' },
  key_not_found: { status: 404, shape: 'nested', title: 'Not Found' },
  batch_not_found: { status: 404, shape: 'nested', title: 'Not Found' },
  webhook_not_found: { status: 404, shape: 'nested', title: 'Not Found' },
  delivery_not_found: { status: 404, shape: 'nested', title: 'Not Found' },
  page_not_found: { status: 404, shape: 'nested', title: 'Not Found' },
  not_found: { status: 404, shape: 'nested', title: 'Not Found' },
  request_timeout: { status: 408, shape: 'nested', title: 'Request Timeout' },
  request_too_large: { status: 413, shape: 'nested', title: 'Content Too Large' },
  unsupported_media_type: { status: 415, shape: 'nested', title: 'Unsupported Media Type' },
  request_header_too_large: { status: 431, shape: 'nested', title: 'Request Header Fields Too Large' },
  idempotency_key_reused: { status: 409, shape: 'nested', title: 'Conflict' },
  job_not_reanalysable: { status: 409, shape: 'nested', title: 'Conflict' },
  too_many_keys: { status: 409, shape: 'nested', title: 'Conflict' },
  too_many_webhooks: { status: 409, shape: 'nested', title: 'Conflict' },
  /** An export of a job (or a batch with a job) still `processing`: ask again once it finished. */
  job_not_ready: { status: 409, shape: 'nested', title: 'Conflict' },
  /** An export of a job that failed: it has no result to export (its error is on `GET /v1/jobs/{id}`). */
  job_failed: { status: 409, shape: 'nested', title: 'Conflict' },
  rate_limit_exceeded: { status: 429, shape: 'nested', title: 'Too Many Requests' },
  concurrency_limit_exceeded: { status: 429, shape: 'nested', title: 'Too Many Requests' },
  query_too_complex: { status: 400, shape: 'nested', title: 'Bad Request' },
  internal_error: { status: 500, shape: 'nested', title: 'Internal Server Error' },
  service_unavailable: { status: 503, shape: 'nested', title: 'Service Unavailable' },
} as const satisfies Record<string, { status: number; shape: 'flat' | 'nested'; title: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** A refusal of a request: expected, rendered to the caller, not reported as a bug. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { cause?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.status = ERROR_CATALOGUE[code].status;
    this.headers = options.headers ?? {};
  }

  /** Extra response headers (for example `Retry-After` on a 429). */
  readonly headers: Record<string, string>;

  /** Only server-side failures are worth an alert. */
  get isReportable(): boolean {
    return this.status >= 500;
  }
}
