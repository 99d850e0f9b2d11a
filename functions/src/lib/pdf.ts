/**
 * Checks that bytes really are a readable PDF, whatever the file's name or declared type says:
 * the `%PDF-` header, an end-of-file marker (truncated uploads lack it), and a full parse by pdf.js.
 */
export type PdfVerdict = 'ok' | 'not-pdf' | 'unreadable';

const HEADER = Buffer.from('%PDF-');
const EOF_MARKER = Buffer.from('%%EOF');

export async function inspectPdf(bytes: Buffer): Promise<PdfVerdict> {
  if (bytes.length < 64 || bytes.indexOf(HEADER) === -1 || bytes.indexOf(HEADER) > 1024) return 'not-pdf';
  if (bytes.subarray(Math.max(0, bytes.length - 2048)).indexOf(EOF_MARKER) === -1) return 'unreadable';
  // pdf.js is heavy: load it on first use so it does not slow every cold start.
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const pages = document.numPages;
    if (pages > 0) await document.getPage(1);
    return pages > 0 ? 'ok' : 'unreadable';
  } catch {
    return 'unreadable';
  } finally {
    await task.destroy();
  }
}
