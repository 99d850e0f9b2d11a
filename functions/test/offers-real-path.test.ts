import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../test-fixtures/pdf.js';
import { db } from '../src/lib/firebase.js';
import { createTestUser, type TestUser } from './support/users.js';

/**
 * An offer signed on the path a browser takes (Hosting -> Functions runtime -> app): what the signature records
 * of the request (address, browser) comes from the request as the app receives it there, and the letters are
 * served as PDFs with their headers.
 */
const HOSTING_URL = process.env.HOSTING_URL ?? 'http://127.0.0.1:5000';

async function call(
  method: string,
  path: string,
  user?: TestUser,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${HOSTING_URL}${path}`, {
    method,
    headers: {
      ...(user ? { authorization: `Bearer ${user.token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    body: type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer()),
  };
}

let admin: TestUser;
let hr: TestUser;
let candidate: TestUser;
let offerId: string;
let applicationId: string;

beforeAll(async () => {
  [admin, hr, candidate] = await Promise.all([
    createTestUser('admin'),
    createTestUser('hr'),
    createTestUser('candidate', 'Rhea Realpath'),
  ]);
  const job = await call('POST', '/api/job', hr, { title: 'Real Path Offer Role' });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(makePdf('Rhea'))], { type: 'application/pdf' }), 'cv.pdf');
  const uploaded = await fetch(`${HOSTING_URL}/api/document/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${candidate.token}` },
    body: form,
  });
  const resume = (await uploaded.json()) as { filePath: string };
  const applied = await call('POST', `/api/application/${job.body._id}`, candidate, { resumeUrl: resume.filePath });
  applicationId = applied.body._id;
  expect((await call('PATCH', `/api/application/${applicationId}/stage`, hr, { stage: 'offer' })).status).toBe(200);
  const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const terms = { salary: 81000, currency: 'CHF', period: 'YEAR', startDate: later(50), expiresOn: later(9) };
  offerId = (await call('POST', `/api/application/${applicationId}/offer`, hr, terms)).body._id;
  expect((await call('POST', `/api/offer/${offerId}/submit`, hr)).status).toBe(200);
  expect((await call('POST', `/api/offer/${offerId}/approve`, admin)).status).toBe(200);
}, 60_000);

describe('an offer signed through Hosting', () => {
  it('when the candidate accepts with a forged X-Forwarded-For, then the signature keeps the real address, their browser and the hash of the letter served', async () => {
    const shown = await call('GET', `/api/offer/${offerId}`, candidate);
    const letter = await call('GET', shown.body.pdfUrl);
    expect(letter.status).toBe(200);
    expect(letter.headers.get('content-type')).toBe('application/pdf');
    expect(letter.headers.get('x-content-type-options')).toBe('nosniff');
    const hash = createHash('sha256')
      .update(letter.body as Buffer)
      .digest('hex');
    expect(hash).toBe(shown.body.pdfSha256);

    const accepted = await call(
      'POST',
      `/api/offer/${offerId}/accept`,
      candidate,
      { fullName: 'Rhea Realpath', pdfSha256: hash },
      { 'x-forwarded-for': '203.0.113.66', 'user-agent': 'RealPathBrowser/2.0' },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.signature).toMatchObject({ fullName: 'Rhea Realpath', pdfSha256: hash });
    const signature = (await db().collection('offers').doc(offerId).get()).get('signature');
    expect(signature.userAgent).toBe('RealPathBrowser/2.0');
    // Under the emulators nothing in front of the app appends to X-Forwarded-For, so no entry of it is trusted
    // and the address is the socket's, which the Functions emulator does not have (deployed: the client's).
    expect(signature.address).not.toContain('203.0.113.66');
    expect(signature.address).toMatch(/^unknown$|^(::ffff:)?127\.0\.0\.1$|^::1$/);

    const signed = await call('GET', accepted.body.signedPdfUrl);
    expect(signed.headers.get('content-type')).toBe('application/pdf');
    expect((signed.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await db().collection('applications').doc(applicationId).get()).get('stage')).toBe('hired');
  });
});
