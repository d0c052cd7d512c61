/**
 * The one REST error renderer: every refusal leaves through here, in one of the interface's two body
 * shapes (nested `{error:{code,message}}`, or flat `{error, message, code}` for `invalid_api_key`).
 * Anything that is not an `AppError` is a bug or a framework refusal; bugs become a 500 that names
 * only the request id, so no stack, path or SQL ever reaches a client.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { AppError, ERROR_CATALOGUE, type ErrorCode } from '../domain/errors.js';

export type NestedErrorBody = { error: { code: ErrorCode; message: string } };
export type FlatErrorBody = { error: string; message: string; code: ErrorCode };

export interface RenderedError {
  status: number;
  headers: Record<string, string>;
  body: NestedErrorBody | FlatErrorBody;
  /** True when the error is ours to fix (log it with its stack). */
  reportable: boolean;
}

/** The body of an `AppError` in the shape its code uses. */
export const errorBody = (code: ErrorCode, message: string): NestedErrorBody | FlatErrorBody => {
  const entry = ERROR_CATALOGUE[code];
  return entry.shape === 'flat'
    ? { error: entry.title, message, code }
    : { error: { code, message } };
};

/** Fastify and its plugins mark client mistakes with a 4xx `statusCode`. */
const clientStatusOf = (error: unknown): number | null => {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return null;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
};

/** Renders any thrown value; `requestId` is the only detail a 500 reveals. */
export const renderError = (error: unknown, requestId: string): RenderedError => {
  if (error instanceof AppError) {
    return {
      status: error.status,
      headers: error.headers,
      body: errorBody(error.code, error.message),
      reportable: error.isReportable,
    };
  }
  if (clientStatusOf(error) !== null) {
    // A framework refusal (malformed URL, unreadable body...): the caller's mistake, in our shape.
    const message = error instanceof Error ? error.message : 'The request could not be read.';
    return { status: 400, headers: {}, body: errorBody('invalid_request', message), reportable: false };
  }
  return {
    status: 500,
    headers: {},
    body: errorBody('internal_error', `Something went wrong on our side; quote request id ${requestId} when reporting it.`),
    reportable: true,
  };
};

/** The body of a 404 for a route that does not exist. */
export const notFound = (request: { method: string; url: string }): NestedErrorBody | FlatErrorBody =>
  errorBody('not_found', `No route ${request.method} ${request.url.split('?')[0] ?? ''}.`);

/** On every response: its body is never sniffed as another type, nor kept by a cache (financial data). */
export const RESPONSE_HEADERS: Readonly<Record<string, string>> = Object.freeze({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });

/**
 * Node's `clientError`: a request refused before it reached the router (Fastify's
 * `clientErrorHandler`). The request timeout is 408 `request_timeout`, headers over Node's size
 * limit 431 `request_header_too_large`; anything else the parser could not read is 400
 * `invalid_request`. Written on the socket, which is then closed, unless a response was already
 * under way.
 */
export function writeClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && inFlight?.headersSent !== true) {
    const [code, message]: [ErrorCode, string] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['request_timeout', 'The request was not received in time; send it again.']
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? ['request_header_too_large', 'The request line and headers pass the 16 KB limit.']
          : ['invalid_request', 'The HTTP request could not be read.'];
    const { status } = ERROR_CATALOGUE[code];
    const body = JSON.stringify(errorBody(code, message));
    const headers = Object.entries(RESPONSE_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n${headers}` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
