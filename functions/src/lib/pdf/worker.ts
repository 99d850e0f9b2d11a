/**
 * Worker-thread entry (bundled to lib/pdf-worker.js): for each file it is sent, scans the bytes, then lets
 * pdf.js open the document and its first page. It runs under the memory and time limits set in inspect.ts,
 * so a hostile file can only exhaust this thread, never the API's event loop. It stays alive between files
 * (pdf.js loads once); inspect.ts replaces it when a file overruns the deadline or the heap.
 */
import { parentPort } from 'node:worker_threads';
import { PDF_LIMITS, scanPdf, type ScanVerdict } from './scan.js';

export interface InspectionRequest {
  id: number;
  bytes: Uint8Array;
}

export interface InspectionResult {
  id: number;
  verdict: ScanVerdict;
}

async function openWithPdfJs(bytes: Uint8Array): Promise<ScanVerdict> {
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
    await document.getPage(1);
    return { status: 'ok' };
  } catch {
    return { status: 'unreadable' };
  } finally {
    await task.destroy();
  }
}

async function inspect(bytes: Uint8Array): Promise<ScanVerdict> {
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
