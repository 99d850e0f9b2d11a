/**
 * A minimal PDF tokenizer for the safety scan: it reads dictionaries, arrays and names (with `#xx` escapes
 * decoded, so `/J#61vaScript` is seen as `/JavaScript`), skips strings and comments, and reports each
 * `stream` with the dictionary in front of it. It never builds an object tree, so hostile nesting costs it
 * nothing but a counter.
 */
export type Token =
  | { kind: 'name'; value: string }
  | { kind: 'word'; value: string }
  | { kind: 'open-dict' | 'close-dict' | 'open-array' | 'close-array' };

export interface RawStream {
  /** Tokens of the dictionary just before the `stream` keyword. */
  dict: Token[];
  data: Buffer;
}

export interface TokenVisitor {
  token(token: Token, depth: number): void;
  stream(stream: RawStream): void;
}

const WHITESPACE = new Set([0, 9, 10, 12, 13, 32]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));
const isRegular = (byte: number | undefined) => byte !== undefined && !WHITESPACE.has(byte) && !DELIMITERS.has(byte);
const ENDSTREAM = Buffer.from('endstream');

function skipLiteralString(bytes: Buffer, from: number): number {
  let depth = 0;
  for (let i = from; i < bytes.length; i++) {
    const byte = bytes[i];
    if (byte === 0x5c)
      i++; // backslash escapes the next byte
    else if (byte === 0x28) depth++;
    else if (byte === 0x29 && --depth === 0) return i + 1;
  }
  return bytes.length;
}

function readName(bytes: Buffer, from: number): [string, number] {
  let i = from;
  let value = '';
  while (i < bytes.length && isRegular(bytes[i])) {
    const hex = bytes.toString('latin1', i + 1, i + 3);
    if (bytes[i] === 0x23 && /^[0-9a-fA-F]{2}$/.test(hex)) {
      value += String.fromCharCode(parseInt(hex, 16));
      i += 3;
    } else value += String.fromCharCode(bytes[i++]!);
  }
  return [value, i];
}

/** Where the stream's bytes start (after the EOL that follows `stream`) and end (before `endstream`). */
function streamBounds(bytes: Buffer, afterKeyword: number): [number, number] {
  let start = afterKeyword;
  if (bytes[start] === 13) start++;
  if (bytes[start] === 10) start++;
  const end = bytes.indexOf(ENDSTREAM, start);
  return [start, end === -1 ? bytes.length : end];
}

/** Walks `bytes`, calling the visitor for every token (with its nesting depth) and every stream. */
export function walkTokens(bytes: Buffer, visitor: TokenVisitor): void {
  let depth = 0;
  let dictStart = -1;
  let lastDict: Token[] = [];
  const recent: Token[] = [];
  const emit = (token: Token) => {
    visitor.token(token, depth);
    if (dictStart !== -1) recent.push(token);
  };
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i]!;
    if (WHITESPACE.has(byte)) i++;
    else if (byte === 0x25) {
      while (i < bytes.length && bytes[i] !== 10 && bytes[i] !== 13) i++;
    } else if (byte === 0x28) i = skipLiteralString(bytes, i);
    else if (byte === 0x3c && bytes[i + 1] === 0x3c) {
      if (depth === 0) {
        dictStart = i;
        recent.length = 0;
      }
      depth++;
      emit({ kind: 'open-dict' });
      i += 2;
    } else if (byte === 0x3c) {
      const close = bytes.indexOf(0x3e, i);
      i = close === -1 ? bytes.length : close + 1;
    } else if (byte === 0x3e && bytes[i + 1] === 0x3e) {
      depth = Math.max(0, depth - 1);
      emit({ kind: 'close-dict' });
      if (depth === 0 && dictStart !== -1) {
        lastDict = [...recent];
        dictStart = -1;
      }
      i += 2;
    } else if (byte === 0x5b || byte === 0x5d) {
      if (byte === 0x5b) depth++;
      else depth = Math.max(0, depth - 1);
      emit({ kind: byte === 0x5b ? 'open-array' : 'close-array' });
      i++;
    } else if (byte === 0x2f) {
      const [value, next] = readName(bytes, i + 1);
      emit({ kind: 'name', value });
      i = next;
    } else if (isRegular(byte)) {
      let end = i;
      while (end < bytes.length && isRegular(bytes[end])) end++;
      const value = bytes.toString('latin1', i, end);
      i = end;
      if (value === 'stream' && depth === 0) {
        const [start, stop] = streamBounds(bytes, i);
        visitor.stream({ dict: lastDict, data: bytes.subarray(start, stop) });
        lastDict = [];
        i = stop + ENDSTREAM.length;
      } else emit({ kind: 'word', value });
    } else i++; // a stray delimiter such as `)` or `{`
  }
}

/** The value tokens that follow `/key` at the dictionary's own level (one token, or an array's names). */
export function dictEntry(dict: Token[], key: string): Token[] {
  const at = dict.findIndex((token, index) => token.kind === 'name' && token.value === key && index > 0);
  if (at === -1) return [];
  const first = dict[at + 1];
  if (!first || first.kind !== 'open-array') return first ? [first] : [];
  const close = dict.findIndex((token, index) => index > at && token.kind === 'close-array');
  return dict.slice(at + 2, close === -1 ? undefined : close);
}
