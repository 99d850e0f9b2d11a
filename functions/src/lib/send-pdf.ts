import type { Response } from 'express';
import { PDF_MIME_TYPE } from '@hr-portal/contract';

/** Sends PDF bytes to open inline in the browser, never sniffed as anything else and never cached. */
export function sendPdf(res: Response, bytes: Buffer, fileName: string): void {
  // The API's default-src 'none' would stop Chrome's built-in PDF viewer from opening the file.
  res.removeHeader('Content-Security-Policy');
  res
    .set({
      'Content-Type': PDF_MIME_TYPE,
      'Content-Length': String(bytes.length),
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    })
    .send(bytes);
}
