/**
 * Stripe-style signatures: `LedgerLens-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`
 * with the endpoint's secret. The timestamp is signed with the body, so a captured request replayed
 * later fails a receiver's tolerance check; `v1` names the scheme so a second one can be added beside it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'LedgerLens-Signature';
export const EVENT_ID_HEADER = 'LedgerLens-Event-Id';

export const signatureOf = (secret: string, timestamp: number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export const signatureHeader = (secret: string, timestamp: number, body: string): string => `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;

/**
 * What a receiver runs (and what the tests run as one): the header parses, one `v1` matches in
 * constant time, and the timestamp is within `toleranceSeconds` of `now`.
 */
export const verifySignature = (header: string, secret: string, body: string, nowSeconds: number, toleranceSeconds = 300): boolean => {
  const parts = header.split(',').map((p) => p.split('=', 2) as [string, string | undefined]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, t, body), 'hex');
  return parts.some(([k, v]) => k === 'v1' && v !== undefined && /^[0-9a-f]{64}$/.test(v) && timingSafeEqual(Buffer.from(v, 'hex'), expected));
};
