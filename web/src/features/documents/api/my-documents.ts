import { useCallback } from 'react';
import type { DocumentDto } from '@hr-portal/contract';
import { apiRequest } from '../../../lib/api-client';
import { useAsyncData } from '../../../lib/use-async-data';

const NO_DOCUMENTS: DocumentDto[] = [];

/** GET /api/document/my: the signed-in user's documents, newest first. */
export function fetchMyDocuments(fallbackMessage: string): Promise<DocumentDto[]> {
  return apiRequest<DocumentDto[]>('/api/document/my', fallbackMessage);
}

/** The caller's documents with loading and error state, and a reload after changes. */
export function useMyDocuments(fallbackMessage: string) {
  const load = useCallback(() => fetchMyDocuments(fallbackMessage), [fallbackMessage]);
  const { data: documents, loading, error, reload } = useAsyncData(load, NO_DOCUMENTS, fallbackMessage);
  return { documents, loading, error, reload };
}
