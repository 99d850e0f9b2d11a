import { ONBOARDING_MESSAGES, PDF_MIME_TYPE, type OnboardingTaskDto } from '@hr-portal/contract';
import { personTarget, recordAudit } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { conflict, notFound } from '../../lib/errors.js';
import { log } from '../../lib/log.js';
import type { MultipartResult } from '../../lib/multipart.js';
import { fileStore } from '../../lib/storage/index.js';
import { runTransaction } from '../../lib/transactions.js';
import { newDocumentId } from '../../data/documents/documents.js';
import { findTask, reopenTaskIn, submitDocumentIn, taskIn } from '../../data/onboarding/tasks.js';
import { planIn } from '../../data/onboarding/plans.js';
import { type TaskRecord } from '../../data/onboarding/plan-records.js';
import { checkedPdf, documentStoragePath, recordCheckedPdfIn } from '../documents/documents.js';
import { doesTask, finishTaskIn, forbidden } from './tasks.js';
import { toTaskDto } from './my.js';

/** The checks an upload passes before and again inside its transaction: the caller's open document request. */
function requireUploadable(caller: Caller, task: TaskRecord | null): TaskRecord {
  if (!task) throw notFound(ONBOARDING_MESSAGES.taskNotFound);
  if (!doesTask(caller, task)) throw forbidden(ONBOARDING_MESSAGES.notYourTask);
  if (task.kind !== 'document') throw conflict(ONBOARDING_MESSAGES.notADocumentTask);
  if (task.status === 'done') throw conflict(ONBOARDING_MESSAGES.documentAccepted);
  return task;
}

/**
 * POST /api/onboarding/tasks/:id/document (multipart `file`): the new hire's PDF for a document request. It goes
 * through the caged checks, is stored, and then its document record and the task's "submitted" are written in one
 * transaction that checks the task again (hr may have accepted an earlier upload meanwhile); if that fails the
 * file is removed. An upload not yet accepted may be replaced; an accepted one only after hr asks again.
 */
export async function uploadTaskDocument(caller: Caller, id: string, upload: MultipartResult) {
  requireUploadable(caller, await findTask(id));
  const pdf = await checkedPdf(upload.file);
  const documentId = newDocumentId();
  const storagePath = documentStoragePath(caller.uid, pdf.fileName, documentId);
  const store = fileStore();
  await store.put(storagePath, pdf.bytes, PDF_MIME_TYPE);
  try {
    const task = await runTransaction(async (transaction) => {
      const found = requireUploadable(caller, await taskIn(transaction, id));
      recordCheckedPdfIn(transaction, pdf, {
        id: documentId,
        ownerId: caller.uid,
        uploadedBy: caller.uid,
        storagePath,
      });
      submitDocumentIn(transaction, id, documentId);
      return { ...found, status: 'submitted' as const, documentId };
    });
    return toTaskDto(task, Date.now(), { withFiles: true });
  } catch (error) {
    await store.delete(storagePath).catch((cleanup: unknown) => log.error('Orphaned upload', cleanup, { storagePath }));
    throw error;
  }
}

/**
 * A document request as hr reviews it: it exists, is one, and holds the document hr opened (the new hire may have
 * sent a newer one since, which is not accepted or refused unseen).
 */
function requireDocumentTask(task: TaskRecord | null, reviewed: string): TaskRecord {
  if (!task) throw notFound(ONBOARDING_MESSAGES.taskNotFound);
  if (task.kind !== 'document') throw conflict(ONBOARDING_MESSAGES.notADocumentTask);
  if (task.status !== 'open' && task.documentId !== reviewed) throw conflict(ONBOARDING_MESSAGES.documentChanged);
  return task;
}

/** POST /api/onboarding/tasks/:id/accept {documentId} (hr, admin): the submitted document is accepted; done, once. */
export async function acceptTaskDocument(caller: Caller, id: string, reviewed: string): Promise<OnboardingTaskDto> {
  const task = await runTransaction(async (transaction) => {
    const found = requireDocumentTask(await taskIn(transaction, id), reviewed);
    if (found.status === 'done') return found;
    if (found.status !== 'submitted') throw conflict(ONBOARDING_MESSAGES.notSubmitted);
    const plan = await planIn(transaction, found.planId);
    if (!plan) throw notFound(ONBOARDING_MESSAGES.planNotFound);
    await finishTaskIn(transaction, plan, found, caller.uid);
    recordAudit(transaction, {
      actor: caller,
      action: 'onboarding.document_accepted',
      target: { ...personTarget(found.person), label: found.title },
      before: { status: found.status },
      after: { status: 'done', documentId: found.documentId },
    });
    return { ...found, status: 'done' as const };
  });
  return toTaskDto(task, Date.now(), { withFiles: true });
}

/**
 * POST /api/onboarding/tasks/:id/ask-again {documentId, comment} (hr, admin): the document (submitted, or accepted before) is
 * asked for again; the task opens with hr's comment, and an accepted one stops counting as done.
 */
export async function askForDocumentAgain(
  caller: Caller,
  id: string,
  reviewed: string,
  comment: string,
): Promise<OnboardingTaskDto> {
  const task = await runTransaction(async (transaction) => {
    const found = requireDocumentTask(await taskIn(transaction, id), reviewed);
    if (found.status === 'open') throw conflict(ONBOARDING_MESSAGES.notSubmitted);
    const plan = await planIn(transaction, found.planId);
    if (!plan) throw notFound(ONBOARDING_MESSAGES.planNotFound);
    reopenTaskIn(transaction, plan, found, comment);
    recordAudit(transaction, {
      actor: caller,
      action: 'onboarding.document_asked_again',
      target: { ...personTarget(found.person), label: found.title },
      before: { status: found.status },
      // The comment itself stays on the task only (erasure clears it there; the audit trail keeps no free text).
      after: { status: 'open', commented: true },
    });
    return { ...found, status: 'open' as const, comment };
  });
  return toTaskDto(task, Date.now(), { withFiles: true });
}
