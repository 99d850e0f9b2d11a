import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DUPLICATE_LIMITS,
  DUPLICATE_MESSAGES,
  type AuthResponse,
  type DuplicatePairDto,
  type PersonProfileDto,
} from '@hr-portal/contract';
import { checkDuplicates } from '../src/flows/duplicates/detect.js';
import { makeResumePdf, multipart } from '../../test-fixtures/pdf.js';
import { startServer, type TestServer } from './support/api.js';
import { createTestUser, type TestUser } from './support/users.js';

// Possible duplicates: found by keys when a person is added, signs up or applies; listed for staff, shown on both
// profiles with the reasons, and dismissed for good. Names and addresses carry this run's marker.

const run = `du${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;

let api: TestServer;
let hr: TestUser;
let candidate: TestUser;
let jobId = '';

beforeAll(async () => {
  api = await startServer();
  [hr, candidate] = await Promise.all([createTestUser('hr'), createTestUser('candidate')]);
  jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: `Duplicates ${run}` } })).body._id;
}, 60_000);
afterAll(() => api.close());

const source = async (body: Record<string, unknown>) => {
  const added = await api.call('POST', '/api/people', { token: hr.token, body });
  expect(added.status).toBe(201);
  return added.body._id as string;
};
const profile = (uid: string) => api.call<PersonProfileDto>('GET', `/api/people/${uid}`, { token: hr.token });
const reasonsWith = async (uid: string, other: string) =>
  (await profile(uid)).body.duplicates.find((pair) => pair.other._id === other)?.reasons ?? null;
const signUp = (name: string, email: string) =>
  api.call<AuthResponse>('POST', '/api/auth/register', {
    body: { name, email, password: 'a-long-password', role: 'candidate' },
  });

describe('possible duplicates: each key', () => {
  it('when someone signs up with a Gmail address a sourced person has with dots and a +tag, then both profiles say so', async () => {
    const sourced = await source({ name: `Gia Gmail ${run}`, email: `gia.gmail.${run}@gmail.com`, source: 'event' });
    const signedUp = await signUp(`Gia G ${run}`, `giagmail${run}+jobs@googlemail.com`);
    expect(signedUp.status).toBe(201);
    const uid = signedUp.body.user._id;
    expect(await reasonsWith(sourced, uid)).toEqual(['email']);
    expect(await reasonsWith(uid, sourced)).toEqual(['email']);
    const shown = (await profile(sourced)).body.duplicates.find((pair) => pair.other._id === uid)!;
    expect(shown.other).toEqual({
      _id: uid,
      name: `Gia G ${run}`,
      email: `giagmail${run}+jobs@googlemail.com`,
      hasAccount: true,
    });
  });

  it('when two people are added with one phone number written differently, then they are a pair by phone', async () => {
    const a = await source({
      name: `Pia Phone ${run}`,
      email: `pia.${run}@acme.example`,
      phone: '+49 30 1234567',
      source: 'event',
    });
    const b = await source({
      name: `Pia Private ${run}`,
      email: `pia.private.${run}@mail.example`,
      phone: '0049 (30) 123-4567',
      source: 'linkedin',
    });
    expect(await reasonsWith(b, a)).toEqual(['phone']);
  });

  it('when a candidate applies with the resume file a sourced person has, under the name in the other order, then they are a pair by name and file', async () => {
    const resume = makeResumePdf([[`Rosa Resume${run}`, 'Kotlin, Android']]);
    const sourced = await api.upload(
      '/api/people',
      hr.token,
      multipart('rosa.pdf', resume, 'application/pdf', {
        name: `Rosa Resume${run}`,
        email: `rosa.work.${run}@acme.example`,
        source: 'colleague',
      }),
    );
    expect(sourced.status).toBe(201);
    const signedUp = await signUp(`resume${run} ROSA`, `rosa.home.${run}@mail.example`);
    const token = signedUp.body.token;
    // Signing up alone shares no key (a name is none by itself).
    expect(await reasonsWith(sourced.body._id, signedUp.body.user._id)).toBeNull();
    const uploaded = await api.upload('/api/document/upload', token, multipart('my-cv.pdf', resume));
    const applied = await api.call('POST', `/api/application/${jobId}`, {
      token,
      body: { resumeUrl: uploaded.body.filePath },
    });
    expect(applied.status).toBe(201);
    expect(await reasonsWith(sourced.body._id, signedUp.body.user._id)).toEqual(['name_resume']);
  });

  it('when two people share a name and a link written differently, then they are a pair by name and link; a name alone is none', async () => {
    const a = await source({
      name: `Lou Link ${run}`,
      email: `lou.${run}@acme.example`,
      links: [`https://www.linkedin.com/in/lou-${run}/`],
      source: 'linkedin',
    });
    const b = await source({
      name: `link ${run} lou`,
      email: `lou.other.${run}@mail.example`,
      links: [`http://linkedin.com/in/lou-${run}?trk=x`],
      source: 'agency',
    });
    const c = await source({ name: `Lou Link ${run}`, email: `lou.third.${run}@mail.example`, source: 'event' });
    expect(await reasonsWith(b, a)).toEqual(['name_link']);
    expect(await reasonsWith(c, a)).toBeNull();
  });
});

describe('possible duplicates: the list, dismissing, and the cost of a check', () => {
  it('when staff list and dismiss a pair, then it leaves the list and both profiles and stays dismissed after another check', async () => {
    const a = await source({
      name: `Dee Dismiss ${run}`,
      email: `dee.${run}@acme.example`,
      phone: '+4915112345601',
      source: 'event',
    });
    const b = await source({
      name: `Dee Other ${run}`,
      email: `dee.o.${run}@mail.example`,
      phone: '+4915112345601',
      source: 'event',
    });
    const list = await api.call<DuplicatePairDto[]>('GET', '/api/people/duplicates?limit=50', { token: hr.token });
    expect(list.status).toBe(200);
    const pair = list.body.find((entry) => entry.people.some((person) => person._id === a))!;
    expect(pair).toEqual({
      _id: [a, b].sort().join('__'),
      people: expect.arrayContaining([
        { _id: a, name: `Dee Dismiss ${run}`, email: `dee.${run}@acme.example`, hasAccount: false },
        { _id: b, name: `Dee Other ${run}`, email: `dee.o.${run}@mail.example`, hasAccount: false },
      ]),
      reasons: ['phone'],
      foundAt: expect.any(String),
    });

    expect(
      (await api.call('POST', `/api/people/duplicates/${pair._id}/dismiss`, { token: candidate.token })).status,
    ).toBe(403);
    const dismissed = await api.call('POST', `/api/people/duplicates/${pair._id}/dismiss`, { token: hr.token });
    expect([dismissed.status, dismissed.body.message]).toEqual([200, DUPLICATE_MESSAGES.dismissed]);
    const again = await api.call('POST', `/api/people/duplicates/${pair._id}/dismiss`, { token: hr.token });
    expect([again.status, again.body.message]).toEqual([409, DUPLICATE_MESSAGES.notOpen]);
    expect((await api.call('POST', '/api/people/duplicates/nope/dismiss', { token: hr.token })).status).toBe(404);

    await checkDuplicates(a);
    await checkDuplicates(b);
    expect(await reasonsWith(a, b)).toBeNull();
    const after = await api.call<DuplicatePairDto[]>('GET', '/api/people/duplicates?limit=50', { token: hr.token });
    expect(after.body.some((entry) => entry._id === pair._id)).toBe(false);
  });

  it('when a check runs, then its reads are bounded by its limits, not by how many people there are', async () => {
    await source({
      name: `Cora Cost ${run}`,
      email: `cora.${run}@acme.example`,
      phone: '+4915112345602',
      source: 'event',
    });
    const uid = await source({
      name: `Cory Cost ${run}`,
      email: `cory.${run}@acme.example`,
      phone: '+4915112345602',
      source: 'event',
    });
    const check = await checkDuplicates(uid);
    // The users document twice (read, then in the keys' transaction), the stored keys, 20 documents' hashes, the
    // query, the pairs.
    const bound = 3 + 20 + DUPLICATE_LIMITS.matchesPerCheck + 1 + DUPLICATE_LIMITS.matchesPerCheck;
    expect(check.matches).toBe(1);
    expect(check.reads).toBeLessThanOrEqual(bound);
    console.info(`duplicate check: ${check.reads} reads (bound ${bound}), ${check.matches} match`);
  });

  it('when a candidate or a signed-out caller asks for the list, then 403 and 401', async () => {
    expect((await api.call('GET', '/api/people/duplicates', { token: candidate.token })).status).toBe(403);
    expect((await api.call('GET', '/api/people/duplicates')).status).toBe(401);
  });
});
