/**
 * The event-store contract against EventStoreDB. No EventStoreDB server runs on our CI machines, so
 * this runs only when `EVENTSTORE_URL` points at one (`esdb://127.0.0.1:2113?tls=false`); every test of
 * the contract writes streams with fresh names, so a shared server is fine.
 */
import { describe } from 'vitest';
import { describeEventStoreContract } from '../../../test/contracts/eventStore.contract.js';
import { createEventStoreDbEventStore } from './eventStoreDb.js';

const EVENTSTORE_URL = process.env.EVENTSTORE_URL;

describe.runIf(EVENTSTORE_URL !== undefined && EVENTSTORE_URL !== '')('EventStoreDB', () => {
  describeEventStoreContract('eventstoredb', () => createEventStoreDbEventStore({ connectionString: EVENTSTORE_URL ?? '', retryDelayMs: 20 }));
});
