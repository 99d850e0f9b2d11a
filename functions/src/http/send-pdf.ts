import type { RequestHandler, Response } from 'express';
import { PDF_MIME_TYPE } from '@hr-portal/contract';
import { requireSafeId } from '../lib/ids.js';

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

type OpenSignedFile = (
  id: string,
  expires: unknown,
  signature: unknown,
) => Promise<{ bytes: Buffer; fileName: string }>;

/**
 * The route behind a signed file link (`/:id/...?expires=&signature=`): opened from a plain link in a new
 * tab, so it is authorised by the link's signature (checked by `open`), not by a bearer header.
 */
export function signedPdfRoute(open: OpenSignedFile): RequestHandler {
  return async (req, res) => {
    const { bytes, fileName } = await open(requireSafeId(req.params.id), req.query.expires, req.query.signature);
    sendPdf(res, bytes, fileName);
  };
}

/** Headers of a ZIP archive the browser saves under `name`, never cached. */
export const zipDownloadHeaders = (name: string) => ({
  'Content-Type': 'application/zip',
  'Content-Disposition': `attachment; filename="${name}"`,
  'Cache-Control': 'no-store',
});
