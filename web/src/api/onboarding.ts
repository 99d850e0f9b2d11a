import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyOnboardingDto, OnboardingPlanDto, OnboardingTaskDto, OnboardingTemplateDto } from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';
import { fetchPage, useCursorList } from './pages';

export const onboardingKeys = {
  all: ['onboarding'] as const,
  mine: ['onboarding', 'mine'] as const,
  plans: (open: boolean) => ['onboarding', 'plans', open] as const,
  plan: (id: string) => ['onboarding', 'plan', id] as const,
};

type PlanWithTasks = OnboardingPlanDto & { tasks: OnboardingTaskDto[] };

const MINE_FAILED = 'Your onboarding could not be loaded';
const PLANS_FAILED = 'The onboarding plans could not be loaded';

/** GET /api/onboarding/my: the caller's plan and the tasks they do for others. */
export function useMyOnboarding() {
  return useQuery({
    queryKey: onboardingKeys.mine,
    queryFn: () => apiRequest<MyOnboardingDto>('/api/onboarding/my', MINE_FAILED),
  });
}

/** POST /api/onboarding/tasks/:id/complete: every onboarding view is fetched again after it. */
export function useCompleteTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<OnboardingTaskDto>(
        `/api/onboarding/tasks/${encodeURIComponent(id)}/complete`,
        'The task could not be marked done',
        { method: 'POST' },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}

/** GET /api/onboarding/plans?open=: hr's list, newest first, a page at a time. */
export function useOnboardingPlans(open: boolean) {
  return useCursorList<OnboardingPlanDto>(
    onboardingKeys.plans(open),
    (cursor) => fetchPage('/api/onboarding/plans', open ? { open: 'true' } : {}, cursor, PLANS_FAILED),
    PLANS_FAILED,
  );
}

export function useOnboardingPlan(id: string) {
  return useQuery({
    queryKey: onboardingKeys.plan(id),
    queryFn: () =>
      apiRequest<PlanWithTasks>(`/api/onboarding/plans/${encodeURIComponent(id)}`, 'This plan could not be loaded'),
  });
}

/** PATCH /api/onboarding/plans/:id {startDate}: the plan comes back with every due date moved. */
export function useMoveStartDate(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (startDate: string) =>
      apiRequest<PlanWithTasks>(
        `/api/onboarding/plans/${encodeURIComponent(id)}`,
        'The start date could not be changed',
        {
          method: 'PATCH',
          body: { startDate },
        },
      ),
    onSuccess: async (plan) => {
      client.setQueryData(onboardingKeys.plan(id), plan);
      await client.invalidateQueries({ queryKey: ['onboarding', 'plans'] });
    },
  });
}

const TEMPLATES_FAILED = 'The onboarding templates could not be loaded';
const templatesKey = ['onboarding', 'templates'] as const;

/** GET /api/onboarding/templates: every template, by name (at most 100). */
export function useOnboardingTemplates() {
  return useQuery({
    queryKey: templatesKey,
    queryFn: () => apiRequest<OnboardingTemplateDto[]>('/api/onboarding/templates', TEMPLATES_FAILED),
  });
}

export type TemplateInput = Omit<OnboardingTemplateDto, '_id' | 'updatedAt'>;

/** POST (new) or PUT (existing) a whole template. */
export function useSaveTemplate(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (template: TemplateInput) =>
      apiRequest<OnboardingTemplateDto>(
        id ? `/api/onboarding/templates/${encodeURIComponent(id)}` : '/api/onboarding/templates',
        'The template could not be saved',
        { method: id ? 'PUT' : 'POST', body: template },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: templatesKey }),
  });
}

export function useRemoveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/onboarding/templates/${encodeURIComponent(id)}`, 'The template could not be removed', {
        method: 'DELETE',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: templatesKey }),
  });
}

/** PATCH /api/onboarding/tasks/:id {ownerUid} (hr, admin): the colleague who does a colleague's task. */
export function useAssignTask(planId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, ownerUid }: { taskId: string; ownerUid: string }) =>
      apiRequest<OnboardingTaskDto>(
        `/api/onboarding/tasks/${encodeURIComponent(taskId)}`,
        'The task could not be given',
        {
          method: 'PATCH',
          body: { ownerUid },
        },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: onboardingKeys.plan(planId) }),
  });
}
