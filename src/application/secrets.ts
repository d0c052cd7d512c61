/** Random identifiers and API key secrets: the application draws them, the domain only shapes them. */
import { createHash, randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

/** `length` characters drawn uniformly from `alphabet` (rejection sampling: no modulo bias). */
const randomString = (alphabet: string, length: number): string => {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
};

/** The 8 `[a-z0-9]` characters that end a job id. */
export const jobIdSuffix = (): string => randomString(BASE36, 8);

export const randomId = (prefix: string): string => `${prefix}_${randomString(BASE36, 16)}`;

/** `ll_live_` and 40 base62 characters (~238 bits). */
export const newApiKeySecret = (): string => `ll_live_${randomString(BASE62, 40)}`;

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** What a key list shows to tell keys apart: the scheme and the first four random characters. */
export const displayPrefix = (secret: string): string => `${secret.slice(0, 12)}…`;
