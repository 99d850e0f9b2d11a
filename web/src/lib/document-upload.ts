import { DOCUMENT_MESSAGES, MAX_UPLOAD_BYTES, PDF_MIME_TYPE, type DocumentDto } from '@hr-portal/contract';
import { apiUpload } from './api-upload';

/** The browser-side check (the server checks the bytes again): a PDF by type or name, within the size limit. */
export function fileProblem(file: File | null | undefined): string | null {
  if (!file) return DOCUMENT_MESSAGES.noFile;
  const looksPdf = file.type === PDF_MIME_TYPE || (!file.type && /\.pdf$/i.test(file.name));
  if (!looksPdf) return DOCUMENT_MESSAGES.notPdf;
  if (file.size > MAX_UPLOAD_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  return null;
}

/** POST /api/document/upload (multipart field `file`; hr/admin may name an employee as `ownerId`). */
export function uploadDocument(
  file: File,
  fallbackMessage: string,
  onProgress?: (fraction: number) => void,
  ownerId?: string,
): Promise<DocumentDto> {
  const form = new FormData();
  if (ownerId) form.append('ownerId', ownerId);
  form.append('file', file, file.name);
  return apiUpload<DocumentDto>('/api/document/upload', form, fallbackMessage, onProgress);
}
