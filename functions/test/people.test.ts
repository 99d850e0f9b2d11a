import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PEOPLE_LIMITS,
  PEOPLE_MESSAGES,
  PROFILE_MESSAGES,
  type PersonProfileDto,
  type PersonSearchResultDto,
} from '@hr-portal/contract';
import { db } from '../src/lib/firebase.js';
import { startServer, type TestServer } from './support/api.js';
import { newApplicant } from './support/applicants.js';
import { createTestUser, type TestUser } from './support/users.js';

// One person across every job: the staff profile (hr, admin) and the tags staff keep on them.

let api: TestServer;
let admin: TestUser;
let hr: TestUser;
let employee: TestUser;
let candidate: TestUser;
let applicationIds: string[];

beforeAll(async () => {
  api = await startServer();
  [admin, hr, employee] = await Promise.all([
    createTestUser('admin'),
    createTestUser('hr', 'Hana Recruiter'),
    createTestUser('employee'),
  ]);
  const jobs = await Promise.all(
    ['People Platform Engineer', 'People Data Analyst'].map(async (title) => {
      const created = await api.call('POST', '/api/job', { token: hr.token, body: { title } });
      expect(created.status).toBe(201);
      return created.body._id as string;
    }),
  );
  const first = await newApplicant(api, jobs[0]!, 'Petra Profile', { source: 'linkedin' });
  candidate = first.user;
  const resume = await api.call('GET', '/api/document/my', { token: candidate.token });
  const second = await api.call('POST', `/api/application/${jobs[1]}`, {
    token: candidate.token,
    body: { resumeUrl: (resume.body as { filePath: string }[])[0]!.filePath },
  });
  expect(second.status).toBe(201);
  applicationIds = [first.id, second.body._id as string];
  const note = await api.call('POST', `/api/application/${first.id}/notes`, {
    token: hr.token,
    body: { text: 'Strong on Kubernetes' },
  });
  expect(note.status).toBe(201);
}, 60_000);
afterAll(() => api.close());

describe('GET /api/people/:uid', () => {
  it('when hr opens a person, then every application across jobs shows with its notes, and their documents and e-mails', async () => {
    const response = await api.call<PersonProfileDto>('GET', `/api/people/${candidate.uid}`, { token: hr.token });
    expect(response.status).toBe(200);
    const profile = response.body;
    expect(profile).toMatchObject({
      _id: candidate.uid,
      name: 'Petra Profile',
      email: candidate.email,
      role: 'candidate',
    });
    expect(profile.applications.map((application) => application._id).sort()).toEqual([...applicationIds].sort());
    const first = profile.applications.find((application) => application._id === applicationIds[0])!;
    expect(first).toMatchObject({ jobTitle: 'People Platform Engineer', status: 'applied', source: 'linkedin' });
    expect(first.scorecards).toEqual({ count: 0, average: null });
    expect(first.notes.map((note) => note.text)).toEqual(['Strong on Kubernetes']);
    expect(profile.documents.map((document) => document.fileName)).toContain('my-cv.pdf');
    expect(profile.mail.filter((mail) => mail.event === 'application_received')).toHaveLength(2);
    expect(profile.tags).toEqual([]);
  });

  it('when an admin opens a person, then they see the same; an employee or the candidate is refused, a stranger is 401', async () => {
    expect((await api.call('GET', `/api/people/${candidate.uid}`, { token: admin.token })).status).toBe(200);
    expect((await api.call('GET', `/api/people/${candidate.uid}`, { token: employee.token })).status).toBe(403);
    expect((await api.call('GET', `/api/people/${candidate.uid}`, { token: candidate.token })).status).toBe(403);
    expect((await api.call('GET', `/api/people/${candidate.uid}`)).status).toBe(401);
  });

  it('when no such person exists, then 404', async () => {
    expect((await api.call('GET', '/api/people/no-such-person-uid', { token: hr.token })).status).toBe(404);
  });
});

describe('PUT /api/people/:uid/tags', () => {
  it('when hr tags a person, then each tag is kept once in any case, shows on the profile and board cards, and is audited', async () => {
    const saved = await api.call('PUT', `/api/people/${candidate.uid}/tags`, {
      token: hr.token,
      body: { tags: ['Kubernetes', ' Berlin ', 'kubernetes', 'C++'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ tags: ['Kubernetes', 'Berlin', 'C++'] });
    const profile = await api.call<PersonProfileDto>('GET', `/api/people/${candidate.uid}`, { token: admin.token });
    expect(profile.body.tags).toEqual(['Kubernetes', 'Berlin', 'C++']);
    const audit = await db()
      .collection('auditLog')
      .where('action', '==', 'person.tags_changed')
      .where('target.person', '==', candidate.uid)
      .get();
    expect(audit.docs.map((entry) => entry.get('after'))).toEqual([{ tags: ['Kubernetes', 'Berlin', 'C++'] }]);
    expect(audit.docs[0]!.get('actor.uid')).toBe(hr.uid);
    // Each of their applications carries the tags for the board's cards (which staff read live).
    const applications = await db().getAll(...applicationIds.map((id) => db().collection('applications').doc(id)));
    expect(applications.map((application) => application.get('candidateTags'))).toEqual([
      ['Kubernetes', 'Berlin', 'C++'],
      ['Kubernetes', 'Berlin', 'C++'],
    ]);
  });

  it('when the same list is saved again, then nothing is written or audited twice', async () => {
    const again = await api.call('PUT', `/api/people/${candidate.uid}/tags`, {
      token: hr.token,
      body: { tags: ['Kubernetes', 'Berlin', 'C++'] },
    });
    expect(again.status).toBe(200);
    const audit = await db()
      .collection('auditLog')
      .where('action', '==', 'person.tags_changed')
      .where('target.person', '==', candidate.uid)
      .get();
    expect(audit.size).toBe(1);
  });

  it('when the list is too long, a tag too long or holding markup, then 400 says why and nothing changes', async () => {
    const cases = [
      {
        tags: Array.from({ length: PEOPLE_LIMITS.tags + 1 }, (_, i) => `tag${i}`),
        message: PEOPLE_MESSAGES.tooManyTags,
      },
      { tags: ['x'.repeat(PEOPLE_LIMITS.tagLength + 1)], message: PEOPLE_MESSAGES.tagTooLong },
      { tags: ['<script>'], message: PEOPLE_MESSAGES.tagCharacters },
      { tags: ['   '], message: PEOPLE_MESSAGES.tagEmpty },
    ];
    for (const { tags, message } of cases) {
      const refused = await api.call('PUT', `/api/people/${candidate.uid}/tags`, { token: hr.token, body: { tags } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(message);
    }
    const stored = await db().collection('people').doc(candidate.uid).get();
    expect(stored.get('tags')).toEqual(['Kubernetes', 'Berlin', 'C++']);
  });

  it('when the caller is not hr or admin, or the person does not exist, then 403 or 404 and nothing is stored', async () => {
    for (const user of [employee, candidate]) {
      const refused = await api.call('PUT', `/api/people/${candidate.uid}/tags`, {
        token: user.token,
        body: { tags: ['mine'] },
      });
      expect(refused.status).toBe(403);
    }
    const unknown = await api.call('PUT', '/api/people/no-such-person-uid/tags', {
      token: hr.token,
      body: { tags: ['ghost'] },
    });
    expect(unknown.status).toBe(404);
    expect((await db().collection('people').doc('no-such-person-uid').get()).exists).toBe(false);
  });
});

describe('location and links', () => {
  it('when a candidate gives where they are and their links, then staff see them, search finds the place, and the change is audited', async () => {
    const place = `Zorbaville${Date.now().toString(36)}`;
    const given = await api.call('PATCH', `/api/user/${candidate.uid}`, {
      token: candidate.token,
      body: { location: ` ${place}, Germany `, links: ['https://github.com/petra', 'http://petra.example/cv'] },
    });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({
      location: `${place}, Germany`,
      links: ['https://github.com/petra', 'http://petra.example/cv'],
    });

    const person = await api.call<PersonProfileDto>('GET', `/api/people/${candidate.uid}`, { token: hr.token });
    expect(person.body).toMatchObject({
      location: `${place}, Germany`,
      links: ['https://github.com/petra', 'http://petra.example/cv'],
    });
    const found = await api.call<PersonSearchResultDto[]>('GET', `/api/people?q=${place}`, { token: hr.token });
    expect(found.body.map((result) => result._id)).toEqual([candidate.uid]);
    expect(found.body[0]!.snippet).toMatchObject({ from: 'location' });

    const trail = await api.call<{ before: unknown; after: unknown }[]>(
      'GET',
      `/api/audit?targetId=${candidate.uid}&action=user.profile_changed`,
      { token: admin.token },
    );
    // What changed, never the place or the addresses (erasure could not find them in the trail).
    expect(trail.body[0]).toMatchObject({
      before: { locationGiven: false, links: 0 },
      after: { locationGiven: true, links: 2 },
    });
    expect(JSON.stringify(trail.body)).not.toMatch(new RegExp(`${place}|github`));

    // [] and '' clear them.
    const cleared = await api.call('PATCH', `/api/user/${candidate.uid}`, {
      token: candidate.token,
      body: { location: '', links: [] },
    });
    expect(cleared.body).toMatchObject({ location: '', links: [] });
  });

  it.each([
    [{ links: ['javascript:alert(1)'] }, PROFILE_MESSAGES.badLink],
    [{ links: ['ftp://files.example/cv'] }, PROFILE_MESSAGES.badLink],
    [{ links: ['github.com/petra'] }, PROFILE_MESSAGES.badLink],
    [{ links: ['https://user:secret@example.com/'] }, PROFILE_MESSAGES.badLink],
    [{ links: [`https://example.com/${'a'.repeat(300)}`] }, PROFILE_MESSAGES.linkTooLong],
    [{ links: Array.from({ length: 6 }, (_, i) => `https://example.com/${i}`) }, PROFILE_MESSAGES.tooManyLinks],
    [{ location: 'x'.repeat(101) }, PROFILE_MESSAGES.locationTooLong],
  ])('when a person sends %j, then 400 "%s" and nothing is stored', async (body, message) => {
    const response = await api.call('PATCH', `/api/user/${candidate.uid}`, { token: candidate.token, body });
    expect(response).toMatchObject({ status: 400, body: { message } });
    expect((await db().collection('users').doc(candidate.uid).get()).get('links') ?? []).toEqual([]);
  });
});
