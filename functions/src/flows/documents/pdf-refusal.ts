import { DOCUMENT_MESSAGES, ERROR_CODES, PDF_REFUSALS, type ErrorCode } from '@hr-portal/contract';
import { AppError } from '../../lib/errors.js';
import type { PdfVerdict } from '../../lib/pdf/inspect.js';

/** Turns a refused PDF into the error the uploader sees: what was wrong and what to do instead. */
export function refuseUnsafe(verdict: PdfVerdict): void {
  const unsupported = (message: string, code: ErrorCode = ERROR_CODES.unsupportedMediaType) =>
    new AppError(415, code, message);
  if (verdict.status === 'not-pdf') throw unsupported(DOCUMENT_MESSAGES.notPdf);
  if (verdict.status === 'unreadable') throw unsupported(DOCUMENT_MESSAGES.unreadablePdf);
  if (verdict.status === 'encrypted') throw unsupported(DOCUMENT_MESSAGES.encryptedPdf, ERROR_CODES.pdfEncrypted);
  if (verdict.status === 'active-content')
    throw unsupported(PDF_REFUSALS.activeContent(verdict.what), ERROR_CODES.pdfActiveContent);
  if (verdict.status === 'too-complex')
    throw new AppError(413, ERROR_CODES.pdfTooComplex, PDF_REFUSALS.tooComplex(verdict.why));
}
