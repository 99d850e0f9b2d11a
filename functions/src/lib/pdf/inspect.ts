import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ScanVerdict } from './scan.js';

/**
 * Checks that bytes really are a safe, readable PDF, whatever the file's name or declared type says. The cheap
 * checks (the `%PDF-` header, an end-of-file marker that truncated uploads lack) run here; everything that
 * decodes or parses runs in a worker thread with a heap cap and a deadline, a few at a time, so a hostile
 * upload cannot take memory or time from the requests the instance serves meanwhile.
 */
export type PdfVerdict = { status: 'not-pdf' } | ScanVerdict;

export const PDF_CAGE = {
  /** V8 heap of one inspection; decoded stream bytes are capped separately (PDF_LIMITS.maxDecodedBytes). */
  heapMb: 256,
  deadlineMs: 8_000,
  /** Inspections running at once per instance; more wait their turn. */
  parallel: 2,
};

const HEADER = Buffer.from('%PDF-');
const EOF_MARKER = Buffer.from('%%EOF');

/** The bundled worker sits beside the bundled API (lib/); tests point PDF_WORKER_FILE at that build. */
const workerFile = () => process.env.PDF_WORKER_FILE ?? join(__dirname, 'pdf-worker.js');

let running = 0;
const waiting: (() => void)[] = [];

async function takeTurn(): Promise<() => void> {
  if (running >= PDF_CAGE.parallel) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

function inspectInWorker(bytes: Buffer): Promise<PdfVerdict> {
  return new Promise((resolve) => {
    const worker = new Worker(workerFile(), {
      workerData: new Uint8Array(bytes),
      resourceLimits: { maxOldGenerationSizeMb: PDF_CAGE.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      stdout: true,
      stderr: true,
    });
    const finish = (verdict: PdfVerdict) => {
      clearTimeout(deadline);
      resolve(verdict);
      void worker.terminate();
    };
    const deadline = setTimeout(
      () => finish({ status: 'too-complex', why: 'it takes too long to read' }),
      PDF_CAGE.deadlineMs,
    );
    worker.once('message', (verdict: PdfVerdict) => finish(verdict));
    worker.once('error', (error: Error & { code?: string }) =>
      finish(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { status: 'too-complex', why: 'it needs too much memory to read' }
          : { status: 'unreadable' },
      ),
    );
    worker.once('exit', () => finish({ status: 'unreadable' }));
  });
}

export async function inspectPdf(bytes: Buffer): Promise<PdfVerdict> {
  const headerAt = bytes.indexOf(HEADER);
  if (bytes.length < 64 || headerAt === -1 || headerAt > 1024) return { status: 'not-pdf' };
  if (bytes.subarray(Math.max(0, bytes.length - 2048)).indexOf(EOF_MARKER) === -1) return { status: 'unreadable' };
  const done = await takeTurn();
  try {
    return await inspectInWorker(bytes);
  } finally {
    done();
  }
}
