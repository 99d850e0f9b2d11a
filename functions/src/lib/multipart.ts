import type { Request } from 'express';
import { DOCUMENT_MESSAGES, ERROR_CODES, MESSAGES } from '@hr-portal/contract';
import { AppError, badRequest } from './errors.js';

export interface UploadedFile {
  fileName: string;
  declaredType: string;
  bytes: Buffer;
}

export interface MultipartResult {
  file: UploadedFile | null;
  fields: Record<string, string>;
}

const TOO_MANY = 'Send one file per upload';

/**
 * Reads a multipart/form-data body with one file field `file` and small text fields. Cloud Functions hand the
 * body over already read (`req.rawBody`); elsewhere it is streamed from the request. A file over `maxBytes`
 * is a 413 with `tooLargeMessage`.
 */
export async function readMultipart(
  req: Request,
  maxBytes: number,
  tooLargeMessage: string,
  /** The largest text field, in bytes (a form's free text, such as a list of links, needs more than the default). */
  fieldSize = 1024,
): Promise<MultipartResult> {
  if (!req.is('multipart/form-data')) throw badRequest(DOCUMENT_MESSAGES.notMultipart);
  // busboy is only needed for uploads: load it on first use to keep cold starts small.
  const { default: busboy } = await import('busboy');
  return new Promise((resolve, reject) => {
    let parser: ReturnType<typeof busboy>;
    try {
      parser = busboy({
        headers: req.headers,
        preservePath: true,
        limits: { files: 1, fileSize: maxBytes, fields: 10, fieldSize },
      });
    } catch {
      return reject(badRequest(MESSAGES.unreadableUpload));
    }
    let file: UploadedFile | null = null;
    const fields: Record<string, string> = {};
    let failure: Error | null = null;
    const pending: Promise<void>[] = [];

    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || file) {
        failure ??= badRequest(field === 'file' ? TOO_MANY : `Unexpected file field "${field}"; use "file"`);
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let tooLarge = false;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
      pending.push(
        new Promise((done) =>
          stream.on('close', () => {
            if (tooLarge) failure ??= new AppError(413, ERROR_CODES.tooLarge, tooLargeMessage);
            else file = { fileName: info.filename ?? '', declaredType: info.mimeType, bytes: Buffer.concat(chunks) };
            done();
          }),
        ),
      );
    });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('filesLimit', () => {
      failure ??= badRequest(TOO_MANY);
    });
    parser.on('error', () => reject(failure ?? badRequest(MESSAGES.unreadableUpload)));
    parser.on('close', () => {
      void Promise.all(pending).then(() => (failure ? reject(failure) : resolve({ file, fields })));
    });

    const raw = (req as Request & { rawBody?: Buffer }).rawBody;
    if (Buffer.isBuffer(raw)) parser.end(raw);
    else req.pipe(parser);
  });
}
