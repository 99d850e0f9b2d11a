import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type JobInput, type JobQuestion } from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';

export interface LibraryQuestionDto {
  _id: string;
  question: JobQuestion;
  createdAt: string | null;
}

const libraryKey = ['questions', 'library'] as const;

/** GET /api/questions: the team's reusable questions (at most 200, so one request), once the picker opens. */
export function useQuestionLibrary(enabled: boolean) {
  return useQuery({
    queryKey: libraryKey,
    queryFn: () => apiRequest<LibraryQuestionDto[]>('/api/questions', MESSAGES.fetchDataFailed),
    enabled,
  });
}

/** POST /api/questions: keeps a copy of a question for other jobs. */
export function useSaveToLibrary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (question: NonNullable<JobInput['questions']>[number]) =>
      apiRequest<LibraryQuestionDto>('/api/questions', MESSAGES.operationFailed, { method: 'POST', body: question }),
    onSuccess: () => client.invalidateQueries({ queryKey: libraryKey }),
  });
}

/** DELETE /api/questions/:id (jobs keep their copies). */
export function useRemoveFromLibrary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/api/questions/${encodeURIComponent(id)}`, MESSAGES.deleteFailed, {
        method: 'DELETE',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: libraryKey }),
  });
}
