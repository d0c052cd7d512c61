/**
 * The OpenAPI 3.1 document served at `/openapi.json`. Written by hand beside the routes (a test checks
 * that every route is documented and every documented path is routed, and validates real responses
 * against these schemas), so it reads as the contract rather than as generator output.
 */
import { CATEGORY_NAMES } from '../domain/categories.js';
import { ANALYSIS_SETTING_NAMES } from '../analysis/settingsInput.js';
import { ERROR_CATALOGUE } from '../domain/errors.js';
import { WEBHOOK_EVENT_TYPES } from '../domain/webhook/webhook.events.js';
import { MAX_LABEL_LENGTH } from '../domain/text.js';
import { JOB_LIST_DEFAULT_LIMIT, JOB_LIST_MAX_LIMIT } from './v1/jobQuery.js';
import { PLAN_RATE_LIMITS } from './rateLimits.js';
import { BATCH_LIMITS } from './v1/batchForm.js';
import { BATCH_EXPORT_FORMATS, COMPANY_REPORT_FORMATS, CONTENT_TYPES, JOB_EXPORT_FORMATS, type JobExportFormat } from '../exports/formats.js';
import { PAGE_IMAGE_DEFAULT_WIDTH, PAGE_IMAGE_MAX_WIDTH, PAGE_IMAGE_MIN_WIDTH } from './v1/pageImageQuery.js';
import { MAX_PAGE_IMAGE_PIXELS } from '../application/ports.js';

type Schema = Record<string, unknown>;

const str: Schema = { type: 'string' };
const num: Schema = { type: 'number' };
const int: Schema = { type: 'integer', minimum: 0 };
const bool: Schema = { type: 'boolean' };
const date: Schema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
const dateTime: Schema = { type: 'string', format: 'date-time' };
const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
/** An object whose listed properties are all required unless named in `optional`. */
const object = (properties: Record<string, Schema>, optional: string[] = []): Schema => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties).filter((name) => !optional.includes(name)),
  properties,
});
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

const jobStatus: Schema = { type: 'string', enum: ['processing', 'auto_analyzed', 'failed'] };
const transactionType: Schema = { type: 'string', enum: ['deposit', 'withdrawal'] };
const nullableNum: Schema = { type: ['number', 'null'] };
const month: Schema = { type: 'string', pattern: '^\\d{4}-\\d{2}$' };
const category: Schema = { type: 'string', enum: CATEGORY_NAMES, description: 'The fixed taxonomy of the README (Categories).' };
const categoryEvidence = object({
  rule: { type: 'string', description: 'The id of the category rule that filed the row.' },
  basis: { type: 'string', enum: ['description', 'amount', 'cadence', 'finding', 'default'] },
  detail: str,
});

/** Analysis settings under their public names; money in decimals of the statement's currency. */
const analysisSettings: Schema = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(ANALYSIS_SETTING_NAMES.map((name) => [name, num])),
  description: 'Analysis settings (README, Analysis settings); names left out keep their default.',
};

const statementData = object({
  bank_name: str,
  account_holder: { type: ['string', 'null'], description: 'The holder named on the statement; absent on results analysed before issue 14.' },
  account_number_last_4: str,
  currency: str,
  statement_start_date: date,
  statement_end_date: date,
  opening_balance: num,
  end_month_balance: num,
  total_deposits: num,
  total_withdrawals: num,
  daily_average_balance: num,
  deposit_count: int,
  withdrawal_count: int,
  transaction_count: int,
  balance_equation_valid: bool,
  balance_equation_variance: num,
  is_multi_month: bool,
  months_covered: arrayOf({ type: 'string', pattern: '^\\d{4}-\\d{2}$' }),
  negative_balance_count: int,
  negative_balance_dates: arrayOf(date),
  recurring_debits: arrayOf(object({
    creditor: str, count: int, total_amount: num, individual_amounts: arrayOf(num),
    transaction_dates: arrayOf(date), frequency: str,
  })),
  large_transactions: arrayOf(object({ date, type: transactionType, amount: num, description: str, reason: str })),
  loans_detected: bool,
  loan_transactions: arrayOf(object({
    date, amount: num, type: { type: 'string', enum: ['disbursement', 'payment'] }, lender: str, description: str,
  })),
  loan_commitments: arrayOf(object({
    lender: str,
    frequency: { type: 'string', enum: ['daily', 'weekly', 'biweekly', 'monthly', 'irregular'] },
    payment_amount: num, payment_count: int, total_paid: num, first_date: date, last_date: date,
    estimated_monthly_payment: num,
  })),
  intra_company_transactions: arrayOf(object({
    date, amount: num, type: transactionType, description: str, counterparty: str, reason: str,
  })),
  transactions: arrayOf(object({
    date, description: str, amount: num, type: transactionType, balance: { type: ['number', 'null'] }, page: { type: 'integer', minimum: 1 },
    bbox: {
      type: 'array', items: num, minItems: 4, maxItems: 4,
      description: "The row's box on its page: [x0, y0, x1, y1] in PDF points from the top-left corner (absent in results analysed before boxes were published).",
    },
    category, category_evidence: categoryEvidence,
  }, ['bbox', 'category', 'category_evidence'])),
  anomalies: arrayOf(object({
    type: str, severity: { type: 'string', enum: ['low', 'medium', 'high'] }, date, amount: num, description: str, reason: str,
  }, ['date', 'amount'])),
  warnings: arrayOf(str),
  analysis: object({ version: str, settings: { ...analysisSettings, required: ANALYSIS_SETTING_NAMES } }),
}, ['account_holder', 'analysis']);

const batchId: Schema = { type: 'string', pattern: '^batch_[a-z0-9]{16}$' };

const job = object({
  job_id: { type: 'string', pattern: '^job_\\d{8}_\\d{6}_[a-z0-9]{8}$' },
  batch_id: batchId,
  status: jobStatus,
  company: str,
  filename: str,
  client: str,
  created_at: dateTime,
  completed_at: dateTime,
  progress: object({ pages_done: int, pages_total: int }),
  data: ref('StatementData'),
  error: object({
    code: { type: 'string', enum: ['invalid_pdf', 'encrypted_pdf', 'no_transactions_found', 'extraction_timeout', 'pdf_too_complex', 'internal_error'] },
    message: str,
  }),
}, ['completed_at', 'data', 'error']);

const webhookEventType: Schema = { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] };
const webhookProperties: Record<string, Schema> = {
  id: str,
  url: str,
  events: arrayOf(webhookEventType),
  status: { type: 'string', enum: ['enabled', 'disabled'] },
  created_at: dateTime,
  disabled_reason: { type: ['string', 'null'] },
  disabled_at: { type: ['string', 'null'], format: 'date-time' },
};
const webhook = object(webhookProperties);
const companyReport = object({
  company: str,
  currency: str,
  statements: arrayOf(object({
    job_id: str, filename: str, bank_name: str, account_number_last_4: str, account_holder: { type: ['string', 'null'] },
    statement_start_date: date, statement_end_date: date, opening_balance: num, end_month_balance: num,
    counted: { type: 'boolean', description: 'False for a duplicate upload or a statement of another account: left out of the months.' },
  })),
  months: arrayOf(object({
    month, deposits: num, true_revenue: num, withdrawals: num, deposit_count: int, withdrawal_count: int, ending_balance: nullableNum,
    average_daily_balance: nullableNum, negative_days: int, nsf_count: int, largest_deposit: nullableNum, days_covered: int,
  })),
  totals: object({ months: int, deposits: num, true_revenue: num, withdrawals: num, negative_days: int, nsf_count: int, largest_deposit: nullableNum }),
  averages: object({
    deposits: num, true_revenue: num, withdrawals: num, ending_balance: nullableNum, average_daily_balance: nullableNum, negative_days: num, nsf_count: num,
  }),
  continuity: arrayOf(object({
    type: { type: 'string', enum: ['gap', 'opening_balance_mismatch', 'overlap', 'duplicate_upload', 'other_account', 'other_holder'] },
    statements: { type: 'array', items: str, minItems: 2, maxItems: 2, description: 'The job ids of the two statements involved.' },
    detail: str, days: int, difference: num,
  }, ['days', 'difference'])),
  positions: arrayOf(object({
    creditor: str,
    cadence: { type: 'string', enum: ['daily', 'weekly', 'biweekly', 'monthly', 'irregular'] },
    typical_amount: num, first_date: date, last_date: date, count: int, total_paid: num,
    months: arrayOf(object({ month, total: num, holdback_share: nullableNum })),
    holdback_share: nullableNum,
    funded: { oneOf: [{ type: 'null' }, object({ date, amount: num })] },
    stacked_on: arrayOf(str),
  })),
  stacking: bool,
  updated_at: { type: ['string', 'null'], format: 'date-time' },
});

const codes = Object.keys(ERROR_CATALOGUE);
const schemas: Record<string, Schema> = {
  UploadResponse: object({
    batch_id: batchId,
    client: str,
    total_files: { type: 'integer', minimum: 1, maximum: BATCH_LIMITS.maxFiles },
    jobs: arrayOf(object({ job_id: str, company: str, filename: str, status: { const: 'processing' } })),
  }),
  Job: job,
  JobList: object({ jobs: arrayOf(ref('Job')), next_cursor: { type: ['string', 'null'] } }),
  Usage: object({
    plan: { type: 'string', enum: ['starter', 'professional', 'business', 'enterprise'] },
    period_start: dateTime, period_end: dateTime, pages_limit: int, pages_used: int, pages_remaining: int, resets_at: dateTime,
  }),
  StatementData: statementData,
  Webhook: webhook,
  CreatedWebhook: object({ ...webhookProperties, secret: { type: 'string', pattern: '^whsec_' } }),
  WebhookList: object({ webhooks: arrayOf(ref('Webhook')) }),
  Delivery: object({
    id: str, event_id: str, event_type: webhookEventType, status: { type: 'string', enum: ['pending', 'succeeded', 'failed'] },
    created_at: dateTime, next_attempt_at: { type: ['string', 'null'], format: 'date-time' },
    attempts: arrayOf(object({
      attempt: { type: 'integer', minimum: 1 }, at: dateTime, status_code: { type: ['integer', 'null'] }, latency_ms: int,
      error: { type: ['string', 'null'] }, outcome: { type: 'string', enum: ['succeeded', 'retry', 'failed'] },
    })),
  }),
  DeliveryList: object({ deliveries: arrayOf(ref('Delivery')) }),
  CompanyReport: companyReport,
  Health: object({ status: { const: 'ok' } }),
  Error: object({ error: object({ code: { type: 'string', enum: codes }, message: str }) }),
  UnauthorizedError: object({ error: { const: 'Unauthorized' }, message: str, code: { const: 'invalid_api_key' } }),
};

const json = (schema: Schema) => ({ 'application/json': { schema } });
const rateHeaders = {
  'X-RateLimit-Limit': { description: 'Requests allowed per minute for the account.', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current minute.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Seconds until the current one-minute window resets.', schema: { type: 'integer' } },
};
const errorResponse = (description: string) => ({ description, headers: rateHeaders, content: json(ref('Error')) });
const authenticated = {
  '401': {
    description: 'Missing or invalid API key (`invalid_api_key`).',
    headers: { 'WWW-Authenticate': { description: '`Bearer realm="ledgerlens"`, with `error="invalid_token"` when a key was sent.', schema: str } },
    content: json(ref('UnauthorizedError')),
  },
  '429': {
    description: '`rate_limit_exceeded` or `concurrency_limit_exceeded`.',
    headers: { ...rateHeaders, 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } },
    content: json(ref('Error')),
  },
  '500': { description: '`internal_error`: names only a request id.', content: json(ref('Error')) },
};
/** An export's body per media type: the job itself for JSON, a file otherwise. */
const fileContent = (formats: readonly JobExportFormat[]): Record<string, { schema: Schema }> =>
  Object.fromEntries(formats.map((f): [string, { schema: Schema }] => [CONTENT_TYPES[f].split(';')[0] ?? CONTENT_TYPES[f], { schema: f === 'json' ? ref('Job') : { type: 'string' } }]));
const limitsText = Object.entries(PLAN_RATE_LIMITS)
  .map(([plan, l]) => `${plan} ${l.requestsPerMinute}/min, ${l.concurrent} concurrent`)
  .join('; ');

/** The document, as JSON-ready data. */
export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'LedgerLens REST API',
    version: '1.0.0',
    description:
      `PDF bank statements in, transactions, a financial summary and risk flags out. Every /v1 route needs ` +
      `"Authorization: Bearer <API_KEY>", checked before anything else (an unknown /v1 route is 401 without a key, 404 \`not_found\` with one). ` +
      `Rate limits per account: ${limitsText}. Every response carries "X-Content-Type-Options: nosniff" and "Cache-Control: no-store". ` +
      `Refusals made before a route runs use the same error shape: a malformed URL 400 \`invalid_request\`, headers over 16 KB 431 \`request_header_too_large\`.`,
  },
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'An `ll_live_...` API key.' } },
    schemas,
  },
  paths: {
    '/v1/extract/batch': {
      post: {
        operationId: 'uploadBatch',
        summary: 'Upload 1 to 20 PDF statements; one job per file.',
        security: [{ bearer: [] }],
        parameters: [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            schema: { type: 'string', minLength: 1, maxLength: 255 },
            description: 'A retry with the same key and the same body within 24 hours gets the first answer again and creates and charges nothing; the same key with another body is 409 `idempotency_key_reused`. A request refused before its batch is accepted (400, 402...) does not use the key up.',
          },
        ],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file', 'user_id', 'company_name'],
                properties: {
                  file: { type: 'array', minItems: 1, maxItems: BATCH_LIMITS.maxFiles, items: { type: 'string', contentMediaType: 'application/pdf' } },
                  user_id: { type: 'string', maxLength: MAX_LABEL_LENGTH, description: 'Your label for your end user; echoed as `client`.' },
                  company_name: { type: 'array', items: { type: 'string', maxLength: MAX_LABEL_LENGTH }, description: 'Once for every file, or once per file in order.' },
                  password: {
                    type: 'array', items: { type: 'string' },
                    description: 'Passwords of protected PDFs: once for every file, or once per file in order (empty for a file without one). Each file is opened with its password and its decrypted copy kept; the password is never stored.',
                  },
                  analysis: { type: 'string', contentMediaType: 'application/json', description: 'Optional: a JSON object of analysis settings for these files, over the account\'s defaults (`invalid_request` for an unknown name or a value out of range).' },
                },
              },
            },
          },
          description:
            `At most ${BATCH_LIMITS.maxTotalBytes} bytes (4.5 MiB) of files in total. Filenames, \`user_id\` and \`company_name\` are kept as sent, ` +
            `up to ${MAX_LABEL_LENGTH} characters, without control or bidirectional-formatting characters (\`invalid_request\` otherwise).`,
        },
        responses: {
          '200': { description: 'Accepted: every job is `processing`.', headers: rateHeaders, content: json(ref('UploadResponse')) },
          '400': errorResponse('invalid_content_type, no_files, too_many_files, payload_too_large, company_mismatch, missing_field, invalid_file_type, invalid_pdf, encrypted_pdf (a protected file sent without its password, or with a wrong one), too_many_pages, pdf_too_complex (a page whose content decodes to more than 8 MB or holds more than 250,000 operators), invalid_request.'),
          '402': errorResponse('`limit_exceeded`: the batch would pass the monthly page quota.'),
          '403': errorResponse('`ip_not_allowed`: the key is limited to other IP addresses.'),
          '408': { description: '`request_timeout`: the body did not arrive within the request timeout (60 s by default); the connection is closed.', content: json(ref('Error')) },
          '409': errorResponse('`idempotency_key_reused`: the Idempotency-Key was used for another body in the last 24 hours.'),
          ...authenticated,
        },
      },
    },
    '/v1/jobs/{job_id}': {
      get: {
        operationId: 'getJob',
        summary: 'A job: status, progress, and `data` once `auto_analyzed` or `error` once `failed`.',
        security: [{ bearer: [] }],
        parameters: [{ name: 'job_id', in: 'path', required: true, schema: str }],
        responses: {
          '200': { description: 'The job.', headers: rateHeaders, content: json(ref('Job')) },
          '403': errorResponse('`ip_not_allowed`.'),
          '404': errorResponse('`job_not_found`: unknown, or another account\'s job.'),
          ...authenticated,
        },
      },
    },
    '/v1/jobs/{job_id}/export': {
      get: {
        operationId: 'exportJob',
        summary: 'An analysed job as a file: CSV, XLSX, OFX 2.2, QBO (QuickBooks Web Connect) or JSON.',
        description:
          'CSV: RFC 4180, UTF-8, header row `date,description,amount,type,balance,page`, ISO dates, `.` decimals, amounts signed ' +
          '(withdrawals negative); a text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `\'`. ' +
          'XLSX: Transactions, Summary and Flags sheets, real dates and numbers, frozen header rows. OFX/QBO: one statement, ' +
          '`FITID` = `<job_id>-<row number>` (the same on every export of the job), `LEDGERBAL` from the closing balance. ' +
          'JSON: the job as `GET /v1/jobs/{job_id}` serves it.',
        security: [{ bearer: [] }],
        parameters: [
          { name: 'job_id', in: 'path', required: true, schema: str },
          { name: 'format', in: 'query', required: true, schema: { type: 'string', enum: [...JOB_EXPORT_FORMATS] } },
          { name: 'intu_bid', in: 'query', required: false, schema: { type: 'string', pattern: '^\\d{1,10}$' }, description: 'QBO only: your bank\'s QuickBooks id (`INTU.BID`); 3000 when not given.' },
        ],
        responses: {
          '200': {
            description: 'The file, with `Content-Disposition: attachment`.',
            headers: rateHeaders,
            content: fileContent(JOB_EXPORT_FORMATS),
          },
          '400': errorResponse('`invalid_request`: a missing or unknown `format`, or a bad `intu_bid`.'),
          '403': errorResponse('`ip_not_allowed`.'),
          '404': errorResponse('`job_not_found`: unknown, or another account\'s job.'),
          '409': errorResponse('`job_not_ready`: the job is still processing; `job_failed`: it failed and has no result.'),
          ...authenticated,
        },
      },
    },
    '/v1/batches/{batch_id}/export': {
      get: {
        operationId: 'exportBatch',
        summary: 'Every statement of an upload in one file: CSV (a summary section, then one section per statement) or XLSX (a Summary sheet, one sheet per statement, a Flags sheet).',
        security: [{ bearer: [] }],
        parameters: [
          { name: 'batch_id', in: 'path', required: true, schema: str, description: '`batch_id` of the upload response.' },
          { name: 'format', in: 'query', required: true, schema: { type: 'string', enum: [...BATCH_EXPORT_FORMATS] } },
        ],
        responses: {
          '200': {
            description: 'The file, with `Content-Disposition: attachment`. Failed jobs appear in the summary with their error.',
            headers: rateHeaders,
            content: fileContent(BATCH_EXPORT_FORMATS),
          },
          '400': errorResponse('`invalid_request`: a missing or unknown `format`.'),
          '403': errorResponse('`ip_not_allowed`.'),
          '404': errorResponse('`batch_not_found`: unknown, or another account\'s batch.'),
          '409': errorResponse('`job_not_ready`: a job of the batch is still processing.'),
          ...authenticated,
        },
      },
    },
    '/v1/jobs/{job_id}/pages/{page}.png': {
      get: {
        operationId: 'getJobPageImage',
        summary: "A page of the job's PDF rendered as PNG (the console's page view; a transaction's `page` and `bbox` point into it).",
        security: [{ bearer: [] }],
        parameters: [
          { name: 'job_id', in: 'path', required: true, schema: str },
          { name: 'page', in: 'path', required: true, schema: { type: 'integer', minimum: 1, maximum: 9999 }, description: '1-based page number.' },
          {
            name: 'width', in: 'query',
            schema: { type: 'integer', minimum: PAGE_IMAGE_MIN_WIDTH, maximum: PAGE_IMAGE_MAX_WIDTH, default: PAGE_IMAGE_DEFAULT_WIDTH },
            description: `Width of the image in pixels. A page too large to render that wide within ${MAX_PAGE_IMAGE_PIXELS / 1e6} Mpx is rendered narrower.`,
          },
        ],
        responses: {
          '200': {
            description: "The page as PNG. The page's size in PDF points comes in two headers, so a `bbox` (points from the top-left corner) maps to pixels as bbox × image width ÷ page width.",
            headers: {
              ...rateHeaders,
              'X-Page-Width-Pt': { description: 'Width of the page in PDF points.', schema: num },
              'X-Page-Height-Pt': { description: 'Height of the page in PDF points.', schema: num },
            },
            content: { 'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } } },
          },
          '400': errorResponse('`invalid_request`: a page that is not a counting number, or a width out of bounds.'),
          '403': errorResponse('`ip_not_allowed`.'),
          '404': errorResponse("`job_not_found` (unknown, or another account's job) or `page_not_found` (the PDF has no such page, or it is no longer kept: uploaded files are deleted `LEDGERLENS_BLOB_RETENTION_MS` after their job finished)."),
          ...authenticated,
        },
      },
    },
    '/v1/jobs': {
      get: {
        operationId: 'listJobs',
        summary: "The account's jobs, newest first, cursor-paginated.",
        security: [{ bearer: [] }],
        parameters: [
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: JOB_LIST_MAX_LIMIT, default: JOB_LIST_DEFAULT_LIMIT } },
          { name: 'cursor', in: 'query', schema: str, description: '`next_cursor` of the previous page.' },
          { name: 'status', in: 'query', schema: jobStatus },
          { name: 'company', in: 'query', schema: str },
        ],
        responses: {
          '200': { description: 'One page of jobs.', headers: rateHeaders, content: json(ref('JobList')) },
          '400': errorResponse('`invalid_request`: a bad query parameter.'),
          '403': errorResponse('`ip_not_allowed`.'),
          ...authenticated,
        },
      },
    },
    '/v1/usage': {
      get: {
        operationId: 'getUsage',
        summary: "This month's page quota: limit, used, remaining, reset time.",
        security: [{ bearer: [] }],
        responses: {
          '200': { description: 'Usage.', headers: rateHeaders, content: json(ref('Usage')) },
          '403': errorResponse('`ip_not_allowed`.'),
          ...authenticated,
        },
      },
    },
    '/v1/webhooks': {
      post: {
        operationId: 'registerWebhook',
        summary: 'Register an endpoint for job.completed, job.failed and/or batch.completed; the signing secret is in this answer only. Needs an admin key.',
        description:
          'Deliveries are POSTs of JSON `{id, type, created_at, data}` (a job or batch summary and links, never the whole result) with ' +
          '`LedgerLens-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the secret>` and `LedgerLens-Event-Id` (the same on every ' +
          'attempt: de-duplicate on it). A 2xx accepts; timeouts (10 s), network errors, 408, 429 and 5xx are retried with exponential back-off and ' +
          'jitter for about a day; any other 4xx, or a redirect (never followed), stops the delivery. An endpoint whose attempts fail for a day is disabled. ' +
          'Only https URLs, and no private, loopback, link-local or metadata address (checked after DNS resolution), unless the operator allows them.',
        security: [{ bearer: [] }],
        requestBody: {
          required: true,
          content: json(object({ url: { type: 'string', maxLength: 2048 }, events: { type: 'array', minItems: 1, items: webhookEventType } })),
        },
        responses: {
          '201': { description: 'Registered; `secret` is shown this once.', headers: rateHeaders, content: json(ref('CreatedWebhook')) },
          '400': errorResponse('`invalid_request`: not JSON, a URL that is not https or points at a private address, unknown events.'),
          '403': errorResponse('`forbidden` (not an admin key) or `ip_not_allowed`.'),
          '409': errorResponse('`too_many_webhooks`: the account holds 20 endpoints.'),
          ...authenticated,
        },
      },
      get: {
        operationId: 'listWebhooks',
        summary: "The account's endpoints (never their secrets). Needs an admin key.",
        security: [{ bearer: [] }],
        responses: {
          '200': { description: 'Endpoints, oldest first.', headers: rateHeaders, content: json(ref('WebhookList')) },
          '403': errorResponse('`forbidden` or `ip_not_allowed`.'),
          ...authenticated,
        },
      },
    },
    '/v1/webhooks/{webhook_id}': {
      delete: {
        operationId: 'deleteWebhook',
        summary: 'Delete an endpoint: nothing more is sent to it. Needs an admin key.',
        security: [{ bearer: [] }],
        parameters: [{ name: 'webhook_id', in: 'path', required: true, schema: str }],
        responses: {
          '204': { description: 'Deleted.', headers: rateHeaders },
          '403': errorResponse('`forbidden` or `ip_not_allowed`.'),
          '404': errorResponse('`webhook_not_found`: unknown, or another account\'s.'),
          ...authenticated,
        },
      },
    },
    '/v1/webhooks/{webhook_id}/deliveries': {
      get: {
        operationId: 'listWebhookDeliveries',
        summary: "An endpoint's latest 100 deliveries, newest first, each with its attempts (status, latency, error). Needs an admin key.",
        security: [{ bearer: [] }],
        parameters: [{ name: 'webhook_id', in: 'path', required: true, schema: str }],
        responses: {
          '200': { description: 'Deliveries.', headers: rateHeaders, content: json(ref('DeliveryList')) },
          '403': errorResponse('`forbidden` or `ip_not_allowed`.'),
          '404': errorResponse('`webhook_not_found`.'),
          ...authenticated,
        },
      },
    },
    '/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/resend': {
      post: {
        operationId: 'resendWebhookDelivery',
        summary: 'Send a delivery again now, whatever became of it (same event id and body, a fresh signature). Needs an admin key.',
        security: [{ bearer: [] }],
        parameters: [
          { name: 'webhook_id', in: 'path', required: true, schema: str },
          { name: 'delivery_id', in: 'path', required: true, schema: str },
        ],
        responses: {
          '200': { description: 'The delivery, pending again.', headers: rateHeaders, content: json(ref('Delivery')) },
          '403': errorResponse('`forbidden` or `ip_not_allowed`.'),
          '404': errorResponse('`webhook_not_found` or `delivery_not_found`.'),
          ...authenticated,
        },
      },
    },
    '/v1/jobs/{job_id}/reanalyze': {
      post: {
        operationId: 'reanalyzeJob',
        summary: 'Analyses an auto_analyzed job again from its stored page layouts with other settings; nothing is uploaded or charged.',
        security: [{ bearer: [] }],
        parameters: [{ name: 'job_id', in: 'path', required: true, schema: str }],
        requestBody: {
          required: false,
          content: json(object({ analysis: analysisSettings }, ['analysis'])),
          description: 'Settings over the job\'s own (those of its upload or last analysis); an empty body analyses it again as it was.',
        },
        responses: {
          '200': { description: 'The job with its new result (`data.analysis` echoes the settings).', headers: rateHeaders, content: json(ref('Job')) },
          '400': errorResponse('`invalid_request`: not JSON, an unknown setting or a value out of range.'),
          '403': errorResponse('`ip_not_allowed`.'),
          '404': errorResponse('`job_not_found`.'),
          '409': errorResponse('`job_not_reanalysable`: the job is not auto_analyzed, or its page layouts were deleted after the retention period.'),
          ...authenticated,
        },
      },
    },
    '/v1/companies/{company_name}/report': {
      get: {
        operationId: 'getCompanyReport',
        summary: 'The company report: every analysed statement uploaded with this company_name read together (months, continuity, positions); as JSON, or as a CSV or XLSX file.',
        description:
          'Without `format`: the report as a JSON body. With `format`, a download (`Content-Disposition: attachment; filename="<company>_report.<format>"`) ' +
          'made by the export writers: CSV holds one table per section (Report, Months with a Total and an Average row, Continuity, Positions, ' +
          'Position months, Statements), each as its title on a line, a header row of the JSON field names and its rows, a blank line between sections; ' +
          'money with `.` decimals from integer cents, holdback shares as fractions, formula-like text prefixed with `\'`. XLSX holds one sheet per ' +
          'section with real numbers (money formatted `#,##0.00`, shares as percentages), dates and months as dates, frozen header rows. ' +
          '`json` is the JSON body as a file.',
        security: [{ bearer: [] }],
        parameters: [
          { name: 'company_name', in: 'path', required: true, schema: str, description: 'Exactly as uploaded (URL-encoded).' },
          { name: 'format', in: 'query', required: false, schema: { type: 'string', enum: [...COMPANY_REPORT_FORMATS] }, description: 'A file instead of the JSON body.' },
        ],
        responses: {
          '200': {
            description: 'The report; statements still processing or failed are not in it yet. A file, with `Content-Disposition: attachment`, when `format` is given.',
            headers: rateHeaders,
            content: {
              ...json(ref('CompanyReport')),
              [CONTENT_TYPES.csv.split(';')[0]!]: { schema: { type: 'string' } },
              [CONTENT_TYPES.xlsx]: { schema: { type: 'string' } },
            },
          },
          '400': errorResponse('`invalid_request`: an unknown `format`, or one given twice.'),
          '403': errorResponse('`ip_not_allowed`.'),
          '404': errorResponse('`company_not_found`: no job of this account was uploaded with this company_name.'),
          ...authenticated,
        },
      },
    },
    '/healthz': {
      get: {
        operationId: 'health',
        summary: 'Liveness; no key needed.',
        responses: { '200': { description: 'Serving.', content: json(ref('Health')) } },
      },
    },
    '/openapi.json': {
      get: {
        operationId: 'openapi',
        summary: 'This document.',
        responses: { '200': { description: 'OpenAPI 3.1.', content: json({ type: 'object' }) } },
      },
    },
  },
} as const;
