import { where } from 'firebase/firestore';
import { describe } from 'vitest';
import { useRulesEnvironment } from './environment';
import { ruleMatrix } from './matrix';

// Stage rules, their runs and their delayed e-mails are read and changed through /api alone (hr and admins): no
// client, staff included, reads or writes them in Firestore.
const env = useRulesEnvironment((put) => {
  put('stageRules/job-1', {
    rules: [{ id: 'r1', stage: 'interview', on: 'enter', actions: [{ type: 'tags', tags: ['Fast track'] }] }],
    hasStayRules: false,
  });
  put('ruleRuns/job-1_cand-uid__0001', {
    applicationId: 'job-1_cand-uid',
    jobId: 'job-1',
    candidate: 'cand-uid',
    stage: 'interview',
    done: [],
    finishedAt: null,
  });
  put('pendingActions/job-1_cand-uid__0001__r1__0', {
    applicationId: 'job-1_cand-uid',
    candidate: 'cand-uid',
    stage: 'interview',
    subject: 'Next steps',
    state: 'pending',
  });
  put('bulkJobs/bulk-1', { by: 'hr-uid', ids: ['job-1_cand-uid'], candidates: ['cand-uid'], state: 'done' });
  put('bulkItems/bulk-1__job-1_cand-uid', { bulkId: 'bulk-1', candidate: 'cand-uid', outcome: 'done' });
  put('heldMail/bulk-1__job-1_cand-uid', { bulkId: 'bulk-1', recipientUid: 'cand-uid', state: 'held' });
});

describe('stage rules are closed to every client', () => {
  ruleMatrix(env, {
    path: 'stageRules/job-1',
    collection: 'stageRules',
    listConstraints: () => [],
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});

describe('stage rule runs are closed to every client', () => {
  ruleMatrix(env, {
    path: 'ruleRuns/job-1_cand-uid__0001',
    collection: 'ruleRuns',
    listConstraints: () => [where('candidate', '==', 'cand-uid')],
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});

describe("stage rules' delayed e-mails are closed to every client, their candidate included", () => {
  ruleMatrix(env, {
    path: 'pendingActions/job-1_cand-uid__0001__r1__0',
    collection: 'pendingActions',
    listConstraints: () => [where('candidate', '==', 'cand-uid')],
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});

for (const [collection, path] of [
  ['bulkJobs', 'bulkJobs/bulk-1'],
  ['bulkItems', 'bulkItems/bulk-1__job-1_cand-uid'],
  ['heldMail', 'heldMail/bulk-1__job-1_cand-uid'],
] as const) {
  describe(`${collection} (bulk actions) are closed to every client`, () => {
    ruleMatrix(env, {
      path,
      collection,
      listConstraints: () => [],
      allowed: { get: [], list: [], create: [], update: [], delete: [] },
    });
  });
}
