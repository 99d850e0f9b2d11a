import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MyOnboardingDto,
  OnboardingPlanDto,
  OnboardingPolicyDto,
  OnboardingTaskDto,
  OnboardingTemplateDto,
  TemplateTaskDto,
} from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';
import { apiUpload } from '../lib/api-upload';
import { apiDownload } from '../lib/api-download';
import { saveFile } from '../lib/save-file';
import { fetchPage, useCursorList } from './pages';

export const onboardingKeys = {
  all: ['onboarding'] as const,
  mine: ['onboarding', 'mine'] as const,
  plans: (status: PlanStatus) => ['onboarding', 'plans', status] as const,
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

export type PlanStatus = 'open' | 'completed' | 'all';

/** GET /api/onboarding/plans?status=: hr's list, a page at a time (completed ones by completion, else newest). */
export function useOnboardingPlans(status: PlanStatus) {
  return useCursorList<OnboardingPlanDto>(
    onboardingKeys.plans(status),
    (cursor) => fetchPage('/api/onboarding/plans', { status }, cursor, PLANS_FAILED),
    PLANS_FAILED,
  );
}

/** GET /api/onboarding/plans?status=&format=csv: the whole list as a CSV file. */
export async function downloadPlansCsv(status: PlanStatus): Promise<void> {
  const { blob, fileName } = await apiDownload(
    `/api/onboarding/plans?status=${status}&format=csv`,
    'The plans could not be downloaded',
    `onboarding-plans-${status}.csv`,
  );
  saveFile(blob, fileName);
}

/** Runs the daily digest once (emulators only: they run no schedules). */
export function useRunDigest() {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ day: string; tasks: number; recipients: number; queued: number }>(
        '/api/onboarding/digest/run',
        'The digest could not be sent',
        { method: 'POST', body: {} },
      ),
  });
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

/** Every onboarding view is fetched again after a task changes. */
function useRefreshOnboarding() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: onboardingKeys.all });
}

/** POST /api/onboarding/tasks/:id/document (multipart): the new hire's PDF for a document request, with progress. */
export function useUploadTaskDocument() {
  const refresh = useRefreshOnboarding();
  return useMutation({
    mutationFn: ({ taskId, file, onProgress }: { taskId: string; file: File; onProgress: (f: number) => void }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiUpload<OnboardingTaskDto>(
        `/api/onboarding/tasks/${encodeURIComponent(taskId)}/document`,
        form,
        'The document could not be uploaded',
        onProgress,
      );
    },
    onSuccess: refresh,
  });
}

/** POST /api/onboarding/tasks/:id/sign {fullName, policySha256}: the policy version shown is signed. */
export function useSignPolicy() {
  const refresh = useRefreshOnboarding();
  return useMutation({
    mutationFn: ({ taskId, fullName, policySha256 }: { taskId: string; fullName: string; policySha256: string }) =>
      apiRequest<OnboardingTaskDto>(
        `/api/onboarding/tasks/${encodeURIComponent(taskId)}/sign`,
        'The policy could not be signed',
        { method: 'POST', body: { fullName, policySha256 } },
      ),
    // A refusal (the policy changed) also reloads, so the new version is what is shown next.
    onSettled: refresh,
  });
}

/** hr's review of a submitted document: accept it, or ask again with a comment (both name the document opened). */
export function useReviewDocument() {
  const refresh = useRefreshOnboarding();
  return useMutation({
    mutationFn: ({ taskId, documentId, comment }: { taskId: string; documentId: string; comment?: string }) =>
      apiRequest<OnboardingTaskDto>(
        `/api/onboarding/tasks/${encodeURIComponent(taskId)}/${comment === undefined ? 'accept' : 'ask-again'}`,
        'The document could not be reviewed',
        { method: 'POST', body: comment === undefined ? { documentId } : { documentId, comment } },
      ),
    onSettled: refresh,
  });
}

/** A task for one plan: a template task without its id (the server makes one). */
export type PlanTaskInput = Omit<TemplateTaskDto, 'id'>;

/** POST /api/onboarding/plans/:id/tasks (hr, admin): a task added to one plan. */
export function useAddPlanTask(planId: string) {
  const refresh = useRefreshOnboarding();
  return useMutation({
    mutationFn: (task: PlanTaskInput) =>
      apiRequest<OnboardingTaskDto>(
        `/api/onboarding/plans/${encodeURIComponent(planId)}/tasks`,
        'The task could not be added',
        { method: 'POST', body: task },
      ),
    onSuccess: refresh,
  });
}

/** DELETE /api/onboarding/plans/:id/tasks/:taskId (hr, admin). */
export function useRemovePlanTask(planId: string) {
  const refresh = useRefreshOnboarding();
  return useMutation({
    mutationFn: (taskId: string) =>
      apiRequest(
        `/api/onboarding/plans/${encodeURIComponent(planId)}/tasks/${encodeURIComponent(taskId)}`,
        'The task could not be removed',
        { method: 'DELETE' },
      ),
    onSuccess: refresh,
  });
}

const policiesKey = ['onboarding', 'policies'] as const;

/** GET /api/onboarding/policies (hr, admin): every policy, by title. */
export function useOnboardingPolicies() {
  return useQuery({
    queryKey: policiesKey,
    queryFn: () => apiRequest<OnboardingPolicyDto[]>('/api/onboarding/policies', 'The policies could not be loaded'),
  });
}

/** POST /api/onboarding/policies (new) or PUT .../:id (a new version) (admin; multipart `title`, `file`). */
export function useUploadPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      title,
      file,
      onProgress,
    }: {
      id?: string;
      title: string;
      file: File;
      onProgress: (f: number) => void;
    }) => {
      const form = new FormData();
      if (title) form.append('title', title);
      form.append('file', file, file.name);
      return apiUpload<OnboardingPolicyDto>(
        id ? `/api/onboarding/policies/${encodeURIComponent(id)}` : '/api/onboarding/policies',
        form,
        'The policy could not be uploaded',
        onProgress,
        id ? 'PUT' : 'POST',
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: policiesKey }),
  });
}
