/** Why a PDF could not be read at all. The service maps the code to a failed job. */
export class PdfError extends Error {
  constructor(
    readonly code: 'invalid_pdf' | 'encrypted_pdf',
    message: string,
  ) {
    super(message);
    this.name = 'PdfError';
  }
}
