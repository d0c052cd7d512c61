/**
 * Opens the composed service for an operator command (keys, accounts, projections): the same event
 * store and read models the server uses, in the same data directory, without HTTP.
 */
import type { LedgerLensAdmin } from '../application/api.js';

/** Runs `work` with the admin use cases of a composed service, then closes it. */
export const withAdmin = async <T>(work: (admin: LedgerLensAdmin) => Promise<T>): Promise<T> => {
  const [{ loadConfig }, { composeLedgerLens }] = await Promise.all([import('../config.js'), import('../compose.js')]);
  const service = await composeLedgerLens(loadConfig(process.env));
  try {
    return await work(service.admin);
  } finally {
    await service.stop();
  }
};
