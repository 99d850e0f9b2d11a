import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunnelRow, InsightsDto } from '@hr-portal/contract';
import { db } from '../src/lib/firebase.js';
import { countEvent } from '../src/flows/insights/count.js';
import { startServer, type TestServer } from './support/api.js';
import { allCounted, writeHistory, type Scripted } from './support/insights.js';
import { createTestUser, type TestUser } from './support/users.js';

// A small scripted history, its every table computed by hand. It lives in March 2026, a month no other test
// writes events in, so the all-jobs numbers of that month grow by exactly this job's.

let api: TestServer;
let admin: TestUser;
let hr: TestUser;
let panelist: TestUser;
let jobId: string;
let applicationIds: string[];
let allJobsBefore: InsightsDto;

const MARCH = { from: '2026-03-01', to: '2026-03-31' };

function history(interviewer: string, other: string): Record<string, Scripted[]> {
  return {
    // Applied via LinkedIn, interviewed, hired after 10 days.
    ann: [
      { type: 'applied', at: '2026-03-02T09:00:00Z', toStage: 'applied', toStatus: 'applied', source: 'linkedin' },
      { type: 'moved', at: '2026-03-02T19:00:00Z', fromStage: 'applied', toStage: 'screening', toStatus: 'applied' },
      { type: 'interviewer_assigned', at: '2026-03-03T09:00:00Z', interviewerUid: interviewer },
      { type: 'moved', at: '2026-03-04T09:00:00Z', fromStage: 'screening', toStage: 'interview' },
      { type: 'scorecard_submitted', at: '2026-03-04T12:00:00Z', interviewerUid: interviewer },
      { type: 'note_added', at: '2026-03-05T12:00:00Z', noteId: 'note-1' },
      // An offer sent, changed and sent again, accepted two days after it was last sent.
      { type: 'offer_approved', at: '2026-03-07T09:00:00Z', offerId: 'offer-ann' },
      { type: 'offer_changed', at: '2026-03-07T15:00:00Z', offerId: 'offer-ann' },
      { type: 'offer_approved', at: '2026-03-08T09:00:00Z', offerId: 'offer-ann' },
      { type: 'offer_accepted', at: '2026-03-10T09:00:00Z', offerId: 'offer-ann' },
      {
        type: 'hired',
        at: '2026-03-12T09:00:00Z',
        fromStage: 'interview',
        toStage: 'hired',
        fromStatus: 'shortlisted',
        toStatus: 'selected',
      },
    ],
    // Via LinkedIn too, rejected from Screening for skills.
    ben: [
      { type: 'applied', at: '2026-03-05T10:00:00Z', toStage: 'applied', toStatus: 'applied', source: 'linkedin' },
      { type: 'moved', at: '2026-03-05T14:00:00Z', fromStage: 'applied', toStage: 'screening' },
      {
        type: 'moved',
        at: '2026-03-06T14:00:00Z',
        fromStage: 'screening',
        toStage: 'rejected',
        toStatus: 'rejected',
        reasonId: 'skills',
      },
    ],
    // Direct, straight to Interview (skipping Screening), an overdue scorecard, then withdrew.
    cat: [
      { type: 'applied', at: '2026-03-10T08:00:00Z', toStage: 'applied', toStatus: 'applied' },
      { type: 'interviewer_assigned', at: '2026-03-11T08:00:00Z', interviewerUid: other },
      { type: 'interviewer_reminded', at: '2026-03-12T09:00:00Z', interviewerUid: other },
      { type: 'offer_approved', at: '2026-03-12T10:00:00Z', offerId: 'offer-cat' },
      { type: 'offer_declined', at: '2026-03-12T16:00:00Z', offerId: 'offer-cat' },
      { type: 'moved', at: '2026-03-13T08:00:00Z', fromStage: 'applied', toStage: 'interview' },
      { type: 'withdrawn', at: '2026-03-14T08:00:00Z', fromStage: 'interview', toStage: 'withdrawn' },
    ],
  };
}

const insights = (query: Record<string, string>, token = hr.token) =>
  api.call('GET', `/api/insights?${new URLSearchParams(query)}`, { token });

beforeAll(async () => {
  api = await startServer();
  [admin, hr, panelist] = await Promise.all([
    createTestUser('admin'),
    createTestUser('hr', 'Harriet Hiring'),
    createTestUser('employee', '=Pat Panel'),
  ]);
  jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Insights Analyst' } })).body._id;
  // Posted on 20 February: the first hire (12 March, 09:00) fills it 20 days later.
  await db()
    .collection('jobs')
    .doc(jobId)
    .update({ createdAt: Timestamp.fromDate(new Date('2026-02-20T00:00:00Z')) });
  allJobsBefore = (await insights(MARCH, admin.token)).body;
  applicationIds = await writeHistory(jobId, history(hr.uid, panelist.uid));
  expect(await allCounted(applicationIds)).toBe(21);
  // The trigger counts every suite's events: on a busy machine it may take longer than the default hook time.
}, 150_000);
afterAll(() => api.close());

describe('insights from a scripted history', () => {
  it('when hr reads a month of one job, then every table is as computed by hand', async () => {
    const answer = await insights({ jobId, ...MARCH });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ jobId, ...MARCH });
    expect(answer.body.funnel).toEqual([
      { stageId: 'applied', name: 'Applied', reached: 3, passedThrough: 3, conversion: 1 },
      { stageId: 'screening', name: 'Screening', reached: 3, passedThrough: 2, conversion: 0.667 },
      { stageId: 'interview', name: 'Interview', reached: 2, passedThrough: 1, conversion: 0.5 },
      { stageId: 'offer', name: 'Offer', reached: 1, passedThrough: 1, conversion: 1 },
      { stageId: 'hired', name: 'Hired', reached: 1, passedThrough: null, conversion: null },
    ]);
    // Applied: 10 h (ann), 4 h (ben), 72 h (cat). Screening: 38 h, 24 h. Interview: 8 days = 192 h, 24 h.
    expect(answer.body.timeInStage).toEqual([
      { stageId: 'applied', name: 'Applied', medianHours: 10, p75Hours: 41, samples: 3 },
      { stageId: 'screening', name: 'Screening', medianHours: 31, p75Hours: 34.5, samples: 2 },
      { stageId: 'interview', name: 'Interview', medianHours: 108, p75Hours: 150, samples: 2 },
      { stageId: 'offer', name: 'Offer', medianHours: null, p75Hours: null, samples: 0 },
      { stageId: 'hired', name: 'Hired', medianHours: null, p75Hours: null, samples: 0 },
    ]);
    expect(answer.body.sources).toEqual([
      { source: 'linkedin', applications: 2, interviews: 1, hires: 1 },
      { source: 'direct', applications: 1, interviews: 1, hires: 0 },
    ]);
    expect(answer.body.rejectionReasons).toEqual([
      { reasonId: 'skills', label: 'Skills do not match the role', count: 1 },
    ]);
    expect(answer.body.timeToHire).toEqual({ medianDays: 10, p75Days: 10, hires: 1 });
    expect(answer.body.timeToFill).toEqual({ medianDays: 20, p75Days: 20, jobs: 1 });
    // Three sends (ann's twice), one acceptance 48 hours after the last send, one decline.
    expect(answer.body.offers).toEqual({
      sent: 3,
      accepted: 1,
      declined: 1,
      acceptanceRate: 0.5,
      medianHoursToAccept: 48,
      p75HoursToAccept: 48,
    });
    expect(answer.body.interviewers).toHaveLength(2);
    expect(answer.body.interviewers).toEqual(
      expect.arrayContaining([
        { uid: panelist.uid, name: '=Pat Panel', assigned: 1, submitted: 0, overdue: 1 },
        { uid: hr.uid, name: 'Harriet Hiring', assigned: 1, submitted: 1, overdue: 0 },
      ]),
    );
  });

  it('when the range cuts a month, then its days are read: 5-6 March holds only ben', async () => {
    const answer = await insights({ jobId, from: '2026-03-05', to: '2026-03-06' });
    expect(answer.body.funnel.map((row: { reached: number }) => row.reached)).toEqual([1, 1, 0, 0, 0]);
    expect(answer.body.timeInStage.slice(0, 2)).toMatchObject([
      { stageId: 'applied', medianHours: 4, samples: 1 },
      { stageId: 'screening', medianHours: 24, samples: 1 },
    ]);
    expect(answer.body.sources).toEqual([{ source: 'linkedin', applications: 1, interviews: 0, hires: 0 }]);
    expect(answer.body.interviewers).toEqual([]);
  });

  it('when no job is named, then the numbers are all jobs: March 2026 grew by this job', async () => {
    const [all, one] = await Promise.all([insights(MARCH, admin.token), insights({ jobId, ...MARCH })]);
    expect(all.status).toBe(200);
    expect(all.body.jobId).toBeNull();
    const grown = all.body.funnel.map(
      (row: FunnelRow, index: number) => row.reached - allJobsBefore.funnel[index]!.reached,
    );
    expect(grown).toEqual(one.body.funnel.map((row: FunnelRow) => row.reached));
    const linkedin = (body: InsightsDto) => body.sources.find((row) => row.source === 'linkedin')?.applications ?? 0;
    expect(linkedin(all.body) - linkedin(allJobsBefore)).toBe(2);
    expect(all.body.timeToFill.jobs - allJobsBefore.timeToFill.jobs).toBe(1);
    expect(all.body.interviewers).toEqual(expect.arrayContaining(one.body.interviewers));
  });

  it('when a trigger is delivered again, then nothing is counted twice', async () => {
    const before = await insights({ jobId, ...MARCH });
    const events = await db().collection('applications').doc(applicationIds[0]!).collection('events').get();
    const outcomes = await Promise.all(events.docs.map((event) => countEvent(applicationIds[0]!, event.id)));
    expect(new Set(outcomes)).toEqual(new Set(['already counted']));
    expect((await insights({ jobId, ...MARCH })).body).toEqual(before.body);
  });

  it('when a table is downloaded as CSV, then it is the table, a formula-like name is text, and it is audited', async () => {
    const csv = await api.call('GET', `/api/insights/interviewers.csv?${new URLSearchParams({ jobId, ...MARCH })}`, {
      token: hr.token,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="insights-interviewers.csv"');
    const bytes = Buffer.from(csv.body);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(header).toBe('"uid","name","assigned","submitted","overdue"');
    expect(rows.sort()).toEqual([`"${panelist.uid}","'=Pat Panel",1,0,1`, `"${hr.uid}","Harriet Hiring",1,1,0`].sort());
    const funnel = await api.call('GET', `/api/insights/funnel.csv?${new URLSearchParams({ jobId, ...MARCH })}`, {
      token: admin.token,
    });
    expect(Buffer.from(funnel.body).toString('utf8').split('\r\n')[2]).toBe('"screening","Screening",3,2,0.667');
    const audit = await db()
      .collection('auditLog')
      .where('action', '==', 'insights.exported')
      .where('target.id', '==', jobId)
      .get();
    expect(audit.docs.map((entry) => entry.get('after.table')).sort()).toEqual(['funnel', 'interviewers']);
    expect(audit.docs.map((entry) => entry.get('target.label'))).toEqual(['Insights Analyst', 'Insights Analyst']);
  });
});

describe('who may read insights, and what is refused', () => {
  it('when a candidate or an employee asks, then 403; without a session, 401', async () => {
    const [candidate, employee] = await Promise.all([createTestUser('candidate'), createTestUser('employee')]);
    for (const user of [candidate, employee]) {
      expect((await insights({}, user.token)).status).toBe(403);
      expect((await api.call('GET', '/api/insights/funnel.csv', { token: user.token })).status).toBe(403);
    }
    expect((await api.call('GET', '/api/insights')).status).toBe(401);
  });

  it('when the query is bad, then 400 says which part; an unknown job or table is 404', async () => {
    expect(await insights({ from: '2026-13-01' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('from must be a date') },
    });
    expect(await insights({ from: '2026-03-10', to: '2026-03-01' })).toMatchObject({
      status: 400,
      body: { message: 'from must be on or before to' },
    });
    expect(await insights({ from: '2023-01-01', to: '2026-01-01' })).toMatchObject({
      status: 400,
      body: { message: 'The range is at most 731 days (two years)' },
    });
    expect(await insights({ jobId: 'no-such-job' })).toMatchObject({ status: 404, body: { message: 'No such job' } });
    expect((await insights({ jobId: '../jobs' })).status).toBe(404);
    expect((await api.call('GET', '/api/insights/everything.csv', { token: hr.token })).status).toBe(404);
    expect((await api.call('GET', '/api/insights/funnel', { token: hr.token })).status).toBe(404);
  });

  it('when nothing happened in the range, then every table is empty or zero', async () => {
    const answer = await insights({ jobId, from: '2026-04-01', to: '2026-04-30' });
    expect(answer.body.funnel.every((row: { reached: number }) => row.reached === 0)).toBe(true);
    expect(answer.body).toMatchObject({
      sources: [],
      rejectionReasons: [],
      interviewers: [],
      timeToHire: { medianDays: null, p75Days: null, hires: 0 },
    });
  });
});
