// Entry of the worker thread in which `ledgerlens extract` runs the engine on one file. The thread has
// its own heap limit and is terminated on timeout, so a hostile PDF costs only this thread. Workers do
// not inherit the main thread's TypeScript loader: register tsx before loading the engine.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { processStatement } = await import('../engine.ts');

/** A password-protected statement is opened here, in the thread, and only its decrypted copy is read. */
const open = async () => {
  if (typeof workerData.password !== 'string') return { ok: true, bytes: workerData.bytes };
  const { decryptPdf } = await import('../workers/decryptPdf.ts');
  return decryptPdf(workerData.bytes, workerData.password);
};

const opened = await open();
parentPort.postMessage(
  opened.ok
    ? await processStatement(opened.bytes, { ocr: workerData.ocr })
    : { status: 'failed', error: { code: opened.code, message: opened.message } },
);
