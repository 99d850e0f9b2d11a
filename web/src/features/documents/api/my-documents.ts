import { useCallback, useEffect, useState } from 'react';
import type { DocumentDto } from '@hr-portal/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/document/my: the signed-in user's documents, newest first. */
export function fetchMyDocuments(fallbackMessage: string): Promise<DocumentDto[]> {
  return apiRequest<DocumentDto[]>('/api/document/my', fallbackMessage);
}

/** The caller's documents with loading and error state, and a reload after changes. */
export function useMyDocuments(fallbackMessage: string) {
  const [documents, setDocuments] = useState<DocumentDto[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  // Starts out loading; later reloads keep the current list on screen until the new one arrives.
  const reload = useCallback(async () => {
    try {
      setDocuments(await fetchMyDocuments(fallbackMessage));
      setError(null);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : fallbackMessage);
    } finally {
      setLoading(false);
    }
  }, [fallbackMessage]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { documents, loading, error, reload };
}
