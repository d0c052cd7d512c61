/** The in-process work queue passes the same contract as the NATS JetStream one. */
import { describeWorkQueueContract } from '../../../test/contracts/workQueue.contract.js';
import { createInProcessWorkQueue } from './inProcess.js';

describeWorkQueueContract('in-process', async ({ maxDeliveries }) => createInProcessWorkQueue({ maxAttempts: maxDeliveries }));
