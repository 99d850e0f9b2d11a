import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, PDF_REFUSALS } from '@hr-portal/contract';
import { db } from '../src/lib/firebase.js';
import { inspectPdf, type PdfVerdict } from '../src/lib/pdf/inspect.js';
import { makePdf, makeResumePdf, multipart } from '../../test-fixtures/pdf.js';
import { PDF_TEXT_LIMITS } from '../src/lib/pdf/scan.js';
import {
  activeContentCases,
  benignCases,
  contentStreamBomb,
  deeplyNested,
  encryptedPdf,
  hugePageTree,
  nestedFilterBomb,
  objectStreamBomb,
} from '../../test-fixtures/hostile-pdfs.js';
import { startServer, type TestServer } from './support/api.js';
import { createTestUser, type TestUser } from './support/users.js';

const textOf = (verdict: PdfVerdict) => (verdict.status === 'ok' ? verdict.text : `refused: ${verdict.status}`);

let api: TestServer;
let candidate: TestUser;
const BOMBS = [
  ['an object stream of 512 MB of spaces', () => objectStreamBomb(512)],
  ['a content stream of 256 MB', () => contentStreamBomb(256)],
  ['a stream compressed twice (256 MB)', () => nestedFilterBomb(256)],
] as const;
const bombs = new Map<string, Buffer>();

beforeAll(async () => {
  api = await startServer();
  candidate = await createTestUser('candidate');
  for (const [name, build] of BOMBS) bombs.set(name, await build());
}, 60_000);
afterAll(() => api.close());

const upload = (bytes: Buffer) =>
  api.upload('/api/document/upload', candidate.token, multipart('upload.pdf', bytes, 'application/pdf'));

async function expectNothingStored() {
  const records = await db().collection('documents').where('ownerId', '==', candidate.uid).get();
  expect(records.size).toBe(0);
  expect(existsSync(join(process.env.FILE_STORE_DIR!, 'documents', candidate.uid))).toBe(false);
}

describe('PDF inspection in a cage', () => {
  it.each(BOMBS.map(([name]) => name))(
    'when a bomb with %s is uploaded, then it is refused as too complex and nothing is stored',
    async (name) => {
      const pdf = bombs.get(name)!;
      expect(pdf.length).toBeLessThan(1024 * 1024);
      const response = await upload(pdf);
      expect(response.status, name).toBe(413);
      expect(response.body).toEqual({
        message: PDF_REFUSALS.tooComplex('it expands to too much data'),
        code: 'pdf_too_complex',
      });
      await expectNothingStored();
    },
  );

  it('when a bomb is being checked, then the API keeps answering other requests meanwhile', async () => {
    let uploadStatus = 0;
    const refused = upload(bombs.get(BOMBS[0][0])!).then((response) => {
      uploadStatus = response.status;
    });
    // Ask for health, one request after another, for as long as the bomb is being inspected. A blocked event
    // loop would answer none of them until the inspection ended.
    const healthWhileInspecting: number[] = [];
    while (uploadStatus === 0) healthWhileInspecting.push((await api.call('GET', '/api/health')).status);
    await refused;
    expect(uploadStatus).toBe(413);
    expect(healthWhileInspecting.length).toBeGreaterThanOrEqual(5);
    expect(new Set(healthWhileInspecting)).toEqual(new Set([200]));
  });

  it.each([
    ['an array nested 100,000 deep', () => deeplyNested(100_000), 'it is nested too deeply'],
    ['a page tree of 20,000 pages', () => hugePageTree(20_000), 'it has more than 1000 pages'],
    ['a page tree of 20,000 pages that claims 1', () => hugePageTree(20_000, 1), 'it has more than 1000 pages'],
  ])('when %s is uploaded, then it is refused with the reason', async (_name, build, why) => {
    const response = await upload(build());
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: PDF_REFUSALS.tooComplex(why), code: 'pdf_too_complex' });
    await expectNothingStored();
  });

  it.each(activeContentCases().map(({ name, pdf, what }) => ({ name, pdf, what })))(
    'when a PDF with $name is uploaded, then it is refused saying what it carries',
    async ({ pdf, what }) => {
      const response = await upload(pdf);
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ message: PDF_REFUSALS.activeContent(what), code: 'pdf_active_content' });
      await expectNothingStored();
    },
  );

  it('when an encrypted PDF is uploaded, then it is refused asking for an unprotected copy', async () => {
    const response = await upload(encryptedPdf());
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message: DOCUMENT_MESSAGES.encryptedPdf, code: 'pdf_encrypted' });
    await expectNothingStored();
  });

  it.each(benignCases())('when a well-formed $name is inspected, then it is accepted', async ({ pdf }) => {
    expect(await inspectPdf(pdf)).toMatchObject({ status: 'ok', text: expect.any(String) });
  });

  it('when a two-page resume is inspected, then the text of both pages comes back, accents kept', async () => {
    const verdict = await inspectPdf(
      makeResumePdf([
        ['Jürgen Müller', 'Platform engineer, Berlin'],
        ['Kubernetes, Terraform', 'Languages: Deutsch, English'],
      ]),
    );
    const text = textOf(verdict);
    expect(text).toContain('Jürgen Müller');
    expect(text).toContain('Platform engineer, Berlin');
    expect(text).toContain('Kubernetes, Terraform');
  });

  it('when a document has more pages than search reads, then the text stops after the first pages', async () => {
    const pages = Array.from({ length: PDF_TEXT_LIMITS.maxPages + 2 }, (_, page) => [`page${page + 1} begins`]);
    const text = textOf(await inspectPdf(makeResumePdf(pages)));
    expect(text).toContain(`page${PDF_TEXT_LIMITS.maxPages} begins`);
    expect(text).not.toContain(`page${PDF_TEXT_LIMITS.maxPages + 1} begins`);
  });

  it('when a document holds more text than search keeps, then the text is cut at the budget', async () => {
    const pages = Array.from({ length: 8 }, () => Array.from({ length: 50 }, () => 'words '.repeat(34)));
    expect(textOf(await inspectPdf(makeResumePdf(pages))).length).toBe(PDF_TEXT_LIMITS.maxChars);
  });

  it('when a padded 9 MB document is inspected, then it is accepted', async () => {
    expect(await inspectPdf(makePdf('Large but honest', 9 * 1024 * 1024))).toMatchObject({
      status: 'ok',
      text: expect.stringContaining('Large but honest'),
    });
  });
});
