/**
 * graphql-upload-minimal's errors in the catalogue's codes. It throws `HttpError`s with a `status`:
 * 413 for a file or file count over its caps, 400 for a malformed multipart request (a file the map
 * names but the body lacks...), 499 for a client that hung up mid-upload.
 */
import { AppError } from '../../domain/errors.js';
import { BATCH_LIMITS } from '../../http/v1/batchForm.js';

const statusOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

/** An upload parser's error as the AppError the client sees; anything without a 4xx status is left as is (a bug). */
export const translateUploadError = (error: unknown): unknown => {
  if (error instanceof AppError) return error;
  const status = statusOf(error);
  if (typeof status !== 'number' || status < 400 || status >= 500) return error;
  const message = error instanceof Error ? error.message : 'The multipart request could not be read.';
  if (status === 413) {
    return /max file uploads/i.test(message)
      ? new AppError('too_many_files', `At most ${BATCH_LIMITS.maxFiles} files per request.`, { cause: error })
      : new AppError('payload_too_large', `The files pass the ${BATCH_LIMITS.maxTotalBytes} bytes limit per request.`, { cause: error });
  }
  return new AppError('invalid_request', message, { cause: error });
};
