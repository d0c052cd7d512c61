/**
 * The `/v1` REST routes. Each reads as one chain: the scope's hook admits the request (key, then rate
 * and concurrency limits), the handler validates its input, makes exactly one call to the core, and
 * hands the result to a presenter.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import type { Caller, LedgerLensApi } from '../../application/api.js';
import { AppError } from '../../domain/errors.js';
import { notFound } from '../errors.js';
import type { RequestGuard } from '../requestGuard.js';
import { BATCH_LIMITS, checkAnalysisField, readBatchForm, type BatchLimits } from './batchForm.js';
import { renderBatchExport, renderCompanyReportExport, renderJobExport } from '../../exports/render.js';
import type { ExportFile } from '../../exports/formats.js';
import { parseBatchExportQuery, parseCompanyReportQuery, parseJobExportQuery } from './exportQuery.js';
import { parseJobListQuery } from './jobQuery.js';
import { addJsonBodyParser, unreadableJson } from './jsonBody.js';
import { registerWebhookRoutes } from './webhookRoutes.js';
import { parsePageImageRequest } from './pageImageQuery.js';
import { presentJob, presentJobList, presentUpload, presentUsage } from './presenters.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `/v1` admission hook; null outside `/v1`. */
    caller: Caller | null;
  }
}

export interface V1Deps {
  api: LedgerLensApi;
  guard: RequestGuard;
  batchLimits?: BatchLimits;
}

const MAX_JOB_ID_LENGTH = 100;
/** What `readBatchForm` accepts for a `company_name`. */
const MAX_COMPANY_NAME_LENGTH = 255;

/** The caller the admission hook put on the request (always set inside `/v1`). */
const callerOf = (request: { caller: Caller | null }): Caller => {
  if (request.caller === null) throw new Error('a /v1 handler ran without an admitted caller');
  return request.caller;
};

/** Admission for every route of the scope: the rate-limit headers ride on every response after it. */
const addAdmissionHook = (v1: FastifyInstance, guard: RequestGuard): void => {
  v1.addHook('onRequest', async (request, reply) => {
    const admission = await guard.admit(request.headers.authorization, request.ip);
    request.caller = admission.caller;
    void reply.headers(admission.headers);
    // 'close' fires once the response is sent or the client went away, whichever comes first.
    reply.raw.once('close', () => {
      admission.release().catch((error: unknown) => request.log.error({ err: error }, 'releasing a concurrency slot failed'));
    });
  });
};

/** The `Idempotency-Key` header: 1 to 255 visible ASCII characters, sent once. */
const idempotencyKeyOf = (header: string | string[] | undefined): string | undefined => {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(header)) {
    throw new AppError('invalid_request', 'The Idempotency-Key header must be sent once, as 1 to 255 visible ASCII characters.');
  }
  return header;
};

/** Sends an export as a download: its media type, and a file name the browser saves it under. */
const sendFile = (reply: FastifyReply, file: ExportFile): FastifyReply =>
  reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.body);

/** Registers `/v1`: multipart parsing lives in this scope only (GraphQL brings its own on `/graphql`). */
export const v1Routes = (deps: V1Deps): FastifyPluginAsync => async (v1) => {
  const limits = deps.batchLimits ?? BATCH_LIMITS;

  // No body is parsed before admission; a non-multipart body is never read at all, and the upload
  // route answers it with `invalid_content_type`.
  v1.removeAllContentTypeParsers();
  await v1.register(multipart, { limits: { fileSize: limits.maxTotalBytes + 1 } });
  v1.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  addJsonBodyParser(v1);
  addAdmissionHook(v1, deps.guard);
  // Inside the scope, so an unknown /v1 route is answered only once the key passed (401 first).
  v1.setNotFoundHandler(async (request, reply) => reply.code(404).send(notFound(request)));

  v1.post('/extract/batch', async (request) => {
    const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
    const form = await readBatchForm(request, limits);
    const view = await deps.api.uploadBatch({
      caller: callerOf(request),
      userId: form.userId,
      companyNames: form.companyNames,
      files: form.files,
      ...(form.passwords.length > 0 ? { passwords: form.passwords } : {}),
      ...(form.analysis !== undefined ? { analysis: form.analysis } : {}),
      ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
    });
    return presentUpload(view);
  });

  v1.get<{ Params: { job_id: string } }>('/jobs/:job_id', async (request) => {
    const jobId = request.params.job_id;
    const view = jobId.length > MAX_JOB_ID_LENGTH ? null : await deps.api.getJob(callerOf(request), jobId);
    if (view === null) throw new AppError('job_not_found', `No job ${jobId.slice(0, MAX_JOB_ID_LENGTH)} in this account.`);
    return presentJob(view);
  });

  v1.get<{ Params: { job_id: string }; Querystring: Record<string, unknown> }>('/jobs/:job_id/export', async (request, reply) => {
    const query = parseJobExportQuery(request.query);
    const job = await deps.api.getJobForExport(callerOf(request), request.params.job_id);
    return sendFile(reply, await renderJobExport(job, query.format, { presentJson: presentJob, ...(query.intuBid !== undefined ? { intuBid: query.intuBid } : {}) }));
  });

  v1.get<{ Params: { batch_id: string }; Querystring: Record<string, unknown> }>('/batches/:batch_id/export', async (request, reply) => {
    const format = parseBatchExportQuery(request.query);
    const jobs = await deps.api.getBatchForExport(callerOf(request), request.params.batch_id);
    return sendFile(reply, await renderBatchExport(request.params.batch_id, jobs, format));
  });

  v1.get<{ Params: { job_id: string; page: string }; Querystring: Record<string, unknown> }>('/jobs/:job_id/pages/:page.png', async (request, reply) => {
    const { jobId, page, width } = parsePageImageRequest(request.params, request.query);
    const image = await deps.api.renderJobPage(callerOf(request), jobId, page, width);
    return reply
      .type('image/png')
      .headers({ 'X-Page-Width-Pt': String(image.widthPt), 'X-Page-Height-Pt': String(image.heightPt) })
      .send(Buffer.from(image.png.buffer, image.png.byteOffset, image.png.byteLength));
  });

  v1.get<{ Querystring: Record<string, unknown> }>('/jobs', async (request) => {
    const query = parseJobListQuery(request.query);
    return presentJobList(await deps.api.listJobs(callerOf(request), query));
  });

  // A JSON body (read by the parser of `addJsonBodyParser`): `{"analysis": {...}}`, or none.
  v1.post<{ Params: { job_id: string }; Body: unknown }>('/jobs/:job_id/reanalyze', async (request) => {
    const jobId = request.params.job_id;
    const body = request.body ?? {};
    if (unreadableJson(body)) throw new AppError('invalid_request', 'The body is not valid JSON.');
    if (typeof body !== 'object' || Array.isArray(body) || body === null) throw new AppError('invalid_request', 'The body must be a JSON object: {"analysis": {...}}.');
    const { analysis, ...rest } = body as Record<string, unknown>;
    const extra = Object.keys(rest)[0];
    if (extra !== undefined) throw new AppError('invalid_request', `Unknown field ${JSON.stringify(extra)}: the body takes "analysis" only.`);
    const settings = checkAnalysisField(analysis === undefined ? [] : [analysis]) ?? {};
    if (jobId.length > MAX_JOB_ID_LENGTH) throw new AppError('job_not_found', `No job ${jobId.slice(0, MAX_JOB_ID_LENGTH)} in this account.`);
    return presentJob(await deps.api.reanalyseJob(callerOf(request), jobId, settings));
  });

  v1.get('/usage', async (request) => presentUsage(await deps.api.getUsage(callerOf(request))));

  registerWebhookRoutes(v1, deps.api, callerOf);
  v1.get<{ Params: { company_name: string }; Querystring: Record<string, unknown> }>('/companies/:company_name/report', async (request, reply) => {
    const format = parseCompanyReportQuery(request.query);
    const company = request.params.company_name;
    // Longer than any company_name an upload accepts: no job can have it.
    const report = company.length > MAX_COMPANY_NAME_LENGTH ? null : await deps.api.getCompanyReport(callerOf(request), company);
    if (report === null) throw new AppError('company_not_found', `No statements of company ${JSON.stringify(company.slice(0, MAX_COMPANY_NAME_LENGTH))} in this account.`);
    return format === null ? report : sendFile(reply, await renderCompanyReportExport(report, format));
  });
};
