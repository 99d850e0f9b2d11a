import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { NEXT_CURSOR_HEADER, type NotificationDto, type NotificationsDto } from '@hr-portal/contract';
import { db } from '../src/lib/firebase.js';
import { syncReferralOf } from '../src/flows/referrals/status.js';
import { sweepNotifications } from '../src/flows/notifications/retention.js';
import { startServer, type TestServer } from './support/api.js';
import { newApplicant, offerAwaitingApproval } from './support/applicants.js';
import { createTestUser, uniqueEmail, type TestUser } from './support/users.js';

let api: TestServer;
let admin: TestUser;
let otherAdmin: TestUser;
let hr: TestUser;
let jobId: string;

beforeAll(async () => {
  api = await startServer();
  [admin, otherAdmin, hr] = await Promise.all([
    createTestUser('admin', 'Ada Notified'),
    createTestUser('admin', 'Abe Notified'),
    createTestUser('hr', 'Hal Notifier'),
  ]);
  jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Notified Role' } })).body._id;
});
afterAll(() => api.close());

const post = (path: string, user: TestUser, body?: unknown) => api.call('POST', path, { token: user.token, body });
const notificationsOf = async (user: TestUser, query = '') => {
  const answer = await api.call<NotificationsDto>('GET', `/api/notifications${query}`, { token: user.token });
  expect(answer.status).toBe(200);
  return answer;
};
const itemsOf = async (user: TestUser) => (await notificationsOf(user)).body.items;

describe('GET /api/notifications and POST /api/notifications/read', () => {
  it('when someone is signed out, then both answer 401', async () => {
    expect((await api.call('GET', '/api/notifications')).status).toBe(401);
    expect((await api.call('POST', '/api/notifications/read', { body: {} })).status).toBe(401);
  });

  it('when the input is bad, then 400 with a message', async () => {
    const badCursor = await api.call('GET', '/api/notifications?cursor=nope', { token: hr.token });
    expect(badCursor.status).toBe(400);
    const tooMany = await post('/api/notifications/read', hr, { ids: Array.from({ length: 101 }, (_, i) => `n${i}`) });
    expect([tooMany.status, tooMany.body.message]).toEqual([400, 'At most 100 notifications at a time']);
    expect((await post('/api/notifications/read', hr, { ids: 'all' })).status).toBe(400);
    expect((await post('/api/notifications/read', hr, { ids: [], extra: 1 })).status).toBe(400);
    // Ids no notification can have (a slash, a reserved name, dots) are simply not found.
    const hostile = await post('/api/notifications/read', hr, { ids: ['a/b', '__name__', '..', '.'] });
    expect([hostile.status, hostile.body]).toEqual([200, { marked: 0, unread: 0 }]);
    const cursor = (id: string) => Buffer.from(JSON.stringify({ at: 0, id })).toString('base64url');
    for (const id of ['a/b', '', '__x__']) {
      expect((await api.call('GET', `/api/notifications?cursor=${cursor(id)}`, { token: hr.token })).status).toBe(400);
    }
  });

  it('when hr puts an employee on a panel, then the employee alone is told, and marking it read is theirs alone', async () => {
    const { id } = await newApplicant(api, jobId, 'Pia Panelled');
    const employee = await createTestUser('employee', 'Eli Seated');
    const bystander = await createTestUser('employee');
    expect((await post(`/api/application/${id}/interviewers`, hr, { uid: employee.uid })).status).toBe(201);

    const answer = await notificationsOf(employee);
    expect(answer.body).toEqual({
      items: [
        {
          id: expect.any(String),
          kind: 'panel_seat',
          title: `${hr.email} put you on an interview panel`,
          subject: 'Pia Panelled · Notified Role',
          actor: hr.email,
          href: `/employee/interviews/${id}`,
          createdAt: expect.any(String),
          read: false,
        },
      ],
      unread: 1,
    });
    expect((await notificationsOf(bystander)).body).toEqual({ items: [], unread: 0 });
    expect((await itemsOf(hr)).filter((item) => item.subject.startsWith('Pia Panelled'))).toEqual([]);

    const [seat] = answer.body.items as [NotificationDto];
    // Someone else's id is skipped, not marked.
    expect((await post('/api/notifications/read', bystander, { ids: [seat.id] })).body).toEqual({
      marked: 0,
      unread: 0,
    });
    expect((await itemsOf(employee))[0]!.read).toBe(false);
    expect((await post('/api/notifications/read', employee, { ids: [seat.id, 'no-such-id'] })).body).toEqual({
      marked: 1,
      unread: 0,
    });
    expect((await itemsOf(employee))[0]!.read).toBe(true);

    // Off the panel, the notice goes (it names the candidate); on again, it is back, unread.
    const removed = await api.call('DELETE', `/api/application/${id}/interviewers/${employee.uid}`, {
      token: hr.token,
    });
    expect(removed.status).toBe(200);
    expect((await notificationsOf(employee)).body).toEqual({ items: [], unread: 0 });
    expect((await post(`/api/application/${id}/interviewers`, hr, { uid: employee.uid })).status).toBe(201);
    expect((await notificationsOf(employee)).body).toMatchObject({ items: [{ id: seat.id, read: false }], unread: 1 });
  });

  it('when a note names staff with @, then each hr or admin named is told once, and nobody else', async () => {
    const { id } = await newApplicant(api, jobId, 'Mo Mentioned');
    const employee = await createTestUser('employee', 'Emma Named');
    const note = await post(`/api/application/${id}/notes`, hr, {
      text: 'Strong portfolio, @Ada Notified and @Emma Named please look. @hal',
      mentions: [admin.uid, otherAdmin.uid, employee.uid, hr.uid, 'no-such-user', 'a/b', '__name__'],
    });
    expect(note.status).toBe(201);
    const told = (await itemsOf(admin)).filter((item) => item.kind === 'mentioned' && item.subject.startsWith('Mo '));
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'mentioned',
        title: `${hr.email} mentioned you in a note`,
        subject: 'Mo Mentioned · Notified Role',
        href: `/admin/pipeline?job=${jobId}&application=${id}`,
      }),
    ]);
    // Listed but not named in the text, not staff who read notes, or the author: not told.
    const mentionsOf = async (user: TestUser) =>
      (await itemsOf(user)).filter((item) => item.kind === 'mentioned' && item.subject.startsWith('Mo '));
    expect(await mentionsOf(otherAdmin)).toEqual([]);
    expect(await mentionsOf(employee)).toEqual([]);
    expect(await mentionsOf(hr)).toEqual([]);

    const tooMany = await post(`/api/application/${id}/notes`, hr, {
      text: 'x',
      mentions: Array.from({ length: 11 }, (_, i) => `u${i}`),
    });
    expect([tooMany.status, tooMany.body.message]).toEqual([400, 'A note mentions at most 10 people']);
  });

  it('when hr sends an offer for approval, then every admin is told, and hr is not', async () => {
    const { id } = await newApplicant(api, jobId, 'Otto Offered');
    await offerAwaitingApproval(api, id, hr);
    for (const person of [admin, otherAdmin]) {
      expect(
        (await itemsOf(person)).filter((item) => item.kind === 'offer_to_approve' && item.subject.startsWith('Otto')),
      ).toEqual([expect.objectContaining({ href: `/admin/pipeline?job=${jobId}&application=${id}`, actor: hr.email })]);
    }
    expect((await itemsOf(hr)).filter((item) => item.kind === 'offer_to_approve')).toEqual([]);
  });

  it('when a candidate books their interview, then the panel and who sent the link are told', async () => {
    const { user, id } = await newApplicant(api, jobId, 'Bea Booked');
    const interviewer = await createTestUser('employee', 'Ian Booked');
    const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      day: weekday,
      ranges: [{ start: '00:00', end: '24:00' }],
    }));
    const hours = { timeZone: 'UTC', weekly: ALL_WEEK, bufferMinutes: 0, maxPerDay: 12, minNoticeHours: 0 };
    expect((await api.call('PUT', '/api/me/availability', { token: interviewer.token, body: hours })).status).toBe(200);
    expect((await post(`/api/application/${id}/interviewers`, hr, { uid: interviewer.uid })).status).toBe(201);
    const link = await post(`/api/application/${id}/schedule`, hr, { lengthMinutes: 30, required: 'all', days: 2 });
    expect(link.status).toBe(201);
    const bookingId = link.body.bookingId as string;
    const [first] = (await api.call('GET', `/api/booking/${bookingId}/slots`, { token: user.token })).body;
    expect((await post(`/api/booking/${bookingId}`, user, { start: first.start })).status).toBe(201);

    const booked = (person: TestUser) =>
      itemsOf(person).then((items) => items.filter((item) => item.kind === 'interview_booked'));
    expect(await booked(interviewer)).toEqual([
      expect.objectContaining({
        subject: 'Bea Booked · Notified Role',
        actor: 'Bea Booked',
        href: `/employee/interviews/${id}`,
      }),
    ]);
    expect((await booked(hr)).filter((item) => item.subject.startsWith('Bea'))).toEqual([
      expect.objectContaining({ href: `/hr/interviews/${id}` }),
    ]);
    expect(await booked(user)).toEqual([]);
  });

  it('when hr gives a colleague an onboarding task, then the colleague is told', async () => {
    const hire = await createTestUser('employee', 'Nina Hire');
    const colleague = await createTestUser('employee', 'Carl Colleague');
    const task = db().collection('onboardingTasks').doc();
    await task.set({
      planId: 'notified-plan',
      person: hire.uid,
      personName: 'Nina Hire',
      title: 'Show the office',
      description: '',
      kind: 'todo',
      owner: 'colleague',
      ownerUid: '',
      hrUid: hr.uid,
      colleagueRole: 'Buddy',
      dueDay: 1,
      dueDate: '2030-01-02',
      status: 'open',
      policyId: '',
      documentId: '',
      comment: '',
      signature: null,
    });
    const given = await api.call('PATCH', `/api/onboarding/tasks/${task.id}`, {
      token: hr.token,
      body: { ownerUid: colleague.uid },
    });
    expect(given.status).toBe(200);
    expect(await itemsOf(colleague)).toEqual([
      expect.objectContaining({ kind: 'onboarding_task', subject: 'Show the office', href: '/employee/onboarding' }),
    ]);
    expect(await itemsOf(hire)).toEqual([]);
  });

  it('when someone an employee referred moves on, then the referrer is told once per status', async () => {
    const referrer = await createTestUser('employee', 'Rita Referrer');
    const referred = await api.call('POST', '/api/referrals', {
      token: referrer.token,
      body: { jobId, name: 'Fred Friend', email: uniqueEmail('friend') },
    });
    expect(referred.status).toBe(201);
    const applicationId = referred.body.referral._id as string;
    const moved = await api.call('PATCH', `/api/application/${applicationId}/stage`, {
      token: hr.token,
      body: { stage: 'interview' },
    });
    expect(moved.status).toBe(200);
    // The referral follows in a trigger; run it here so the test does not wait on one (it is idempotent).
    await syncReferralOf(applicationId);
    await syncReferralOf(applicationId);
    expect(await itemsOf(referrer)).toEqual([
      expect.objectContaining({
        kind: 'referral_moved',
        subject: 'Fred Friend · Notified Role',
        actor: null,
        href: '/employee/referrals',
      }),
    ]);
  });

  it('when a person has more than a page, then pages follow newest first, and marking all read leaves none unread', async () => {
    const person = await createTestUser('employee');
    const batch = db().batch();
    for (let n = 0; n < 23; n += 1) {
      batch.set(db().collection('notifications').doc(`${person.uid}__panel_seat__paged-${n}`), {
        uid: person.uid,
        kind: 'panel_seat',
        subject: `Paged ${n}`,
        actor: null,
        href: '/employee/interviews',
        about: [],
        createdAt: Timestamp.fromMillis(Date.now() - n * 1000),
        readAt: null,
      });
    }
    await batch.commit();
    const first = await notificationsOf(person);
    expect(first.body.items.map((item) => item.subject)).toEqual(Array.from({ length: 20 }, (_, n) => `Paged ${n}`));
    expect(first.body.unread).toBe(23);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER)!;
    const second = await notificationsOf(person, `?cursor=${cursor}`);
    expect(second.body.items.map((item) => item.subject)).toEqual(['Paged 20', 'Paged 21', 'Paged 22']);
    expect(second.headers.get(NEXT_CURSOR_HEADER)).toBeNull();

    expect((await post('/api/notifications/read', person, {})).body).toEqual({ marked: 23, unread: 0 });
    expect((await itemsOf(person)).every((item) => item.read)).toBe(true);
  });

  it('when notifications pass the 90-day window, then the sweep deletes them and keeps newer ones', async () => {
    const person = await createTestUser('employee');
    const at = (days: number) => Timestamp.fromMillis(Date.now() - days * 86_400_000);
    const write = (id: string, days: number) =>
      db()
        .collection('notifications')
        .doc(`${person.uid}__panel_seat__${id}`)
        .set({
          uid: person.uid,
          kind: 'panel_seat',
          subject: id,
          actor: null,
          href: '/employee/interviews',
          about: [],
          createdAt: at(days),
          readAt: null,
        });
    await Promise.all([write('old', 91), write('recent', 89)]);
    expect(await sweepNotifications()).toBeGreaterThanOrEqual(1);
    expect((await itemsOf(person)).map((item) => item.subject)).toEqual(['recent']);
  });

  it('when a candidate is erased, then the notifications naming them go from everyone', async () => {
    const { user, id } = await newApplicant(api, jobId, 'Ezra Erased');
    const employee = await createTestUser('employee', 'Eve Told');
    expect((await post(`/api/application/${id}/interviewers`, hr, { uid: employee.uid })).status).toBe(201);
    expect(await itemsOf(employee)).toHaveLength(1);
    expect((await api.call('DELETE', `/api/user/${user.uid}`, { token: admin.token })).status).toBe(200);
    expect(await itemsOf(employee)).toEqual([]);
  });
});
