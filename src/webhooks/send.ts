/**
 * One HTTP attempt of a delivery: POST the signed body, follow no redirect, give up after the timeout,
 * and report what happened (status, latency, error) without ever throwing. The response body is read
 * only to free the connection; nothing of it is kept.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isBlockedAddress } from './addressPolicy.js';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signatureHeader } from './signature.js';

export interface SendInput {
  url: string;
  secret: string;
  eventId: string;
  body: string;
  /** Unix seconds the signature is made at. */
  timestamp: number;
}

export interface SendOptions {
  timeoutMs: number;
  /** Aborts the attempt (the process is stopping); it resolves with `aborted` set. */
  signal?: AbortSignal;
  /** Loopback and private targets (`LEDGERLENS_WEBHOOK_ALLOW_INSECURE=1`). */
  allowPrivate: boolean;
}

export interface SendResult {
  status: number | null;
  latencyMs: number;
  error: string | null;
  /** Stopped by `signal`, not by the receiver: not an attempt to record. */
  aborted?: boolean;
}

export const sendWebhook = (input: SendInput, options: SendOptions): Promise<SendResult> =>
  new Promise((resolve) => {
    const started = performance.now();
    const done = (status: number | null, error: string | null): void => resolve({ status, latencyMs: Math.round(performance.now() - started), error });
    let url: URL;
    try {
      url = new URL(input.url);
    } catch {
      done(null, 'the URL cannot be parsed');
      return;
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // A literal address is connected to without a lookup, so it is checked here.
    if (!options.allowPrivate && isIP(host) !== 0 && isBlockedAddress(host)) {
      done(null, `${host} is a private, loopback or link-local address`);
      return;
    }
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: 'POST',
      ...(options.signal !== undefined ? { signal: options.signal } : {}),
      lookup: guardedLookup(options.allowPrivate),
      timeout: options.timeoutMs,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(input.body),
        'user-agent': 'LedgerLens-Webhooks/1',
        [SIGNATURE_HEADER]: signatureHeader(input.secret, input.timestamp, input.body),
        [EVENT_ID_HEADER]: input.eventId,
      },
    });
    // The socket's idle timeout does not cover a receiver that trickles bytes: this does.
    const deadline = setTimeout(() => request.destroy(Object.assign(new Error(`no answer within ${options.timeoutMs} ms`), { code: 'ETIMEDOUT' })), options.timeoutMs);
    request.on('timeout', () => request.destroy(Object.assign(new Error(`no answer within ${options.timeoutMs} ms`), { code: 'ETIMEDOUT' })));
    request.on('response', (response: IncomingMessage) => {
      clearTimeout(deadline);
      const status = response.statusCode ?? null;
      response.resume();
      response.on('error', () => undefined);
      const redirect = status !== null && status >= 300 && status < 400;
      done(status, redirect ? `redirect to ${response.headers.location ?? '(no location)'} not followed` : status !== null && status >= 400 ? `HTTP ${status}` : null);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(deadline);
      if (options.signal?.aborted === true) {
        resolve({ status: null, latencyMs: Math.round(performance.now() - started), error: 'aborted', aborted: true });
        return;
      }
      done(null, error.code === 'ETIMEDOUT' || error.code === 'EBLOCKED' ? error.message : `${error.code ?? 'error'}: ${error.message}`);
    });
    request.end(input.body);
  });
