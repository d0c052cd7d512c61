/**
 * Names built from our identifiers for NATS subjects and key-value keys. Account ids are ours, but a
 * subject token may not hold `.`, `*`, `>` or spaces and a KV key only `[-/_=.A-Za-z0-9]`, so every id
 * is base64url-encoded: one rule, no collisions, nothing an id can smuggle into a wildcard.
 */
export const natsToken = (id: string): string => Buffer.from(id, 'utf8').toString('base64url');
