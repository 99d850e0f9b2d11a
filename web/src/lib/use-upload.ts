import { useState, type ChangeEvent, type FormEvent } from 'react';
import { DOCUMENT_MESSAGES, type DocumentDto } from '@hr-portal/contract';
import { messageOf } from './api-client';
import { fileProblem, uploadDocument } from './document-upload';
import { i18n } from '@lingui/core';
import { translateKnown } from './known-messages';

/** An alert's text in the screens' language, when the portal knows it. */
const translated = (text: string) => translateKnown(i18n, text);

interface PdfUploadTexts {
  /** Shown when the upload succeeds (spec: "Uploaded successfully ✅" and the like). */
  success: string;
  /** Shown when it fails and the server said nothing usable. */
  failure: string;
}

/**
 * Everything the PDF upload screens share: checking a picked file (a PDF within 10 MB) before anything is
 * sent, one upload at a time with progress, the success or failure message, and clearing the picker after.
 * `uploadNow` suits a picker that uploads at once; `pick` + `submit` a form with an Upload button.
 */
export function usePdfUpload(texts: PdfUploadTexts, onUploaded: (document: DocumentDto) => void = () => {}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  // Changing the picker's key after an upload gives a fresh, empty file input.
  const [inputKey, setInputKey] = useState(0);

  async function send(chosen: File | null | undefined, ownerId?: string): Promise<void> {
    const problem = fileProblem(chosen);
    if (problem || !chosen) return window.alert(translated(problem ?? DOCUMENT_MESSAGES.noFile));
    setProgress(0);
    try {
      const document = await uploadDocument(chosen, texts.failure, setProgress, ownerId);
      window.alert(translated(texts.success));
      setFile(null);
      setInputKey((key) => key + 1);
      onUploaded(document);
    } catch (caught) {
      window.alert(translated(messageOf(caught, texts.failure)));
    } finally {
      setProgress(null);
    }
  }

  return {
    inputKey,
    file,
    busy: progress !== null,
    progress,
    /** Keeps a picked PDF for the form's submit; a wrong file is refused at once and the picker cleared. */
    pick(event: ChangeEvent<HTMLInputElement>) {
      const picked = event.target.files?.[0] ?? null;
      const problem = picked && fileProblem(picked);
      if (problem) {
        window.alert(translated(problem));
        event.target.value = '';
      }
      setFile(problem ? null : picked);
    },
    submit(event: FormEvent, ownerId?: string) {
      event.preventDefault();
      return send(file, ownerId);
    },
    /** Uploads the file just picked, without a separate Upload button. */
    uploadNow(event: ChangeEvent<HTMLInputElement>) {
      const picked = event.target.files?.[0];
      event.target.value = '';
      return send(picked);
    },
  };
}
