import { where } from 'firebase/firestore';
import { describe } from 'vitest';
import { useRulesEnvironment } from './environment';
import { ruleMatrix } from './matrix';

const env = useRulesEnvironment((put) => {
  put('onboardingTemplates/template-1', {
    name: 'Engineering onboarding',
    tasks: [{ id: 'welcome-call', title: 'Welcome call', owner: 'hr', dueDay: -7, kind: 'todo' }],
    isDefault: true,
  });
  put('onboardingPolicies/policy-1', {
    title: 'Employee handbook',
    fileName: 'handbook.pdf',
    version: 1,
    storagePath: 'policies/policy-1/v1.pdf',
    sha256: 'a'.repeat(64),
  });
  put('onboardingPlans/job-1_employee-uid', {
    person: 'employee-uid',
    personName: 'Employee',
    jobTitle: 'Engineer',
    startDate: '2026-12-01',
    tasksTotal: 1,
    tasksDone: 0,
  });
  put('onboardingTasks/job-1_employee-uid__id-document', {
    planId: 'job-1_employee-uid',
    person: 'employee-uid',
    owner: 'new_hire',
    ownerUid: 'employee-uid',
    title: 'ID document',
    status: 'open',
  });
});

describe('onboarding plans and tasks: read through the API only, the new hire whose plan it is included', () => {
  ruleMatrix(env, {
    path: 'onboardingPlans/job-1_employee-uid',
    collection: 'onboardingPlans',
    listConstraints: () => [where('person', '==', 'employee-uid')],
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
  ruleMatrix(env, {
    path: 'onboardingTasks/job-1_employee-uid__id-document',
    collection: 'onboardingTasks',
    listConstraints: () => [where('ownerUid', '==', 'employee-uid')],
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});

describe('onboarding templates and policies: hr and admins use them through the API; no client reads or writes them', () => {
  ruleMatrix(env, {
    path: 'onboardingTemplates/template-1',
    collection: 'onboardingTemplates',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
  // A policy's path and hash would let no one open it (files are served by signed links), but it is still the API's.
  ruleMatrix(env, {
    path: 'onboardingPolicies/policy-1',
    collection: 'onboardingPolicies',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});
