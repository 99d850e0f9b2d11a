import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '@hr-portal/contract';
import { db } from '../src/lib/firebase.js';
import { fileStore } from '../src/lib/storage/index.js';
import { startServer, type TestServer } from './support/api.js';
import { newApplicant } from './support/applicants.js';
import { createTestUser, type TestUser } from './support/users.js';

let api: TestServer;
let admin: TestUser;
let otherAdmin: TestUser;
let hr: TestUser;
let jobId: string;

beforeAll(async () => {
  api = await startServer();
  [admin, otherAdmin, hr] = await Promise.all([
    createTestUser('admin', 'Ada Approver'),
    createTestUser('admin', 'Otto Approver'),
    createTestUser('hr', 'Hal Recruiter'),
  ]);
  jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Offer Role' } })).body._id;
});
afterAll(() => api.close());

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const TERMS = () => ({ salary: 70000, currency: 'EUR', period: 'YEAR', startDate: day(60), expiresOn: day(14) });
/** Racing transactions wait on each other's locks in the emulator: on a loaded machine a round takes seconds. */
const RACE_TIMEOUT = 90_000;
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A candidate whose application sits in the Offer stage. */
async function atOffer(name = 'Olga Offer') {
  const applicant = await newApplicant(api, jobId, name);
  const moved = await api.call('PATCH', `/api/application/${applicant.id}/stage`, {
    token: hr.token,
    body: { stage: 'offer' },
  });
  expect(moved.status).toBe(200);
  return applicant;
}

const post = (path: string, user: TestUser, body?: unknown) => api.call('POST', path, { token: user.token, body });

/** hr drafts and submits; `approver` approves: the offer is sent. */
async function sentOffer(name?: string) {
  const applicant = await atOffer(name);
  const drafted = await post(`/api/application/${applicant.id}/offer`, hr, TERMS());
  expect(drafted.status).toBe(201);
  const id = drafted.body._id as string;
  expect((await post(`/api/offer/${id}/submit`, hr)).status).toBe(200);
  const approved = await post(`/api/offer/${id}/approve`, admin);
  expect(approved.status).toBe(200);
  return { ...applicant, offerId: id, offer: approved.body };
}

const fileAt = async (link: string) => {
  const response = await api.call('GET', link);
  expect(response.status).toBe(200);
  return response.body as unknown as Buffer;
};

const eventsOf = async (applicationId: string) =>
  (await db().collection('applications').doc(applicationId).collection('events').orderBy('at').get()).docs.map(
    (doc) => doc.get('type') as string,
  );

describe('drafting and approval', () => {
  it('when hr drafts an offer, then it is a draft with a PDF letter hr can open and the candidate cannot see', async () => {
    const { id, user } = await atOffer();
    const drafted = await post(`/api/application/${id}/offer`, hr, { ...TERMS(), currency: 'eur' });
    expect(drafted).toMatchObject({
      status: 201,
      body: {
        applicationId: id,
        status: 'draft',
        salary: 70000,
        currency: 'EUR',
        period: 'YEAR',
        fields: {},
        candidateName: 'Olga Offer',
        jobTitle: 'Offer Role',
        createdBy: { uid: hr.uid, name: 'Hal Recruiter' },
        approvedBy: null,
        expired: false,
        hired: false,
      },
    });
    const pdf = await fileAt(drafted.body.pdfUrl);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha(pdf)).toBe(drafted.body.pdfSha256);
    const current = await api.call('GET', `/api/application/${id}/offer`, { token: admin.token });
    expect(current.body.offer._id).toBe(drafted.body._id);

    expect((await api.call('GET', `/api/offer/${drafted.body._id}`, { token: user.token })).status).toBe(404);
    expect((await api.call('GET', '/api/offer/my', { token: user.token })).body).toEqual([]);
    expect(await eventsOf(id)).toContain('offer_drafted');
  });

  it('when an application is not in an Offer stage, or its terms are wrong, then no offer is made', async () => {
    const { id } = await newApplicant(api, jobId, 'Nina Notyet');
    const early = await post(`/api/application/${id}/offer`, hr, TERMS());
    expect(early).toMatchObject({ status: 409, body: { message: OFFER_MESSAGES.notInOfferStage } });
    const ready = await atOffer('Rita Ready');
    const bad = [
      [{ ...TERMS(), salary: -1 }, 'Salary must be more than 0'],
      [{ ...TERMS(), startDate: '2027-02-30' }, 'Start date must be a real date'],
      [{ ...TERMS(), expiresOn: day(-2) }, OFFER_MESSAGES.expiryPast],
      [{ ...TERMS(), fields: { bonus: '10%' } }, `${OFFER_MESSAGES.unknownFields}: bonus`],
      [{ ...TERMS(), candidate: 'someone' }, 'Unknown field: candidate'],
    ] as const;
    for (const [body, message] of bad) {
      expect(await post(`/api/application/${ready.id}/offer`, hr, body)).toMatchObject({
        status: 400,
        body: { message },
      });
    }
    expect((await post(`/api/application/${ready.id}/offer`, ready.user, TERMS())).status).toBe(403);
    expect((await api.call('GET', `/api/application/${ready.id}/offer`, { token: hr.token })).body).toEqual({
      offer: null,
    });
  });

  it(
    'when an application has a live offer, then a second is refused; after a withdrawal a new one can be made',
    async () => {
      const { id } = await atOffer('Seda Second');
      const first = await post(`/api/application/${id}/offer`, hr, TERMS());
      const concurrent = await Promise.all([1, 2, 3].map(() => post(`/api/application/${id}/offer`, hr, TERMS())));
      expect(concurrent.map((response) => response.status)).toEqual([409, 409, 409]);
      expect(concurrent[0]!.body.message).toBe(OFFER_MESSAGES.liveOfferExists);
      expect((await post(`/api/offer/${first.body._id}/withdraw`, hr)).body.status).toBe('withdrawn');
      const again = await post(`/api/application/${id}/offer`, hr, TERMS());
      expect(again.status).toBe(201);
      expect((await db().collection('offers').where('applicationId', '==', id).get()).size).toBe(2);
    },
    RACE_TIMEOUT,
  );

  it(
    'when a fresh application races for its first offer, then exactly one draft is made',
    async () => {
      const { id } = await atOffer('Rafa Race');
      const results = await Promise.all([1, 2, 3, 4].map(() => post(`/api/application/${id}/offer`, hr, TERMS())));
      expect(results.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
      expect((await db().collection('offers').where('applicationId', '==', id).get()).size).toBe(1);
    },
    RACE_TIMEOUT,
  );

  it('when an offer is submitted, then only another admin approves it; hr and its author cannot', async () => {
    const { id } = await atOffer('Ines Foureyes');
    const drafted = await post(`/api/application/${id}/offer`, admin, TERMS());
    const offerId = drafted.body._id as string;
    expect((await post(`/api/offer/${offerId}/approve`, otherAdmin)).body.message).toBe(OFFER_MESSAGES.notPending);
    expect((await post(`/api/offer/${offerId}/submit`, admin)).body.status).toBe('pending_approval');
    expect(await post(`/api/offer/${offerId}/approve`, hr)).toMatchObject({ status: 403 });
    expect(await post(`/api/offer/${offerId}/approve`, admin)).toMatchObject({
      status: 403,
      body: { message: OFFER_MESSAGES.ownOffer },
    });
    const approved = await post(`/api/offer/${offerId}/approve`, otherAdmin);
    expect(approved.body).toMatchObject({ status: 'sent', approvedBy: { uid: otherAdmin.uid, name: 'Otto Approver' } });
    const mail = await db().collection('mail').where('applicationId', '==', id).get();
    const sent = mail.docs.filter((doc) => doc.get('event') === 'offer_sent');
    expect(sent.map((doc) => doc.get('message.subject'))).toEqual(['Your offer for Offer Role']);
  });

  it('when an admin sends an offer back, then it is a draft again with their comment for hr', async () => {
    const { id } = await atOffer('Bea Back');
    const offerId = (await post(`/api/application/${id}/offer`, hr, TERMS())).body._id as string;
    await post(`/api/offer/${offerId}/submit`, hr);
    expect((await post(`/api/offer/${offerId}/send-back`, admin, { comment: '' })).status).toBe(400);
    const back = await post(`/api/offer/${offerId}/send-back`, admin, { comment: 'Salary above the band' });
    expect(back.body).toMatchObject({ status: 'draft', sentBackComment: 'Salary above the band', submittedAt: null });
    expect(await eventsOf(id)).toEqual(expect.arrayContaining(['offer_submitted', 'offer_sent_back']));
  });

  it('when a sent offer is edited, then it is a draft again, its approval void, and the candidate can no longer accept it', async () => {
    const { offerId, user, offer } = await sentOffer('Eda Edited');
    const changed = await api.call('PUT', `/api/offer/${offerId}`, {
      token: hr.token,
      body: { ...TERMS(), salary: 75000 },
    });
    expect(changed.body).toMatchObject({ status: 'draft', approvedBy: null, salary: 75000 });
    expect(changed.body.pdfSha256).not.toBe(offer.pdfSha256);
    // The letter the candidate had is gone: its link no longer opens anything.
    expect((await api.call('GET', offer.pdfUrl)).status).toBe(404);
    const accept = await post(`/api/offer/${offerId}/accept`, user, { fullName: 'Eda Edited' });
    expect(accept).toMatchObject({ status: 409, body: { message: OFFER_MESSAGES.notSent } });
    expect((await api.call('GET', `/api/offer/${offerId}`, { token: user.token })).status).toBe(404);
    // It must be approved again, and its last editor may not do that.
    await post(`/api/offer/${offerId}/submit`, hr);
    expect((await post(`/api/offer/${offerId}/approve`, admin)).body.status).toBe('sent');
  });
});

describe('the candidate decides', () => {
  it('when the candidate accepts, then the letter they saw is signed, they are hired once, and the team is told', async () => {
    const { id, user, offerId, resumeId } = await sentOffer('Anna Accept');
    const hrOnPanel = await createTestUser('employee', 'Pia Panel');
    await post(`/api/application/${id}/interviewers`, hr, { uid: hrOnPanel.uid });
    const mine = await api.call('GET', '/api/offer/my', { token: user.token });
    expect(mine.body).toHaveLength(1);
    const shown = mine.body[0];
    expect(Object.keys(shown).sort()).toEqual(
      [
        '_id',
        'applicationId',
        'jobTitle',
        'status',
        'expired',
        'salary',
        'currency',
        'period',
        'startDate',
        'expiresOn',
        'fields',
        'pdfUrl',
        'pdfSha256',
        'signature',
        'signedPdfUrl',
        'declinedAt',
        'sentAt',
      ].sort(),
    );
    const letter = await fileAt(shown.pdfUrl);

    const accepted = await api.call('POST', `/api/offer/${offerId}/accept`, {
      token: user.token,
      body: { fullName: 'Anna Accept', pdfSha256: sha(letter) },
      headers: { 'user-agent': 'OfferTest/1.0' },
    });
    expect(accepted).toMatchObject({
      status: 200,
      body: { status: 'accepted', signature: { fullName: 'Anna Accept', pdfSha256: sha(letter) } },
    });
    const stored = (await db().collection('offers').doc(offerId).get()).data()!;
    expect(stored.signature).toMatchObject({
      address: expect.stringMatching(/127\.0\.0\.1/),
      userAgent: 'OfferTest/1.0',
    });

    const signed = await fileAt(accepted.body.signedPdfUrl);
    expect(signed.subarray(0, 5).toString()).toBe('%PDF-');
    expect(signed.length).toBeGreaterThan(letter.length);

    const application = (await db().collection('applications').doc(id).get()).data()!;
    expect(application).toMatchObject({
      stage: 'hired',
      status: 'selected',
      offer: { id: offerId, status: 'accepted' },
    });
    expect((await db().collection('users').doc(user.uid).get()).get('role')).toBe('employee');
    const documents = await db().collection('documents').where('ownerId', '==', user.uid).get();
    // Their uploaded resume is still theirs, so the hire files only the signed offer.
    expect(documents.docs.map((doc) => doc.id).sort()).toEqual([`offer-${offerId}`, resumeId].sort());
    expect((await db().collection('documents').doc(`offer-${offerId}`).get()).get('size')).toBe(signed.length);

    const events = await eventsOf(id);
    expect(events.filter((type) => type === 'hired')).toHaveLength(1);
    expect(events).toEqual(
      expect.arrayContaining(['offer_drafted', 'offer_submitted', 'offer_approved', 'offer_accepted', 'hired']),
    );
    const mail = await db().collection('mail').where('applicationId', '==', id).get();
    const told = mail.docs.filter((doc) => doc.get('event') === 'offer_accepted').map((doc) => doc.get('to'));
    expect(told.sort()).toEqual([hr.email, hrOnPanel.email].sort());
    expect((await api.call('GET', `/api/offer/${offerId}`, { token: hr.token })).body.hired).toBe(true);
  });

  it(
    'when accepts race a withdrawal, then exactly one of them wins',
    async () => {
      const outcomes = new Set<string>();
      for (const round of [1, 2, 3]) {
        const { id, user, offerId } = await sentOffer(`Wanda Race${round}`);
        const accept = () => post(`/api/offer/${offerId}/accept`, user, { fullName: `Wanda Race${round}` });
        // The withdrawal starts with the accepts, then a little after them (an accept reads more before its
        // transaction), so both outcomes occur; the assertions hold for either.
        const withdraw = async () => {
          await new Promise((resolve) => setTimeout(resolve, (round - 1) * 300));
          return post(`/api/offer/${offerId}/withdraw`, hr);
        };
        const results = await Promise.all([accept(), withdraw(), accept()]);
        expect(results.filter((response) => response.status === 200)).toHaveLength(1);
        expect(results.filter((response) => response.status === 409)).toHaveLength(2);
        const status = (await db().collection('offers').doc(offerId).get()).get('status') as string;
        outcomes.add(status);
        const events = await eventsOf(id);
        expect(events.filter((type) => type === 'offer_accepted' || type === 'offer_withdrawn')).toHaveLength(1);
        expect(events.filter((type) => type === 'hired')).toHaveLength(status === 'accepted' ? 1 : 0);
      }
      expect([...outcomes].every((status) => status === 'accepted' || status === 'withdrawn')).toBe(true);
    },
    RACE_TIMEOUT,
  );

  it(
    'when accepts and staff hires race, then one acceptance wins and the hire happens exactly once',
    async () => {
      for (const round of [1, 2, 3]) {
        const { id, user, offerId, resumeId } = await sentOffer(`Rory Race${round}`);
        // Without the uploaded resume, the hire files a copy of the one kept with the application.
        expect((await api.call('DELETE', `/api/document/${resumeId}`, { token: user.token })).status).toBe(200);
        const accept = () => post(`/api/offer/${offerId}/accept`, user, { fullName: `Rory Race${round}` });
        const hire = () => post(`/api/offer/${offerId}/hire`, hr);
        const results = await Promise.all([accept(), hire(), accept(), hire(), accept()]);
        const answers = [results[0]!, results[2]!, results[4]!];
        expect(answers.map((response) => response.status).sort()).toEqual([200, 409, 409]);
        await hire();
        const events = await eventsOf(id);
        expect(events.filter((type) => type === 'offer_accepted')).toHaveLength(1);
        expect(events.filter((type) => type === 'hired')).toHaveLength(1);
        expect(events.filter((type) => type === 'resume_restored')).toHaveLength(1);
        const documents = await db().collection('documents').where('ownerId', '==', user.uid).get();
        expect(documents.docs.map((doc) => doc.id).sort()).toEqual([`offer-${offerId}`, `resume-${id}`].sort());
        const roleChanges = await db()
          .collection('auditLog')
          .where('action', '==', 'user.role_changed')
          .where('target.id', '==', user.uid)
          .get();
        expect(roleChanges.size).toBe(1);
      }
    },
    RACE_TIMEOUT,
  );

  it('when the candidate declines, then the team hears why, and the offer cannot be accepted after', async () => {
    const { id, user, offerId } = await sentOffer('Dora Decline');
    expect((await post(`/api/offer/${offerId}/decline`, user, { reason: '' })).status).toBe(400);
    const declined = await post(`/api/offer/${offerId}/decline`, user, { reason: 'I took another offer' });
    expect(declined.body).toMatchObject({ status: 'declined', declinedAt: expect.any(String) });
    expect(await post(`/api/offer/${offerId}/accept`, user, { fullName: 'Dora Decline' })).toMatchObject({
      status: 409,
      body: { message: OFFER_MESSAGES.alreadyDecided },
    });
    const staff = await api.call('GET', `/api/offer/${offerId}`, { token: hr.token });
    expect(staff.body.declineReason).toBe('I took another offer');
    const mail = await db().collection('mail').where('applicationId', '==', id).get();
    const told = mail.docs.find((doc) => doc.get('event') === 'offer_declined');
    expect(told?.get('message.text')).toContain('I took another offer');
    expect((await db().collection('users').doc(user.uid).get()).get('role')).toBe('candidate');
  });

  it('when an offer has expired, then the candidate sees it expired and cannot accept it', async () => {
    const { user, offerId } = await sentOffer('Evi Expired');
    await db()
      .collection('offers')
      .doc(offerId)
      .update({ expiresOn: day(-1) });
    expect((await api.call('GET', `/api/offer/${offerId}`, { token: user.token })).body.expired).toBe(true);
    expect(await post(`/api/offer/${offerId}/accept`, user, { fullName: 'Evi Expired' })).toMatchObject({
      status: 409,
      body: { message: OFFER_MESSAGES.expired },
    });
  });

  it('when the browser saw another letter than the current one, then the acceptance is refused', async () => {
    const { user, offerId } = await sentOffer('Hugo Hash');
    expect(
      await post(`/api/offer/${offerId}/accept`, user, { fullName: 'Hugo Hash', pdfSha256: 'a'.repeat(64) }),
    ).toMatchObject({ status: 409, body: { message: OFFER_MESSAGES.changed } });
  });

  it('when someone other than the candidate reads or answers an offer, then they are refused', async () => {
    const { offerId } = await sentOffer('Olivia Owner');
    const stranger = await createTestUser('candidate', 'Sam Stranger');
    const employee = await createTestUser('employee', 'Emil Employee');
    expect(await api.call('GET', `/api/offer/${offerId}`, { token: stranger.token })).toMatchObject({
      status: 403,
      body: { message: OFFER_MESSAGES.notYours },
    });
    expect((await post(`/api/offer/${offerId}/accept`, stranger, { fullName: 'Sam Stranger' })).status).toBe(403);
    expect((await post(`/api/offer/${offerId}/decline`, stranger, { reason: 'no' })).status).toBe(403);
    expect((await api.call('GET', `/api/offer/${offerId}`, { token: employee.token })).status).toBe(403);
    expect((await post(`/api/offer/${offerId}/accept`, hr, { fullName: 'Hal Recruiter' })).status).toBe(403);
    expect((await api.call('GET', '/api/offer/my', { token: stranger.token })).body).toEqual([]);
    expect((await api.call('GET', `/api/offer/${offerId}/file?expires=9999999999&signature=x`)).status).toBe(403);
  });
});

describe('offers follow the application', () => {
  const reject = (id: string) =>
    api.call('PATCH', `/api/application/${id}/stage`, {
      token: hr.token,
      body: { stage: 'rejected', reason: 'skills' },
    });
  const offerMail = async (id: string, event: string) =>
    (await db().collection('mail').where('applicationId', '==', id).get()).docs.filter(
      (doc) => doc.get('event') === event,
    );

  it('when an application leaves the Offer stage, then submit, approve and accept are refused with 409', async () => {
    const notThere = {
      status: 409,
      body: { code: 'conflict', message: OFFER_MESSAGES.notAtOfferStage },
    };
    const { id } = await atOffer('Ivo Interviewagain');
    const drafted = await post(`/api/application/${id}/offer`, hr, TERMS());
    const back = () =>
      api.call('PATCH', `/api/application/${id}/stage`, { token: hr.token, body: { stage: 'interview' } });
    const forward = () =>
      api.call('PATCH', `/api/application/${id}/stage`, { token: hr.token, body: { stage: 'offer' } });
    expect((await back()).status).toBe(200);
    expect(await post(`/api/offer/${drafted.body._id}/submit`, hr)).toMatchObject(notThere);
    expect((await forward()).status).toBe(200);
    expect((await post(`/api/offer/${drafted.body._id}/submit`, hr)).status).toBe(200);
    expect((await back()).status).toBe(200);
    expect(await post(`/api/offer/${drafted.body._id}/approve`, admin)).toMatchObject(notThere);
    expect((await db().collection('offers').doc(drafted.body._id).get()).get('status')).toBe('pending_approval');

    const sent = await sentOffer('Aldo Acceptlate');
    const moved = await api.call('PATCH', `/api/application/${sent.id}/stage`, {
      token: hr.token,
      body: { stage: 'interview' },
    });
    expect(moved.status).toBe(200);
    expect(await post(`/api/offer/${sent.offerId}/accept`, sent.user, { fullName: 'Aldo Acceptlate' })).toMatchObject(
      notThere,
    );
    expect((await db().collection('users').doc(sent.user.uid).get()).get('role')).toBe('candidate');
  });

  it('when an application with an offer awaiting approval is rejected, then the offer is withdrawn with it and cannot be approved', async () => {
    const { id } = await atOffer('Rosa Rejectpending');
    const offerId = (await post(`/api/application/${id}/offer`, hr, TERMS())).body._id as string;
    expect((await post(`/api/offer/${offerId}/submit`, hr)).status).toBe(200);
    expect((await reject(id)).status).toBe(200);
    expect((await db().collection('offers').doc(offerId).get()).get('status')).toBe('withdrawn');
    expect((await db().collection('applications').doc(id).get()).get('offer')).toEqual({
      id: offerId,
      status: 'withdrawn',
    });
    expect(await post(`/api/offer/${offerId}/approve`, admin)).toMatchObject({
      status: 409,
      body: { message: OFFER_MESSAGES.notPending },
    });
    expect(await eventsOf(id)).toEqual(expect.arrayContaining(['moved', 'offer_withdrawn']));
    // It had not reached the candidate: nobody tells them about it.
    expect(await offerMail(id, 'offer_withdrawn')).toEqual([]);
    const audit = await db()
      .collection('auditLog')
      .where('action', '==', 'offer.withdrawn')
      .where('target.id', '==', offerId)
      .get();
    expect(audit.docs.map((doc) => doc.get('actor.uid'))).toEqual([hr.uid]);
  });

  it('when an application with a sent offer is rejected, then the candidate is told the offer was withdrawn; when they withdraw it themselves, they are not', async () => {
    const rejected = await sentOffer('Sid Sentreject');
    expect((await reject(rejected.id)).status).toBe(200);
    expect((await db().collection('offers').doc(rejected.offerId).get()).get('status')).toBe('withdrawn');
    const told = await offerMail(rejected.id, 'offer_withdrawn');
    expect(told.map((doc) => [doc.get('to'), doc.get('message.subject')])).toEqual([
      [rejected.user.email, 'Your offer for Offer Role was withdrawn'],
    ]);
    expect(
      await post(`/api/offer/${rejected.offerId}/accept`, rejected.user, { fullName: 'Sid Sentreject' }),
    ).toMatchObject({
      status: 409,
    });

    const own = await sentOffer('Wim Withdrawsown');
    expect((await post(`/api/application/${own.id}/withdraw`, own.user)).status).toBe(200);
    expect((await db().collection('offers').doc(own.offerId).get()).get('status')).toBe('withdrawn');
    expect(await offerMail(own.id, 'offer_withdrawn')).toEqual([]);
  });

  it("when the candidate accepts, then the hire is recorded as theirs, not the system's", async () => {
    const { user, offerId } = await sentOffer('Carla Causer');
    expect((await post(`/api/offer/${offerId}/accept`, user, { fullName: 'Carla Causer' })).status).toBe(200);
    const roleChange = await db()
      .collection('auditLog')
      .where('action', '==', 'user.role_changed')
      .where('target.id', '==', user.uid)
      .get();
    expect(roleChange.docs.map((doc) => doc.get('actor'))).toEqual([{ uid: user.uid, role: 'candidate' }]);
  });

  it(
    'when two edits of an offer race, then the live letter is never removed and its bytes match the stored hash',
    async () => {
      for (let round = 0; round < 3; round += 1) {
        const { id } = await atOffer(`Eda Editrace${'x'.repeat(round)}`);
        const offerId = (await post(`/api/application/${id}/offer`, hr, TERMS())).body._id as string;
        const edits = await Promise.all(
          [71000, 72000].map((salary) =>
            api.call('PUT', `/api/offer/${offerId}`, { token: hr.token, body: { ...TERMS(), salary } }),
          ),
        );
        expect(edits.map((edit) => edit.status).sort()).toEqual([200, 409]);
        const staffView = await api.call('GET', `/api/offer/${offerId}`, { token: hr.token });
        const letter = await fileAt(staffView.body.pdfUrl);
        const stored = (await db().collection('offers').doc(offerId).get()).data()!;
        expect(sha(letter)).toBe(stored.pdfSha256);
        expect(stored.pdfVersion).toBe(2);
      }
    },
    RACE_TIMEOUT,
  );

  it('when the stored letter no longer matches the hash that was signed, then the hire refuses to sign it', async () => {
    const { user, offerId } = await sentOffer('Tilda Tamper');
    expect((await post(`/api/offer/${offerId}/accept`, user, { fullName: 'Tilda Tamper' })).status).toBe(200);
    const stored = (await db().collection('offers').doc(offerId).get()).data()!;
    // As if the signing had been interrupted and the letter's bytes changed since.
    await fileStore().put(stored.pdfPath, Buffer.from('%PDF-1.4 not the letter that was accepted'), 'application/pdf');
    await db().collection('offers').doc(offerId).update({ signedPdfPath: null });
    expect(await post(`/api/offer/${offerId}/hire`, hr)).toMatchObject({
      status: 409,
      body: { code: 'conflict', message: OFFER_MESSAGES.letterMismatch },
    });
    expect((await db().collection('offers').doc(offerId).get()).get('signedPdfPath')).toBeNull();
  });

  it('when a candidate declines with links in the reason, then staff mail shows them inert and says whose words they are', async () => {
    const { id, user, offerId } = await sentOffer('Lina Links');
    const reason = 'Read https://evil.example.com/x or write to boss@evil.example.com';
    expect((await post(`/api/offer/${offerId}/decline`, user, { reason })).status).toBe(200);
    const [told] = await offerMail(id, 'offer_declined');
    const text = told!.get('message.text') as string;
    const html = told!.get('message.html') as string;
    expect(text).toContain(
      "Their reason, in the candidate's own words (not the HR Portal's; links in it are disabled)",
    );
    expect(text).toContain('"Read https[:]//evil[.]example[.]com/x or write to boss[at]evil[.]example[.]com"');
    for (const part of [text, html]) {
      expect(part).not.toMatch(/https:\/\/evil|evil\.example|@evil/);
    }
  });
});
