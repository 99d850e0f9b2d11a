import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, MESSAGES, NEXT_CURSOR_HEADER } from '@hr-portal/contract';
import { db } from '../src/lib/firebase.js';
import { mintFileLink } from '../src/lib/file-links.js';
import { fileStore } from '../src/lib/storage/index.js';
import { startServer, type ApiResponse, type TestServer } from './support/api.js';
import { makePdf, multipart, PNG_BYTES } from '../../test-fixtures/pdf.js';
import { createTestUser, type TestUser } from './support/users.js';

let api: TestServer;
let candidateA: TestUser;
let candidateB: TestUser;
let employee: TestUser;
let hr: TestUser;
let admin: TestUser;

beforeAll(async () => {
  api = await startServer();
  [candidateA, candidateB, employee, hr, admin] = await Promise.all([
    createTestUser('candidate', 'Alice Candidate'),
    createTestUser('candidate', 'Bob Candidate'),
    createTestUser('employee', 'Erin Employee'),
    createTestUser('hr', 'Hana HR'),
    createTestUser('admin', 'Arun Admin'),
  ]);
});
afterAll(() => api.close());

const upload = (user: TestUser, name: string, bytes: Buffer, type = 'application/pdf', fields = {}) =>
  api.upload('/api/document/upload', user.token, multipart(name, bytes, type, fields));

/** Nothing stored for this owner: no records and no files on disk. */
async function expectNothingStoredFor(uid: string) {
  const records = await db().collection('documents').where('ownerId', '==', uid).get();
  expect(records.size).toBe(0);
  expect(existsSync(join(process.env.FILE_STORE_DIR!, 'documents', uid))).toBe(false);
}

const linkPattern = (id: string) => new RegExp(`^/api/document/${id}/file\\?expires=\\d+&signature=[\\w-]+$`);

describe('POST /api/document/upload', () => {
  it('when a candidate uploads a real PDF, then the object and record are written and the document returned', async () => {
    const user = await createTestUser('candidate');
    const bytes = makePdf('Alice CV');
    const response = await upload(user, 'Alice CV (2026).pdf', bytes);

    expect(response.status).toBe(201);
    const id = response.body._id;
    expect(response.body).toEqual({
      _id: id,
      fileName: 'Alice CV (2026).pdf',
      filePath: expect.stringMatching(linkPattern(id)),
      mimeType: 'application/pdf',
      size: bytes.length,
      ownerId: user.uid,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const stored = (await db().collection('documents').doc(id).get()).data()!;
    expect(stored.filePath).toMatch(
      new RegExp(`^documents/${user.uid}/\\d{13}_[0-9a-f]{8}_Alice CV \\(2026\\)\\.pdf$`),
    );
    expect(Buffer.compare((await fileStore().get(stored.filePath))!, bytes)).toBe(0);
  });

  it('when the view link is opened without any header, then the PDF is served inline with safe headers', async () => {
    const bytes = makePdf('Viewable');
    const { body: document } = await upload(candidateA, 'view-me.pdf', bytes);
    const response = await api.call('GET', document.filePath);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''view-me.pdf");
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.compare(response.body, bytes)).toBe(0);
  });

  it.each([
    ['an empty file', 'empty.pdf', Buffer.alloc(0), 'application/pdf', 400, DOCUMENT_MESSAGES.noFile],
    ['a PNG renamed .pdf', 'photo.pdf', PNG_BYTES, 'application/pdf', 415, DOCUMENT_MESSAGES.notPdf],
    [
      'a text file sent as application/pdf',
      'notes.pdf',
      Buffer.from('just some text\n'.repeat(20)),
      'application/pdf',
      415,
      DOCUMENT_MESSAGES.notPdf,
    ],
    [
      'a truncated PDF',
      'cut.pdf',
      makePdf('cut', 4000).subarray(0, 2500),
      'application/pdf',
      415,
      DOCUMENT_MESSAGES.unreadablePdf,
    ],
    [
      'a PDF header on garbage',
      'fake.pdf',
      Buffer.from(`%PDF-1.7\n${'garbage '.repeat(50)}\n%%EOF\n`),
      'application/pdf',
      415,
      DOCUMENT_MESSAGES.unreadablePdf,
    ],
    [
      'a name with folders',
      '../../etc/passwd.pdf',
      makePdf(),
      'application/pdf',
      400,
      DOCUMENT_MESSAGES.fileNameHasPath,
    ],
    [
      'a name of 300 characters',
      `${'a'.repeat(296)}.pdf`,
      makePdf(),
      'application/pdf',
      400,
      DOCUMENT_MESSAGES.fileNameTooLong,
    ],
  ])(
    'when the upload is %s, then it is refused and nothing is stored',
    async (_case, name, bytes, type, status, message) => {
      const user = await createTestUser('candidate');
      const response = await upload(user, name, bytes, type);
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ message, code: expect.any(String) });
      await expectNothingStoredFor(user.uid);
    },
  );

  it('when the file is over 10 MB, then 413 and nothing is stored', async () => {
    const user = await createTestUser('candidate');
    const response = await upload(user, 'huge.pdf', makePdf('huge', 10 * 1024 * 1024 + 10_000));
    expect(response).toMatchObject({ status: 413, body: { message: DOCUMENT_MESSAGES.tooLarge, code: 'too_large' } });
    await expectNothingStoredFor(user.uid);
  });

  it('when no file field is sent, then 400 "Please select a file"', async () => {
    const user = await createTestUser('candidate');
    const form = multipart('x.pdf', makePdf());
    const onlyText = Buffer.from(form.body.toString('latin1').replace('name="file"', 'name="other"'), 'latin1');
    const response = await api.upload('/api/document/upload', user.token, {
      body: onlyText,
      contentType: form.contentType,
    });
    expect(response.status).toBe(400);
    await expectNothingStoredFor(user.uid);
  });

  it('when the body is JSON instead of multipart, then 400 explains how to send the file', async () => {
    const response = await api.call('POST', '/api/document/upload', { token: candidateA.token, body: { file: 'x' } });
    expect(response).toMatchObject({
      status: 400,
      body: { message: 'Send the file as multipart/form-data in the field "file"' },
    });
  });

  it('when no one is signed in, then 401', async () => {
    const form = multipart('cv.pdf', makePdf());
    const response = await api.call('POST', '/api/document/upload', {
      rawBody: form.body,
      headers: { 'content-type': form.contentType },
    });
    expect(response.status).toBe(401);
  });

  it('when hr uploads a contract for an employee, then the employee owns it and sees it', async () => {
    const response = await upload(hr, 'contract.pdf', makePdf('Contract'), 'application/pdf', {
      ownerId: employee.uid,
    });
    expect(response).toMatchObject({ status: 201, body: { ownerId: employee.uid, fileName: 'contract.pdf' } });
    const mine = await api.call('GET', '/api/document/my', { token: employee.token });
    expect(mine.body.map((d: { _id: string }) => d._id)).toContain(response.body._id);
  });

  it('when hr names a reserved Firestore id as owner, then 400 like any unknown user', async () => {
    const response = await upload(hr, 'x.pdf', makePdf(), 'application/pdf', { ownerId: '__x__' });
    expect(response).toMatchObject({ status: 400, body: { message: 'ownerId does not match any user' } });
  });

  it('when hr names a candidate as owner, then 400; when a candidate names someone else, then 403', async () => {
    const forCandidate = await upload(hr, 'x.pdf', makePdf(), 'application/pdf', { ownerId: candidateB.uid });
    expect(forCandidate).toMatchObject({
      status: 400,
      body: { message: 'Documents can be uploaded for employees only' },
    });
    const impersonating = await upload(candidateA, 'x.pdf', makePdf(), 'application/pdf', { ownerId: candidateB.uid });
    expect(impersonating).toMatchObject({ status: 403, body: { message: 'You can only upload your own documents' } });
  });
});

describe('GET /api/document/my', () => {
  it('when a user lists their documents, then only theirs come back, newest first', async () => {
    const user = await createTestUser('candidate');
    const first = await upload(user, 'first.pdf', makePdf('1'));
    const second = await upload(user, 'second.pdf', makePdf('2'));
    await upload(candidateB, 'not-mine.pdf', makePdf('b'));

    const response = await api.call('GET', '/api/document/my', { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body.map((d: { fileName: string }) => d.fileName)).toEqual(['second.pdf', 'first.pdf']);
    expect(response.body[1]._id).toBe(first.body._id);
    expect(response.body[0]._id).toBe(second.body._id);
    expect(response.headers.get(NEXT_CURSOR_HEADER)).toBeNull();

    const page1 = await api.call('GET', '/api/document/my?limit=1', { token: user.token });
    expect(page1.body.map((d: { _id: string }) => d._id)).toEqual([second.body._id]);
    const cursor = page1.headers.get(NEXT_CURSOR_HEADER);
    const page2 = await api.call('GET', `/api/document/my?limit=1&cursor=${cursor}`, { token: user.token });
    expect(page2.body.map((d: { _id: string }) => d._id)).toEqual([first.body._id]);
  });

  it('when a new user has none, then an empty list', async () => {
    const user = await createTestUser('employee');
    expect(await api.call('GET', '/api/document/my', { token: user.token })).toMatchObject({ status: 200, body: [] });
  });

  it('when no one is signed in, then 401', async () => {
    expect((await api.call('GET', '/api/document/my')).status).toBe(401);
  });
});

describe('view links', () => {
  it('when the signature is altered, then 403', async () => {
    const { body: document } = await upload(candidateA, 'secret.pdf', makePdf());
    const tampered = document.filePath.replace(
      /signature=(.)/,
      (_m: string, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`,
    );
    expect(await api.call('GET', tampered)).toMatchObject({
      status: 403,
      body: { message: DOCUMENT_MESSAGES.linkInvalid },
    });
  });

  it('when the link has expired, then 403', async () => {
    const { body: document } = await upload(candidateA, 'old.pdf', makePdf());
    const expired = mintFileLink(document._id, Date.now() - 2 * 60 * 60 * 1000);
    expect(await api.call('GET', expired)).toMatchObject({
      status: 403,
      body: { message: DOCUMENT_MESSAGES.linkInvalid },
    });
  });

  it("when a link is reused for another document's id, then 403", async () => {
    const { body: mine } = await upload(candidateB, 'mine.pdf', makePdf());
    const { body: theirs } = await upload(candidateA, 'theirs.pdf', makePdf());
    const forged = mine.filePath.replace(mine._id, theirs._id);
    expect((await api.call('GET', forged)).status).toBe(403);
  });

  it('when the expiry is pushed later, then 403', async () => {
    const { body: document } = await upload(candidateA, 'later.pdf', makePdf());
    const extended = document.filePath.replace(
      /expires=(\d+)/,
      (_m: string, e: string) => `expires=${Number(e) + 86400}`,
    );
    expect((await api.call('GET', extended)).status).toBe(403);
  });
});

describe('DELETE /api/document/:id', () => {
  it('when the owning candidate deletes, then the record and the stored file are gone', async () => {
    const user = await createTestUser('candidate');
    const { body: document } = await upload(user, 'bye.pdf', makePdf());
    const storagePath = (await db().collection('documents').doc(document._id).get()).data()!.filePath;

    const response = await api.call('DELETE', `/api/document/${document._id}`, { token: user.token });
    expect(response).toMatchObject({ status: 200, body: { message: 'Document deleted' } });
    expect((await db().collection('documents').doc(document._id).get()).exists).toBe(false);
    expect(await fileStore().get(storagePath)).toBeNull();
    expect((await api.call('GET', document.filePath)).status).toBe(404);
  });

  it.each(['candidateB', 'employee', 'hr'] as const)(
    "when %s deletes someone else's document, then 403 and it stays",
    async (who) => {
      const { body: document } = await upload(candidateA, 'keep.pdf', makePdf());
      const actor = { candidateB, employee, hr }[who];
      const response = await api.call('DELETE', `/api/document/${document._id}`, { token: actor.token });
      expect(response).toMatchObject({ status: 403, body: { message: 'You cannot delete this document' } });
      expect((await db().collection('documents').doc(document._id).get()).exists).toBe(true);
    },
  );

  it('when an employee deletes their own document, then 403 (employees keep their documents)', async () => {
    const { body: document } = await upload(employee, 'payslip.pdf', makePdf());
    expect((await api.call('DELETE', `/api/document/${document._id}`, { token: employee.token })).status).toBe(403);
  });

  it('when an admin deletes any document, then it is removed', async () => {
    const { body: document } = await upload(candidateA, 'admin-removes.pdf', makePdf());
    expect((await api.call('DELETE', `/api/document/${document._id}`, { token: admin.token })).status).toBe(200);
  });

  it.each(['does-not-exist', '..', 'a.b', '%2E%2E%2Fusers'])('when the id is %j, then 404', async (id) => {
    const response = await api.call('DELETE', `/api/document/${id}`, { token: admin.token });
    expect(response).toMatchObject({ status: 404 });
  });

  it('when no one is signed in, then 401', async () => {
    expect((await api.call('DELETE', '/api/document/anything')).status).toBe(401);
  });
});

describe('GET /api/document (admin)', () => {
  it('when an admin lists documents, then each comes with its owner, newest first, paginated by cursor', async () => {
    const older = (await upload(candidateA, 'page-1.pdf', makePdf())).body._id;
    const newer = (await upload(candidateA, 'page-2.pdf', makePdf())).body._id;
    // Other test files upload at the same time: walk the pages until ours are both seen; the order must hold.
    type Row = { _id: string; createdAt: string; owner: unknown };
    const seen: Row[] = [];
    let cursor: string | null = '';
    while (cursor !== null && !seen.some((document) => document._id === older)) {
      const page: ApiResponse<Row[]> = await api.call(
        'GET',
        `/api/document?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        {
          token: admin.token,
        },
      );
      expect(page.status).toBe(200);
      expect(page.body.length).toBeLessThanOrEqual(2);
      seen.push(...page.body);
      cursor = page.headers.get(NEXT_CURSOR_HEADER);
    }
    const ids = seen.map((document) => document._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.indexOf(newer)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const times = seen.map((document) => Date.parse(document.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(seen[ids.indexOf(newer)]!.owner).toEqual({
      _id: candidateA.uid,
      name: 'Alice Candidate',
      email: candidateA.email,
      role: 'candidate',
    });
  });

  it.each(['candidate', 'employee', 'hr'] as const)('when %s lists all documents, then 403', async (role) => {
    const actor = { candidate: candidateA, employee, hr }[role];
    expect((await api.call('GET', '/api/document', { token: actor.token })).status).toBe(403);
  });

  it.each([['limit=0'], ['limit=101'], ['limit=abc'], ['cursor=%%%']])(
    'when the query is %s, then 400',
    async (query) => {
      expect((await api.call('GET', `/api/document?${query}`, { token: admin.token })).status).toBe(400);
    },
  );
});

describe('GET /api/user/:id with documents', () => {
  it('when a user reads their own profile, then their documents are included', async () => {
    const user = await createTestUser('candidate', 'Profile Person');
    const { body: document } = await upload(user, 'profile-cv.pdf', makePdf());
    const response = await api.call('GET', `/api/user/${user.uid}`, { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      _id: user.uid,
      name: 'Profile Person',
      email: user.email,
      role: 'candidate',
      emailVerified: false,
      lastLogin: null,
      location: '',
      links: [],
      documents: [expect.objectContaining({ _id: document._id, fileName: 'profile-cv.pdf' })],
    });
  });

  it("when a candidate reads another user's profile, then 403", async () => {
    const response = await api.call('GET', `/api/user/${candidateA.uid}`, { token: candidateB.token });
    expect(response).toMatchObject({ status: 403 });
  });

  it('when hr reads a candidate who has not applied, then the profile comes without documents', async () => {
    const user = await createTestUser('candidate');
    await upload(user, 'private.pdf', makePdf());
    const response = await api.call('GET', `/api/user/${user.uid}`, { token: hr.token });
    expect(response).toMatchObject({ status: 200, body: { documents: [] } });
  });

  it('when the user does not exist, then 404', async () => {
    expect((await api.call('GET', '/api/user/nobody-here', { token: admin.token })).status).toBe(404);
  });

  it('when no one is signed in, then 401', async () => {
    expect(await api.call('GET', `/api/user/${candidateA.uid}`)).toMatchObject({
      status: 401,
      body: { message: MESSAGES.missingToken, code: 'unauthenticated' },
    });
  });
});
