import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../src/lib/firebase.js';
import { migrateScreeningFields } from '../src/data/applications/screening-migration.js';
import { QUESTION_MESSAGES, type ApplicationDto, type CandidateJobDto } from '@hr-portal/contract';
import { makePdf, multipart } from '../../test-fixtures/pdf.js';
import { startServer, type TestServer } from './support/api.js';
import { createTestUser, type TestUser } from './support/users.js';
import { installReadMeter, readsOf } from './support/read-meter.js';
import { median, withWriteMeter } from './support/write-meter.js';

// Application questions: what a job asks, answers checked per question on the server, knockout rules that flag
// an application and never reject, move or e-mail anyone.

installReadMeter();

let api: TestServer;
let hr: TestUser;
let admin: TestUser;

const QUESTIONS = [
  {
    id: 'permit',
    type: 'yes_no',
    label: 'Do you have a work permit for Germany?',
    required: true,
    rule: { equals: true },
  },
  {
    id: 'level',
    type: 'single_choice',
    label: 'Your German',
    required: true,
    options: [
      { id: 'a', label: 'Basic' },
      { id: 'b', label: 'Fluent' },
      { id: 'c', label: 'Native' },
    ],
    rule: { oneOf: ['b', 'c'] },
  },
  {
    id: 'stack',
    type: 'multiple_choice',
    label: 'Which have you run in production?',
    options: [
      { id: 'k8s', label: 'Kubernetes' },
      { id: 'nomad', label: 'Nomad' },
      { id: 'ecs', label: 'ECS' },
    ],
    limits: { maxChoices: 2 },
  },
  {
    id: 'years',
    type: 'number',
    label: 'Years of experience',
    required: true,
    limits: { min: 0, max: 50 },
    rule: { min: 3 },
  },
  { id: 'start', type: 'date', label: 'Earliest start date' },
  { id: 'why', type: 'short_text', label: 'Why us?', limits: { maxLength: 50 } },
  { id: 'story', type: 'long_text', label: 'Tell us about an outage you handled', help: 'A few paragraphs' },
  { id: 'github', type: 'link', label: 'GitHub profile' },
  { id: 'letter', type: 'file', label: 'Cover letter' },
];

const GOOD = { permit: true, level: 'b', years: 5 };

beforeAll(async () => {
  api = await startServer();
  [hr, admin] = await Promise.all([createTestUser('hr'), createTestUser('admin')]);
}, 60_000);
afterAll(() => api.close());

async function newJob(questions: unknown[] = QUESTIONS) {
  const created = await api.call('POST', '/api/job', {
    token: hr.token,
    body: { title: 'Platform Engineer', questions },
  });
  expect(created.status).toBe(201);
  return created.body._id as string;
}

async function candidateWithResume(name = 'Applicant') {
  const user = await createTestUser('candidate', name);
  const resume = await api.upload('/api/document/upload', user.token, multipart('cv.pdf', makePdf(user.email)));
  expect(resume.status).toBe(201);
  return { user, resumeUrl: resume.body.filePath as string };
}

const apply = (user: TestUser, jobId: string, body: Record<string, unknown>) =>
  api.call('POST', `/api/application/${jobId}`, { token: user.token, body });

const staffView = (id: string) => api.call<ApplicationDto>('GET', `/api/application/${id}`, { token: hr.token });

describe('questions on a job', () => {
  it('when hr saves a job with every question type, then staff read them whole and candidates never see a rule', async () => {
    const jobId = await newJob();
    const staff = await api.call('GET', `/api/job/${jobId}`, { token: hr.token });
    expect(staff.body.questions).toHaveLength(QUESTIONS.length);
    expect(staff.body.questions[0]).toEqual({ ...QUESTIONS[0] });
    expect(staff.body.questions[3]).toEqual({ ...QUESTIONS[3] });

    const candidate = await createTestUser('candidate');
    const seen = await api.call<CandidateJobDto>('GET', `/api/job/${jobId}`, { token: candidate.token });
    expect(seen.status).toBe(200);
    expect(seen.body.questions.map((question) => question.id)).toEqual(QUESTIONS.map((question) => question.id));
    expect(JSON.stringify(seen.body)).not.toContain('rule');
    expect(seen.body.questions[1]).toEqual({
      id: 'level',
      type: 'single_choice',
      label: 'Your German',
      required: true,
      options: QUESTIONS[1]!.options,
    });
    const listed = await api.call<CandidateJobDto[]>('GET', '/api/job?limit=100', { token: candidate.token });
    expect(JSON.stringify(listed.body)).not.toContain('"rule"');
  });

  it('when a question has no ids, then it and its options get ids from their labels', async () => {
    const jobId = await newJob([
      { type: 'single_choice', label: 'Which office?', options: [{ label: 'Berlin' }, { label: 'Lisbon' }] },
      { type: 'short_text', label: 'Which office?' },
    ]);
    const job = await api.call('GET', `/api/job/${jobId}`, { token: hr.token });
    expect(job.body.questions).toEqual([
      {
        id: 'which-office',
        type: 'single_choice',
        label: 'Which office?',
        required: false,
        options: [
          { id: 'berlin', label: 'Berlin' },
          { id: 'lisbon', label: 'Lisbon' },
        ],
      },
      { id: 'which-office-2', type: 'short_text', label: 'Which office?', required: false },
    ]);
  });

  it.each([
    [[{ type: 'essay', label: 'X' }], 'Question type must be one of'],
    [[{ type: 'short_text', label: '' }], 'Question is required'],
    [[{ type: 'short_text', label: 'x'.repeat(201) }], 'Question must be at most 200 characters'],
    [[{ type: 'short_text', label: 'Why?', rule: { equals: true } }], 'Why?: Only yes/no, choice and number'],
    [[{ type: 'yes_no', label: 'Permit?', rule: { min: 1 } }], 'Permit?: An at-least/at-most rule is for number'],
    [
      [{ type: 'single_choice', label: 'Pick', options: [{ id: 'a', label: 'A' }] }],
      'Pick: A choice question has at least 2',
    ],
    [
      [
        {
          type: 'single_choice',
          label: 'Pick',
          options: [
            { id: 'a', label: 'A' },
            { id: 'b', label: 'B' },
          ],
          rule: { oneOf: ['z'] },
        },
      ],
      'Pick: The rule names an option',
    ],
    [[{ type: 'number', label: 'Years', limits: { min: 5, max: 1 } }], 'Years: The minimum is above the maximum'],
    [[{ type: 'short_text', label: 'Why?', limits: { maxLength: 201 } }], 'Why?: Short text allows at most 200'],
    [Array.from({ length: 31 }, (_, n) => ({ type: 'yes_no', label: `Q${n}` })), QUESTION_MESSAGES.tooMany],
    [Array.from({ length: 4 }, (_, n) => ({ type: 'file', label: `File ${n}` })), QUESTION_MESSAGES.tooManyFiles],
    [
      [
        { id: 'same', type: 'yes_no', label: 'A' },
        { id: 'same', type: 'yes_no', label: 'B' },
      ],
      QUESTION_MESSAGES.duplicateId,
    ],
    [[{ id: '__proto__', type: 'yes_no', label: 'A' }], 'Question id is lower-case'],
    [[{ type: 'yes_no', label: 'A', secret: 1 }], 'Unknown field: secret'],
  ])('when a job is saved with a bad question (%#), then 400 says what is wrong', async (questions, message) => {
    const response = await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Bad', questions } });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });
});

describe('answering', () => {
  it('when a job asks nothing, then the old apply body (resume only) still files the application', async () => {
    const jobId = await newJob([]);
    const { user, resumeUrl } = await candidateWithResume();
    const applied = await apply(user, jobId, { resumeUrl });
    expect(applied.status).toBe(201);
    const staff = await staffView(applied.body._id);
    expect(staff.body.answers).toEqual([]);
    expect(staff.body.flags).toEqual([]);
  });

  it('when a required question is not answered, then 400 names it and nothing is filed', async () => {
    const jobId = await newJob();
    const { user, resumeUrl } = await candidateWithResume();
    const missing = await apply(user, jobId, { resumeUrl });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Do you have a work permit for Germany?: an answer is required');
    const mine = await api.call('GET', '/api/application/my', { token: user.token });
    expect(mine.body).toEqual([]);
  });

  const long = 'x'.repeat(100_000);
  it.each([
    ['permit', 'yes', 'Do you have a work permit for Germany?: answer yes or no'],
    ['permit', 1, 'Do you have a work permit for Germany?: answer yes or no'],
    ['level', 'zz', 'Your German: choose one of the options'],
    ['level', ['b'], 'Your German: choose one of the options'],
    ['stack', ['k8s', 'k8s'], 'Which have you run in production?: choose from the options'],
    ['stack', ['k8s', 'nomad', 'ecs'], 'Which have you run in production?: choose at most 2'],
    ['stack', 'k8s', 'Which have you run in production?: choose from the options'],
    ['stack', [{ id: 'k8s' }], 'Which have you run in production?: choose from the options'],
    ['years', '5', 'Years of experience: enter a number'],
    ['years', 51, 'Years of experience: enter a number between 0 and 50'],
    ['years', -1, 'Years of experience: enter a number between 0 and 50'],
    ['start', '2026-02-30', 'Earliest start date: enter a date (YYYY-MM-DD)'],
    ['start', '1800-01-01', 'Earliest start date: enter a date from 1900 to 2100'],
    ['why', 'y'.repeat(51), 'Why us?: at most 50 characters'],
    ['story', long, 'Tell us about an outage you handled: at most 2000 characters'],
    ['story', { text: 'nested' }, 'Tell us about an outage you handled: enter text'],
    ['github', 'javascript:alert(1)', 'GitHub profile: enter a full http(s) address'],
    ['github', 'https://user:pw@github.com/x', 'GitHub profile: enter a full http(s) address'],
    ['letter', 42, 'Cover letter: choose a PDF'],
  ])('when %s gets a bad answer (%#), then 400 names the question', async (id, value, message) => {
    const jobId = await newJob();
    const { user, resumeUrl } = await candidateWithResume();
    const response = await apply(user, jobId, { resumeUrl, answers: { ...GOOD, [id]: value } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('when answers name unknown questions, prototype keys or are 1,000 entries, then 400 and nothing is filed', async () => {
    const jobId = await newJob();
    const { user, resumeUrl } = await candidateWithResume();
    const unknown = await apply(user, jobId, { resumeUrl, answers: { ...GOOD, salary: 1 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(`${QUESTION_MESSAGES.unknownQuestion}: salary`);
    for (const key of ['__proto__', 'constructor', 'toString']) {
      const raw = `{"resumeUrl":${JSON.stringify(resumeUrl)},"answers":{"permit":true,"level":"b","years":5,"${key}":{"x":1}}}`;
      const response = await api.call('POST', `/api/application/${jobId}`, {
        token: user.token,
        rawBody: Buffer.from(raw),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(new RegExp(`^${QUESTION_MESSAGES.unknownQuestion}`));
    }
    const many = Object.fromEntries(Array.from({ length: 1000 }, (_, n) => [`q${n}`, 'x']));
    const flood = await apply(user, jobId, { resumeUrl, answers: many });
    expect(flood.status).toBe(400);
    expect(flood.body.message).toBe(QUESTION_MESSAGES.tooManyAnswers);
    const notObject = await apply(user, jobId, { resumeUrl, answers: [true] });
    expect(notObject.status).toBe(400);
    expect(notObject.body.message).toBe(QUESTION_MESSAGES.answersNotObject);
    expect((await api.call('GET', '/api/application/my', { token: user.token })).body).toEqual([]);
  });

  it("when a file answer is another person's document, then 403; one's own PDF is copied and opens for staff", async () => {
    const jobId = await newJob();
    const { user, resumeUrl } = await candidateWithResume();
    const other = await candidateWithResume('Other');
    const refused = await apply(user, jobId, { resumeUrl, answers: { ...GOOD, letter: other.resumeUrl } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(`Cover letter: ${QUESTION_MESSAGES.fileNotYours}`);

    const letter = await api.upload('/api/document/upload', user.token, multipart('letter.pdf', makePdf('Dear team')));
    const applied = await apply(user, jobId, { resumeUrl, answers: { ...GOOD, letter: letter.body.filePath } });
    expect(applied.status).toBe(201);
    const staff = await staffView(applied.body._id);
    const answer = staff.body.answers.find((item) => item.questionId === 'letter')!;
    expect(answer).toMatchObject({ type: 'file', label: 'Cover letter', value: letter.body._id, text: 'letter.pdf' });
    const opened = await api.call('GET', answer.fileUrl!);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    const forged = await api.call('GET', answer.fileUrl!.replace(/signature=[^&]+/, 'signature=forged'));
    expect(forged.status).toBe(403);
  });
});

describe('knockouts flag and never reject', () => {
  it('when answers miss rules, then the application is flagged with the answers, stays applied in the first stage, and only the confirmation is e-mailed', async () => {
    const jobId = await newJob();
    const { user, resumeUrl } = await candidateWithResume('Flagged');
    const applied = await apply(user, jobId, {
      resumeUrl,
      answers: {
        permit: false,
        level: 'a',
        years: 1,
        stack: ['nomad', 'k8s'],
        why: '  Remote work  ',
        start: '2027-01-04',
      },
    });
    expect(applied.status).toBe(201);
    expect(applied.body.status).toBe('applied');
    expect(JSON.stringify(applied.body)).not.toContain('flag');
    const staff = (await staffView(applied.body._id)).body;
    expect(staff.status).toBe('applied');
    expect(staff.stage).toBe('applied');
    expect(staff.flags).toEqual([
      { questionId: 'permit', label: 'Do you have a work permit for Germany?', answer: 'No' },
      { questionId: 'level', label: 'Your German', answer: 'Basic' },
      { questionId: 'years', label: 'Years of experience', answer: '1' },
    ]);
    expect(staff.answers.find((answer) => answer.questionId === 'stack')).toEqual({
      questionId: 'stack',
      type: 'multiple_choice',
      label: 'Which have you run in production?',
      value: ['k8s', 'nomad'],
      text: 'Kubernetes, Nomad',
    });
    expect(staff.answers.find((answer) => answer.questionId === 'why')?.text).toBe('Remote work');
    const mail = await api.call<{ event: string }[]>('GET', `/api/application/${applied.body._id}/mail`, {
      token: hr.token,
    });
    expect(mail.body.map((message) => message.event)).toEqual(['application_received']);
    const events = await api.call<{ type: string }[]>('GET', `/api/application/${applied.body._id}/events`, {
      token: hr.token,
    });
    expect(events.body.map((event) => event.type)).toEqual(['applied']);
  });

  it('when staff filter by "meets every must-have", then only applications without flags are listed, per job and overall', async () => {
    const jobId = await newJob();
    const meets = await candidateWithResume('Meets');
    const misses = await candidateWithResume('Misses');
    const good = await apply(meets.user, jobId, { resumeUrl: meets.resumeUrl, answers: GOOD });
    const bad = await apply(misses.user, jobId, { resumeUrl: misses.resumeUrl, answers: { ...GOOD, years: 2 } });
    const all = await api.call<ApplicationDto[]>('GET', `/api/application?job=${jobId}`, { token: hr.token });
    expect(all.body.map((application) => application._id).sort()).toEqual([good.body._id, bad.body._id].sort());
    const filtered = await api.call<ApplicationDto[]>('GET', `/api/application?job=${jobId}&meets=true`, {
      token: hr.token,
    });
    expect(filtered.body.map((application) => application._id)).toEqual([good.body._id]);
    const overall = await api.call<ApplicationDto[]>('GET', '/api/application?meets=true&limit=100', {
      token: admin.token,
    });
    expect(overall.body.every((application) => application.flags.length === 0)).toBe(true);
    const badFilter = await api.call('GET', '/api/application?meets=yes', { token: hr.token });
    expect(badFilter.status).toBe(400);

    const counts = await api.call('GET', `/api/insights/knockouts?jobId=${jobId}`, { token: hr.token });
    expect(counts.body).toEqual({
      applicants: 2,
      rules: [
        { questionId: 'permit', label: 'Do you have a work permit for Germany?', rule: 'must be Yes', flagged: 0 },
        { questionId: 'level', label: 'Your German', rule: 'one of: Fluent, Native', flagged: 0 },
        { questionId: 'years', label: 'Years of experience', rule: 'at least 3', flagged: 1 },
      ],
    });
    const candidateAsks = await api.call('GET', `/api/insights/knockouts?jobId=${jobId}`, { token: meets.user.token });
    expect(candidateAsks.status).toBe(403);
    expect((await api.call('GET', '/api/insights/knockouts', { token: hr.token })).status).toBe(400);
  });

  it('when a question is reworded while the job is open, then earlier answers keep the wording they were given under', async () => {
    const jobId = await newJob();
    const { user, resumeUrl } = await candidateWithResume();
    const applied = await apply(user, jobId, { resumeUrl, answers: { ...GOOD, years: 2 } });
    const reworded = QUESTIONS.map((question) =>
      question.id === 'years' ? { ...question, label: 'Years running Kubernetes' } : question,
    );
    const saved = await api.call('PATCH', `/api/job/${jobId}`, { token: hr.token, body: { questions: reworded } });
    expect(saved.status).toBe(200);
    const staff = (await staffView(applied.body._id)).body;
    expect(staff.answers.find((answer) => answer.questionId === 'years')?.label).toBe('Years of experience');
    expect(staff.flags).toEqual([{ questionId: 'years', label: 'Years of experience', answer: '2' }]);
  });
});

describe('applications filed before questions', () => {
  it('when the migration runs, then an older application without the screening fields passes the filter, and a second run changes nothing', async () => {
    const jobId = await newJob([]);
    const { user, resumeUrl } = await candidateWithResume('Older');
    const applied = await apply(user, jobId, { resumeUrl });
    const ref = db().collection('applications').doc(applied.body._id);
    await ref.update({ meetsMustHaves: FieldValue.delete(), flaggedQuestions: FieldValue.delete() });
    const before = await api.call<ApplicationDto[]>('GET', `/api/application?job=${jobId}&meets=true`, {
      token: hr.token,
    });
    expect(before.body).toEqual([]);
    expect((await migrateScreeningFields()).applications).toBeGreaterThanOrEqual(1);
    expect((await ref.get()).get('meetsMustHaves')).toBe(true);
    const after = await api.call<ApplicationDto[]>('GET', `/api/application?job=${jobId}&meets=true`, {
      token: hr.token,
    });
    expect(after.body.map((application) => application._id)).toEqual([applied.body._id]);
    const again = await ref.get();
    await migrateScreeningFields();
    expect((await ref.get()).updateTime!.isEqual(again.updateTime!)).toBe(true);
  });
});

describe('through Hosting -> Functions runtime -> app', () => {
  const HOSTING_URL = process.env.HOSTING_URL ?? 'http://127.0.0.1:5000';
  const hosted = async (method: string, path: string, token: string, body?: string) => {
    const response = await fetch(`${HOSTING_URL}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('when answers cross the real path, then a prototype key is refused by name, good answers are flagged as in-process, the wrong role is 403 and an ended session 401', async () => {
    const jobId = await newJob();
    const user = await createTestUser('candidate', 'Hosted');
    // Stored through the real path too: the Functions emulator keeps its files apart from the in-process API's.
    const file = multipart('cv.pdf', makePdf(user.email));
    const upload = await fetch(`${HOSTING_URL}/api/document/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': file.contentType },
      body: new Uint8Array(file.body),
    });
    expect(upload.status).toBe(201);
    const resumeUrl = ((await upload.json()) as { filePath: string }).filePath;
    const proto = await hosted(
      'POST',
      `/api/application/${jobId}`,
      user.token,
      `{"resumeUrl":${JSON.stringify(resumeUrl)},"answers":{"permit":true,"level":"b","years":5,"__proto__":{"x":1}}}`,
    );
    expect(proto).toEqual({
      status: 400,
      body: { message: `${QUESTION_MESSAGES.unknownQuestion}: __proto__`, code: 'validation_failed' },
    });
    const filed = await hosted(
      'POST',
      `/api/application/${jobId}`,
      user.token,
      JSON.stringify({ resumeUrl, answers: { ...GOOD, years: 1 } }),
    );
    expect(filed.status).toBe(201);
    const staff = await hosted('GET', `/api/application/${String(filed.body._id)}`, hr.token);
    expect(staff.body.flags).toEqual([{ questionId: 'years', label: 'Years of experience', answer: '1' }]);

    expect((await hosted('GET', `/api/insights/knockouts?jobId=${jobId}`, user.token)).status).toBe(403);
    expect((await hosted('POST', '/api/questions', user.token, JSON.stringify(QUESTIONS[0]))).status).toBe(403);
    expect((await hosted('POST', `/api/survey/${String(filed.body._id)}`, hr.token, '{}')).status).toBe(403);

    // auth_time is in whole seconds: sign out everywhere in a later second than the sign-in.
    await new Promise((done) => setTimeout(done, 1100));
    expect((await hosted('POST', '/api/user/me/sign-out-everywhere', user.token)).status).toBe(200);
    const ended = await hosted('GET', `/api/survey?application=${String(filed.body._id)}`, user.token);
    expect(ended.status).toBe(401);
    const answer = await hosted(
      'POST',
      `/api/survey/${String(filed.body._id)}`,
      user.token,
      JSON.stringify({ consent: true, noticeVersion: 1, answers: {} }),
    );
    expect(answer.status).toBe(401);
    expect((await db().collection('surveyResponses').doc(String(filed.body._id)).get()).exists).toBe(false);
  });
});

describe('the question library', () => {
  it('when hr adds a question, then the team lists it, a candidate cannot, and removing it leaves jobs as they are', async () => {
    const added = await api.call('POST', '/api/questions', { token: hr.token, body: QUESTIONS[0] });
    expect(added.status).toBe(201);
    expect(added.body.question).toEqual(QUESTIONS[0]);
    const listed = await api.call<{ _id: string }[]>('GET', '/api/questions', { token: admin.token });
    expect(listed.body.some((item) => item._id === added.body._id)).toBe(true);
    const candidate = await createTestUser('candidate');
    expect((await api.call('GET', '/api/questions', { token: candidate.token })).status).toBe(403);
    expect((await api.call('POST', '/api/questions', { token: candidate.token, body: QUESTIONS[0] })).status).toBe(403);
    const bad = await api.call('POST', '/api/questions', {
      token: hr.token,
      body: { type: 'number', label: 'N', rule: { equals: true } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('N: A yes/no rule is for yes/no questions');
    const removed = await api.call('DELETE', `/api/questions/${added.body._id}`, { token: hr.token });
    expect(removed.status).toBe(200);
    expect((await api.call('DELETE', `/api/questions/${added.body._id}`, { token: hr.token })).status).toBe(404);
  });
});

describe('the cost of answering', () => {
  it('when an application carries 20 answers, then it costs the same reads and writes as one without (figures printed)', async () => {
    const twenty = Array.from({ length: 20 }, (_, n) =>
      n % 2 === 0
        ? { id: `q${n}`, type: 'short_text', label: `Question ${n}`, required: true }
        : { id: `q${n}`, type: 'number', label: `Question ${n}`, required: true, rule: { min: 1 } },
    );
    const answers = Object.fromEntries(twenty.map((question, n) => [question.id, n % 2 === 0 ? `Answer ${n}` : n]));
    const withQuestions = await newJob(twenty);
    const without = await newJob([]);
    await withWriteMeter(async (writes) => {
      const measure = async (jobId: string, body: (resumeUrl: string) => Record<string, unknown>) => {
        const runs: { reads: number; writes: number; ms: number }[] = [];
        for (let n = 0; n < 5; n += 1) {
          const { user, resumeUrl } = await candidateWithResume();
          const before = writes();
          const started = performance.now();
          let status = 0;
          const reads = await readsOf(async () => {
            status = (await apply(user, jobId, body(resumeUrl))).status;
          });
          runs.push({ reads, writes: writes() - before, ms: performance.now() - started });
          expect(status).toBe(201);
        }
        return runs;
      };
      const plain = await measure(without, (resumeUrl) => ({ resumeUrl }));
      const answered = await measure(withQuestions, (resumeUrl) => ({ resumeUrl, answers }));
      const summary = (runs: typeof plain) =>
        `reads ${median(runs.map((run) => run.reads))}, writes ${median(runs.map((run) => run.writes))}, median ${median(
          runs.map((run) => run.ms),
        ).toFixed(0)} ms (${runs.map((run) => run.ms.toFixed(0)).join(', ')})`;
      console.log(`[questions] apply without answers: ${summary(plain)}`);
      console.log(`[questions] apply with 20 answers: ${summary(answered)}`);
      expect(median(answered.map((run) => run.reads))).toBe(median(plain.map((run) => run.reads)));
      expect(median(answered.map((run) => run.writes))).toBe(median(plain.map((run) => run.writes)));
    });
  }, 120_000);
});
