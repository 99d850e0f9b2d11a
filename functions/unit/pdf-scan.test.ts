import { describe, expect, it } from 'vitest';
import { scanPdf, PDF_LIMITS } from '../src/lib/pdf/scan.js';
import {
  activeContentCases,
  benignCases,
  deeplyNested,
  contentStreamBomb,
  nestedFilterBomb,
  objectStreamBomb,
  encryptedPdf,
  hugePageTree,
} from '../../test-fixtures/hostile-pdfs.js';
import { makePdf } from '../../test-fixtures/pdf.js';

// The scan that runs before any PDF parser (lib/pdf/scan.ts), on real documents built byte by byte.
describe('scanPdf', () => {
  it.each(benignCases().map(({ name, pdf }) => [name, pdf] as const))(
    'when the file is a %s, then it passes',
    (_n, pdf) => {
      expect(scanPdf(pdf)).toEqual({ status: 'ok' });
    },
  );

  it.each(activeContentCases().map(({ name, pdf, what }) => [name, pdf, what] as const))(
    'when the file has %s, then it is refused naming it',
    (_name, pdf, what) => {
      expect(scanPdf(pdf)).toEqual({ status: 'active-content', what });
    },
  );

  it('when the file is encrypted, then it is refused as encrypted', () => {
    expect(scanPdf(encryptedPdf())).toEqual({ status: 'encrypted' });
  });

  it('when nesting goes deeper than the limit, then it is too complex', () => {
    expect(scanPdf(deeplyNested(PDF_LIMITS.maxNesting + 5)).status).toBe('too-complex');
    expect(scanPdf(makePdf('flat')).status).toBe('ok');
  });

  it('when the page tree holds more pages than the limit, then it is too complex', () => {
    expect(scanPdf(hugePageTree(12), { ...PDF_LIMITS, maxPages: 10 }).status).toBe('too-complex');
    expect(scanPdf(hugePageTree(8), { ...PDF_LIMITS, maxPages: 10 }).status).toBe('ok');
  });

  it.each([
    ['an object stream', objectStreamBomb],
    ['a content stream', contentStreamBomb],
    ['a stream compressed twice', nestedFilterBomb],
  ])('when %s decodes past the byte budget, then it is too complex, however small the file', async (_n, bomb) => {
    const pdf = await bomb(4);
    expect(pdf.length).toBeLessThan(64 * 1024);
    expect(scanPdf(pdf, { ...PDF_LIMITS, maxDecodedBytes: 1024 * 1024 }).status).toBe('too-complex');
    expect(scanPdf(pdf, { ...PDF_LIMITS, maxDecodedBytes: 8 * 1024 * 1024 }).status).toBe('ok');
  });
});
