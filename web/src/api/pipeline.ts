import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  type ApplicationDto,
  type ApplicationEventDto,
  type BulkStageResult,
  type NoteDto,
  type RejectionReason,
  type StageMoveRequest,
  type StageMoveResult,
} from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';
import { applicationKeys } from './applications';
import { fetchPage, useCursorList } from './pages';

const path = (id: string) => `/api/application/${encodeURIComponent(id)}`;

export const pipelineKeys = {
  application: (id: string) => ['applications', 'one', id] as const,
  notes: (id: string) => ['applications', 'notes', id] as const,
  events: (id: string) => ['applications', 'events', id] as const,
  reasons: ['settings', 'rejection-reasons'] as const,
};

/** The application's event log, newest first, paged (the drawer's timeline). */
export function useApplicationEvents(id: string | null) {
  return useCursorList(
    pipelineKeys.events(id ?? ''),
    (cursor) => fetchPage<ApplicationEventDto>(`${path(id!)}/events`, {}, cursor, MESSAGES.fetchDataFailed),
    MESSAGES.fetchDataFailed,
    id !== null,
  );
}

/** One application as staff see it (the drawer). */
export function useStaffApplication(id: string | null) {
  return useQuery({
    queryKey: pipelineKeys.application(id ?? ''),
    queryFn: () => apiRequest<ApplicationDto>(path(id!), MESSAGES.fetchDataFailed),
    enabled: id !== null,
  });
}

export function useRejectionReasons() {
  return useQuery({
    queryKey: pipelineKeys.reasons,
    queryFn: async () =>
      (await apiRequest<{ reasons: RejectionReason[] }>('/api/settings/rejection-reasons', MESSAGES.fetchDataFailed))
        .reasons,
    staleTime: 5 * 60_000,
  });
}

/** The board itself is live (Firestore listeners); the staff lists and the drawer load again after a move. */
function useAfterMove() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: applicationKeys.all });
}

/** PATCH /api/application/{id}/stage; a stale move answers 409 with the current stage. */
export function useMoveStage() {
  const afterMove = useAfterMove();
  return useMutation({
    mutationFn: ({ id, ...move }: StageMoveRequest & { id: string }) =>
      apiRequest<StageMoveResult>(`${path(id)}/stage`, MESSAGES.moveFailed, { method: 'PATCH', body: move }),
    onSettled: afterMove,
  });
}

/** POST /api/application/bulk-stage: `{ moved, failed }`. */
export function useBulkStage() {
  const afterMove = useAfterMove();
  return useMutation({
    mutationFn: (body: { ids: string[]; stage: string; reason?: string }) =>
      apiRequest<BulkStageResult>('/api/application/bulk-stage', MESSAGES.moveFailed, { method: 'POST', body }),
    onSettled: afterMove,
  });
}

/** POST /api/application/{id}/hire: Hired, and the person becomes an employee. */
export function useHire() {
  const afterMove = useAfterMove();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ changed: boolean }>(`${path(id)}/hire`, MESSAGES.hireFailed, { method: 'POST' }),
    onSettled: afterMove,
  });
}

export function useNotes(id: string | null) {
  return useQuery({
    queryKey: pipelineKeys.notes(id ?? ''),
    queryFn: () => apiRequest<NoteDto[]>(`${path(id!)}/notes`, MESSAGES.fetchDataFailed),
    enabled: id !== null,
  });
}

export function useAddNote(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: { text: string; mentions?: string[] }) =>
      apiRequest<NoteDto>(`${path(id)}/notes`, MESSAGES.noteFailed, { method: 'POST', body: note }),
    onSuccess: () => client.invalidateQueries({ queryKey: pipelineKeys.notes(id) }),
  });
}

/** POST /api/application/{id}/withdraw: the candidate closes their own application. */
export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<StageMoveResult>(`${path(id)}/withdraw`, MESSAGES.withdrawFailed, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
