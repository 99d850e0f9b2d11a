import { describe } from 'vitest';
import { useRulesEnvironment } from './environment';
import { ruleMatrix } from './matrix';

const env = useRulesEnvironment((put) => {
  put('auditLog/entry', {
    action: 'user.role_changed',
    actor: { uid: 'admin-uid', email: 'admin@example.com', role: 'admin' },
    target: { type: 'user', id: 'owner-uid', label: 'owner@example.com' },
    before: { role: 'candidate' },
    after: { role: 'employee' },
  });
  put('rateLimits/login_ip_127.0.0.1', { count: 3 });
  put('people/owner-uid', { tags: ['Kubernetes', 'Berlin'] });
  put('searchIndex/owner-uid', {
    name: 'Owner',
    resumes: { cv: { fileName: 'cv.pdf', text: 'Kubernetes, Berlin', at: 0 } },
    h: { kubernetes: true },
    s: { kubernetes: 8 },
  });
  put('talentPools/pool-1', { name: 'Platform engineers', archived: false, memberCount: 1 });
  put('talentPoolMembers/pool-1__owner-uid', { poolId: 'pool-1', uid: 'owner-uid', note: 'Strong' });
  put('invitations/owner-uid__job-1', { uid: 'owner-uid', jobId: 'job-1', jobTitle: 'Engineer' });
  put('insights/job-1__m_2026-03', {
    jobId: 'job-1',
    period: 'month',
    date: '2026-03',
    funnel: { applied: 3 },
    interviewers: { 'hr-uid': { assigned: 1 } },
    interviewerUids: ['hr-uid'],
  });
  put('insightsJobs/job-1', { postedAt: 0 });
  put('sourcingOptOuts/hash-1', { at: 0 });
  put('merges/merge-1', { survivor: 'owner-uid', other: 'other-uid', by: 'hr-uid', status: 'done' });
  put('mergeSteps/merge-1__0', { mergeId: 'merge-1', n: 0, entries: [] });
  put('personKeys/owner-uid', { keys: ['e:owner@example.com', 'p:+49301234567'] });
  put('duplicatePairs/other-uid__owner-uid', {
    uids: ['other-uid', 'owner-uid'],
    reasons: ['email'],
    status: 'open',
  });
  put('availability/owner-uid', { timeZone: 'Europe/Berlin', weekly: [], maxPerDay: 4 });
  put('bookings/booking-1', { candidate: 'owner-uid', interviewers: ['hr-uid'], status: 'open' });
  put('calendarLocks/hr-uid__2027-01-11T09:00:00.000Z', { bookingId: 'booking-1', uid: 'hr-uid' });
  put('offers/offer-1', {
    applicationId: 'job-1_owner-uid',
    candidate: 'owner-uid',
    createdBy: 'hr-uid',
    status: 'sent',
    salary: 70000,
  });
  put('mail/notice', { to: 'owner@example.com', message: { subject: 'Changed', text: 'x' } });
  put('surveyResponses/job-1_owner-uid', {
    uid: 'owner-uid',
    jobId: 'job-1',
    answers: { gender: 'woman' },
    stage: 'applied',
  });
  put('surveyTallies/job-1', { stages: { applied: { respondents: 1, answers: {} } } });
  put('questionLibrary/question-1', { question: { id: 'permit', type: 'yes_no', label: 'Permit?' } });
  put('indexingNotices/notice-1', {
    jobId: 'job-1',
    url: 'https://portal.example/careers/engineer',
    type: 'URL_UPDATED',
    state: 'pending',
  });
});

const NO_WRITES = { create: [], update: [], delete: [] };

describe('auditLog: append-only, written by the API alone, read by admins', () => {
  ruleMatrix(env, {
    path: 'auditLog/entry',
    collection: 'auditLog',
    allowed: { get: ['admin'], list: ['admin'], ...NO_WRITES },
  });
});

describe('rateLimits: counters no client may read or change', () => {
  ruleMatrix(env, {
    path: 'rateLimits/login_ip_127.0.0.1',
    collection: 'rateLimits',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});

describe('people: what staff keep about a person (tags) no client reads or writes, the person included', () => {
  ruleMatrix(env, {
    path: 'people/owner-uid',
    collection: 'people',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});

describe('searchIndex: people search reads it through the API only; no client reads or writes it, the person included', () => {
  ruleMatrix(env, {
    path: 'searchIndex/owner-uid',
    collection: 'searchIndex',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});

describe('talent pools, their members and invitations: only the API reads or writes them, the person included', () => {
  ruleMatrix(env, {
    path: 'talentPools/pool-1',
    collection: 'talentPools',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
  ruleMatrix(env, {
    path: 'talentPoolMembers/pool-1__owner-uid',
    collection: 'talentPoolMembers',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
  ruleMatrix(env, {
    path: 'invitations/owner-uid__job-1',
    collection: 'invitations',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});

describe('possible duplicates, their keys and pairs: only the API reads or writes them, the people named included', () => {
  ruleMatrix(env, {
    path: 'personKeys/owner-uid',
    collection: 'personKeys',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
  ruleMatrix(env, {
    path: 'duplicatePairs/other-uid__owner-uid',
    collection: 'duplicatePairs',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});

describe('opt-outs of people staff added: only the API reads or writes them', () => {
  ruleMatrix(env, {
    path: 'sourcingOptOuts/hash-1',
    collection: 'sourcingOptOuts',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});

describe('merges and their journals: only the API reads or writes them, the people merged included', () => {
  ruleMatrix(env, {
    path: 'merges/merge-1',
    collection: 'merges',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
  ruleMatrix(env, {
    path: 'mergeSteps/merge-1__0',
    collection: 'mergeSteps',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});

describe('diversity survey: answers and their counts are read by no client, the person who gave them and staff included', () => {
  ruleMatrix(env, {
    path: 'surveyResponses/job-1_owner-uid',
    collection: 'surveyResponses',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
  ruleMatrix(env, {
    path: 'surveyTallies/job-1',
    collection: 'surveyTallies',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});

describe('question library: hr and admins use it through the API; no client reads or writes it', () => {
  ruleMatrix(env, {
    path: 'questionLibrary/question-1',
    collection: 'questionLibrary',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});

describe('indexing notices: an outbox the server alone writes and sends; no client reads or writes it', () => {
  ruleMatrix(env, {
    path: 'indexingNotices/notice-1',
    collection: 'indexingNotices',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});

describe('mail: the outbox is written by the API and read by the mail extension, never by clients', () => {
  ruleMatrix(env, {
    path: 'mail/notice',
    collection: 'mail',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});

describe('insights: aggregates the API reads for hr and admins; clients neither read nor write them', () => {
  ruleMatrix(env, {
    path: 'insights/job-1__m_2026-03',
    collection: 'insights',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
  ruleMatrix(env, {
    path: 'insightsJobs/job-1',
    collection: 'insightsJobs',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});

describe('availability: interview hours the API alone reads and writes (even their owner goes through it)', () => {
  ruleMatrix(env, {
    path: 'availability/owner-uid',
    collection: 'availability',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});

describe('bookings and calendar locks: the API alone books, so no client can take or free a time', () => {
  ruleMatrix(env, {
    path: 'bookings/booking-1',
    collection: 'bookings',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
  ruleMatrix(env, {
    path: 'calendarLocks/hr-uid__2027-01-11T09:00:00.000Z',
    collection: 'calendarLocks',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});

describe('offers: terms, letters and signatures the API alone reads and writes (even the candidate goes through it)', () => {
  ruleMatrix(env, {
    path: 'offers/offer-1',
    collection: 'offers',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});
