import { afterEach, beforeAll, afterAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, MESSAGES } from '@hr-portal/contract';
import { db } from '../src/lib/firebase.js';
import { AppError } from '../src/lib/errors.js';
import { runTransaction } from '../src/lib/transactions.js';
import { fileStore, replaceFileStore } from '../src/lib/storage/index.js';
import { type FileStore } from '../src/lib/storage/file-store.js';
import { makePdf, multipart } from '../../test-fixtures/pdf.js';
import { startServer, type TestServer } from './support/api.js';
import { createTestUser, type TestUser } from './support/users.js';

/**
 * Consistency under faults: each test breaks one step of a multi-step change half-way (a storage write, a
 * Firestore write, an Auth call) against the real emulators, then shows nothing is left half-done.
 */

// The document id generator is the one seam for a Firestore failure: pointing it at an existing record makes
// the emulator's create() genuinely fail with ALREADY_EXISTS after the file was stored.
const forcedDocumentId = vi.hoisted(() => ({ value: null as string | null }));
vi.mock('../src/data/documents/documents.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/data/documents/documents.js')>();
  return { ...original, newDocumentId: () => forcedDocumentId.value ?? original.newDocumentId() };
});

let api: TestServer;
let admin: TestUser;
const realStore = fileStore();
/** Every path the real store holds, as the test saw it written and not removed. */
const written = new Set<string>();

/** The real local-disk store, with one operation made to fail for matching paths. */
function storeFailing(operation: 'put' | 'delete', when: (path: string) => boolean): FileStore {
  return {
    name: `${realStore.name} (failing ${operation})`,
    async put(path, bytes, contentType) {
      if (operation === 'put' && when(path)) throw new Error(`injected: storage put failed for ${path}`);
      await realStore.put(path, bytes, contentType);
      written.add(path);
    },
    get: (path) => realStore.get(path),
    async delete(path) {
      if (operation === 'delete' && when(path)) throw new Error(`injected: storage delete failed for ${path}`);
      await realStore.delete(path);
      written.delete(path);
    },
  };
}

async function uploadAs(user: TestUser, name = 'cv.pdf') {
  return api.upload('/api/document/upload', user.token, multipart(name, makePdf(name)));
}

const documentsOf = async (uid: string) =>
  (await db().collection('documents').where('ownerId', '==', uid).get()).docs.map((doc) => doc.data());

beforeAll(async () => {
  api = await startServer();
  admin = await createTestUser('admin');
});
afterAll(() => api.close());
afterEach(() => {
  replaceFileStore(undefined);
  forcedDocumentId.value = null;
});

describe('upload: file and record are written together or not at all', () => {
  it('when the storage write fails, then no record is written and the user is told to try again', async () => {
    const candidate = await createTestUser('candidate');
    replaceFileStore(storeFailing('put', () => true));
    const response = await uploadAs(candidate);
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: 'Something went wrong. Please try again.', code: 'internal' });
    expect(await documentsOf(candidate.uid)).toEqual([]);
  });

  it('when the record write fails after the file was stored, then the stored file is removed again', async () => {
    const candidate = await createTestUser('candidate');
    replaceFileStore(storeFailing('put', () => false));
    const first = await uploadAs(candidate, 'first.pdf');
    expect(first.status).toBe(201);
    const firstPath = String((await documentsOf(candidate.uid))[0]!.filePath);

    forcedDocumentId.value = first.body._id;
    const second = await uploadAs(candidate, 'second.pdf');
    expect(second.status).toBe(500);
    // Only the first upload remains: its record and its file; the second file was stored and then removed.
    expect((await documentsOf(candidate.uid)).map((doc) => doc.fileName)).toEqual(['first.pdf']);
    expect([...written].filter((path) => path.startsWith(`documents/${candidate.uid}/`))).toEqual([firstPath]);
    expect(await realStore.get(firstPath)).not.toBeNull();
  });
});

describe('apply: the application and its resume copy are made together or not at all', () => {
  it('when copying the resume fails, then the application is removed and the candidate can apply again', async () => {
    const candidate = await createTestUser('candidate');
    const job = (await api.call('POST', '/api/job', { token: admin.token, body: { title: 'Fault Tolerant Role' } }))
      .body as { _id: string };
    const resume = (await uploadAs(candidate)).body as { filePath: string };

    replaceFileStore(storeFailing('put', (path) => path.startsWith('applications/')));
    const failed = await api.call('POST', `/api/application/${job._id}`, {
      token: candidate.token,
      body: { resumeUrl: resume.filePath },
    });
    expect(failed.status).toBe(500);
    expect((await db().collection('applications').doc(`${job._id}_${candidate.uid}`).get()).exists).toBe(false);
    const confirmations = () =>
      db().collection('mail').where('applicationId', '==', `${job._id}_${candidate.uid}`).get();
    // No confirmation for an application that was never made.
    expect((await confirmations()).size).toBe(0);

    replaceFileStore(undefined);
    const retried = await api.call('POST', `/api/application/${job._id}`, {
      token: candidate.token,
      body: { resumeUrl: resume.filePath },
    });
    expect(retried.status).toBe(201);
    expect((await confirmations()).size).toBe(1);
  });
});

describe('user deletion: interrupted half-way, finished by running it again', () => {
  it('when a file cannot be removed, then records stay for a rerun, and the rerun removes everything', async () => {
    const employee = await createTestUser('employee');
    await uploadAs(employee, 'a.pdf');
    await uploadAs(employee, 'b.pdf');
    replaceFileStore(storeFailing('delete', (path) => path.endsWith('_b.pdf')));

    const interrupted = await api.call('DELETE', `/api/user/${employee.uid}`, { token: admin.token });
    expect(interrupted.status).toBe(500);
    // Files go first, so every record still points at what may be left, and the account still exists.
    expect((await documentsOf(employee.uid)).map((doc) => doc.fileName).sort()).toEqual(['a.pdf', 'b.pdf']);
    expect((await db().collection('users').doc(employee.uid).get()).exists).toBe(true);
    // The entry names only a pseudonym: find it by its actor.
    const audit = db().collection('auditLog').where('actor.uid', '==', admin.uid).where('action', '==', 'user.deleted');
    const deletionsBefore = (await audit.get()).size;

    replaceFileStore(undefined);
    const rerun = await api.call('DELETE', `/api/user/${employee.uid}`, { token: admin.token });
    expect(rerun.status).toBe(200);
    expect(await documentsOf(employee.uid)).toEqual([]);
    expect((await db().collection('users').doc(employee.uid).get()).exists).toBe(false);
    const deletions = (await audit.get()).docs.filter((entry) => entry.get('target.id').startsWith('erased-'));
    expect(deletions.length).toBe(deletionsBefore + 1);
  });
});

describe('role change: profile and Auth claim agree even when Auth fails', () => {
  it('when the claim cannot be set, then the stored role is put back and the undo is audited', async () => {
    // A profile whose Auth account is gone: the users document changes first, then Auth refuses.
    const uid = `orphan-${Date.now()}`;
    await db()
      .collection('users')
      .doc(uid)
      .set({ name: 'Orphan', email: `${uid}@x.test`, role: 'candidate' });

    const response = await api.call('PATCH', `/api/user/${uid}/role`, { token: admin.token, body: { role: 'hr' } });
    expect(response.status).toBe(404);
    expect((await db().collection('users').doc(uid).get()).get('role')).toBe('candidate');
    const trail = await db().collection('auditLog').where('target.id', '==', uid).get();
    expect(trail.docs.map((entry) => `${entry.get('before.role')}->${entry.get('after.role')}`).sort()).toEqual([
      'candidate->hr',
      'hr->candidate',
    ]);
  });
});

describe('a transaction that keeps losing to others', () => {
  it('when it still cannot commit after its retries, then 503 with Retry-After and a message, and nothing is written', async () => {
    const ref = db().collection('faultProbes').doc();
    let attempts = 0;
    const outcome = await runTransaction(async (transaction) => {
      attempts += 1;
      transaction.set(ref, { attempt: attempts });
      // What Firestore answers a transaction that lost to another on the same documents.
      throw Object.assign(new Error('10 ABORTED: Too much contention on these documents'), { code: 10 });
    }).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(AppError);
    expect(outcome).toMatchObject({
      status: 503,
      code: ERROR_CODES.unavailable,
      message: MESSAGES.busy,
      headers: { 'Retry-After': '2' },
    });
    expect(attempts).toBeGreaterThan(1);
    expect((await ref.get()).exists).toBe(false);
  });
});
