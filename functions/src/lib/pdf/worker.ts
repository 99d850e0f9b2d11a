/**
 * Worker-thread entry (bundled to lib/pdf-worker.js): for each file it is sent, scans the bytes, then lets
 * pdf.js open the document and read the text of its first pages (what search indexes). It runs under the memory and time limits set in inspect.ts,
 * so a hostile file can only exhaust this thread, never the API's event loop. It stays alive between files
 * (pdf.js loads once); inspect.ts replaces it when a file overruns the deadline or the heap.
 */
import { parentPort } from 'node:worker_threads';
import { PDF_LIMITS, PDF_TEXT_LIMITS, scanPdf, type ScanVerdict } from './scan.js';

export interface InspectionRequest {
  id: number;
  bytes: Uint8Array;
}

/** A readable PDF comes back with its text (possibly empty, e.g. a scan without a text layer). */
export type WorkerVerdict = Exclude<ScanVerdict, { status: 'ok' }> | { status: 'ok'; text: string };

export interface InspectionResult {
  id: number;
  verdict: WorkerVerdict;
}

type PdfDocument = Awaited<ReturnType<typeof import('pdfjs-dist/legacy/build/pdf.mjs').getDocument>['promise']>;

/** The text of the first pages, one line per text run, cut at the character budget. */
async function textOf(document: PdfDocument): Promise<string> {
  let text = '';
  const pages = Math.min(document.numPages, PDF_TEXT_LIMITS.maxPages);
  for (let number = 1; number <= pages && text.length < PDF_TEXT_LIMITS.maxChars; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) {
      if ('str' in item && item.str) text += item.hasEOL ? `${item.str}\n` : `${item.str} `;
      if (text.length >= PDF_TEXT_LIMITS.maxChars) break;
    }
    text += '\n';
  }
  return text.slice(0, PDF_TEXT_LIMITS.maxChars);
}

async function openWithPdfJs(bytes: Uint8Array): Promise<WorkerVerdict> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    if (document.numPages > PDF_LIMITS.maxPages)
      return { status: 'too-complex', why: `it has more than ${PDF_LIMITS.maxPages} pages` };
    if (document.numPages < 1) return { status: 'unreadable' };
    return { status: 'ok', text: await textOf(document) };
  } catch {
    return { status: 'unreadable' };
  } finally {
    await task.destroy();
  }
}

async function inspect(bytes: Uint8Array): Promise<WorkerVerdict> {
  try {
    const scanned = scanPdf(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return scanned.status === 'ok' ? await openWithPdfJs(bytes) : scanned;
  } catch {
    return { status: 'unreadable' };
  }
}

parentPort?.on('message', ({ id, bytes }: InspectionRequest) => {
  void inspect(bytes).then((verdict) => parentPort?.postMessage({ id, verdict } satisfies InspectionResult));
});
