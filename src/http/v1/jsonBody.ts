/**
 * The one JSON body parser of `/v1`: the rest of the API reads no body but the upload's multipart form.
 */
import type { FastifyInstance } from 'fastify';

/** A webhook registration or a re-analysis's settings: a few hundred bytes; 16 KB is far more than either needs. */
const MAX_BODY_BYTES = 16 * 1024;

/** What the JSON parser gives a handler for a body that is not JSON (the handler refuses it after admission). */
const UNREADABLE = Symbol('unreadable JSON');

/** The routes that take a JSON body: the webhook routes and a job's re-analysis. */
const TAKES_JSON = /^\/v1\/(webhooks|jobs\/[^/?]+\/reanalyze)(\/|\?|$)/;

/**
 * Only the routes of `TAKES_JSON` read a JSON body; elsewhere in `/v1` it is left unread as before.
 * A body that is not JSON reaches the handler as a mark it refuses after admission.
 */
export const addJsonBodyParser = (v1: FastifyInstance): void => {
  v1.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (request, body, done) => {
    if (!TAKES_JSON.test(request.url)) return done(null, undefined);
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string) as unknown);
    } catch {
      done(null, UNREADABLE);
    }
  });
};

/** Whether a JSON body could not be read (see `addJsonBodyParser`). */
export const unreadableJson = (body: unknown): boolean => body === UNREADABLE;
