import { where } from 'firebase/firestore';
import { describe } from 'vitest';
import { useRulesEnvironment } from './environment';
import { ruleMatrix } from './matrix';

// Referrals: the employee who referred someone (employee-uid) and the person referred (owner-uid) see a referral
// only through the API's views; staff see the referrer and note on the application, as they see applications.

const env = useRulesEnvironment((put) => {
  put('referrals/job-1_owner-uid', {
    jobId: 'job-1',
    jobTitle: 'Engineer',
    person: 'owner-uid',
    name: 'Owner',
    referrer: 'employee-uid',
    referrerName: 'Employee',
    status: 'in_process',
    firstStage: 'applied',
    bonus: null,
  });
  put('referralTallies/referrer_employee-uid', {
    kind: 'referrer',
    ref: 'employee-uid',
    label: 'Employee',
    referrals: 1,
    hired: 0,
  });
  put('applications/job-1_owner-uid', {
    job: 'job-1',
    candidate: 'owner-uid',
    stage: 'screening',
    status: 'applied',
    source: 'referral',
    referral: {
      id: 'job-1_owner-uid',
      by: 'employee-uid',
      byName: 'Employee',
      relationship: 'Ex-colleague',
      note: 'Great',
    },
  });
});

describe('referrals: no client reads or writes them, their referrer and the person referred included', () => {
  ruleMatrix(env, {
    path: 'referrals/job-1_owner-uid',
    collection: 'referrals',
    listConstraints: () => [where('referrer', '==', 'employee-uid')],
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
  ruleMatrix(env, {
    path: 'referralTallies/referrer_employee-uid',
    collection: 'referralTallies',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});

describe('a referred application: the referrer (an employee) cannot read its stage, note or anything else', () => {
  ruleMatrix(env, {
    path: 'applications/job-1_owner-uid',
    collection: 'applications',
    listConstraints: () => [where('referral.by', '==', 'employee-uid')],
    allowed: { get: ['hr', 'admin'], list: ['hr', 'admin'], create: [], update: [], delete: [] },
  });
});
