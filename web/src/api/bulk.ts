import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type BulkAction, type BulkJobDto } from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';

/** What a bulk action runs over: chosen applications, or every one matching the list's filters. */
export type BulkTarget = { ids: string[] } | { filter: { jobId: string; status?: string; meetsMustHaves?: boolean } };

/** POST /api/application/bulk: with `preview`, the counts; otherwise the job's id to follow. */
export function useStartBulk() {
  return useMutation({
    mutationFn: ({ target, action, preview }: { target: BulkTarget; action: BulkAction; preview?: boolean }) =>
      apiRequest<BulkJobDto | { id: string }>('/api/application/bulk', MESSAGES.operationFailed, {
        method: 'POST',
        body: { ...target, action, ...(preview ? { preview: true } : {}) },
      }),
  });
}

/** GET /api/application/bulk/:id, asked again every second while the job runs. */
export function useBulkJob(id: string | null) {
  return useQuery({
    queryKey: ['bulk', id],
    queryFn: () => apiRequest<BulkJobDto>(`/api/application/bulk/${encodeURIComponent(id!)}`, MESSAGES.fetchDataFailed),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? 1000 : false),
  });
}

/** POST /api/application/bulk/:id/undo; the lists showing applications are read again after. */
export function useUndoBulk(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>(
        `/api/application/bulk/${encodeURIComponent(id!)}/undo`,
        MESSAGES.operationFailed,
        {
          method: 'POST',
        },
      ),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['bulk', id] });
      await client.invalidateQueries({ queryKey: ['applications'] });
    },
  });
}
