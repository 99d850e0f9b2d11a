import type { OnboardingTaskDto } from '@hr-portal/contract';

/** An onboarding task as the API sends it, open and not overdue unless `fields` say otherwise (unit tests). */
export const onboardingTask = (
  id: string,
  title: string,
  fields: Partial<OnboardingTaskDto> = {},
): OnboardingTaskDto => ({
  _id: id,
  planId: 'plan-1',
  title,
  description: '',
  kind: 'todo',
  owner: 'new_hire',
  colleagueRole: '',
  doerName: '',
  dueDate: '2026-12-01',
  status: 'open',
  overdue: false,
  documentUrl: null,
  documentId: null,
  comment: '',
  policy: null,
  signedAt: null,
  ...fields,
});
