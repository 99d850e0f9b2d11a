import { useState } from 'react';
import type { DocumentDto } from '@hr-portal/contract';
import { uploadDocument } from './document-upload';

/** One upload at a time with busy flag and progress; resolves to the new document or throws the API error. */
export function useUpload(fallbackMessage: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  async function upload(file: File, ownerId?: string): Promise<DocumentDto> {
    setProgress(0);
    try {
      return await uploadDocument(file, fallbackMessage, setProgress, ownerId);
    } finally {
      setProgress(null);
    }
  }

  return { upload, busy, progress };
}
