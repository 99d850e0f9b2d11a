import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { MAIL_EVENT_INFO, MAIL_EVENTS } from '@hr-portal/contract';
import { db } from '../src/lib/firebase.js';
import { sendOverdueReminders } from '../src/flows/interviews/reminders.js';
import { startServer, type TestServer } from './support/api.js';
import { newApplicant } from './support/applicants.js';
import { createTestUser, type TestUser } from './support/users.js';

let api: TestServer;
let hr: TestUser;
let jobId: string;
const TITLE = 'Mail <b>Role</b> & Co';
const RUN = Date.now().toString(36);
const LONG_AGO = Timestamp.fromMillis(Date.UTC(1990, 0, 1));
const TWO_DAYS = 2 * 24 * 60 * 60 * 1000;

beforeAll(async () => {
  api = await startServer();
  hr = await createTestUser('hr');
  jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: TITLE } })).body._id;
});
afterAll(() => api.close());

const applicant = (name = 'Mia Mail', job = jobId) => newApplicant(api, job, name);

const mailAbout = async (applicationId: string) =>
  (await db().collection('mail').where('applicationId', '==', applicationId).orderBy('createdAt').get()).docs.map(
    (doc) => doc.data(),
  );
const move = (id: string, stage: string, reason?: string) =>
  api.call('PATCH', `/api/application/${id}/stage`, { token: hr.token, body: { stage, reason } });

describe('the outbox: one message per event, in the Trigger Email format', () => {
  it('when someone applies, then they are sent a confirmation naming the job, with values escaped in HTML', async () => {
    const { user, id } = await applicant('Mia <Mail>');
    const [mail] = await mailAbout(id);
    expect(mail).toMatchObject({
      to: user.email,
      event: 'application_received',
      recipientUid: user.uid,
      message: {
        subject: `We received your application for ${TITLE}`,
        text: expect.stringContaining('Hello Mia <Mail>,'),
        html: expect.stringContaining('Hello Mia &lt;Mail&gt;,'),
      },
    });
    expect(mail!.message.html).toContain('<strong>Mail &lt;b&gt;Role&lt;/b&gt; &amp; Co</strong>');
    expect(mail!.message.html).toContain('href="http://127.0.0.1:5000/login"');
  });

  it('when an application moves, then only what the candidate sees is mailed: shortlisted, then rejected with the reason in their words', async () => {
    const { id } = await applicant();
    await move(id, 'screening');
    await move(id, 'interview');
    await move(id, 'offer');
    await move(id, 'rejected', 'experience');
    const mails = await mailAbout(id);
    expect(mails.map((mail) => mail.event)).toEqual(['application_received', 'stage_shortlisted', 'stage_rejected']);
    expect(mails[1]!.message.text).toContain('your application is now at Interview');
    expect(mails[2]!.message.text).toContain(
      'We have decided not to go ahead with your application: we are looking for someone with more experience in this area.',
    );
  });

  it('when hr rejects many at once, then each candidate gets their own message', async () => {
    const people = [await applicant('Bulk One'), await applicant('Bulk Two'), await applicant('Bulk Three')];
    const bulk = await api.call('POST', '/api/application/bulk-stage', {
      token: hr.token,
      body: { ids: people.map((person) => person.id), stage: 'rejected', reason: 'position-filled' },
    });
    expect(bulk.body.moved).toHaveLength(3);
    for (const person of people) {
      const rejections = (await mailAbout(person.id)).filter((mail) => mail.event === 'stage_rejected');
      expect(rejections).toHaveLength(1);
      expect(rejections[0]!.to).toBe(person.user.email);
      expect(rejections[0]!.message.text).toContain('the position has been filled');
    }
  });

  it('when a candidate withdraws, or is hired, then they are told', async () => {
    const withdrawn = await applicant('Wes Withdraw');
    await api.call('POST', `/api/application/${withdrawn.id}/withdraw`, { token: withdrawn.user.token });
    expect((await mailAbout(withdrawn.id)).map((mail) => mail.event)).toContain('application_withdrawn');
    const hired = await applicant('Hal Hired');
    const admin = await createTestUser('admin');
    await api.call('POST', `/api/application/${hired.id}/hire`, { token: admin.token });
    const selected = (await mailAbout(hired.id)).find((mail) => mail.event === 'stage_selected');
    expect(selected?.message.subject).toBe(`Congratulations: ${TITLE}`);
  });

  it('when an interviewer is assigned, then they get the link to the kit; a day later without a scorecard, one reminder', async () => {
    const { id } = await applicant('Kit Candidate');
    const [late, prompt] = await Promise.all([createTestUser('employee'), createTestUser('employee')]);
    for (const person of [late, prompt])
      await api.call('POST', `/api/application/${id}/interviewers`, { token: hr.token, body: { uid: person.uid } });
    const assigned = (await mailAbout(id)).filter((mail) => mail.event === 'interviewer_assigned');
    expect(assigned.map((mail) => mail.to).sort()).toEqual([late.email, prompt.email].sort());
    expect(assigned[0]!.message.text).toContain(`http://127.0.0.1:5000/employee/interviews/${id}`);

    const panel = db().collection('applications').doc(id).collection('interviewers');
    await panel.doc(prompt.uid).update({ submitted: true });
    // Assigned long ago, swept as of two days later: the sweep reads only entries that old, never other tests'.
    for (const person of [late, prompt]) await panel.doc(person.uid).update({ assignedAt: LONG_AGO });
    await sendOverdueReminders(LONG_AGO.toMillis() + TWO_DAYS);
    await sendOverdueReminders(LONG_AGO.toMillis() + TWO_DAYS);
    const reminders = (await mailAbout(id)).filter((mail) => mail.event === 'scorecard_overdue');
    expect(reminders.map((mail) => mail.to)).toEqual([late.email]);
  });

  it('when 201 overdue entries are orphans and interviewers were demoted or deleted, then the one live interviewer is still reminded', async () => {
    const { id } = await applicant('Olive Orphaned');
    const [live, demoted, deleted] = await Promise.all([1, 2, 3].map(() => createTestUser('employee')));
    for (const person of [live!, demoted!, deleted!])
      await api.call('POST', `/api/application/${id}/interviewers`, { token: hr.token, body: { uid: person.uid } });
    const panel = db().collection('applications').doc(id).collection('interviewers');
    const later = Timestamp.fromMillis(LONG_AGO.toMillis() + 60_000);
    await Promise.all([live!, demoted!, deleted!].map((person) => panel.doc(person.uid).update({ assignedAt: later })));
    await db().collection('users').doc(demoted!.uid).update({ role: 'candidate' });
    await db().collection('users').doc(deleted!.uid).delete();
    // Older than the live ones: before the fix, a sweep took the oldest 200 and never got past them.
    const orphans = Array.from({ length: 201 }, (_, i) =>
      db().collection('applications').doc(`gone-${RUN}-${i}`).collection('interviewers').doc(live!.uid),
    );
    const batch = db().batch();
    for (const ref of orphans)
      batch.set(ref, {
        uid: live!.uid,
        email: live!.email,
        role: 'employee',
        submitted: false,
        reminded: false,
        assignedAt: LONG_AGO,
      });
    await batch.commit();

    expect(await sendOverdueReminders(LONG_AGO.toMillis() + TWO_DAYS)).toBeGreaterThanOrEqual(1);
    const reminders = (await mailAbout(id)).filter((mail) => mail.event === 'scorecard_overdue');
    expect(reminders.map((mail) => mail.recipientUid)).toEqual([live!.uid]);
    expect((await db().getAll(...orphans)).filter((doc) => doc.exists)).toEqual([]);
    for (const person of [demoted!, deleted!])
      expect((await panel.doc(person.uid).get()).data()).toMatchObject({
        reminded: true,
        reminderSkipped: 'not an interviewer now',
      });
  });
});

describe('e-mail templates', () => {
  const put = (event: string, body: unknown, token = hr.token) =>
    api.call('PUT', `/api/settings/email-templates/${event}`, { token, body });
  const TEMPLATE = {
    subject: 'Thanks, {{candidateName}}',
    text: 'For {{jobTitle}}',
    html: '<p>{{jobTitle}}</p>',
    enabled: true,
  };

  it('when hr lists the templates, then every hiring event is there with its variables; security notices are not', async () => {
    const list = await api.call('GET', '/api/settings/email-templates', { token: hr.token });
    expect(list.body.map((template: { event: string }) => template.event)).toEqual(
      MAIL_EVENTS.filter((event) => !MAIL_EVENT_INFO[event].security),
    );
    expect(list.body.find((t: { event: string }) => t.event === 'stage_rejected').variables).toContain('reason');
    const admin = await createTestUser('admin');
    const asAdmin = await api.call('GET', '/api/settings/email-templates', { token: admin.token });
    expect(asAdmin.body.map((template: { event: string }) => template.event)).toEqual([...MAIL_EVENTS]);
    expect(asAdmin.body.find((t: { event: string }) => t.event === 'email_changed')).toMatchObject({
      security: true,
      enabled: true,
    });
  });

  it('when hr edits or previews a security notice, then 403; when anyone switches one off, then 400', async () => {
    const NOTICE = { subject: 'Your address changed', text: 'Now {{newEmail}}', html: '<p>{{newEmail}}</p>' };
    expect(await put('email_changed', { ...NOTICE, enabled: false })).toMatchObject({
      status: 403,
      body: { message: 'Only admins edit security notices' },
    });
    const preview = await api.call('POST', '/api/settings/email-templates/email_changed/preview', {
      token: hr.token,
      body: NOTICE,
    });
    expect(preview.status).toBe(403);
    const admin = await createTestUser('admin');
    expect(await put('email_changed', { ...NOTICE, enabled: false }, admin.token)).toMatchObject({
      status: 400,
      body: { message: 'Security notices are always sent: they cannot be switched off' },
    });
  });

  it('when a template uses a variable its event does not offer, then 400 names it', async () => {
    const saved = await put('application_received', { ...TEMPLATE, text: '{{reason}} {{salary}} {{jobTitle}}' });
    expect(saved).toMatchObject({
      status: 400,
      body: { message: 'Unknown variables in the template: {{reason}}, {{salary}}' },
    });
    expect((await put('no_such_event', TEMPLATE)).status).toBe(404);
    const candidate = await createTestUser('candidate');
    expect((await put('application_received', TEMPLATE, candidate.token)).status).toBe(403);
  });

  it('when hr previews a template, then it is filled with sample data, escaped in HTML, and not saved', async () => {
    const preview = await api.call('POST', '/api/settings/email-templates/stage_rejected/preview', {
      token: hr.token,
      body: { subject: 'Re: {{jobTitle}}', text: '{{reason}}', html: '<p>{{candidateName}} <{{reason}}></p>' },
    });
    expect(preview.body).toEqual({
      subject: 'Re: Senior Frontend Engineer',
      text: 'we are looking for someone with more experience in this area',
      html: '<p>Alex Example <we are looking for someone with more experience in this area></p>',
    });
  });
});

describe('timelines and retry', () => {
  it('when staff open an application, then its messages are listed; the candidate reads only their own', async () => {
    const { user, id } = await applicant('Tim Timeline');
    await move(id, 'interview');
    const staff = await api.call('GET', `/api/application/${id}/mail`, { token: hr.token });
    expect(staff.body.map((mail: { event: string }) => mail.event)).toEqual([
      'stage_shortlisted',
      'application_received',
    ]);
    expect(staff.body[0]).toMatchObject({ to: user.email, state: expect.stringMatching(/^(pending|sent|error)$/) });
    expect((await api.call('GET', `/api/application/${id}/mail`, { token: user.token })).status).toBe(403);

    const mine = await api.call('GET', '/api/mail/my', { token: user.token });
    expect(mine.body.map((mail: { applicationId: string }) => mail.applicationId)).toEqual([id, id]);
    const other = await applicant('Olga Other');
    const theirs = await api.call('GET', '/api/mail/my', { token: other.user.token });
    expect(theirs.body.every((mail: { applicationId: string }) => mail.applicationId === other.id)).toBe(true);
  });

  it('when a candidate asks for the messages about some of their applications, then only those come, newest first', async () => {
    const { user, id } = await applicant('Paula Paged');
    await move(id, 'interview');
    const about = await api.call('GET', `/api/mail/my/applications?ids=${id}`, { token: user.token });
    expect(about.status).toBe(200);
    expect(about.body.map((mail: { event: string }) => mail.event)).toEqual([
      'stage_shortlisted',
      'application_received',
    ]);
    // Somebody else's application names nothing of theirs to the caller.
    const other = await applicant('Ollie Other');
    const foreign = await api.call('GET', `/api/mail/my/applications?ids=${other.id},${id}`, { token: user.token });
    expect(foreign.body.every((mail: { applicationId: string }) => mail.applicationId === id)).toBe(true);
    expect(foreign.body).toHaveLength(2);
    for (const ids of ['', ',', 'a/b', Array.from({ length: 101 }, (_, i) => `app${i}`).join(',')]) {
      const refused = await api.call('GET', `/api/mail/my/applications?ids=${encodeURIComponent(ids)}`, {
        token: user.token,
      });
      expect(refused.status, ids.slice(0, 20)).toBe(400);
    }
    expect((await api.call('GET', `/api/mail/my/applications?ids=${id}`, { token: hr.token })).status).toBe(403);
  });

  it('when a message failed, then staff can send it again (RETRY, audited); a message that did not fail cannot be', async () => {
    const { id } = await applicant('Rita Retry');
    const ref = (await db().collection('mail').where('applicationId', '==', id).get()).docs[0]!.ref;
    await ref.update({
      delivery: { state: 'ERROR', attempts: 1, error: 'connect ECONNREFUSED', endTime: Timestamp.now() },
    });
    const listed = await api.call('GET', `/api/application/${id}/mail`, { token: hr.token });
    expect(listed.body[0]).toMatchObject({ state: 'error', attempts: 1, error: 'connect ECONNREFUSED' });

    expect((await api.call('POST', `/api/mail/${ref.id}/retry`, { token: hr.token })).status).toBe(200);
    const after = (await ref.get()).get('delivery');
    // RETRY, unless the development delivery step (running beside the emulators) already took it again.
    expect(after.state === 'RETRY' || after.attempts > 1).toBe(true);
    const audit = await db().collection('auditLog').where('target.id', '==', ref.id).get();
    expect(audit.docs.map((doc) => doc.get('action'))).toEqual(['mail.retried']);

    await ref.update({ delivery: { state: 'SUCCESS', attempts: 2 } });
    expect((await api.call('POST', `/api/mail/${ref.id}/retry`, { token: hr.token })).status).toBe(409);
    expect((await api.call('POST', '/api/mail/no-such-mail/retry', { token: hr.token })).status).toBe(404);
    const candidate = await createTestUser('candidate');
    expect((await api.call('POST', `/api/mail/${ref.id}/retry`, { token: candidate.token })).status).toBe(403);
  });
});
