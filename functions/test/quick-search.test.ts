import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuickSearchDto } from '@hr-portal/contract';
import { startServer, type TestServer } from './support/api.js';
import { createTestUser, type TestUser } from './support/users.js';

let api: TestServer;
let hr: TestUser;
let candidate: TestUser;
let employee: TestUser;
let sought: TestUser;
/** A word no other test's names or titles hold. */
const word = `Zq${Date.now().toString(36)}`;
let openJob = '';
let closedJob = '';

beforeAll(async () => {
  api = await startServer();
  [hr, candidate, employee, sought] = await Promise.all([
    createTestUser('hr'),
    createTestUser('candidate'),
    createTestUser('employee'),
    createTestUser('candidate', `${word} Sought`),
  ]);
  const create = async (title: string, isActive: boolean) =>
    (await api.call('POST', '/api/job', { token: hr.token, body: { title, isActive } })).body._id as string;
  // One after the other: the list is newest first, and two made at once could come in either order.
  openJob = await create(`${word} Engineer`, true);
  closedJob = await create(`${word} Archivist`, false);
});
afterAll(() => api.close());

const search = (user: TestUser | null, q: string) =>
  api.call<QuickSearchDto>('GET', `/api/search?q=${encodeURIComponent(q)}`, user ? { token: user.token } : {});

describe('GET /api/search', () => {
  it('when someone is signed out, then 401; without q or with a long one, then 400 with a message', async () => {
    expect((await search(null, word)).status).toBe(401);
    const missing = await api.call('GET', '/api/search', { token: hr.token });
    expect([missing.status, missing.body.message]).toEqual([400, 'q is required']);
    const long = await api.call('GET', `/api/search?q=${'x'.repeat(81)}`, { token: hr.token });
    expect([long.status, long.body.message]).toEqual([400, 'q is at most 80 characters']);
  });

  it('when hr types the start of a name and a title word, then the person and both jobs come, each with where it opens', async () => {
    const answer = await search(hr, word.toLowerCase());
    expect(answer.status).toBe(200);
    expect(answer.body.people).toEqual([
      {
        id: sought.uid,
        title: `${word} Sought`,
        detail: `${sought.email} · candidate`,
        href: `/hr/people/${sought.uid}`,
      },
    ]);
    expect(answer.body.jobs.map((job) => [job.title, job.href, job.detail])).toEqual([
      [`${word} Archivist`, `/hr/pipeline?job=${closedJob}`, 'closed'],
      [`${word} Engineer`, `/hr/pipeline?job=${openJob}`, ''],
    ]);
  });

  it('when a candidate or an employee searches, then they get open jobs only and never a person', async () => {
    for (const [user, area] of [
      [candidate, 'candidate'],
      [employee, 'employee'],
    ] as const) {
      const answer = await search(user, word);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        people: [],
        jobs: [
          {
            id: openJob,
            title: `${word} Engineer`,
            detail: '',
            href: `/${area}/jobs?q=${encodeURIComponent(`${word} Engineer`)}`,
          },
        ],
      });
    }
  });
});
