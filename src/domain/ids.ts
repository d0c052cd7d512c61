/**
 * Identifier shapes. The domain formats and checks them; the application draws the random parts
 * (the domain stays deterministic).
 */

/** `job_<YYYYMMDD>_<HHMMSS>_<8 [a-z0-9]>`, UTC (decisions.md). */
export const JOB_ID_PATTERN = /^job_\d{8}_\d{6}_[a-z0-9]{8}$/;

/** The job id for a job created at `now` with the given 8-character random suffix. */
export const formatJobId = (now: Date, suffix: string): string => {
  if (!/^[a-z0-9]{8}$/.test(suffix)) throw new RangeError(`job id suffix must be 8 [a-z0-9]: ${suffix}`);
  const iso = now.toISOString(); // 2026-11-22T14:15:03.123Z
  const date = iso.slice(0, 10).replaceAll('-', '');
  const time = iso.slice(11, 19).replaceAll(':', '');
  return `job_${date}_${time}_${suffix}`;
};

export const isJobId = (value: string): boolean => JOB_ID_PATTERN.test(value);

/** Account names are what operators type (`--account acme`): short, no spaces, safe in stream names. */
export const ACCOUNT_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/;

/** One account per name, by construction: the id is derived from the name, so creation is idempotent. */
export const accountIdFor = (name: string): string => {
  if (!ACCOUNT_NAME_PATTERN.test(name)) {
    throw new RangeError(`account names are 1 to 63 letters, digits, '.', '_' or '-', starting with a letter or digit: ${JSON.stringify(name)}`);
  }
  return `acct_${name}`;
};

/** Stream names: one stream per job, per account, and per account-month quota. */
export const streams = {
  job: (jobId: string): string => `job-${jobId}`,
  account: (accountId: string): string => `account-${accountId}`,
  quota: (accountId: string, month: string): string => `quota-${accountId}-${month}`,
  /** Key usage is recorded on its own stream: an observation, not a decision (see account.events.ts). */
  keyUse: (keyId: string): string => `keyuse-${keyId}`,
  /** One stream per account and `Idempotency-Key` (the key hashed: callers choose its characters). */
  idempotency: (accountId: string, keyHash: string): string => `idempotency-${accountId}-${keyHash.slice(0, 32)}`,
  /** An account's webhook endpoints. */
  webhooks: (accountId: string): string => `webhooks-${accountId}`,
  /** One webhook delivery (an event for an endpoint): its attempts race on this stream's version. */
  webhookDelivery: (deliveryId: string): string => `webhookdelivery-${deliveryId}`,
} as const;
