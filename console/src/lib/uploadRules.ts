/**
 * The checks the console makes before an upload, worded as `POST /v1/extract/batch` words the same
 * refusal (a test sends each case to the real API and compares). Pure: no DOM, so the test can import it.
 */
export const MAX_FILES = 20;
/** 4.5 MiB of file content per request, as the API counts it. */
export const MAX_TOTAL_BYTES = 4.5 * 1024 * 1024;

export interface CandidateFile {
  name: string;
  size: number;
  /** The first kilobyte of the file: a PDF carries `%PDF-` there. */
  head: Uint8Array;
}

export interface UploadProblem {
  code: string;
  message: string;
}

const mib = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const hasPdfSignature = (head: Uint8Array): boolean => {
  outer: for (let i = 0; i + PDF_SIGNATURE.length <= head.length; i++) {
    for (let j = 0; j < PDF_SIGNATURE.length; j++) if (head[i + j] !== PDF_SIGNATURE[j]) continue outer;
    return true;
  }
  return false;
};

/** Every problem of the batch, in the order the API checks them (it answers the first). */
export const checkUpload = (files: readonly CandidateFile[], userId: string, companyNames: readonly string[]): UploadProblem[] => {
  const problems: UploadProblem[] = [];
  if (files.length === 0) problems.push({ code: 'no_files', message: `No files provided: send 1 to ${MAX_FILES} PDF files in the "file" field.` });
  if (files.length > MAX_FILES) problems.push({ code: 'too_many_files', message: `More than ${MAX_FILES} files sent; at most ${MAX_FILES} per request.` });
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total > MAX_TOTAL_BYTES) problems.push({ code: 'payload_too_large', message: `The files pass the ${mib(MAX_TOTAL_BYTES)} (${MAX_TOTAL_BYTES} bytes) limit per request.` });
  if (userId.trim() === '') problems.push({ code: 'missing_field', message: 'The "user_id" field is required.' });
  if (companyNames.length === 0) problems.push({ code: 'missing_field', message: 'The "company_name" field is required.' });
  else if (companyNames.some((name) => name.trim() === '')) problems.push({ code: 'missing_field', message: 'A "company_name" field is empty.' });
  if (companyNames.length > 1 && companyNames.length !== files.length) {
    problems.push({
      code: 'company_mismatch',
      message: `${companyNames.length} company names for ${files.length} files: send one name for every file, or one per file in order.`,
    });
  }
  for (const file of files) {
    if (!hasPdfSignature(file.head)) problems.push({ code: 'invalid_file_type', message: `File ${JSON.stringify(file.name)} is not a PDF.` });
  }
  return problems;
};
