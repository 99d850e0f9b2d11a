import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApplicationDto, type DocumentDto, type DocumentWithOwnerDto, MESSAGES } from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';
import { fetchPage, patchCachedLists, useCursorList } from './pages';
import { profileKeys } from './profile';

export const documentKeys = {
  all: ['documents'] as const,
  /** The caller's own (`fallback` is the screen's failure text). */
  mine: ['documents', 'mine'] as const,
  /** Admin: everyone's, with owners. */
  everyone: ['documents', 'everyone'] as const,
  /** HR: resumes sent with applications. */
  resumes: ['documents', 'resumes'] as const,
};

/** GET /api/document/my: the signed-in user's documents, newest first, paged (`enabled`: fetch now). */
export function useMyDocuments(fallbackMessage: string, enabled = true) {
  return useCursorList(
    documentKeys.mine,
    (cursor) => fetchPage<DocumentDto>('/api/document/my', {}, cursor, fallbackMessage),
    fallbackMessage,
    enabled,
  );
}

/** GET /api/document (admin): every document with its owner. */
export function useAllDocuments(pageSize = 20) {
  return useCursorList(
    documentKeys.everyone,
    (cursor) =>
      fetchPage<DocumentWithOwnerDto>('/api/document', { limit: pageSize }, cursor, MESSAGES.fetchDocumentsFailed),
    MESSAGES.fetchDocumentsFailed,
  );
}

/** Resumes sent with applications, newest first (GET /api/application), for HR Documents. */
export function useApplicationResumes(pageSize = 100) {
  return useCursorList(
    documentKeys.resumes,
    (cursor) =>
      fetchPage<ApplicationDto>('/api/application', { limit: pageSize }, cursor, MESSAGES.fetchDocumentsFailed),
    MESSAGES.fetchDocumentsFailed,
  );
}

/** After an upload: the lists and profiles that show documents load again. */
export function useDocumentsChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: documentKeys.all });
    void client.invalidateQueries({ queryKey: profileKeys.all });
  };
}

/** DELETE /api/document/{id}: the owning candidate or an admin. The row leaves every loaded list. */
export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/api/document/${encodeURIComponent(id)}`, MESSAGES.deleteFailed, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      patchCachedLists<DocumentDto>(client, documentKeys.all, (items) => items.filter((item) => item._id !== id));
      void client.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
