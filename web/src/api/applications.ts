import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ApplicationDto,
  type ApplicationStatus,
  type CandidateJobDto,
  MESSAGES,
  type MyApplicationDto,
  type StatusChange,
} from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';
import { fetchPage, patchCachedLists, useCursorList } from './pages';
import { jobKeys } from './jobs';

export interface ApplicationFilters {
  job?: string;
  status?: ApplicationStatus;
  /** 'true': only applications that meet every must-have. */
  meets?: 'true';
}

export const applicationKeys = {
  all: ['applications'] as const,
  mine: ['applications', 'mine'] as const,
  staff: ['applications', 'staff'] as const,
  staffList: (filters: ApplicationFilters) => ['applications', 'staff', filters] as const,
  statusHistory: (id: string) => ['applications', 'mine', 'history', id] as const,
};

const MINE_FAILED = MESSAGES.fetchApplicationsFailed;

/** GET /api/application/my: the caller's applications with the job populated, newest first, paged. */
export function useMyApplications() {
  return useCursorList(
    applicationKeys.mine,
    (cursor) => fetchPage<MyApplicationDto>('/api/application/my', {}, cursor, MINE_FAILED),
    MINE_FAILED,
  );
}

/** GET /api/application/{id}/events as the candidate reads it: their status changes, oldest first, paged. */
export function useStatusHistory(id: string) {
  return useCursorList(
    applicationKeys.statusHistory(id),
    (cursor) => fetchPage<StatusChange>(`/api/application/${encodeURIComponent(id)}/events`, {}, cursor, MINE_FAILED),
    MINE_FAILED,
  );
}

/** POST /api/application/{jobId} with the chosen resume's filePath, and a talent-pool consent if given. */
export function useApply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      jobId,
      ...fields
    }: {
      jobId: string;
      /** The chosen resume's stored path (the API's `resumeUrl`). */
      resumeFilePath: string;
      source?: string;
      talentPool?: boolean;
      answers?: Record<string, unknown>;
    }) =>
      apiRequest<MyApplicationDto>(`/api/application/${encodeURIComponent(jobId)}`, MESSAGES.applyFailed, {
        method: 'POST',
        body: {
          resumeUrl: fields.resumeFilePath,
          ...(fields.source ? { source: fields.source } : {}),
          ...(fields.talentPool ? { talentPool: true } : {}),
          ...(fields.answers ? { answers: fields.answers } : {}),
        },
      }),
    onSuccess: (_answer, { jobId }) => {
      void client.invalidateQueries({ queryKey: applicationKeys.all });
      // The job's card reads Applied: its page of the board (and the job itself) as the server now answers.
      patchCachedLists<CandidateJobDto>(client, jobKeys.all, (jobs) =>
        jobs.map((job) => (job._id === jobId ? { ...job, applied: true } : job)),
      );
      void client.invalidateQueries({ queryKey: jobKeys.one(jobId) });
    },
  });
}

/** GET /api/application: every application for the staff screens in one paged call (no call per job). */
export function useStaffApplications(filters: ApplicationFilters, pageSize = 100) {
  return useCursorList(
    applicationKeys.staffList(filters),
    (cursor) =>
      fetchPage<ApplicationDto>('/api/application', { ...filters, limit: pageSize }, cursor, MESSAGES.fetchDataFailed),
    MESSAGES.fetchDataFailed,
  );
}

/** PATCH /api/application/{id}/status; the loaded lists show the status the server stored. */
export function useChangeStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: ApplicationStatus }) =>
      (
        await apiRequest<{ status: ApplicationStatus }>(
          `/api/application/${encodeURIComponent(id)}/status`,
          MESSAGES.statusUpdateFailed,
          { method: 'PATCH', body: { status } },
        )
      ).status,
    onSuccess: (stored, { id }) =>
      patchCachedLists<ApplicationDto>(client, applicationKeys.staff, (items) =>
        items.map((item) => (item._id === id ? { ...item, status: stored } : item)),
      ),
  });
}
