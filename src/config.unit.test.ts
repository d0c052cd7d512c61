import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig: blobs', () => {
  it('keeps blobs in the data directory by default, and in NATS when the work queue is NATS', () => {
    expect(loadConfig({}).blobStore).toBe('file');
    expect(loadConfig({ LEDGERLENS_WORK_QUEUE: 'nats' }).blobStore).toBe('nats');
  });

  it('lets either choice be made explicitly, whatever the work queue', () => {
    expect(loadConfig({ LEDGERLENS_WORK_QUEUE: 'nats', LEDGERLENS_BLOB_STORE: 'file' }).blobStore).toBe('file');
    expect(loadConfig({ LEDGERLENS_BLOB_STORE: 'nats' }).blobStore).toBe('nats');
    expect(() => loadConfig({ LEDGERLENS_BLOB_STORE: 's3' })).toThrow(ConfigError);
  });

  it('keeps the blobs of finished jobs for 7 days unless told otherwise', () => {
    expect(loadConfig({}).blobRetentionMs).toBe(7 * 24 * 60 * 60 * 1000);
    expect(loadConfig({ LEDGERLENS_BLOB_RETENTION_MS: '3600000' }).blobRetentionMs).toBe(3_600_000);
    expect(() => loadConfig({ LEDGERLENS_BLOB_RETENTION_MS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ LEDGERLENS_BLOB_RETENTION_MS: 'a week' })).toThrow(ConfigError);
  });
});
