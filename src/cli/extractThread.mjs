// Entry of the worker thread in which `ledgerlens extract` runs the engine on one file. The thread has
// its own heap limit and is terminated on timeout, so a hostile PDF costs only this thread. Workers do
// not inherit the main thread's TypeScript loader: register tsx before loading the engine.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { processStatement } = await import('../engine.ts');
const result = await processStatement(workerData.bytes, { ocr: workerData.ocr });
parentPort.postMessage(result);
