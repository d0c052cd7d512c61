/**
 * Reads the multipart body of `POST /v1/extract/batch` into files and fields, within the interface's
 * limits, without ever holding more than the allowed total in memory: a body that announces more is
 * refused before a byte is read, and a streamed one is cut off as soon as it passes the limit.
 */
import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { UploadedFile } from '../../application/api.js';
import { UPLOAD_LIMITS } from '../../application/uploads.js';
import { parseAnalysisSettings, type AnalysisOverrides } from '../../analysis/settingsInput.js';
import { AppError } from '../../domain/errors.js';

export interface BatchLimits {
  maxFiles: number;
  /** Sum of the files' bytes (form fields and multipart framing not counted). */
  maxTotalBytes: number;
  /** Per text field (`user_id`, `company_name`, `analysis`). */
  maxFieldBytes: number;
  maxFields: number;
}

/**
 * "4.5MB in total" read as 4.5 MiB: 4.5 * 1024 * 1024 = 4,718,592 bytes of file content. The
 * interface does not say which megabyte it means; the binary one is the more generous reading.
 */
export const BATCH_LIMITS: Readonly<BatchLimits> = Object.freeze({
  maxFiles: UPLOAD_LIMITS.maxFiles,
  maxTotalBytes: UPLOAD_LIMITS.maxTotalBytes,
  maxFieldBytes: 1024,
  maxFields: 50,
});

/** Room for multipart framing and text fields on top of the file bytes in a `Content-Length`. */
export const FORM_OVERHEAD_BYTES = 128 * 1024;

export interface BatchForm {
  userId: string;
  /** One name for every file, or one per file in order. */
  companyNames: string[];
  files: UploadedFile[];
  /** None, one for every file, or one per file in order (empty for a file without one). */
  passwords: string[];
  /** The batch's analysis settings (`analysis` field), checked; absent when not sent. */
  analysis?: AnalysisOverrides;
}

/** The fields as they arrived, before the counts are checked. */
export interface RawBatchForm {
  userIds: string[];
  companyNames: string[];
  files: UploadedFile[];
  passwords?: string[];
  /** Each `analysis` sent: JSON text over REST, an object over GraphQL. */
  analysis?: unknown[];
}

/** The `analysis` field: at most once, a JSON object of known settings in range (`invalid_request` otherwise). */
export const checkAnalysisField = (values: readonly unknown[]): AnalysisOverrides | undefined => {
  if (values.length > 1) throw new AppError('invalid_request', `"analysis" was sent ${values.length} times; send it once.`);
  const [value] = values;
  if (value === undefined) return undefined;
  let object: unknown = value;
  if (typeof value === 'string') {
    try {
      object = JSON.parse(value) as unknown;
    } catch {
      throw new AppError('invalid_request', '"analysis" is not valid JSON.');
    }
  }
  const parsed = parseAnalysisSettings(object);
  if (!parsed.ok) throw new AppError('invalid_request', parsed.message);
  return parsed.overrides;
};

const mib = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Checks the counts of a read form (decisions.md: `company_name` once, or once per file in order). */
export const checkBatchForm = (raw: RawBatchForm, limits: BatchLimits = BATCH_LIMITS): BatchForm => {
  if (raw.files.length === 0) {
    throw new AppError('no_files', `No files provided: send 1 to ${limits.maxFiles} PDF files in the "file" field.`);
  }
  if (raw.files.length > limits.maxFiles) {
    throw new AppError('too_many_files', `${raw.files.length} files sent; at most ${limits.maxFiles} per request.`);
  }
  // Twice is refused even when one is blank: which one was meant cannot be told.
  if (raw.userIds.length > 1) throw new AppError('invalid_request', `"user_id" was sent ${raw.userIds.length} times; send it once.`);
  const userId = raw.userIds.find((id) => id.trim() !== '');
  if (userId === undefined) throw new AppError('missing_field', 'The "user_id" field is required.');
  if (raw.companyNames.length === 0) throw new AppError('missing_field', 'The "company_name" field is required.');
  if (raw.companyNames.some((name) => name.trim() === '')) {
    throw new AppError('missing_field', 'A "company_name" field is empty.');
  }
  if (raw.companyNames.length !== 1 && raw.companyNames.length !== raw.files.length) {
    throw new AppError(
      'company_mismatch',
      `${raw.companyNames.length} company names for ${raw.files.length} files: send one name for every file, or one per file in order.`,
    );
  }
  const passwords = raw.passwords ?? [];
  if (passwords.length > 1 && passwords.length !== raw.files.length) {
    throw new AppError(
      'invalid_request',
      `${passwords.length} passwords for ${raw.files.length} files: send one password for every file, or one per file in order (empty for a file that has none).`,
    );
  }
  const analysis = checkAnalysisField(raw.analysis ?? []);
  return { userId, companyNames: raw.companyNames, files: raw.files, passwords, ...(analysis !== undefined ? { analysis } : {}) };
};

/** Reads one file part, counting it into the running total; throws as soon as the total passes the limit. */
const readFile = async (part: MultipartFile, totalSoFar: number, limits: BatchLimits): Promise<Uint8Array> => {
  const chunks: Buffer[] = [];
  let total = totalSoFar;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > limits.maxTotalBytes) {
      throw new AppError('payload_too_large', `The files pass the ${mib(limits.maxTotalBytes)} (${limits.maxTotalBytes} bytes) limit per request.`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
};

/** Multipart plugin and busboy errors are all the caller's malformed body. */
const translateParserError = (error: unknown, limits: BatchLimits): AppError => {
  if (error instanceof AppError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('payload_too_large', `The files pass the ${mib(limits.maxTotalBytes)} limit per request.`, { cause: error });
    case 'FST_FILES_LIMIT':
      return new AppError('too_many_files', `More than ${limits.maxFiles} files sent.`, { cause: error });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('invalid_request', `At most ${limits.maxFields} form fields (besides ${limits.maxFiles} files) per request.`, { cause: error });
    case 'FST_PROTO_VIOLATION':
      return new AppError('invalid_request', 'A form field may not be named after a built-in object property ("__proto__", "constructor", "toString"...).', { cause: error });
    default:
      return new AppError('invalid_request', 'The multipart/form-data body could not be read.', { cause: error });
  }
};

/**
 * Streams the form of an upload request. Throws `invalid_content_type` for anything but
 * `multipart/form-data`, `payload_too_large`, `too_many_files`, then the count checks of
 * `checkBatchForm`.
 */
export const readBatchForm = async (request: FastifyRequest, limits: BatchLimits = BATCH_LIMITS): Promise<BatchForm> => {
  if (!request.isMultipart()) {
    throw new AppError('invalid_content_type', 'Content-Type must be multipart/form-data.');
  }
  const announced = Number(request.headers['content-length'] ?? NaN);
  if (Number.isFinite(announced) && announced > limits.maxTotalBytes + FORM_OVERHEAD_BYTES) {
    throw new AppError('payload_too_large', `The request body (${announced} bytes) passes the ${mib(limits.maxTotalBytes)} limit per request.`);
  }

  const raw: Required<RawBatchForm> = { userIds: [], companyNames: [], files: [], passwords: [], analysis: [] };
  let totalBytes = 0;
  try {
    const parts: AsyncIterableIterator<Multipart> = request.parts({
      limits: {
        fileSize: limits.maxTotalBytes + 1,
        files: limits.maxFiles + 1,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        parts: limits.maxFiles + limits.maxFields + 1,
        headerPairs: 100,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          throw new AppError('invalid_request', `Unexpected file field "${part.fieldname}": send PDFs in the "file" field.`);
        }
        if (raw.files.length === limits.maxFiles) {
          throw new AppError('too_many_files', `More than ${limits.maxFiles} files sent; at most ${limits.maxFiles} per request.`);
        }
        const bytes = await readFile(part, totalBytes, limits);
        totalBytes += bytes.length;
        raw.files.push({ filename: part.filename || `file_${raw.files.length + 1}.pdf`, bytes });
        continue;
      }
      if (part.valueTruncated) {
        throw new AppError('invalid_request', `The "${part.fieldname}" field is longer than ${limits.maxFieldBytes} bytes.`);
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (part.fieldname === 'user_id') raw.userIds.push(value);
      else if (part.fieldname === 'company_name') raw.companyNames.push(value);
      else if (part.fieldname === 'password') raw.passwords.push(value);
      else if (part.fieldname === 'analysis') raw.analysis.push(value);
      // Other text fields are ignored, as form posts often carry extras (a submit button's name).
    }
  } catch (error) {
    throw translateParserError(error, limits);
  }
  return checkBatchForm(raw, limits);
};
