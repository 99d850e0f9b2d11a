import { createHash } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION, ROLES, type Role } from '@hr-portal/contract';
import { endAllSessions } from '../src/data/users/sign-ins.js';
import { auth, db } from '../src/lib/firebase.js';
import { fileStore } from '../src/lib/storage/index.js';
import { makePdf, multipart } from '../../test-fixtures/pdf.js';
import { TABLE_ROUTES, type TableRoute } from './support/routes.js';
import { allCounted } from './support/insights.js';
import { startServer, type TestServer } from './support/api.js';
import { newApplicant } from './support/applicants.js';
import { createTestUser, type TestUser } from './support/users.js';

/**
 * No handler code runs for an ended session. The routes come from the app's own route table (apiMounts), so a
 * route added later is called here without editing this file; each is called with every role's three kinds of
 * ended session, and then nothing may have changed: Firestore documents, Auth users, stored files, mail.
 */

/** Routes that take no bearer session by design, each with its reason. */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/health': 'liveness probe',
  'GET /api/openapi.json': 'the API description names routes, not data',
  'POST /api/auth/register': 'signing up',
  'POST /api/auth/login': 'signing in',
  'POST /api/auth/logout': 'answers the same with or without a session',
  'POST /api/auth/sign-in-link': 'the locked-out owner asks for a link',
  'POST /api/auth/link-sign-in': 'the link signs its owner in',
  'POST /api/auth/verify-email': "the e-mailed verification link proves its owner's address and signs them in",
  'GET /api/auth/join': 'the e-mailed "Create my account" link says whom it is for',
  'POST /api/auth/join': "the e-mailed link creates its owner's account",
  'GET /api/auth/sign-in-options': 'what the sign-in page offers',
  'POST /api/auth/provider-session': "a provider's fresh sign-in, not a session, is what it takes",
  'GET /api/application/:id/resume': 'authorised by the signed link',
  'GET /api/document/:id/file': 'authorised by the signed link',
  'GET /api/offer/:id/file': 'authorised by the signed link',
  'GET /api/onboarding/policies/:id/file': 'authorised by the signed link',
  'GET /api/application/:id/answers/:questionId/file': 'authorised by the signed link',
};

const table = TABLE_ROUTES;
const guarded = table.filter((route) => !(`${route.method} ${route.path}` in PUBLIC_ROUTES));

let api: TestServer;
let hr: TestUser;
let world: {
  jobId: string;
  otherJobId: string;
  applicationId: string;
  candidate: TestUser;
  documentId: string;
  documentPath: string;
  interviewer: TestUser;
  mailId: string;
  requestId: string;
  bookingId: string;
  offerId: string;
  poolId: string;
  pairId: string;
  pair: [string, string];
  mergeId: string;
  merged: [string, string];
  libraryQuestionId: string;
  templateId: string;
  endpointId: string;
  keyId: string;
};
const enders: { kind: string; user: TestUser }[] = [];

/** The real id each path parameter names, so a handler that ran would act on live objects. */
function fillPath(route: TableRoute): string {
  const ids: Record<string, string> = {
    '/job:id': world.jobId,
    '/application:id': world.applicationId,
    '/application:jobId': world.otherJobId,
    '/application:uid': world.interviewer.uid,
    '/document:id': world.documentId,
    '/user:id': world.candidate.uid,
    '/mail:id': world.mailId,
    '/interview:applicationId': world.applicationId,
    '/settings:event': 'application_received',
    '/settings:language': 'de',
    '/privacy:id': world.requestId,
    '/insights:file': 'funnel.csv',
    '/booking:id': world.bookingId,
    '/offer:id': world.offerId,
    '/people:uid': world.candidate.uid,
    '/talent-pools:id': world.poolId,
    '/talent-pools:uid': world.candidate.uid,
    '/people:id': world.pairId,
    '/people:mergeId': world.mergeId,
    '/questions:id': world.libraryQuestionId,
    '/application:questionId': 'permit',
    '/survey:applicationId': world.applicationId,
    '/referrals:id': world.applicationId,
    '/onboarding:id': world.templateId,
    '/onboarding:taskId': `${world.templateId}__no-such-task`,
    '/integrations:id': world.endpointId,
    '/integrations:deliveryId': `msg_${'0'.repeat(25)}__${world.endpointId}`,
    '/application:actionId': 'no-such-pending-action',
  };
  return route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const id = ids[`${route.mount}:${name}`];
    if (!id) throw new Error(`No test id for :${name} under ${route.mount}: add one to fillPath`);
    return id;
  });
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const offerTerms = { salary: 60000, currency: 'EUR', period: 'YEAR', startDate: inDays(30), expiresOn: inDays(10) };

/** Valid bodies, so a handler that ran would succeed; shared settings are sent back as they are. */
async function bodyFor(route: TableRoute): Promise<unknown> {
  const settings = async (id: string) => (await db().collection('settings').doc(id).get()).data();
  const bodies: Record<string, () => unknown> = {
    'POST /api/job': () => ({ title: 'Ended Session Job' }),
    'PATCH /api/job/:id': () => ({ title: 'Renamed by an ended session' }),
    'PUT /api/job/:id/kit': () => ({ attributes: [{ name: 'Grit' }] }),
    'POST /api/application/:jobId': () => ({ resumeUrl: world.documentPath }),
    'PATCH /api/application/:id/status': () => ({ status: 'shortlisted' }),
    'PATCH /api/application/:id/stage': () => ({ stage: 'screening' }),
    'POST /api/application/bulk-stage': () => ({ ids: [world.applicationId], stage: 'screening' }),
    'POST /api/application/:id/notes': () => ({ text: 'Written by an ended session' }),
    'POST /api/application/:id/interviewers': () => ({ uid: hr.uid }),
    'PUT /api/application/:id/scorecard': () => ({ ratings: { grit: 4 }, recommendation: 'yes' }),
    'PATCH /api/user/:id': () => ({ name: 'Renamed By Ended Session' }),
    'PATCH /api/user/:id/role': () => ({ role: 'employee' }),
    'PUT /api/settings/rejection-reasons': async () => ({ reasons: (await settings('rejectionReasons'))?.reasons }),
    'PUT /api/settings/retention': async () => {
      const { updatedBy: _by, ...stored } = (await settings('retention')) ?? {};
      return { ...DEFAULT_RETENTION, ...stored };
    },
    'PUT /api/settings/email-templates/:event': () => ({ subject: 'S', text: 'T', html: '<p>H</p>', enabled: true }),
    'POST /api/settings/email-templates/:event/preview': () => ({ subject: 'S', text: 'T', html: '<p>H</p>' }),
    'PUT /api/settings/email-templates/:event/:language': () => ({ subject: 'S', text: 'T', html: '<p>H</p>' }),
    'POST /api/application/:id/offer': () => offerTerms,
    'PUT /api/offer/:id': () => ({ ...offerTerms, salary: 99999 }),
    'POST /api/offer/:id/send-back': () => ({ comment: 'Sent back by an ended session' }),
    'POST /api/offer/:id/accept': () => ({ fullName: 'Ended Session' }),
    'POST /api/offer/:id/decline': () => ({ reason: 'Ended session' }),
    'PUT /api/settings/offer-template': () => ({ title: 'T', body: 'Changed by an ended session', fields: [] }),
    'POST /api/talent-pools': () => ({ name: 'Made by an ended session' }),
    'PATCH /api/talent-pools/:id': () => ({ name: 'Renamed by an ended session', archived: true }),
    'POST /api/talent-pools/:id/members': () => ({ uid: hr.uid, note: 'Added by an ended session' }),
    'PUT /api/talent-pools/:id/members/:uid/note': () => ({ note: 'Written by an ended session' }),
    'POST /api/people/:uid/invitations': () => ({ jobId: world.otherJobId }),
    'POST /api/people/:uid/merge': () => ({ other: world.pair[0] }),
    'POST /api/onboarding/templates': () => ({
      name: 'Made by an ended session',
      tasks: [{ title: 'Anything', owner: 'hr', dueDay: 0, kind: 'todo' }],
    }),
    'PUT /api/onboarding/templates/:id': () => ({
      name: 'Changed by an ended session',
      tasks: [{ title: 'Anything', owner: 'hr', dueDay: 0, kind: 'todo' }],
    }),
    'POST /api/application/bulk': () => ({
      ids: [world.applicationId],
      action: { type: 'tag', tags: ['Ended'] },
    }),
    'PUT /api/job/:id/stage-rules': () => ({
      rules: [{ stage: 'screening', on: 'enter', actions: [{ type: 'tags', tags: ['Ended'] }] }],
    }),
    'PUT /api/settings/stage-rules': () => ({
      rules: [{ stage: 'screening', on: 'enter', actions: [{ type: 'tags', tags: ['Ended'] }] }],
    }),
    'POST /api/people': () => ({
      name: 'Added By Ended',
      email: `ended-${hr.uid.toLowerCase()}@test.example`,
      source: 'event',
    }),
  };
  return (await bodies[`${route.method} ${route.path}`]?.()) ?? {};
}

/** A document and everything below it, as plain data. */
async function dump(ref: DocumentReference): Promise<unknown> {
  const [snapshot, collections] = await Promise.all([ref.get(), ref.listCollections()]);
  const below: Record<string, unknown> = {};
  for (const collection of collections) {
    const refs = await collection.listDocuments();
    below[collection.id] = Object.fromEntries(await Promise.all(refs.map(async (doc) => [doc.id, await dump(doc)])));
  }
  return { data: snapshot.exists ? snapshot.data() : null, below };
}

const fileHash = async (path: string) => {
  const bytes = await fileStore().get(path);
  return bytes && createHash('sha256').update(bytes).digest('hex');
};

/** Everything an ended session might have touched, read fresh. */
async function snapshotWorld() {
  const uids = [world.candidate.uid, world.interviewer.uid, hr.uid, ...enders.map((ender) => ender.user.uid)];
  const application = (await db().collection('applications').doc(world.applicationId).get()).data()!;
  const by = async (collection: string, field: string, values: string[]) => {
    const snapshot = await db().collection(collection).where(field, 'in', values).get();
    return snapshot.docs.map((doc) => doc.id).sort();
  };
  const authUser = async (uid: string) => {
    const user = await auth()
      .getUser(uid)
      .catch(() => null);
    return user && { ...user.toJSON(), metadata: null };
  };
  const enderUids = enders.map((ender) => ender.user.uid);
  return {
    documents: await Promise.all([
      ...uids.map((uid) => dump(db().collection('users').doc(uid))),
      dump(db().collection('jobs').doc(world.jobId)),
      dump(db().collection('jobs').doc(world.otherJobId)),
      dump(db().collection('applications').doc(world.applicationId)),
      dump(db().collection('documents').doc(world.documentId)),
      dump(db().collection('privacyRequests').doc(world.requestId)),
      dump(db().collection('bookings').doc(world.bookingId)),
      dump(db().collection('availability').doc(world.interviewer.uid)),
      dump(db().collection('offers').doc(world.offerId)),
      dump(db().collection('settings').doc('offerTemplate')),
      dump(db().collection('talentPools').doc(world.poolId)),
      dump(db().collection('talentPoolMembers').doc(`${world.poolId}__${world.candidate.uid}`)),
      dump(db().collection('duplicatePairs').doc(world.pairId)),
      dump(db().collection('merges').doc(world.mergeId)),
      dump(db().collection('questionLibrary').doc(world.libraryQuestionId)),
      dump(db().collection('onboardingTemplates').doc(world.templateId)),
      dump(db().collection('webhookEndpoints').doc(world.endpointId)),
      dump(db().collection('apiKeys').doc(world.keyId)),
      dump(db().collection('surveyResponses').doc(world.applicationId)),
      dump(db().collection('settings').doc('survey')),
      dump(db().collection('settings').doc('referralBonus')),
      dump(db().collection('settings').doc('stageRules')),
      dump(db().collection('stageRules').doc(world.jobId)),
      ...[...world.pair, ...world.merged].map((uid) => dump(db().collection('users').doc(uid))),
    ]),
    newRecords: {
      audit: await by('auditLog', 'actor.uid', enderUids),
      jobs: await by('jobs', 'postedBy', enderUids),
      applications: await by('applications', 'candidate', [world.candidate.uid, ...enderUids]),
      documents: await by('documents', 'ownerId', [world.candidate.uid, ...enderUids]),
      referrals: await by('referrals', 'referrer', enderUids),
      mailToWorld: await by('mail', 'recipientUid', uids),
      mailAboutApplication: await by('mail', 'applicationId', [world.applicationId]),
      privacyRequests: await by('privacyRequests', 'person', [...uids, ...enderUids]),
      pools: (await db().collection('talentPools').where('name', '==', 'Made by an ended session').get()).size,
      templates: (await db().collection('onboardingTemplates').where('name', '==', 'Made by an ended session').get())
        .size,
      invitations: await by('invitations', 'uid', uids),
    },
    authUsers: await Promise.all(uids.map(authUser)),
    files: await Promise.all([fileHash(world.documentPath), fileHash(application.resumePath as string)]),
  };
}

/** Three ended sessions of one role: demoted, deleted, signed out everywhere (after the token was issued). */
async function endedSessionsOf(role: Role): Promise<{ kind: string; user: TestUser }[]> {
  const [demoted, deleted, signedOut] = await Promise.all([1, 2, 3].map(() => createTestUser(role)));
  const otherRole = role === 'candidate' ? 'employee' : 'candidate';
  await db().collection('users').doc(demoted!.uid).update({ role: otherRole });
  await Promise.all([db().collection('users').doc(deleted!.uid).delete(), auth().deleteUser(deleted!.uid)]);
  return [
    { kind: `${role} demoted to ${otherRole}`, user: demoted! },
    { kind: `${role} deleted`, user: deleted! },
    { kind: `${role} signed out everywhere`, user: signedOut! },
  ];
}

beforeAll(async () => {
  api = await startServer();
  hr = await createTestUser('hr');
  const interviewer = await createTestUser('employee');
  const newJob = async (title: string) =>
    (await api.call('POST', '/api/job', { token: hr.token, body: { title, kit: { attributes: [{ name: 'Grit' }] } } }))
      .body._id as string;
  const [jobId, otherJobId] = [await newJob('Session Wall Job'), await newJob('Session Wall Other Job')];
  const applicant = await newApplicant(api, jobId, 'Walter Wall');
  const document = (await db().collection('documents').doc(applicant.resumeId).get()).data()!;
  expect(
    (
      await api.call('POST', `/api/application/${applicant.id}/interviewers`, {
        token: hr.token,
        body: { uid: interviewer.uid },
      })
    ).status,
  ).toBe(201);
  // The interviewer's hours and a booking link, for the scheduling routes.
  const allWeek = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, ranges: [{ start: '00:00', end: '24:00' }] }));
  const hours = { timeZone: 'UTC', weekly: allWeek, bufferMinutes: 0, maxPerDay: 12, minNoticeHours: 0 };
  expect((await api.call('PUT', '/api/me/availability', { token: interviewer.token, body: hours })).status).toBe(200);
  const offer = await api.call('POST', `/api/application/${applicant.id}/schedule`, {
    token: hr.token,
    body: { lengthMinutes: 30, required: 'all', days: 3 },
  });
  expect(offer.status).toBe(201);
  // An offer awaiting approval, for the offer routes.
  const toOffer = { token: hr.token, body: { stage: 'offer' } };
  expect((await api.call('PATCH', `/api/application/${applicant.id}/stage`, toOffer)).status).toBe(200);
  const drafted = await api.call('POST', `/api/application/${applicant.id}/offer`, {
    token: hr.token,
    body: offerTerms,
  });
  expect(drafted.status).toBe(201);
  expect((await api.call('POST', `/api/offer/${drafted.body._id}/submit`, { token: hr.token })).status).toBe(200);
  const mail = await db().collection('mail').where('applicationId', '==', applicant.id).limit(1).get();
  // A talent pool the applicant is in (an open application lets them in), for the pool routes.
  const pool = await api.call('POST', '/api/talent-pools', { token: hr.token, body: { name: `Wall ${Date.now()}` } });
  expect(pool.status).toBe(201);
  const joined = { token: hr.token, body: { uid: applicant.user.uid, note: 'Kept' } };
  expect((await api.call('POST', `/api/talent-pools/${pool.body._id}/members`, joined)).status).toBe(201);
  // Two people added with one phone (a pair of possible duplicates), and a done merge, for their routes.
  const phone = `+4930${String(Date.now()).slice(-7)}`;
  const pair: string[] = [];
  for (const name of ['Wall Pair', 'Wall Pear']) {
    const email = `${name.replace(' ', '.').toLowerCase()}.${Date.now()}@test.example`;
    const added = await api.call('POST', '/api/people', {
      token: hr.token,
      body: { name, email, phone, source: 'event' },
    });
    expect(added.status).toBe(201);
    pair.push(added.body._id as string);
  }
  const [kept, gone] = await Promise.all([createTestUser('candidate'), createTestUser('candidate')]);
  const merged = await api.call('POST', `/api/people/${kept.uid}/merge`, {
    token: hr.token,
    body: { other: gone.uid },
  });
  expect(merged.status).toBe(200);
  const libraryQuestion = await api.call('POST', '/api/questions', {
    token: hr.token,
    body: { type: 'yes_no', label: 'Do you have a work permit?' },
  });
  expect(libraryQuestion.status).toBe(201);
  const template = await api.call('POST', '/api/onboarding/templates', {
    token: hr.token,
    body: {
      name: 'Ended-session onboarding',
      tasks: [{ title: 'Welcome call', owner: 'hr', dueDay: 0, kind: 'todo' }],
    },
  });
  expect(template.status).toBe(201);
  // An integration's key and a (switched off) webhook endpoint, for the integrations routes.
  const integrator = await createTestUser('admin');
  const endpoint = await api.call('POST', '/api/integrations/webhooks', {
    token: integrator.token,
    body: { url: 'http://127.0.0.1:9/ended-sessions', events: ['job.published'] },
  });
  expect(endpoint.status).toBe(201);
  const off = await api.call('PATCH', `/api/integrations/webhooks/${endpoint.body.id}`, {
    token: integrator.token,
    body: { enabled: false },
  });
  expect(off.status).toBe(200);
  const key = await api.call('POST', '/api/integrations/keys', {
    token: integrator.token,
    body: { name: 'Ended sessions', scopes: ['jobs:read'] },
  });
  expect(key.status).toBe(201);
  // An open erasure request in the register, for the register's routes.
  expect((await api.call('DELETE', '/api/me', { token: interviewer.token })).status).toBe(202);
  const request = await db().collection('privacyRequests').where('person', '==', interviewer.uid).get();
  world = {
    jobId,
    otherJobId,
    applicationId: applicant.id,
    candidate: applicant.user,
    documentId: applicant.resumeId,
    documentPath: document.filePath as string,
    interviewer,
    mailId: mail.docs[0]!.id,
    requestId: request.docs[0]!.id,
    bookingId: offer.body.bookingId,
    offerId: drafted.body._id,
    poolId: pool.body._id,
    pairId: [...pair].sort().join('__'),
    pair: [pair[0]!, pair[1]!],
    mergeId: merged.body._id,
    merged: [kept.uid, gone.uid],
    libraryQuestionId: libraryQuestion.body._id,
    templateId: template.body._id,
    endpointId: endpoint.body.id,
    keyId: key.body.id,
  };
  for (const role of ROLES) enders.push(...(await endedSessionsOf(role)));
  // auth_time is in whole seconds: end the sessions in a later second than the sign-ins.
  await new Promise((done) => setTimeout(done, 1100));
  await Promise.all(
    enders.filter(({ kind }) => kind.endsWith('everywhere')).map(({ user }) => endAllSessions(user.uid)),
  );
  // The insights trigger marks each logged event counted: let it finish before the world is compared.
  await allCounted([world.applicationId]);
}, 120_000);
afterAll(() => api.close());

describe('ended sessions, on every route of the route table', () => {
  it('when the route table is read, then it has the routes this test expects to guard', () => {
    expect(guarded.length).toBeGreaterThan(40);
    expect(guarded).toContainEqual({ method: 'DELETE', path: '/api/user/:id', mount: '/user' });
    expect(Object.keys(PUBLIC_ROUTES).every((key) => table.some((r) => `${r.method} ${r.path}` === key))).toBe(true);
  });

  it('when each route is called with each ended session, then every answer is 401 and nothing changed', async () => {
    const before = await snapshotWorld();
    const answers: string[] = [];
    for (const route of guarded) {
      const path = fillPath(route);
      const body = await bodyFor(route);
      await Promise.all(
        enders.map(async ({ kind, user }) => {
          const response =
            route.path === '/api/document/upload'
              ? await api.upload(path, user.token, multipart('cv.pdf', makePdf('ended session upload')))
              : await api.call(route.method, path, {
                  token: user.token,
                  body: route.method === 'GET' ? undefined : body,
                });
          if (response.status !== 401 || (response.body as { code?: string }).code !== 'token_revoked') {
            answers.push(`${route.method} ${route.path} (${kind}): ${response.status}`);
          }
        }),
      );
    }
    expect(answers).toEqual([]);
    expect(await snapshotWorld()).toEqual(before);
  }, 120_000);
});
