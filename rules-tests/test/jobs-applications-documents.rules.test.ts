import { assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, getDocs, query, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { SIGNED_IN_AT, useRulesEnvironment, type IdentityName } from './environment';
import { ownerOnly, ruleMatrix } from './matrix';

const env = useRulesEnvironment((put) => {
  put('jobs/open', {
    title: 'Open',
    isActive: true,
    kit: { attributes: [{ id: 'craft', name: 'Craft' }], questions: ['What would you cut first?'] },
  });
  put('jobs/closed', { title: 'Closed', isActive: false });
  put('applications/open_owner-uid', { job: 'open', candidate: 'owner-uid', status: 'applied' });
  put('documents/cv', { ownerId: 'owner-uid', fileName: 'cv.pdf' });
  put('applications/open_owner-uid/notes/n1', { text: 'Private', by: { uid: 'hr-uid' } });
  put('applications/open_owner-uid/events/0000000000001-0001-a', {
    type: 'moved',
    actor: 'hr-uid',
    applicationId: 'open_owner-uid',
    jobId: 'open',
    candidate: 'owner-uid',
    fromStage: 'applied',
    toStage: 'rejected',
    reasonId: 'other',
  });
  put('settings/rejectionReasons', { reasons: [{ id: 'other', label: 'Other' }] });
  put('settings/mailTemplates', { templates: {} });
  put('slugs/open-role', { jobId: 'open' });
  put('mail/m1', {
    to: 'owner-uid@example.com',
    message: { subject: 'We received your application', text: 'Hello', html: '<p>Hello</p>' },
    recipientUid: 'owner-uid',
    applicationId: 'open_owner-uid',
  });
});

const everyone: IdentityName[] = ['owner', 'otherCandidate', 'employee', 'hr', 'admin'];
const staff = (identity: IdentityName) => identity === 'hr' || identity === 'admin';
const NO_WRITES = { create: [], update: [], delete: [] };

// The job document holds the interview kit and the internal stages: candidates and employees read jobs through
// the API's view of them only, so a candidate can never read the kit's questions.
describe('jobs: an active job (with its kit)', () => {
  ruleMatrix(env, {
    path: 'jobs/open',
    collection: 'jobs',
    listConstraints: (identity) => (staff(identity) ? [] : [where('isActive', '==', true)]),
    allowed: { get: ['hr', 'admin'], list: ['hr', 'admin'], ...NO_WRITES },
  });
});

describe('jobs: a closed job', () => {
  ruleMatrix(env, {
    path: 'jobs/closed',
    collection: 'jobs',
    // Listing everything (closed jobs included) is staff-only.
    allowed: { get: ['hr', 'admin'], list: ['hr', 'admin'], ...NO_WRITES },
  });
});

// The stored application carries staff business (panel history, verdict totals): candidates, even the owner
// asking for their own, read it through the API's reduced view only.
describe('applications: even a candidate asking for their own is refused', () => {
  ruleMatrix(env, {
    path: 'applications/open_owner-uid',
    collection: 'applications',
    listConstraints: (identity) => (staff(identity) ? [] : ownerOnly(identity, 'candidate')),
    allowed: { get: ['hr', 'admin'], list: ['hr', 'admin'], ...NO_WRITES },
  });
});

describe('applications: listing everything', () => {
  ruleMatrix(env, {
    path: 'applications/open_owner-uid',
    collection: 'applications',
    allowed: { get: ['hr', 'admin'], list: ['hr', 'admin'], ...NO_WRITES },
  });
});

describe('applications: a board column (one stage of a job, live)', () => {
  ruleMatrix(env, {
    path: 'applications/open_owner-uid',
    collection: 'applications',
    listConstraints: () => [where('job', '==', 'open'), where('stage', '==', 'applied')],
    allowed: { get: ['hr', 'admin'], list: ['hr', 'admin'], ...NO_WRITES },
  });
});

describe('a board live session (minted later, for a sign-in still valid)', () => {
  it('when HR reads a board column with it, then the rules judge the sign-in it was minted for and allow it', async () => {
    const live = env().authenticatedContext('live_hr-uid', {
      role: 'hr',
      auth_time: SIGNED_IN_AT + 300,
      live: true,
      owner: 'hr-uid',
      sessionAt: SIGNED_IN_AT,
    });
    const column = query(collection(live.firestore(), 'applications'), where('job', '==', 'open'));
    await assertSucceeds(getDocs(column));
  });
});

describe('notes on an application: staff only, never the candidate it is about', () => {
  ruleMatrix(env, {
    path: 'applications/open_owner-uid/notes/n1',
    collection: 'applications/open_owner-uid/notes',
    allowed: { get: ['hr', 'admin'], list: ['hr', 'admin'], ...NO_WRITES },
  });
});

// The log names who moved the application and why: staff read it as they read the application; the candidate,
// even asking for their own, reads only the API's reduced view. Nobody writes it but the API.
describe('the event log of an application: staff only, never the candidate it is about', () => {
  ruleMatrix(env, {
    path: 'applications/open_owner-uid/events/0000000000001-0001-a',
    collection: 'applications/open_owner-uid/events',
    listConstraints: (identity) => (staff(identity) ? [] : ownerOnly(identity, 'candidate')),
    allowed: { get: ['hr', 'admin'], list: ['hr', 'admin'], ...NO_WRITES },
  });
});

describe('settings (rejection reasons): through the API only', () => {
  ruleMatrix(env, {
    path: 'settings/rejectionReasons',
    collection: 'settings',
    allowed: { get: [], list: [], ...NO_WRITES },
  });
});

describe('careers slugs: the careers pages read them server-side; no client reads or writes', () => {
  ruleMatrix(env, {
    path: 'slugs/open-role',
    collection: 'slugs',
    allowed: { get: [], list: [], ...NO_WRITES },
  });
});

describe('e-mail templates: through the API only', () => {
  ruleMatrix(env, {
    path: 'settings/mailTemplates',
    collection: 'settings',
    allowed: { get: [], list: [], ...NO_WRITES },
  });
});

describe('the mail outbox: nobody, not even the recipient asking for their own', () => {
  ruleMatrix(env, {
    path: 'mail/m1',
    collection: 'mail',
    listConstraints: (identity) => ownerOnly(identity, 'recipientUid'),
    allowed: { get: [], list: [], ...NO_WRITES },
  });
});

describe('documents', () => {
  ruleMatrix(env, {
    path: 'documents/cv',
    collection: 'documents',
    listConstraints: (identity) => (identity === 'admin' ? [] : ownerOnly(identity, 'ownerId')),
    allowed: { get: ['owner', 'admin'], list: everyone, ...NO_WRITES },
  });
});
