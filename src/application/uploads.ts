/**
 * The upload use case. A batch is all or nothing: every file is checked (PDF signature, readable,
 * not encrypted, page count) before anything is stored or charged. The one append of
 * `PagesReserved` + `BatchAccepted` on the account-month quota stream is the commit point: once it is
 * in the log, the batch reactor creates the jobs and they finish, even across a crash.
 */
import { createHash } from 'node:crypto';
import { AppError } from '../domain/errors.js';
import { decide as decideKey, evolve as evolveKey, initialState as initialKey, type IdempotencyCommand, type IdempotencyEvent, type IdempotencyState } from '../domain/idempotency/idempotency.decider.js';
import { formatJobId, streams } from '../domain/ids.js';
import { checkLabel } from '../domain/text.js';
import { monthOf } from '../domain/quota/period.js';
import { decide, evolve, initialState, type QuotaCommand } from '../domain/quota/quota.decider.js';
import { evolve as evolveAccount, initialState as initialAccount } from '../domain/account/account.decider.js';
import type { AccountEvent } from '../domain/account/account.events.js';
import type { AcceptedJob, BatchAccepted, QuotaEvent } from '../domain/quota/quota.events.js';
import type { UploadBatchInput, UploadResponseView, UploadedFile } from './api.js';
import { nowMeta, type CoreDeps } from './core.js';
import { handleCommand } from './handleCommand.js';
import { ExtractionLimitError, type EventStore } from './ports.js';
import { jobIdSuffix, randomId } from './secrets.js';

/**
 * The interface's limits, checked here for every edge (the REST form reader applies the same figures
 * while streaming). "4.5MB" read as 4.5 MiB, the more generous reading.
 */
export const UPLOAD_LIMITS = { maxFiles: 20, maxTotalBytes: 4.5 * 1024 * 1024, maxPagesPerFile: 1000 } as const;

/** PDF readers accept the `%PDF-` signature anywhere in the first kilobyte (some files carry a preamble). */
const hasPdfSignature = (bytes: Uint8Array): boolean => Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');

const checkShape = (input: UploadBatchInput): void => {
  const { files, companyNames, userId } = input;
  if (files.length === 0) throw new AppError('no_files', 'No files provided: send 1 to 20 PDF files.');
  if (files.length > UPLOAD_LIMITS.maxFiles) throw new AppError('too_many_files', `${files.length} files sent; at most ${UPLOAD_LIMITS.maxFiles} per request.`);
  const total = files.reduce((sum, f) => sum + f.bytes.length, 0);
  if (total > UPLOAD_LIMITS.maxTotalBytes) throw new AppError('payload_too_large', `The files total ${total} bytes; the limit is 4.5 MB (${UPLOAD_LIMITS.maxTotalBytes} bytes) per request.`);
  if (userId.trim() === '') throw new AppError('missing_field', 'The "user_id" field is required.');
  if (companyNames.length === 0 || companyNames.some((n) => n.trim() === '')) throw new AppError('missing_field', 'The "company_name" field is required.');
  if (companyNames.length !== 1 && companyNames.length !== files.length) {
    throw new AppError('company_mismatch', `${companyNames.length} company names for ${files.length} files: send one name for every file, or one per file in order.`);
  }
  const passwords = input.passwords ?? [];
  if (passwords.length > 1 && passwords.length !== files.length) {
    throw new AppError('invalid_request', `${passwords.length} passwords for ${files.length} files: send one password for every file, or one per file in order (empty for a file that has none).`);
  }
  checkLabel('user_id', userId);
  for (const name of companyNames) checkLabel('company_name', name);
  for (const file of files) checkLabel('filename', file.filename);
};

/** An extraction-pool call for one file; a call past the pool's limits refuses the file. */
const withinLimits = async <T>(name: string, call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ExtractionLimitError) throw new AppError('invalid_pdf', `File ${name} could not be read within the service's limits.`);
    throw error;
  }
};

export const createUploads = (deps: CoreDeps) => {
  const { extractor, blobs, store, readStore, sync, clock } = deps;

  /**
   * A protected file opened with its password: the decrypted copy is what is checked, stored and
   * processed, so the password is needed only here, once. A file that needs none is kept as sent.
   */
  const openFile = async (file: UploadedFile, password: string | undefined): Promise<UploadedFile> => {
    if (password === undefined || password === '' || !hasPdfSignature(file.bytes)) return file;
    const name = JSON.stringify(file.filename);
    const opened = await withinLimits(name, () => extractor.decryptPdf(file.bytes, password));
    if (!opened.ok) {
      throw opened.code === 'encrypted_pdf'
        ? new AppError('encrypted_pdf', `File ${name} is encrypted and the password sent for it does not open it.`)
        : new AppError('invalid_pdf', `File ${name} is not a readable PDF (${opened.message}).`);
    }
    return { filename: file.filename, bytes: opened.bytes };
  };

  /** The file's page count, or the refusal that names it. */
  const checkFile = async (file: UploadedFile): Promise<number> => {
    const name = JSON.stringify(file.filename);
    if (!hasPdfSignature(file.bytes)) throw new AppError('invalid_file_type', `File ${name} is not a PDF.`);
    const check = await withinLimits(name, () => extractor.checkPdf(file.bytes));
    if (!check.ok) {
      switch (check.code) {
        case 'encrypted_pdf':
          throw new AppError('encrypted_pdf', `File ${name} is encrypted: send its password in the "password" field, or upload it without one.`);
        case 'pdf_too_complex':
          throw new AppError('pdf_too_complex', `File ${name} asks more of a PDF reader than a page may (${check.message}).`);
        case 'invalid_pdf':
          throw new AppError('invalid_pdf', `File ${name} is not a readable PDF (${check.message}).`);
        default: {
          const _exhaustive: never = check.code;
          return _exhaustive;
        }
      }
    }
    if (check.pageCount > UPLOAD_LIMITS.maxPagesPerFile) {
      throw new AppError('too_many_pages', `File ${name} has ${check.pageCount} pages; at most ${UPLOAD_LIMITS.maxPagesPerFile} per file.`);
    }
    return check.pageCount;
  };

  /**
   * A file already stored (the same bytes uploaded before) is not written again, and blob retention
   * may have deleted it between our put and our commit, while its earlier job was the only one the
   * read models showed. Now that our jobs are in the read models, retention keeps the blob; this puts
   * back any that went meanwhile.
   */
  const keepBlobs = async (files: UploadedFile[], keys: string[]): Promise<void> => {
    await Promise.all(keys.map(async (key, i) => {
      if (!(await blobs.has(key))) await blobs.put(files[i]!.bytes);
    }));
  };

  /**
   * The jobs' analysis settings: the account's defaults (folded from its stream, where they are
   * decided) with the batch's over them; undefined when neither says anything.
   */
  const analysisFor = async (accountId: string, batch: UploadBatchInput['analysis']): Promise<Readonly<Record<string, number>> | undefined> => {
    const { events } = await store.readStream<AccountEvent>(streams.account(accountId));
    const account = events.reduce((state, e) => evolveAccount(state, { type: e.type, data: e.data } as AccountEvent), initialAccount());
    const defaults = account.status === 'active' ? account.analysisDefaults : undefined;
    if (defaults === undefined && batch === undefined) return undefined;
    return { ...defaults, ...(batch as Record<string, number> | undefined) };
  };

  /** Checks, stores and charges the batch as `batchId`; a batch id already in the log is answered from the log. */
  const accept = async (input: UploadBatchInput, batchId: string, month: string): Promise<UploadResponseView> => {
    const passwords = input.passwords ?? [];
    const files = await Promise.all(input.files.map((file, i) => openFile(file, passwords.length === 1 ? passwords[0] : passwords[i])));
    const pageCounts = await Promise.all(files.map(checkFile));
    const blobKeys = await Promise.all(files.map((file) => blobs.put(file.bytes)));

    const account = await readStore.getAccount(input.caller.accountId);
    if (account === null) throw new Error(`account ${input.caller.accountId} authenticated but has no read model row`);
    const analysis = await analysisFor(account.accountId, input.analysis);
    const now = clock.now();
    const jobs: AcceptedJob[] = input.files.map((file, index) => ({
      jobId: formatJobId(now, jobIdSuffix()),
      filename: file.filename,
      company: (input.companyNames.length === 1 ? input.companyNames[0] : input.companyNames[index])!.trim(),
      blobKey: blobKeys[index]!,
      pagesTotal: pageCounts[index]!,
      ...(analysis !== undefined ? { analysis } : {}),
    }));
    const result = await handleCommand<QuotaCommand, QuotaEvent, ReturnType<typeof initialState>>(
      store, streams.quota(account.accountId, month), decide, evolve, initialState,
      {
        type: 'ReserveBatch',
        data: { batchId, accountId: account.accountId, month, client: input.userId, pagesLimit: account.pagesLimit, jobs },
        metadata: nowMeta(clock),
      },
    );
    if (result.events.length === 0) {
      // The same idempotent request committed first, from another gateway or an earlier attempt.
      const accepted = await findAcceptedBatch(store, account.accountId, month, batchId);
      if (accepted === null) throw new Error(`batch ${batchId} was decided as accepted but is not in the log`);
      return responseOf(accepted);
    }
    // A GET right after this answer finds every job `processing`.
    if (result.lastGlobalPosition !== null) await sync.waitFor(result.lastGlobalPosition);
    await keepBlobs(files, blobKeys);
    return responseOf({ batchId, client: input.userId, jobs });
  };

  return async (input: UploadBatchInput): Promise<UploadResponseView> => {
    checkShape(input);
    if (input.idempotencyKey === undefined) return accept(input, randomId('batch'), monthOf(clock.now()));

    const accountId = input.caller.accountId;
    const keyStream = streams.idempotency(accountId, sha256(input.idempotencyKey));
    const runKeyCommand = (command: IdempotencyCommand) =>
      handleCommand<IdempotencyCommand, IdempotencyEvent, IdempotencyState>(store, keyStream, decideKey, evolveKey, initialKey, command);
    const { state } = await runKeyCommand({
      type: 'ClaimIdempotencyKey',
      data: { accountId, fingerprint: fingerprintOf(input), batchId: randomId('batch'), month: monthOf(clock.now()) },
      metadata: nowMeta(clock),
    });
    const claim = state.claim;
    if (claim === null) throw new Error('an idempotency key was claimed but its stream holds no claim');
    const accepted = await findAcceptedBatch(store, accountId, claim.month, claim.batchId);
    if (accepted !== null) return responseOf(accepted);
    try {
      return await accept(input, claim.batchId, claim.month);
    } catch (error) {
      // A refusal comes before the batch's commit point: give the key back, unless the same request
      // (another gateway, a retry) got its batch accepted meanwhile.
      if (error instanceof AppError && (await findAcceptedBatch(store, accountId, claim.month, claim.batchId)) === null) {
        await runKeyCommand({ type: 'ReleaseIdempotencyKey', data: { accountId, batchId: claim.batchId }, metadata: nowMeta(clock) });
      }
      throw error;
    }
  };
};

const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** What makes two requests "the same body": the user id, the company names, and each file's name and bytes. */
/** Settings count as part of the body; a request without them fingerprints as before they existed. */
const fingerprintOf = (input: UploadBatchInput): string => {
  const body: unknown[] = [input.userId, input.companyNames, input.files.map((f) => [f.filename, sha256(f.bytes)])];
  if (input.analysis !== undefined) body.push(input.analysis);
  return sha256(JSON.stringify(body));
};

const findAcceptedBatch = async (store: EventStore, accountId: string, month: string, batchId: string): Promise<Pick<BatchAccepted['data'], 'batchId' | 'client' | 'jobs'> | null> => {
  const { events } = await store.readStream<QuotaEvent>(streams.quota(accountId, month));
  const found = events.find((e) => e.type === 'BatchAccepted' && e.data.batchId === batchId);
  return found === undefined ? null : (found.data as BatchAccepted['data']);
};

const responseOf = (batch: Pick<BatchAccepted['data'], 'batchId' | 'client' | 'jobs'>): UploadResponseView => ({
  batch_id: batch.batchId,
  client: batch.client,
  total_files: batch.jobs.length,
  jobs: batch.jobs.map((job) => ({ job_id: job.jobId, company: job.company, filename: job.filename, status: 'processing' as const })),
});
