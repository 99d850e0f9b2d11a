import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { INBOX_AUDIENCES, type InboxDto, type InboxKind } from '@hr-portal/contract';
import { db } from '../src/lib/firebase.js';
import { notifyIn } from '../src/data/notifications/notifications.js';
import { startServer, type TestServer } from './support/api.js';
import { newApplicant, offerAwaitingApproval } from './support/applicants.js';
import { installReadMeter, readsOf } from './support/read-meter.js';
import { createTestUser, type TestUser } from './support/users.js';

let api: TestServer;
let admin: TestUser;
let hr: TestUser;
let jobId: string;

beforeAll(async () => {
  installReadMeter();
  api = await startServer();
  [admin, hr] = await Promise.all([createTestUser('admin', 'Ada Admin'), createTestUser('hr', 'Hal Recruiter')]);
  jobId = (
    await api.call('POST', '/api/job', {
      token: hr.token,
      body: { title: 'Inbox Role', kit: { attributes: [{ name: 'Craft' }] } },
    })
  ).body._id;
});
afterAll(() => api.close());

const inboxOf = async (user: TestUser) => {
  const answer = await api.call<InboxDto>('GET', '/api/inbox', { token: user.token });
  expect(answer.status).toBe(200);
  return answer.body;
};
const itemsOf = (inbox: InboxDto, kind: InboxKind) => inbox.items.filter((item) => item.kind === kind);
/** Long before any other test's documents: a queue shared with other files lists this one first. */
const LONG_AGO = Timestamp.fromDate(new Date('2001-01-01T00:00:00Z'));

const post = (path: string, user: TestUser, body?: unknown) => api.call('POST', path, { token: user.token, body });
const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, ranges: [{ start: '00:00', end: '24:00' }] }));

/** An employee who can interview at any hour, on the application's panel. */
async function panelMember(applicationId: string, name: string) {
  const person = await createTestUser('employee', name);
  const hours = { timeZone: 'UTC', weekly: ALL_WEEK, bufferMinutes: 0, maxPerDay: 12, minNoticeHours: 0 };
  expect((await api.call('PUT', '/api/me/availability', { token: person.token, body: hours })).status).toBe(200);
  expect((await post(`/api/application/${applicationId}/interviewers`, hr, { uid: person.uid })).status).toBe(201);
  return person;
}

describe('GET /api/inbox', () => {
  it('when someone is signed out, then 401', async () => {
    expect((await api.call('GET', '/api/inbox')).status).toBe(401);
  });

  it('when an employee owes a scorecard, then it waits for them alone, and leaves once they submit it', async () => {
    const { id } = await newApplicant(api, jobId, 'Ina Inbox');
    const interviewer = await panelMember(id, 'Ivo Interviewer');
    const other = await createTestUser('employee');

    const before = await inboxOf(interviewer);
    expect(itemsOf(before, 'scorecard_owed')).toEqual([
      {
        kind: 'scorecard_owed',
        title: 'Scorecard for Ina Inbox · Inbox Role',
        subject: 'Ina Inbox · Inbox Role',
        href: `/employee/interviews/${id}`,
      },
    ]);
    expect(before.counts.scorecard_owed).toBe(1);
    expect((await inboxOf(other)).counts.scorecard_owed).toBeUndefined();

    const scored = await api.call('PUT', `/api/application/${id}/scorecard`, {
      token: interviewer.token,
      body: { ratings: { craft: 3 }, recommendation: 'yes', notes: 'Good' },
    });
    expect(scored.status).toBe(200);
    const after = await inboxOf(interviewer);
    expect(itemsOf(after, 'scorecard_owed')).toEqual([]);
    expect(after.counts.scorecard_owed).toBeUndefined();
  });

  it('when hr sends a booking link, then the candidate is asked to book; once booked, the panel sees the interview soon', async () => {
    const { user, id } = await newApplicant(api, jobId, 'Bo Booker');
    const interviewer = await panelMember(id, 'Pam Panel');
    const link = await post(`/api/application/${id}/schedule`, hr, { lengthMinutes: 30, required: 'all', days: 2 });
    expect(link.status).toBe(201);
    const bookingId = link.body.bookingId as string;

    expect(itemsOf(await inboxOf(user), 'interview_to_book')).toEqual([
      expect.objectContaining({ title: 'Book your interview for Inbox Role', href: `/bookings/${bookingId}` }),
    ]);
    expect((await inboxOf(await createTestUser('candidate'))).counts.interview_to_book).toBeUndefined();

    const [first] = (await api.call('GET', `/api/booking/${bookingId}/slots`, { token: user.token })).body;
    expect((await post(`/api/booking/${bookingId}`, user, { start: first.start })).status).toBe(201);
    expect(itemsOf(await inboxOf(user), 'interview_to_book')).toEqual([]);
    expect(itemsOf(await inboxOf(interviewer), 'interview_soon')).toEqual([
      {
        kind: 'interview_soon',
        title: 'Interview for Inbox Role',
        subject: 'Inbox Role',
        href: `/employee/interviews/${id}`,
        dueAt: first.start,
      },
    ]);
  });

  it('when an offer waits for approval, then admins see it first and hr not at all; approved, the candidate is asked to answer', async () => {
    const { user, id } = await newApplicant(api, jobId, 'Olga Offer');
    const offerId = await offerAwaitingApproval(api, id, hr);
    await db().collection('offers').doc(offerId).update({ submittedAt: LONG_AGO });

    const href = `/admin/pipeline?job=${jobId}&application=${id}`;
    expect(itemsOf(await inboxOf(admin), 'offer_to_approve')[0]).toEqual({
      kind: 'offer_to_approve',
      title: 'Offer for Olga Offer · Inbox Role awaits approval',
      subject: 'Olga Offer · Inbox Role',
      href,
      dueAt: LONG_AGO.toDate().toISOString(),
    });
    expect((await inboxOf(hr)).counts.offer_to_approve).toBeUndefined();
    expect(itemsOf(await inboxOf(user), 'offer_to_answer')).toEqual([]);

    expect((await post(`/api/offer/${offerId}/approve`, admin)).status).toBe(200);
    expect(itemsOf(await inboxOf(admin), 'offer_to_approve').map((item) => item.href)).not.toContain(href);
    expect(itemsOf(await inboxOf(user), 'offer_to_answer')).toEqual([
      {
        kind: 'offer_to_answer',
        title: 'Your offer for Inbox Role awaits your answer',
        subject: 'Inbox Role',
        href: '/candidate/applications',
      },
    ]);
  });

  it('when an application has waited at Applied for days, then hr sees it until someone moves it', async () => {
    const { id } = await newApplicant(api, jobId, 'Wes Waiting');
    const href = `/hr/pipeline?job=${jobId}&application=${id}`;
    expect(itemsOf(await inboxOf(hr), 'application_waiting').map((item) => item.href)).not.toContain(href);
    await db().collection('applications').doc(id).update({ stageEnteredAt: LONG_AGO });
    expect(itemsOf(await inboxOf(hr), 'application_waiting')[0]).toEqual({
      kind: 'application_waiting',
      title: 'Wes Waiting · Inbox Role waits to be looked at',
      subject: 'Wes Waiting · Inbox Role',
      href,
      dueAt: LONG_AGO.toDate().toISOString(),
    });
    const moved = await api.call('PATCH', `/api/application/${id}/stage`, {
      token: hr.token,
      body: { stage: 'interview' },
    });
    expect(moved.status).toBe(200);
    expect(itemsOf(await inboxOf(hr), 'application_waiting').map((item) => item.href)).not.toContain(href);
  });

  it('when an onboarding task a person owns is past due, then it waits for them and nobody else', async () => {
    const owner = await createTestUser('employee', 'Nia Newhire');
    const task = db().collection('onboardingTasks').doc();
    await task.set({
      planId: 'inbox-plan',
      person: owner.uid,
      title: 'Sign the handbook',
      description: '',
      kind: 'task',
      owner: 'new_hire',
      ownerUid: owner.uid,
      hrUid: hr.uid,
      colleagueRole: '',
      dueDay: 1,
      dueDate: '2001-01-02',
      status: 'open',
      policyId: '',
      documentId: '',
      comment: '',
      signature: null,
    });
    expect(itemsOf(await inboxOf(owner), 'onboarding_task_overdue')).toEqual([
      {
        kind: 'onboarding_task_overdue',
        title: 'Overdue: Sign the handbook',
        subject: 'Sign the handbook',
        href: '/employee/onboarding',
        dueAt: '2001-01-02T00:00:00.000Z',
      },
    ]);
    expect((await inboxOf(hr)).items.filter((item) => item.title === 'Overdue: Sign the handbook')).toEqual([]);
    await task.update({ status: 'done' });
    expect((await inboxOf(owner)).counts.onboarding_task_overdue).toBeUndefined();
  });

  it('when a possible duplicate is open, then staff see how many, and others never', async () => {
    await db()
      .collection('duplicatePairs')
      .doc('inbox-pair')
      .set({
        uids: ['inbox-a', 'inbox-b'],
        status: 'open',
        foundAt: Timestamp.now(),
        reasons: ['email'],
      });
    const [item] = itemsOf(await inboxOf(hr), 'duplicates_to_review');
    expect(item).toEqual({
      kind: 'duplicates_to_review',
      title: 'Possible duplicates to review',
      subject: '',
      href: '/hr/people/duplicates',
      count: expect.any(Number),
    });
    expect(item!.count).toBeGreaterThanOrEqual(1);
    expect((await inboxOf(await createTestUser('employee'))).counts.duplicates_to_review).toBeUndefined();
  });

  it('when a privacy request is due within 7 days, then admins see it until it is answered, and hr never', async () => {
    const request = db().collection('privacyRequests').doc();
    await request.set({
      type: 'erasure',
      person: 'inbox-requester',
      receivedAt: LONG_AGO,
      dueAt: LONG_AGO,
      status: 'open',
      handledBy: null,
      handledAt: null,
    });
    const listed = itemsOf(await inboxOf(admin), 'privacy_request_due');
    expect(listed[0]).toEqual({
      kind: 'privacy_request_due',
      title: 'Erasure request due soon',
      subject: 'Erasure request',
      href: '/admin/privacy',
      dueAt: LONG_AGO.toDate().toISOString(),
    });
    const inAWeek = Date.now() + 7 * 86_400_000;
    expect(listed.every((item) => Date.parse(item.dueAt!) <= inAWeek)).toBe(true);
    expect((await inboxOf(hr)).counts.privacy_request_due).toBeUndefined();

    await request.update({ status: 'done' });
    const after = itemsOf(await inboxOf(admin), 'privacy_request_due');
    expect(after.map((item) => item.dueAt)).not.toContain(LONG_AGO.toDate().toISOString());
  });

  it('when an e-mail about an application failed, then admins are sent to its drawer, until it is sent', async () => {
    const { id } = await newApplicant(api, jobId, 'Fay Failed');
    const message = db().collection('mail').doc();
    // Newer than any other test's message: the newest failures are listed first.
    await message.set({
      to: ['fay@example.test'],
      message: { subject: 'Inbox bounce', text: 'Hello' },
      applicationId: id,
      createdAt: Timestamp.fromDate(new Date('2099-01-01T00:00:00Z')),
      delivery: { state: 'ERROR', attempts: 3, error: 'Mailbox unavailable' },
    });
    expect(itemsOf(await inboxOf(admin), 'mail_failed')[0]).toEqual({
      kind: 'mail_failed',
      title: 'E-mail not delivered: Inbox bounce',
      subject: 'Inbox bounce',
      href: `/admin/pipeline?job=${jobId}&application=${id}`,
      dueAt: '2099-01-01T00:00:00.000Z',
    });
    expect((await inboxOf(hr)).counts.mail_failed).toBeUndefined();
    await message.update({ 'delivery.state': 'SUCCESS' });
    expect(itemsOf(await inboxOf(admin), 'mail_failed').map((item) => item.subject)).not.toContain('Inbox bounce');
  });

  it('when webhook deliveries failed, then admins see how many, on Integrations', async () => {
    await db().collection('webhookDeliveries').doc('inbox-failed-delivery').set({ state: 'failed', endpointId: 'x' });
    const [item] = itemsOf(await inboxOf(admin), 'webhook_failed');
    expect(item).toMatchObject({ href: '/admin/integrations', subject: '', title: 'Webhook deliveries that failed' });
    expect(item!.count).toBeGreaterThanOrEqual(1);
    expect((await inboxOf(hr)).counts.webhook_failed).toBeUndefined();
  });

  it('when a new hire is asked for a document, then it waits for them until the task is done', async () => {
    const hire = await createTestUser('employee', 'Dora Document');
    const task = db().collection('onboardingTasks').doc();
    await task.set({
      planId: 'inbox-plan-documents',
      person: hire.uid,
      title: 'Upload your work permit',
      kind: 'document',
      owner: 'new_hire',
      ownerUid: hire.uid,
      hrUid: hr.uid,
      dueDay: 3,
      dueDate: '2099-01-03',
      status: 'open',
    });
    expect(itemsOf(await inboxOf(hire), 'document_requested')).toEqual([
      {
        kind: 'document_requested',
        title: 'Document to upload: Upload your work permit',
        subject: 'Upload your work permit',
        href: '/employee/onboarding',
        dueAt: '2099-01-03T00:00:00.000Z',
      },
    ]);
    await task.update({ status: 'submitted' });
    expect((await inboxOf(hire)).counts.document_requested).toBeUndefined();
  });

  it('when someone a person referred moved on, then the update waits for them until they read it', async () => {
    const referrer = await createTestUser('employee', 'Rex Referrer');
    const batch = db().batch();
    notifyIn(
      batch,
      [
        {
          to: referrer.uid,
          kind: 'referral_moved',
          event: 'inbox',
          subject: 'Rita Referred · Inbox Role',
          actor: null,
          href: '/employee/referrals',
          about: [],
        },
      ],
      LONG_AGO,
    );
    await batch.commit();
    expect(itemsOf(await inboxOf(referrer), 'referral_update')).toEqual([
      {
        kind: 'referral_update',
        title: 'Referral update: Rita Referred · Inbox Role',
        subject: 'Rita Referred · Inbox Role',
        href: '/employee/referrals',
        dueAt: LONG_AGO.toDate().toISOString(),
      },
    ]);
    expect((await post('/api/notifications/read', referrer, {})).status).toBe(200);
    expect((await inboxOf(referrer)).counts.referral_update).toBeUndefined();
  });

  it.each(['admin', 'hr', 'employee', 'candidate'] as const)(
    'when the %s asks, then only their role’s kinds are answered, for a bounded number of reads',
    async (role) => {
      const user = role === 'admin' ? admin : role === 'hr' ? hr : await createTestUser(role);
      let inbox: InboxDto | undefined;
      const reads = await readsOf(async () => (inbox = await inboxOf(user)));
      const own = (kind: string) => INBOX_AUDIENCES[kind as InboxKind].includes(role);
      expect(Object.keys(inbox!.counts).filter((kind) => !own(kind))).toEqual([]);
      expect(inbox!.items.filter((item) => !own(item.kind))).toEqual([]);
      // The session check, then per kind at most 3 documents, 3 names and one capped count.
      expect(reads).toBeLessThanOrEqual(60);
    },
  );
});
