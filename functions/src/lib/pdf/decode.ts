import { constants, inflateSync } from 'node:zlib';

/** Thrown when decoding would pass the byte budget: the file is a decompression bomb or close enough. */
export class BudgetExceeded extends Error {}

/** Image codecs: their output is pixels that only a renderer expands, so the scan counts them as they are. */
const OPAQUE_FILTERS = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'JBIG2Decode', 'CCITTFaxDecode', 'CCF']);

function inflate(data: Buffer, budget: number): Buffer {
  try {
    // Z_SYNC_FLUSH tolerates truncated streams the way PDF readers do; maxOutputLength stops bombs early.
    return inflateSync(data, { maxOutputLength: Math.max(1, budget), finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new BudgetExceeded();
    throw error;
  }
}

function asciiHex(data: Buffer): Buffer {
  const text = data.toString('latin1').replace(/[^0-9a-fA-F>]/g, '');
  const digits = text.split('>')[0] ?? '';
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
}

function ascii85(data: Buffer): Buffer {
  const text = data.toString('latin1').replace(/\s/g, '').replace(/^<~/, '').split('~>')[0]!;
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    const value = group.reduce((sum, digit) => sum * 85 + digit, 0);
    for (let shift = 24, n = 0; n < count - 1; shift -= 8, n++) out.push((value >>> shift) & 0xff);
    group = [];
  };
  for (const char of text) {
    if (char === 'z' && group.length === 0) out.push(0, 0, 0, 0);
    else {
      group.push(char.charCodeAt(0) - 33);
      if (group.length === 5) flush(5);
    }
  }
  if (group.length) flush(group.length);
  return Buffer.from(out);
}

function runLength(data: Buffer, budget: number): Buffer {
  const out: Buffer[] = [];
  let size = 0;
  for (let i = 0; i < data.length && data[i] !== 128;) {
    const length = data[i]!;
    const chunk = length < 128 ? data.subarray(i + 1, i + 2 + length) : Buffer.alloc(257 - length, data[i + 1]);
    i += length < 128 ? length + 2 : 2;
    size += chunk.length;
    if (size > budget) throw new BudgetExceeded();
    out.push(chunk);
  }
  return Buffer.concat(out);
}

/** The LZW of PDF (TIFF variant, 9-12 bit codes, early change), with the budget checked as it grows. */
function lzw(data: Buffer, budget: number): Buffer {
  const table: Buffer[] = Array.from({ length: 258 }, (_, code) => Buffer.from([code]));
  const out: Buffer[] = [];
  let size = 0;
  let previous: Buffer | null = null;
  let bitBuffer = 0;
  let bits = 0;
  let width = 9;
  for (const byte of data) {
    bitBuffer = ((bitBuffer << 8) | byte) >>> 0;
    bits += 8;
    while (bits >= width) {
      const code = (bitBuffer >>> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      if (code === 257) return Buffer.concat(out);
      if (code === 256) {
        table.length = 258;
        width = 9;
        previous = null;
        continue;
      }
      const entry: Buffer | undefined =
        table[code] ?? (previous ? Buffer.concat([previous, previous.subarray(0, 1)]) : undefined);
      if (!entry) return Buffer.concat(out);
      if (previous && table.length < 4096) table.push(Buffer.concat([previous, entry.subarray(0, 1)]));
      size += entry.length;
      if (size > budget) throw new BudgetExceeded();
      out.push(entry);
      previous = entry;
      if (table.length + 1 >= 1 << width && width < 12) width++;
    }
  }
  return Buffer.concat(out);
}

/**
 * Applies a stream's filter chain, never producing more than `budget` bytes at any step (BudgetExceeded
 * otherwise). Returns null for a filter this scan does not know (the stream is then counted as it is).
 */
export function decodeStream(data: Buffer, filters: string[], budget: number): Buffer | null {
  let current = data;
  for (const filter of filters) {
    if (OPAQUE_FILTERS.has(filter)) return current;
    if (filter === 'FlateDecode' || filter === 'Fl') current = inflate(current, budget);
    else if (filter === 'ASCIIHexDecode' || filter === 'AHx') current = asciiHex(current);
    else if (filter === 'ASCII85Decode' || filter === 'A85') current = ascii85(current);
    else if (filter === 'RunLengthDecode' || filter === 'RL') current = runLength(current, budget);
    else if (filter === 'LZWDecode' || filter === 'LZW') current = lzw(current, budget);
    else return null;
    if (current.length > budget) throw new BudgetExceeded();
  }
  return current;
}
