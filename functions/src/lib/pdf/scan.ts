import { BudgetExceeded, decodeStream } from './decode.js';
import { dictEntry, walkTokens, type RawStream, type Token } from './tokens.js';

/** What the scan refuses, and why, in words a person can act on. */
export type ScanVerdict =
  | { status: 'ok' }
  | { status: 'active-content'; what: string }
  | { status: 'too-complex'; why: string }
  | { status: 'encrypted' }
  | { status: 'unreadable' };

export const PDF_LIMITS = {
  /** All streams decoded together (a 300 dpi colour page is ~25 MB; bombs aim at gigabytes). */
  maxDecodedBytes: 100 * 1024 * 1024,
  maxNesting: 64,
  maxPages: 1000,
  maxObjects: 100_000,
};

/** How much text a readable PDF yields for search: a resume's first pages, bounded whatever the file holds. */
export const PDF_TEXT_LIMITS = {
  maxPages: 10,
  maxChars: 30_000,
};

/** Keys whose mere presence means the file can run code, launch programs or carry other files. */
const ACTIVE_KEYS: Record<string, string> = {
  JavaScript: 'JavaScript',
  JS: 'JavaScript',
  Launch: 'an action that launches a program',
  EmbeddedFile: 'an embedded file',
  EmbeddedFiles: 'an embedded file',
  EF: 'an embedded file',
  RichMedia: 'rich media (Flash or video)',
  XFA: 'an XFA form',
  AA: 'actions that run automatically',
};

const OPEN_ACTION: ScanVerdict = { status: 'active-content', what: 'an action that runs when it is opened' };

const nameOf = (token: Token | undefined) => (token?.kind === 'name' ? token.value : undefined);

/**
 * Scans the raw file and every object stream it holds without running a PDF parser: refuses active content,
 * encryption, nesting past the limit, too many pages or objects, and streams that decode past the byte budget.
 */
export function scanPdf(bytes: Buffer, limits = PDF_LIMITS): ScanVerdict {
  let decodedBytes = 0;
  let pages = 0;
  let objects = 0;
  let verdict: ScanVerdict = { status: 'ok' };
  const objectStreams: { decoded: Buffer; first: number }[] = [];
  /** The kind of the first token of each numbered object, and the objects /OpenAction points at. */
  const objectKinds = new Map<number, Token['kind']>();
  const openActionTargets: number[] = [];
  const refuse = (next: ScanVerdict) => {
    if (verdict.status === 'ok') verdict = next;
  };

  const visitor = (inObjectStream: boolean) => {
    let previous: Token | undefined;
    let beforePrevious: Token | undefined;
    let openAction = false;
    let objectNumber: number | null = null;
    return {
      token(token: Token, depth: number) {
        if (objectNumber !== null) objectKinds.set(objectNumber, token.kind);
        objectNumber = null;
        if (depth > limits.maxNesting) refuse({ status: 'too-complex', why: 'it is nested too deeply' });
        const name = nameOf(token);
        if (name && ACTIVE_KEYS[name]) refuse({ status: 'active-content', what: ACTIVE_KEYS[name] });
        if (name === 'Encrypt') refuse({ status: 'encrypted' });
        if (name === 'Page' && nameOf(previous) === 'Type') pages++;
        if (token.kind === 'word' && token.value === 'obj' && beforePrevious?.kind === 'word') {
          objects++;
          objectNumber = Number(beforePrevious.value);
        }
        // /OpenAction [page /Fit] only opens a page; a dictionary is an action run on opening.
        if (openAction && token.kind === 'word') openActionTargets.push(Number(token.value));
        else if (openAction && token.kind !== 'open-array') refuse(OPEN_ACTION);
        openAction = name === 'OpenAction';
        beforePrevious = previous;
        previous = token;
      },
      stream(stream: RawStream) {
        if (inObjectStream) return;
        const filters = dictEntry(stream.dict, 'Filter').flatMap((token) => nameOf(token) ?? []);
        const isObjectStream = nameOf(dictEntry(stream.dict, 'Type')[0]) === 'ObjStm';
        try {
          const decoded = decodeStream(stream.data, filters, limits.maxDecodedBytes - decodedBytes);
          decodedBytes += decoded?.length ?? stream.data.length;
          if (isObjectStream && decoded) {
            const first = dictEntry(stream.dict, 'First')[0];
            objectStreams.push({ decoded, first: first?.kind === 'word' ? Number(first.value) || 0 : 0 });
          }
          if (isObjectStream && !decoded) refuse({ status: 'unreadable' });
        } catch (error) {
          if (error instanceof BudgetExceeded) refuse({ status: 'too-complex', why: 'it expands to too much data' });
          else if (isObjectStream) refuse({ status: 'unreadable' });
        }
      },
    };
  };

  walkTokens(bytes, visitor(false));
  for (const { decoded, first } of objectStreams) {
    const header = decoded.toString('latin1', 0, first).trim().split(/\s+/).map(Number);
    for (let i = 0; i + 1 < header.length; i += 2) {
      objects++;
      let start = first + header[i + 1]!;
      while (start < decoded.length && decoded[start]! <= 0x20) start++;
      const kind = decoded[start] === 0x5b ? 'open-array' : decoded[start] === 0x3c ? 'open-dict' : 'word';
      objectKinds.set(header[i]!, kind);
    }
    walkTokens(decoded.subarray(first), visitor(true));
  }
  if (openActionTargets.some((target) => objectKinds.get(target) === 'open-dict')) refuse(OPEN_ACTION);
  if (pages > limits.maxPages) refuse({ status: 'too-complex', why: `it has more than ${limits.maxPages} pages` });
  if (objects > limits.maxObjects) refuse({ status: 'too-complex', why: 'it has too many objects' });
  return verdict;
}
