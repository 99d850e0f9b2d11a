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
  success: string | ((document: DocumentDto) => string);
  /** Shown when it fails and the server said nothing usable. */
  failure: string;
}

/** What an upload tells the person: it worked, or why not (in English; the default teller translates). */
export interface UploadNotice {
  kind: 'success' | 'error';
  text: string;
}

/** The screens' way: an alert. A dialog passes its own teller and shows the notice inside itself. */
const alertNotice = (notice: UploadNotice) => window.alert(translated(notice.text));

/**
 * Everything the PDF upload screens share: checking a picked file (a PDF within 10 MB) before anything is
 * sent, one upload at a time with progress, the success or failure message, and clearing the picker after.
 * `uploadNow` suits a picker that uploads at once; `pick` + `submit` a form with an Upload button.
 */
export function usePdfUpload(
  texts: PdfUploadTexts,
  onUploaded: (document: DocumentDto) => void = () => {},
  tell: (notice: UploadNotice) => void = alertNotice,
) {
  const [progress, setProgress] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  // Changing the picker's key after an upload gives a fresh, empty file input.
  const [inputKey, setInputKey] = useState(0);

  async function send(chosen: File | null | undefined, ownerId?: string): Promise<void> {
    const problem = fileProblem(chosen);
    if (problem || !chosen) return tell({ kind: 'error', text: problem ?? DOCUMENT_MESSAGES.noFile });
    setProgress(0);
    try {
      const document = await uploadDocument(chosen, texts.failure, setProgress, ownerId);
      tell({ kind: 'success', text: typeof texts.success === 'string' ? texts.success : texts.success(document) });
      setFile(null);
      setInputKey((key) => key + 1);
      onUploaded(document);
    } catch (caught) {
      tell({ kind: 'error', text: messageOf(caught, texts.failure) });
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
        tell({ kind: 'error', text: problem });
        event.target.value = '';
      }
      setFile(problem ? null : picked);
    },
    submit(event: FormEvent, ownerId?: string) {
      event.preventDefault();
      return send(file, ownerId);
    },
    /** Uploads a file given another way (dropped on the field). */
    upload: (chosen: File | null | undefined) => send(chosen),
    /** Uploads the file just picked, without a separate Upload button. */
    uploadNow(event: ChangeEvent<HTMLInputElement>) {
      const picked = event.target.files?.[0];
      event.target.value = '';
      return send(picked);
    },
  };
}
