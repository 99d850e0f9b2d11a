import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REFERRAL_LIMITS,
  REFERRAL_MESSAGES,
  type ApplicationDto,
  type MyApplicationDto,
  type MyReferralDto,
  type ReferralInsightsDto,
  type ReferralResultDto,
} from '@hr-portal/contract';
import { createApp } from '../src/http/app.js';
import { createCareersApp } from '../src/http/careers/app.js';
import { DEFAULT_RATE_LIMITS } from '../src/lib/rate-limit.js';
import { erasePerson } from '../src/flows/privacy/erasure.js';
import { PERSONAL_DATA } from '../src/flows/privacy/registry.js';
import { db } from '../src/lib/firebase.js';
import { makePdf, makeResumePdf, multipart } from '../../test-fixtures/pdf.js';
import { startServer, type TestServer } from './support/api.js';
import { createTestUser, uniqueEmail, type TestUser } from './support/users.js';
import { until } from './support/until.js';
import { installReadMeter, readsOf } from './support/read-meter.js';
import { median, withWriteMeter } from './support/write-meter.js';

// Employee referrals: an employee brings someone they know to an open job. The person is put on the job and told
// at once; the referrer follows a coarse status (received, in process, hired, not moving forward) and nothing else.

const run = `rf${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;

let api: TestServer;
let careers: TestServer;
let hr: TestUser;
let employee: TestUser;
let jobId = '';
const JOB_TITLE = `Referred engineer ${run}`;

beforeAll(async () => {
  [api, careers] = await Promise.all([startServer(), startServer(createCareersApp({ cacheSeconds: 0 }))]);
  [hr, employee] = await Promise.all([createTestUser('hr'), createTestUser('employee', 'Erin Employee')]);
  jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: JOB_TITLE } })).body._id;
}, 60_000);
afterAll(() => Promise.all([api.close(), careers.close()]));

const refer = (body: Record<string, unknown>, token = employee.token) =>
  api.call<ReferralResultDto>('POST', '/api/referrals', { token, body });
const myReferrals = (token = employee.token) => api.call<MyReferralDto[]>('GET', '/api/referrals/my', { token });
const move = (id: string, body: Record<string, unknown>) =>
  api.call('PATCH', `/api/application/${id}/stage`, { token: hr.token, body });
const referralDoc = async (id: string) => (await db().collection('referrals').doc(id).get()).data();

/** Mail queued for someone, by event. */
async function mailTo(uid: string, event: string) {
  const found = await db().collection('mail').where('recipientUid', '==', uid).get();
  return found.docs.filter((doc) => doc.get('event') === event).map((doc) => doc.data());
}

function removeForm(text: string) {
  const remove = new URL(/(\S+\/privacy\/remove\?\S+)/.exec(text)![1]!).searchParams;
  return fetch(`${careers.url}/privacy/remove`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ u: remove.get('u')!, n: remove.get('n')!, s: remove.get('s')! }).toString(),
  });
}

describe('referring someone new', () => {
  let referralId = '';
  let uid = '';
  const email = uniqueEmail('friend');

  it('when an employee refers a friend with a resume, then the person, application, referral and e-mail are there', async () => {
    const resume = makeResumePdf([[`Frida Friend ${run}`, 'Rust and Go']]);
    const response = await api.upload(
      '/api/referrals',
      employee.token,
      multipart('frida.pdf', resume, 'application/pdf', {
        jobId,
        name: 'Frida Friend',
        email: email.toUpperCase(),
        phone: '+49 30 1234567',
        relationship: 'We worked together at Acme',
        note: 'Strong in Rust; prefers remote',
      }),
    );
    expect([response.status, response.body.message]).toEqual([201, REFERRAL_MESSAGES.referred]);
    const result = response.body as ReferralResultDto;
    expect(result).toEqual({
      outcome: 'referred',
      message: REFERRAL_MESSAGES.referred,
      referral: {
        _id: expect.any(String),
        jobId,
        jobTitle: JOB_TITLE,
        name: 'Frida Friend',
        status: 'received',
        referredAt: expect.any(String),
      },
    });
    referralId = result.referral!._id;
    uid = referralId.slice(jobId.length + 1);
    expect(referralId).toBe(`${jobId}_${uid}`);

    const user = (await db().collection('users').doc(uid).get()).data()!;
    expect(user).toMatchObject({
      name: 'Frida Friend',
      email,
      role: 'candidate',
      hasAccount: false,
      phone: '+49301234567',
      sourced: { source: 'colleague', by: employee.uid },
    });
    const application = (await db().collection('applications').doc(referralId).get()).data()!;
    expect(application).toMatchObject({
      candidate: uid,
      stage: 'applied',
      status: 'applied',
      source: 'referral',
      referral: {
        id: referralId,
        by: employee.uid,
        byName: 'Erin Employee',
        relationship: 'We worked together at Acme',
        note: 'Strong in Rust; prefers remote',
      },
    });
    expect(application.resumePath).toMatch(new RegExp(`^applications/${referralId}/resume-`));
    const documents = await db().collection('documents').where('ownerId', '==', uid).get();
    expect(documents.docs.map((doc) => [doc.get('fileName'), doc.get('uploadedBy')])).toEqual([
      ['frida.pdf', employee.uid],
    ]);
    expect(await referralDoc(referralId)).toMatchObject({
      jobId,
      person: uid,
      name: 'Frida Friend',
      referrer: employee.uid,
      status: 'received',
    });

    const [notice] = await mailTo(uid, 'person_referred');
    expect(notice!.to).toBe(email);
    expect(notice!.message.subject).toBe(`Erin Employee referred you for ${JOB_TITLE}`);
    expect(notice!.message.text).toContain('Erin Employee thinks you would be great for');
    expect(notice!.message.text).toMatch(/\/privacy\n/);
    expect(notice!.message.text).toMatch(/\/join\?u=/);
    expect(notice!.message.text).toMatch(/\/privacy\/remove\?u=/);
    expect(notice!.message.html).toContain('>Create my account</a>');
    expect(notice!.message.html).toContain('>Remove my data</a>');

    const audit = await db().collection('auditLog').where('target.id', '==', uid).get();
    expect(audit.docs.map((entry) => [entry.get('action'), entry.get('actor.uid')])).toEqual([
      ['person.referred', employee.uid],
    ]);
  });

  it('when the referrer lists their referrals, then each has exactly job, name, coarse status and date', async () => {
    const response = await myReferrals();
    expect(response.status).toBe(200);
    const mine = response.body.find((referral) => referral._id === referralId)!;
    expect(Object.keys(mine).sort()).toEqual(['_id', 'jobId', 'jobTitle', 'name', 'referredAt', 'status']);
    expect(mine).toMatchObject({ jobTitle: JOB_TITLE, name: 'Frida Friend', status: 'received' });
  });

  it('when hr reads the application, then the referrer, how they know the person and the note are on it', async () => {
    const response = await api.call<ApplicationDto>('GET', `/api/application/${referralId}`, { token: hr.token });
    expect(response.status).toBe(200);
    expect(response.body.referral).toEqual({
      by: employee.uid,
      byName: 'Erin Employee',
      relationship: 'We worked together at Acme',
      note: 'Strong in Rust; prefers remote',
      at: expect.any(String),
    });
    expect(response.body.source).toBe('referral');
  });

  it('when hr moves the application, adds a note and rejects it, then the referrer sees "in process", then "not moving forward", and is told without a reason', async () => {
    expect((await move(referralId, { stage: 'interview' })).status).toBe(200);
    await api.call('POST', `/api/application/${referralId}/notes`, {
      token: hr.token,
      body: { text: 'Secret: salary expectations too high' },
    });
    const during = await until(myReferrals, (response) =>
      response.body.some((referral) => referral._id === referralId && referral.status === 'in_process'),
    );
    const shown = during.body.find((referral) => referral._id === referralId)!;
    expect(shown).toEqual({
      _id: referralId,
      jobId,
      jobTitle: JOB_TITLE,
      name: 'Frida Friend',
      status: 'in_process',
      referredAt: expect.any(String),
    });
    // Nothing of the stage, note, reasons or scorecards in the answer, whatever its shape.
    expect(JSON.stringify(during.body)).not.toMatch(/interview|salary|Secret|reason|score|stage|@/i);

    expect((await move(referralId, { stage: 'rejected', reason: 'skills' })).status).toBe(200);
    await until(myReferrals, (response) =>
      response.body.some((referral) => referral._id === referralId && referral.status === 'not_moving_forward'),
    );
    const told = await until(
      () => mailTo(employee.uid, 'referral_closed'),
      (mails) => mails.length > 0,
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.message.text).toContain(`Frida Friend, whom you referred for ${JOB_TITLE}, is not moving forward`);
    expect(told[0]!.message.text).not.toMatch(/skill|reason/i);
  });

  it('when the referrer reaches for the application, its events, notes, person or resume, then every one is refused', async () => {
    const calls = [
      api.call('GET', `/api/application/${referralId}`, { token: employee.token }),
      api.call('GET', `/api/application/${referralId}/notes`, { token: employee.token }),
      api.call('GET', `/api/application/${referralId}/mail`, { token: employee.token }),
      api.call('GET', `/api/people/${uid}`, { token: employee.token }),
      api.call('GET', `/api/user/${uid}`, { token: employee.token }),
      api.call('GET', `/api/referrals/bonuses`, { token: employee.token }),
      api.call('GET', `/api/insights/referrals`, { token: employee.token }),
    ];
    expect((await Promise.all(calls)).map((response) => response.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    // Events are the candidate's own: someone else (the referrer) gets 404, as for any application not theirs.
    const events = await api.call('GET', `/api/application/${referralId}/events`, { token: employee.token });
    expect([403, 404]).toContain(events.status);
  });
});

describe('someone already being considered', () => {
  it('when the person applied themselves, then the referrer hears "already being considered" and nothing is created', async () => {
    const candidate = await createTestUser('candidate', 'Cara Candidate');
    const resume = await api.upload(
      '/api/document/upload',
      candidate.token,
      multipart('cara.pdf', makeResumePdf([['Cara']]), 'application/pdf'),
    );
    const applied = await api.call('POST', `/api/application/${jobId}`, {
      token: candidate.token,
      body: { resumeUrl: resume.body._id },
    });
    expect(applied.status).toBe(201);
    await move(`${jobId}_${candidate.uid}`, { stage: 'screening' });
    const mailsBefore = (await db().collection('mail').where('recipientUid', '==', candidate.uid).get()).size;

    const response = await refer({ jobId, name: 'Cara', email: candidate.email });
    expect([response.status, response.body]).toEqual([
      200,
      { outcome: 'already_considered', message: REFERRAL_MESSAGES.alreadyConsidered, referral: null },
    ]);
    expect(await referralDoc(`${jobId}_${candidate.uid}`)).toBeUndefined();
    const application = (await db().collection('applications').doc(`${jobId}_${candidate.uid}`).get()).data()!;
    expect(application.referral).toBeUndefined();
    expect((await db().collection('mail').where('recipientUid', '==', candidate.uid).get()).size).toBe(mailsBefore);
  });

  it("when someone with an account is referred, then staff see what the referrer sent, not the person's own documents or their words, until they apply", async () => {
    const word = `zqown${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 8)}`;
    const candidate = await createTestUser('candidate', 'Rosa Private');
    const own = await api.upload(
      '/api/document/upload',
      candidate.token,
      multipart('rosa.pdf', makeResumePdf([[`Rosa Private ${word}`]]), 'application/pdf'),
    );
    expect(own.status).toBe(201);
    expect((await refer({ jobId, name: 'Rosa', email: candidate.email })).body.outcome).toBe('referred');

    const profile = await api.call('GET', `/api/people/${candidate.uid}`, { token: hr.token });
    expect(profile.status).toBe(200);
    expect(profile.body.documents).toEqual([]);
    const search = () => api.call('GET', `/api/people?q=${word}`, { token: hr.token });
    expect((await search()).body).toEqual([]);

    // Once they apply themselves, their resume is staff's to see, and its words find them.
    const otherJob = (await api.call('POST', '/api/job', { token: hr.token, body: { title: `Own ${run}` } })).body._id;
    const applied = await api.call('POST', `/api/application/${otherJob}`, {
      token: candidate.token,
      body: { resumeUrl: own.body._id },
    });
    expect(applied.status).toBe(201);
    const after = await api.call('GET', `/api/people/${candidate.uid}`, { token: hr.token });
    expect(after.body.documents.map((document: { _id: string }) => document._id)).toContain(own.body._id);
    expect((await search()).body.map((person: { _id: string }) => person._id)).toEqual([candidate.uid]);
  });

  it('when a candidate with an account is referred to another job, then they are put on it and see who referred them', async () => {
    const candidate = await createTestUser('candidate', 'Cody Candidate');
    const otherJob = (await api.call('POST', '/api/job', { token: hr.token, body: { title: `Other ${run}` } })).body
      ._id;
    const response = await api.upload(
      '/api/referrals',
      employee.token,
      multipart('cody.pdf', makeResumePdf([['Cody']]), 'application/pdf', {
        jobId: otherJob,
        name: 'Cody',
        email: candidate.email,
        note: 'Ask him about Go',
      }),
    );
    expect(response.status).toBe(201);
    // The referrer's file stays with the application: nobody else's file lands among the candidate's own documents.
    const application = (await db().collection('applications').doc(`${otherJob}_${candidate.uid}`).get()).data()!;
    expect(application.resumePath).toMatch(/^applications\/.+\/resume-/);
    expect(application.resumeDocumentId).toBe('');
    expect((await db().collection('documents').where('ownerId', '==', candidate.uid).get()).size).toBe(0);
    const mine = await api.call<MyApplicationDto[]>('GET', '/api/application/my', { token: candidate.token });
    const shown = mine.body.find((application) => application.job._id === otherJob)!;
    expect(shown).toMatchObject({ status: 'applied', referredBy: 'Erin Employee', withdrawn: false });
    expect(JSON.stringify(shown)).not.toContain('Ask him about Go');
    const [notice] = await mailTo(candidate.uid, 'person_referred');
    // They have an account: no account link; their applications and profile instead.
    expect(notice!.message.text).toContain('/candidate/applications');
    expect(notice!.message.text).not.toContain('/join?');
  });

  it('when two employees refer the same new person to the same job at once, then exactly one referral counts', async () => {
    const other = await createTestUser('employee', 'Omar Other');
    const email = uniqueEmail('raced');
    const [a, b] = await Promise.all([
      refer({ jobId, name: 'Rae Raced', email }),
      refer({ jobId, name: 'Rae Raced', email }, other.token),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const loser = a.status === 200 ? a : b;
    expect(loser.body).toEqual({
      outcome: 'already_considered',
      message: REFERRAL_MESSAGES.alreadyConsidered,
      referral: null,
    });
    const people = await db().collection('users').where('email', '==', email).get();
    expect(people.size).toBe(1);
    const uid = people.docs[0]!.id;
    expect((await db().collection('applications').where('candidate', '==', uid).get()).size).toBe(1);
    expect((await db().collection('referrals').where('person', '==', uid).get()).size).toBe(1);
    expect((await mailTo(uid, 'person_referred')).length).toBe(1);
    const documents = await db().collection('documents').where('ownerId', '==', uid).get();
    expect(documents.size).toBe(0);
  });
});

describe('refusals', () => {
  it('when a field is bad, then 400 names it and nothing is written', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: 'No Job', email: uniqueEmail('x') }, /jobId/],
      [{ jobId, name: 'No Mail' }, /Email is required/],
      [{ jobId, name: 'Bad Mail', email: 'not-an-address' }, /valid email/],
      [{ jobId, name: 'x@y.z', email: uniqueEmail('x') }, /Name may contain/],
      [{ jobId, name: 'Long Note', email: uniqueEmail('x'), note: 'n'.repeat(REFERRAL_LIMITS.note + 1) }, /note/i],
      [{ jobId, name: 'Long', email: uniqueEmail('x'), relationship: 'r'.repeat(101) }, /how you know them/],
      [{ jobId, name: 'Phone', email: uniqueEmail('x'), phone: '12' }, /country code/],
      [{ jobId, name: 'Extra', email: uniqueEmail('x'), stage: 'hired' }, /stage/],
    ];
    for (const [body, message] of cases) {
      const response = await refer(body);
      expect([response.status, response.body.message]).toEqual([400, expect.stringMatching(message)]);
    }
  });

  it('when the job is closed or the referrer names themselves, then 409 with the reason; staff get the neutral answer', async () => {
    const closed = (
      await api.call('POST', '/api/job', { token: hr.token, body: { title: `Closed ${run}`, isActive: false } })
    ).body._id;
    const colleague = await createTestUser('hr');
    expect((await refer({ jobId: closed, name: 'Late', email: uniqueEmail('late') })).body.message).toBe(
      REFERRAL_MESSAGES.jobClosed,
    );
    // Staff get the answer anyone gets who cannot be put on the job: the referrer learns nothing about them.
    const staff = await refer({ jobId, name: 'Colleague', email: colleague.email });
    expect([staff.status, staff.body]).toEqual([
      200,
      { outcome: 'already_considered', message: REFERRAL_MESSAGES.alreadyConsidered, referral: null },
    ]);
    expect(await referralDoc(`${jobId}_${colleague.uid}`)).toBeUndefined();
    const self = await refer({ jobId, name: 'Me', email: employee.email });
    expect([self.status, self.body.message]).toEqual([409, REFERRAL_MESSAGES.self]);
    expect((await refer({ jobId: 'no-such-job', name: 'Nobody', email: uniqueEmail('n') })).status).toBe(404);
  });

  it('when a candidate tries to refer, then 403', async () => {
    const candidate = await createTestUser('candidate');
    expect((await refer({ jobId, name: 'Friend', email: uniqueEmail('f') }, candidate.token)).status).toBe(403);
    expect((await myReferrals(candidate.token)).status).toBe(403);
  });

  it('when an employee refers more than the daily limit, then 429', async () => {
    const limited = await startServer(
      createApp({ rateLimits: { ...DEFAULT_RATE_LIMITS, referralsPerUser: { limit: 1, windowSeconds: 86_400 } } }),
    );
    try {
      const someone = await createTestUser('employee');
      const first = await limited.call('POST', '/api/referrals', {
        token: someone.token,
        body: { jobId, name: 'One', email: uniqueEmail('one') },
      });
      const second = await limited.call('POST', '/api/referrals', {
        token: someone.token,
        body: { jobId, name: 'Two', email: uniqueEmail('two') },
      });
      expect([first.status, second.status]).toEqual([201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('hires, opt-out and erasure', () => {
  it('when the referral is hired, then the referrer sees "hired" and is e-mailed once', async () => {
    const referrer = await createTestUser('employee', 'Hana Hirer');
    const made = await refer({ jobId, name: 'Hugo Hired', email: uniqueEmail('hugo') }, referrer.token);
    const id = made.body.referral!._id;
    // A move into Hired is a hire: hr's needs an accepted offer, an admin's does not.
    expect((await move(id, { stage: 'hired' })).status).toBe(403);
    const admin = await createTestUser('admin');
    const hired = await api.call('PATCH', `/api/application/${id}/stage`, {
      token: admin.token,
      body: { stage: 'hired' },
    });
    expect(hired.status).toBe(200);
    await until(
      () => myReferrals(referrer.token),
      (response) => response.body[0]?.status === 'hired',
    );
    const mails = await until(
      () => mailTo(referrer.uid, 'referral_hired'),
      (found) => found.length > 0,
    );
    expect(mails.map((mail) => mail.message.subject)).toEqual([`Your referral was hired: ${JOB_TITLE}`]);
    expect(mails[0]!.message.text).toContain('/employee/referrals');
  });

  it('when the referred person uses "Remove my data", then the referral loses their name and the referrer hears only "not moving forward"', async () => {
    const referrer = await createTestUser('employee', 'Rita Referrer');
    const email = `otto.optout.${run}@gmail.com`;
    const made = await refer({ jobId, name: 'Otto Optout', email }, referrer.token);
    const id = made.body.referral!._id;
    const uid = id.slice(jobId.length + 1);
    const [notice] = await mailTo(uid, 'person_referred');
    expect((await removeForm(String(notice!.message.text))).status).toBe(200);

    expect((await db().collection('users').doc(uid).get()).exists).toBe(false);
    expect((await db().collection('applications').doc(id).get()).exists).toBe(false);
    const mine = await myReferrals(referrer.token);
    expect(mine.body).toEqual([
      {
        _id: expect.not.stringContaining(uid),
        jobId,
        jobTitle: JOB_TITLE,
        name: '',
        status: 'not_moving_forward',
        referredAt: expect.any(String),
      },
    ]);
    const told = await mailTo(referrer.uid, 'referral_closed');
    expect(told).toHaveLength(1);
    expect(told[0]!.message.text).toContain('the person you referred');
    expect(told[0]!.message.text).not.toContain('Otto');
    // The address may not be referred again, nor a form of it Gmail delivers to the same inbox.
    for (const variant of [email, `ottooptout${run}+jobs@gmail.com`]) {
      const again = await refer({ jobId, name: 'Otto', email: variant }, referrer.token);
      expect([variant, again.status, again.body.outcome]).toEqual([variant, 200, 'already_considered']);
      expect((await db().collection('users').where('email', '==', variant).get()).size).toBe(0);
    }
    // Their referral stays (counts, bonus) under a new id that leads back to no one.
    expect(await referralDoc(id)).toBeUndefined();
  });

  it('when the referrer exports and is then erased, then their referrals and notes are in the export and stay nameless under a pseudonym', async () => {
    const referrer = await createTestUser('employee', 'Xena Exported');
    const made = await refer(
      { jobId, name: 'Paul Person', email: uniqueEmail('paul'), note: 'Met at a meetup' },
      referrer.token,
    );
    const id = made.body.referral!._id;
    const place = PERSONAL_DATA.find((entry) => entry.id === 'referrals')!;
    const person = { uid: referrer.uid, email: referrer.email, name: 'Xena Exported', applicationIds: [] };
    expect(await place.export(person)).toEqual({
      referredBy: [],
      referralsMade: [expect.objectContaining({ _id: id, name: 'Paul Person', status: 'received' })],
      notesOnReferrals: [{ job: JOB_TITLE, relationship: '', note: 'Met at a meetup', at: expect.any(String) }],
    });
    await erasePerson({ uid: hr.uid, email: hr.email, role: 'admin', authTime: 0 }, referrer.uid);
    const referral = (await referralDoc(id))!;
    expect(referral.referrer).toMatch(/^erased-/);
    expect(referral.referrerName).toBe('');
    const application = (await db().collection('applications').doc(id).get()).data()!;
    expect(application.referral).toMatchObject({ by: referral.referrer, byName: '', relationship: '', note: '' });
    expect((await db().collection('referralTallies').doc(`referrer_${referrer.uid}`).get()).exists).toBe(false);
  });

  it('when hr reads referral insights, then per job and per referrer counts and the hire rate are there', async () => {
    const response = await api.call<ReferralInsightsDto>('GET', '/api/insights/referrals', { token: hr.token });
    expect(response.status).toBe(200);
    const job = response.body.jobs.find((row) => row.id === jobId)!;
    expect(job).toMatchObject({ label: JOB_TITLE });
    expect(job.referrals).toBeGreaterThanOrEqual(5);
    expect(job.hired).toBeGreaterThanOrEqual(1);
    expect(response.body.total.referrals).toBeGreaterThanOrEqual(job.referrals);
    expect(response.body.hireRate).toBe(response.body.total.hired / response.body.total.referrals);
    const erin = response.body.referrers.find((row) => row.id === employee.uid);
    if (erin) expect(erin.label).toBe('Erin Employee');
  });
});

describe('through Hosting -> Functions runtime -> app', () => {
  const HOSTING_URL = process.env.HOSTING_URL ?? 'http://127.0.0.1:5000';
  const hosted = async (token: string, body: { json?: string; form?: ReturnType<typeof multipart> }) => {
    const response = await fetch(`${HOSTING_URL}/api/referrals`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': body.form ? body.form.contentType : 'application/json',
      },
      body: body.form ? new Uint8Array(body.form.body) : body.json,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('when a referral with a 300 KB resume crosses the real path, then it is made; a prototype key is refused by name, a candidate is 403 and an ended session 401 with nothing written', async () => {
    const referrer = await createTestUser('employee', 'Hosted Referrer');
    const email = uniqueEmail('hosted');
    // Larger than the 100 KB every other body may be: the runtime lets a referral's upload through as it does
    // a document's.
    const form = multipart('big.pdf', makePdf('Hosted resume', 300 * 1024), 'application/pdf', {
      jobId,
      name: 'Holly Hosted',
      email,
    });
    const made = await hosted(referrer.token, { form });
    expect([made.status, made.body.outcome]).toEqual([201, 'referred']);

    const proto = await hosted(referrer.token, {
      json: `{"jobId":"${jobId}","name":"Proto Type","email":"${uniqueEmail('proto')}","__proto__":{"x":1}}`,
    });
    expect(proto.status).toBe(400);
    expect(String(proto.body.message)).toContain('__proto__');

    const candidate = await createTestUser('candidate');
    const json = JSON.stringify({ jobId, name: 'Never Made', email: uniqueEmail('never') });
    expect((await hosted(candidate.token, { json })).status).toBe(403);

    // auth_time is in whole seconds: sign out everywhere in a later second than the sign-in.
    await new Promise((done) => setTimeout(done, 1100));
    const signOut = await fetch(`${HOSTING_URL}/api/user/me/sign-out-everywhere`, {
      method: 'POST',
      headers: { authorization: `Bearer ${referrer.token}` },
    });
    expect(signOut.status).toBe(200);
    const ended = await hosted(referrer.token, { json });
    expect(ended.status).toBe(401);
    expect((await db().collection('referrals').where('referrer', '==', referrer.uid).get()).size).toBe(1);
  });
});

describe('the cost of a referral', () => {
  it('when one employee makes five referrals, then each costs the same reads and writes, however many came before (figures printed)', async () => {
    installReadMeter();
    const referrer = await createTestUser('employee', 'Costa Counter');
    const runs = await withWriteMeter(async (writes) => {
      const measured: { reads: number; writes: number; ms: number }[] = [];
      for (let n = 0; n < 5; n += 1) {
        const before = writes();
        const started = performance.now();
        let status = 0;
        const reads = await readsOf(async () => {
          status = (await refer({ jobId, name: 'Cora Cost', email: uniqueEmail('cost') }, referrer.token)).status;
        });
        measured.push({ reads, writes: writes() - before, ms: performance.now() - started });
        expect(status).toBe(201);
      }
      return measured;
    });
    console.log(
      `[referrals] a new person referred: reads ${runs.map((run) => run.reads).join(', ')}; writes ${runs
        .map((run) => run.writes)
        .join(', ')}; median ${median(runs.map((run) => run.ms)).toFixed(0)} ms (${runs
        .map((run) => run.ms.toFixed(0))
        .join(', ')})`,
    );
    // The referrer's earlier referrals are never read again: the fifth costs what the second did.
    expect(new Set(runs.slice(1).map((run) => run.reads)).size).toBe(1);
    expect(new Set(runs.map((run) => run.writes)).size).toBe(1);
  }, 120_000);
});
