/**
 * `GET|POST /graphql` on the Fastify app: the same guard as REST (key, rate limit, concurrent-request
 * limit, `X-RateLimit-*` headers), then Apollo's `executeHTTPGraphQLRequest`. Multipart requests
 * (uploads) reach graphql-upload-minimal untouched: this route's scope parses nothing for
 * `multipart/form-data`. A request refused before GraphQL runs gets the REST status (401, 403, 429...)
 * and a GraphQL body whose error carries the REST code; errors inside an operation come back with
 * 200, as GraphQL over HTTP has it, and the same codes.
 */
import { Readable } from 'node:stream';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { processRequest } from 'graphql-upload-minimal';
import { AppError } from '../domain/errors.js';
import type { Admission, RequestGuard } from '../http/requestGuard.js';
import { BATCH_LIMITS } from '../http/v1/batchForm.js';
import type { GraphqlContext } from './context.js';
import { translateUploadError } from './uploads/uploadErrors.js';
import { GRAPHQL_PATH } from './webSocket.js';

export interface HttpRouteDeps {
  apollo: ApolloServer<GraphqlContext>;
  guard: RequestGuard;
  api: GraphqlContext['api'];
  /** True once shutdown began: requests are refused with `service_unavailable`. */
  isStopping: () => boolean;
  report: (error: unknown) => void;
}

const isMultipart = (request: FastifyRequest): boolean =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

/**
 * Apollo's CSRF rule for the content types a browser sends without a preflight, checked here too so
 * that a forged multipart request is refused before its files are read.
 */
const hasPreflightHeader = (request: FastifyRequest): boolean =>
  ['apollo-require-preflight', 'x-apollo-operation-name'].some((name) => {
    const value = request.headers[name];
    return typeof value === 'string' && value.trim() !== '';
  });

/** A refusal for whatever the multipart parser threw (its errors carry HTTP statuses). */
const uploadParserError = (error: unknown): AppError => {
  const translated = translateUploadError(error);
  return translated instanceof AppError
    ? translated
    : new AppError('invalid_request', 'The multipart request could not be read.', { cause: error });
};

const sendRefusal = (reply: FastifyReply, error: AppError, extraHeaders: Record<string, string> = {}) =>
  reply
    .code(error.status)
    .headers({ ...extraHeaders, ...error.headers })
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message: error.message, extensions: { code: error.code } }] });

/** A body Fastify could not take (before the handler) as the refusal GraphQL clients read. */
const bodyRefusal = (error: unknown): AppError | null => {
  if (error instanceof AppError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('request_too_large', 'The request body passes the 1 MB limit of a GraphQL request (upload files as a multipart request).', { cause: error });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('unsupported_media_type', 'Send GraphQL as application/json, or multipart/form-data for uploads.', { cause: error });
    default: {
      const status = typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : undefined;
      return typeof status === 'number' && status >= 400 && status < 500
        ? new AppError('invalid_request', 'The request body could not be read as GraphQL over HTTP.', { cause: error })
        : null;
    }
  }
};

/**
 * Registers the route in its own scope (its body parsing stays there). The key and the limits are
 * checked when the request arrives, before its body is read; everything refused, body included,
 * answers in the GraphQL shape.
 */
export const registerGraphqlHttpRoute = async (app: FastifyInstance, deps: HttpRouteDeps): Promise<void> => {
  await app.register(async (scope) => {
    if (scope.hasContentTypeParser('multipart/form-data')) scope.removeContentTypeParser('multipart/form-data');
    // Leaves the body on the raw request for graphql-upload-minimal.
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, undefined));

    const admissions = new WeakMap<FastifyRequest, Admission>();
    scope.addHook('onRequest', async (request, reply) => {
      if (deps.isStopping()) return sendRefusal(reply, new AppError('service_unavailable', 'The server is shutting down.'));
      try {
        const admission = await deps.guard.admit(request.headers.authorization, request.ip);
        admissions.set(request, admission);
        // 'close' fires once the response is sent or the client went away, whichever comes first.
        reply.raw.once('close', () => void admission.release().catch((error: unknown) => deps.report(error)));
      } catch (error) {
        if (error instanceof AppError) return sendRefusal(reply, error);
        throw error;
      }
      return undefined;
    });

    scope.setErrorHandler(async (error, request, reply) => {
      const headers = admissions.get(request)?.headers ?? {};
      const refusal = bodyRefusal(error);
      if (refusal !== null) return sendRefusal(reply, refusal, headers);
      deps.report(error);
      return sendRefusal(reply, new AppError('internal_error', 'Something went wrong on our side.'), headers);
    });

    scope.route({
      method: ['GET', 'POST'],
      url: GRAPHQL_PATH,
      handler: async (request, reply) => {
        const admission = admissions.get(request);
        if (admission === undefined) throw new Error('a /graphql handler ran without an admission');
        try {
          let body: unknown = request.body;
          if (isMultipart(request)) {
            if (!hasPreflightHeader(request)) {
              return sendRefusal(
                reply,
                new AppError('invalid_request', 'Multipart requests need the header "Apollo-Require-Preflight: true" (CSRF prevention).'),
                admission.headers,
              );
            }
            try {
              body = await processRequest(request.raw, reply.raw, {
                // One over each cap, so the resolver (not the parser) refuses a batch that is just over.
                maxFiles: BATCH_LIMITS.maxFiles + 1,
                maxFileSize: BATCH_LIMITS.maxTotalBytes + 1,
              });
            } catch (error) {
              return sendRefusal(reply, uploadParserError(error), admission.headers);
            }
          }

          const headers = new HeaderMap();
          for (const [name, value] of Object.entries(request.headers)) {
            if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          const caller = admission.caller;
          const response = await deps.apollo.executeHTTPGraphQLRequest({
            httpGraphQLRequest: {
              method: request.method.toUpperCase(),
              headers,
              search: new URL(request.url, 'http://localhost').search,
              body,
            },
            context: async () => ({ api: deps.api, caller }),
          });

          reply.code(response.status ?? 200).headers(admission.headers);
          // An operation refused before its resolver read the files leaves them on the socket; closing
          // the connection after the response discards them rather than stalling a kept-alive socket.
          if (!request.raw.readableEnded && isMultipart(request)) reply.header('connection', 'close');
          for (const [name, value] of response.headers) reply.header(name, value);
          return response.body.kind === 'complete'
            ? reply.send(response.body.string)
            : reply.send(Readable.from(response.body.asyncIterator));
        } catch (error) {
          deps.report(error);
          const refusal = deps.isStopping()
            ? new AppError('service_unavailable', 'The server is shutting down.')
            : new AppError('internal_error', 'Something went wrong on our side.');
          return sendRefusal(reply, refusal, admission.headers);
        } finally {
          await admission.release();
        }
      },
    });
  });
};
