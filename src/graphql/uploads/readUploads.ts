/**
 * Reads the files of a GraphQL multipart upload into memory under the REST byte limit, so the core
 * receives exactly what `POST /v1/extract/batch` would give it. Files arrive one after the other on
 * the request stream, so they are read in order. Past the limit the rest is drained and discarded
 * (memory stays bounded) so the response can be written on a healthy connection; the parser's own
 * per-file and file-count caps bound how much is drained.
 */
import type { Readable } from 'node:stream';
import type { FileUpload } from 'graphql-upload-minimal';
import type { UploadedFile } from '../../application/api.js';
import { AppError } from '../../domain/errors.js';
import { translateUploadError } from './uploadErrors.js';

export const readUploads = async (
  uploads: readonly Promise<FileUpload>[],
  maxTotalBytes: number,
): Promise<UploadedFile[]> => {
  const files: UploadedFile[] = [];
  let total = 0;
  // A map that sends one file part to two variables gives the same upload twice; its stream reads once.
  if (new Set(uploads).size !== uploads.length) {
    throw new AppError('invalid_request', 'The multipart map sends one file to more than one variable; send each file once.');
  }
  try {
    for (const upload of uploads) {
      const file = await upload;
      const chunks: Buffer[] = [];
      for await (const chunk of file.createReadStream() as Readable as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total <= maxTotalBytes) chunks.push(chunk);
      }
      files.push({ filename: file.filename, bytes: new Uint8Array(Buffer.concat(chunks)) });
    }
  } catch (error) {
    // A file the map names but the body lacks, a file over the parser's cap, a client gone mid-upload.
    throw translateUploadError(error);
  }
  if (total > maxTotalBytes) {
    throw new AppError('payload_too_large', `The files total ${total} bytes; the limit per request is ${maxTotalBytes}.`);
  }
  return files;
};
