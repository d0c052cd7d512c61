import type { Caller, LedgerLensApi } from '../application/api.js';

/**
 * What every resolver receives: the use cases and the caller whose key was checked before the
 * operation ran (HTTP: the Authorization header; WebSocket: `connectionParams.authorization`).
 */
export interface GraphqlContext {
  api: LedgerLensApi;
  caller: Caller;
}
