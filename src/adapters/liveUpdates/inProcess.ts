/** Live job updates inside one process (embedded mode): the projector publishes, subscriptions listen. */
import { EventEmitter } from 'node:events';
import type { JobUpdate, LiveUpdates } from '../../application/ports.js';

export const createInProcessLiveUpdates = (): LiveUpdates => {
  const emitter = new EventEmitter();
  // One listener per open subscription (GraphQL clients): no fixed ceiling.
  emitter.setMaxListeners(0);
  return {
    async publish(update) {
      emitter.emit(update.accountId, update);
    },
    subscribe(accountId, listener) {
      const wrapped = (update: JobUpdate): void => {
        try {
          listener(update);
        } catch {
          // A listener's failure is its own; the other subscribers still get the update.
        }
      };
      emitter.on(accountId, wrapped);
      return {
        async stop() {
          emitter.off(accountId, wrapped);
        },
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
};
