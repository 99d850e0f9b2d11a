import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { config } from '../config.js';
import type { InspectionRequest, InspectionResult, WorkerVerdict } from './worker.js';

/**
 * Checks that bytes really are a safe, readable PDF, whatever the file's name or declared type says. The cheap
 * checks (the `%PDF-` header, an end-of-file marker that truncated uploads lack) run here; everything that
 * decodes or parses runs in a worker thread with a heap cap and a deadline, a few at a time, so a hostile
 * upload cannot take memory or time from the requests the instance serves meanwhile. Workers are kept warm
 * between files; one that overruns its deadline or heap is ended and replaced.
 */
export type PdfVerdict = { status: 'not-pdf' } | WorkerVerdict;

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
const workerFile = () => config.pdfWorkerFile ?? join(__dirname, 'pdf-worker.js');

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

/** Warm workers waiting for the next file (pdf.js stays loaded); one that overran is ended, not reused. */
const idle: Worker[] = [];
let nextId = 0;

function newWorker(): Worker {
  const worker = new Worker(workerFile(), {
    resourceLimits: { maxOldGenerationSizeMb: PDF_CAGE.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    stdout: true,
    stderr: true,
  });
  worker.once('exit', () => {
    const at = idle.indexOf(worker);
    if (at !== -1) idle.splice(at, 1);
  });
  return worker;
}

/** Inspects on `worker`; resolves with the verdict and whether the worker may be reused. */
function inspectOn(worker: Worker, bytes: Buffer): Promise<{ verdict: PdfVerdict; reusable: boolean }> {
  const id = ++nextId;
  return new Promise((resolve) => {
    const finish = (verdict: PdfVerdict, reusable: boolean) => {
      clearTimeout(deadline);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (!reusable) void worker.terminate();
      resolve({ verdict, reusable });
    };
    const onMessage = (result: InspectionResult) => {
      if (result.id === id) finish(result.verdict, true);
    };
    const onError = (error: Error & { code?: string }) =>
      finish(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { status: 'too-complex', why: 'it needs too much memory to read' }
          : { status: 'unreadable' },
        false,
      );
    const onExit = () => finish({ status: 'unreadable' }, false);
    const deadline = setTimeout(
      () => finish({ status: 'too-complex', why: 'it takes too long to read' }, false),
      PDF_CAGE.deadlineMs,
    );
    worker.on('message', onMessage).once('error', onError).once('exit', onExit);
    const copy = new Uint8Array(bytes);
    worker.postMessage({ id, bytes: copy } satisfies InspectionRequest, [copy.buffer]);
  });
}

async function inspectInWorker(bytes: Buffer): Promise<PdfVerdict> {
  const done = await takeTurn();
  const worker = idle.pop() ?? newWorker();
  worker.ref();
  try {
    const { verdict, reusable } = await inspectOn(worker, bytes);
    if (reusable) {
      worker.unref(); // an idle worker must not keep the process alive
      idle.push(worker);
    }
    return verdict;
  } finally {
    done();
  }
}

export async function inspectPdf(bytes: Buffer): Promise<PdfVerdict> {
  const headerAt = bytes.indexOf(HEADER);
  if (bytes.length < 64 || headerAt === -1 || headerAt > 1024) return { status: 'not-pdf' };
  if (bytes.subarray(Math.max(0, bytes.length - 2048)).indexOf(EOF_MARKER) === -1) return { status: 'unreadable' };
  return inspectInWorker(bytes);
}
