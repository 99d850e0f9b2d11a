import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '@hr-portal/contract';
import { db } from '../src/lib/firebase.js';
import { startServer, type TestServer } from './support/api.js';
import { createTestUser, type TestUser } from './support/users.js';
import { newApplicant } from './support/applicants.js';
import { migrateJobTitleSearch } from '../src/data/jobs/title-search-migration.js';

let api: TestServer;
let admin: TestUser;
let hr: TestUser;
let candidate: TestUser;
let employee: TestUser;

beforeAll(async () => {
  api = await startServer();
  [admin, hr, candidate, employee] = await Promise.all([
    createTestUser('admin'),
    createTestUser('hr'),
    createTestUser('candidate'),
    createTestUser('employee'),
  ]);
});
afterAll(() => api.close());

/** A unique department per test keeps list assertions independent of other tests' jobs. */
const uniqueDepartment = () => `Dept ${Math.random().toString(36).slice(2, 10)}`;

const createJob = (token: string, body: Record<string, unknown>) => api.call('POST', '/api/job', { token, body });

describe('POST /api/job', () => {
  it('when hr creates a job, then defaults apply and postedBy/createdAt come from the server', async () => {
    const before = Date.now();
    const response = await createJob(hr.token, { title: '  Data Engineer ', salary: 70000, tags: [' sql ', 'python'] });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      _id: expect.any(String),
      title: 'Data Engineer',
      description: '',
      department: '',
      location: '',
      salary: 70000,
      jobType: 'full-time',
      tags: ['sql', 'python'],
      experienceRequired: '',
      isActive: true,
      postedBy: hr.uid,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      stages: [
        { id: 'applied', name: 'Applied', status: 'applied' },
        { id: 'screening', name: 'Screening', status: 'applied' },
        { id: 'interview', name: 'Interview', status: 'shortlisted' },
        { id: 'offer', name: 'Offer', status: 'shortlisted' },
        { id: 'hired', name: 'Hired', status: 'selected' },
        { id: 'rejected', name: 'Rejected', status: 'rejected' },
        { id: 'withdrawn', name: 'Withdrawn', status: 'rejected' },
      ],
      kit: { attributes: [], questions: [] },
      questions: [],
      // The careers page: an address from the title (numbered when another job has it), the default terms.
      slug: expect.stringMatching(/^data-engineer(-\d+)?$/),
      validThrough: null,
      // No currency given and none configured: US dollars, as the spec shows salaries ($ prefix).
      salaryCurrency: 'USD',
      salaryPeriod: 'YEAR',
      remote: false,
      remoteCountries: [],
    });
    expect(Date.parse(response.body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    [{}, 'Title is required'],
    [{ title: '   ' }, 'Title is required'],
    [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    [{ title: 'A', salary: -1 }, 'Salary must be 0 or more'],
    [{ title: 'A', salary: '100' }, 'Salary must be a number'],
    [{ title: 'A', jobType: 'contract' }, 'Job type must be one of full-time, part-time, internship'],
    [{ title: 'A', tags: 'a,b' }, 'Tags must be a list of text'],
    [{ title: 'A', tags: ['ok', ' '] }, 'Tags must not be empty'],
    [{ title: 'A', isActive: 'yes' }, 'isActive must be true or false'],
    [{ title: 'A', postedBy: 'someone-else' }, 'Unknown field: postedBy'],
    [{ title: 'A', createdAt: '2020-01-01' }, 'Unknown field: createdAt'],
  ])('when the body is %j, then 400 "%s"', async (body, message) => {
    const response = await createJob(admin.token, body);
    expect(response).toMatchObject({ status: 400, body: { message, code: 'validation_failed' } });
  });

  it.each(['candidate', 'employee'] as const)('when a %s creates a job, then 403', async (role) => {
    const token = { candidate, employee }[role].token;
    expect((await createJob(token, { title: 'Nope' })).status).toBe(403);
  });

  it('when no one is signed in, then 401', async () => {
    expect((await api.call('POST', '/api/job', { body: { title: 'x' } })).status).toBe(401);
  });
});

describe('GET /api/job', () => {
  it('when candidates and employees list jobs, then inactive ones are hidden; hr and admin see all', async () => {
    const department = uniqueDepartment();
    await createJob(admin.token, { title: 'Open role', department });
    await createJob(admin.token, { title: 'Closed role', department, isActive: false });
    const titlesFor = async (token: string) =>
      (await api.call('GET', `/api/job?department=${encodeURIComponent(department)}`, { token })).body.map(
        (job: { title: string }) => job.title,
      );
    expect(await titlesFor(candidate.token)).toEqual(['Open role']);
    expect(await titlesFor(employee.token)).toEqual(['Open role']);
    expect(await titlesFor(hr.token)).toEqual(['Closed role', 'Open role']);
    expect(await titlesFor(admin.token)).toEqual(['Closed role', 'Open role']);
  });

  it('when the list is longer than the limit, then pages follow the X-Next-Cursor header with no overlap', async () => {
    const department = uniqueDepartment();
    for (const title of ['One', 'Two', 'Three', 'Four', 'Five']) await createJob(admin.token, { title, department });
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const query: string = `department=${encodeURIComponent(department)}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await api.call('GET', `/api/job?${query}`, { token: candidate.token });
      seen.push(...page.body.map((job: { title: string }) => job.title));
      cursor = page.headers.get(NEXT_CURSOR_HEADER);
      pages++;
    }
    expect(seen).toEqual(['Five', 'Four', 'Three', 'Two', 'One']);
    expect(pages).toBe(3);
  });

  it('when filtering by job type, tag and a title word, then only matching jobs come back', async () => {
    const department = uniqueDepartment();
    await createJob(admin.token, { title: 'Senior Analyst', department, jobType: 'part-time', tags: ['sql'] });
    await createJob(admin.token, { title: 'Junior Analyst', department, jobType: 'internship', tags: ['excel'] });
    const titles = async (query: string) =>
      (
        await api.call('GET', `/api/job?department=${encodeURIComponent(department)}&${query}`, {
          token: candidate.token,
        })
      ).body.map((job: { title: string }) => job.title);
    expect(await titles('jobType=internship')).toEqual(['Junior Analyst']);
    expect(await titles('tag=sql')).toEqual(['Senior Analyst']);
    expect(await titles('q=SENIOR')).toEqual(['Senior Analyst']);
    expect(await titles('q=analyst')).toEqual(['Junior Analyst', 'Senior Analyst']);
  });

  it('when filtering by remote, then remote or on-site jobs only; the menus list the open jobs departments and locations', async () => {
    const department = uniqueDepartment();
    await createJob(admin.token, {
      title: 'Remote Writer',
      department,
      location: 'Anywhere',
      remote: true,
      remoteCountries: ['DE'],
    });
    await createJob(admin.token, { title: 'Office Writer', department, location: `Desk ${department}` });
    const titles = async (query: string) =>
      (
        await api.call('GET', `/api/job?department=${encodeURIComponent(department)}&${query}`, {
          token: candidate.token,
        })
      ).body.map((job: { title: string }) => job.title);
    expect(await titles('remote=true')).toEqual(['Remote Writer']);
    expect(await titles('remote=false')).toEqual(['Office Writer']);
    expect((await api.call('GET', '/api/job?remote=yes', { token: candidate.token })).status).toBe(400);

    const facets = await api.call('GET', '/api/job/facets', { token: candidate.token });
    expect(facets.status).toBe(200);
    expect(facets.body.departments).toContain(department);
    expect(facets.body.locations).toContain(`Desk ${department}`);
    expect(facets.headers.get('cache-control')).toBe('private, max-age=300');
  });

  it.each(['jobType=contract', 'limit=0', 'limit=101', 'cursor=not-a-cursor'])(
    'when the query is %s, then 400',
    async (query) => {
      expect((await api.call('GET', `/api/job?${query}`, { token: candidate.token })).status).toBe(400);
    },
  );

  it('when no one is signed in, then 401', async () => {
    expect((await api.call('GET', '/api/job')).status).toBe(401);
  });
});

describe('each audience gets its own view of a job', () => {
  const CANDIDATE_VIEW_KEYS = [
    '_id',
    'applied',
    'createdAt',
    'department',
    'description',
    'experienceRequired',
    'isActive',
    'jobType',
    'location',
    'questions',
    'remote',
    'remoteCountries',
    'salary',
    'salaryCurrency',
    'salaryPeriod',
    'slug',
    'steps',
    'tags',
    'title',
    'validThrough',
  ];
  const STAFF_VIEW_KEYS = [
    ...CANDIDATE_VIEW_KEYS.filter((key) => key !== 'steps' && key !== 'applied'),
    'kit',
    'postedBy',
    'stages',
    'updatedAt',
  ].sort();

  it.each([
    ['candidate', CANDIDATE_VIEW_KEYS],
    ['employee', CANDIDATE_VIEW_KEYS],
    ['hr', STAFF_VIEW_KEYS],
    ['admin', STAFF_VIEW_KEYS],
  ] as const)(
    'when a %s reads a job with a kit, one by one and in the list, then exactly these keys come back',
    async (role, keys) => {
      const department = uniqueDepartment();
      const created = await createJob(hr.token, {
        title: 'Viewed Role',
        department,
        kit: { attributes: [{ name: 'Judgement' }], questions: ['Which outage taught you most?'] },
      });
      const token = { candidate, employee, hr, admin }[role].token;
      const one = await api.call('GET', `/api/job/${created.body._id}`, { token });
      const list = await api.call('GET', `/api/job?department=${encodeURIComponent(department)}`, { token });
      expect(Object.keys(one.body).sort()).toEqual(keys);
      expect(list.body.map((job: object) => Object.keys(job).sort())).toEqual([keys]);
      expect(JSON.stringify([one.body, list.body]).includes('Which outage')).toBe(!keys.includes('steps'));
      if (keys.includes('steps')) expect(one.body.steps).toEqual(['applied', 'shortlisted', 'selected', 'rejected']);
    },
  );
});

describe('title search as it is typed', () => {
  it('when staff type the start of a title word, then the jobs with such a word come, and no others', async () => {
    const department = uniqueDepartment();
    await createJob(hr.token, { title: 'Senior Quokka Wrangler', department });
    await createJob(hr.token, { title: 'Quality Lead', department });
    const titlesFor = async (q: string) => {
      const query = `department=${encodeURIComponent(department)}&q=${encodeURIComponent(q)}`;
      const list = await api.call('GET', `/api/job?${query}`, { token: admin.token });
      return list.body.map((job: { title: string }) => job.title).sort();
    };
    expect(await titlesFor('quo')).toEqual(['Senior Quokka Wrangler']);
    expect(await titlesFor('Q')).toEqual(['Quality Lead', 'Senior Quokka Wrangler']);
    expect(await titlesFor('sen wrangl')).toEqual(['Senior Quokka Wrangler']);
    expect(await titlesFor('quokkas')).toEqual([]);
  });

  it('when jobs were stored with whole words only, then the migration lets their prefixes find them, once', async () => {
    const department = uniqueDepartment();
    const old = await db()
      .collection('jobs')
      .add({
        title: 'Legacy Platypus Keeper',
        titleWords: ['legacy', 'platypus', 'keeper'],
        department,
        isActive: true,
        tags: [],
        createdAt: new Date(),
      });
    const search = () =>
      api.call('GET', `/api/job?department=${encodeURIComponent(department)}&q=platy`, { token: admin.token });
    expect((await search()).body).toHaveLength(0);
    const first = await migrateJobTitleSearch();
    expect(first.jobs).toBeGreaterThanOrEqual(1);
    expect((await search()).body.map((job: { _id: string }) => job._id)).toEqual([old.id]);
    const stored = (await old.get()).get('titleWords');
    await migrateJobTitleSearch();
    expect((await old.get()).get('titleWords')).toEqual(stored);
  });
});

describe('a candidate sees which jobs they applied to', () => {
  it('when a candidate applied to one of two jobs, then the list and the job say so for them and for no one else', async () => {
    const department = uniqueDepartment();
    const first = await createJob(hr.token, { title: 'Applied Here', department });
    const second = await createJob(hr.token, { title: 'Not Applied Here', department });
    const { user } = await newApplicant(api, first.body._id, 'Marked Applicant');
    const listOf = async (token: string) => {
      const list = await api.call('GET', `/api/job?department=${encodeURIComponent(department)}`, { token });
      return Object.fromEntries(list.body.map((job: { title: string; applied: boolean }) => [job.title, job.applied]));
    };
    expect(await listOf(user.token)).toEqual({ 'Applied Here': true, 'Not Applied Here': false });
    expect(await listOf(candidate.token)).toEqual({ 'Applied Here': false, 'Not Applied Here': false });
    const one = await api.call('GET', `/api/job/${first.body._id}`, { token: user.token });
    expect(one.body.applied).toBe(true);
    const other = await api.call('GET', `/api/job/${second.body._id}`, { token: user.token });
    expect(other.body.applied).toBe(false);
  });
});

describe('PATCH /api/job/:id and DELETE /api/job/:id', () => {
  it('when admin edits a job, then only the sent fields change', async () => {
    const { body: job } = await createJob(admin.token, { title: 'Editable', salary: 100, tags: ['a'] });
    const response = await api.call('PATCH', `/api/job/${job._id}`, {
      token: admin.token,
      body: { salary: 200, isActive: false },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      title: 'Editable',
      salary: 200,
      tags: ['a'],
      isActive: false,
      postedBy: admin.uid,
    });
  });

  it.each([
    [{}, 'Send at least one field to change'],
    [{ postedBy: 'x' }, 'Unknown field: postedBy'],
    [{ title: '' }, 'Title is required'],
  ])('when the update is %j, then 400 "%s"', async (body, message) => {
    const { body: job } = await createJob(admin.token, { title: 'Strict' });
    expect(await api.call('PATCH', `/api/job/${job._id}`, { token: admin.token, body })).toMatchObject({
      status: 400,
      body: { message },
    });
  });

  it('when the job does not exist, then 404 for update and delete', async () => {
    expect((await api.call('PATCH', '/api/job/missing-job', { token: admin.token, body: { title: 'x' } })).status).toBe(
      404,
    );
    expect((await api.call('DELETE', '/api/job/missing-job', { token: admin.token })).status).toBe(404);
  });

  it.each(['candidate', 'employee'] as const)(
    'when a %s edits or deletes, then 403 and nothing changes',
    async (role) => {
      const { body: job } = await createJob(admin.token, { title: 'Protected' });
      const token = { candidate, employee }[role].token;
      expect((await api.call('PATCH', `/api/job/${job._id}`, { token, body: { title: 'Hacked' } })).status).toBe(403);
      expect((await api.call('DELETE', `/api/job/${job._id}`, { token })).status).toBe(403);
      expect((await db().collection('jobs').doc(job._id).get()).get('title')).toBe('Protected');
    },
  );

  it('when hr deletes a job without applications, then it is gone', async () => {
    const { body: job } = await createJob(hr.token, { title: 'Short-lived' });
    expect(await api.call('DELETE', `/api/job/${job._id}`, { token: hr.token })).toMatchObject({
      status: 200,
      body: { message: 'Job deleted', applications: 0 },
    });
    expect((await db().collection('jobs').doc(job._id).get()).exists).toBe(false);
  });
});
