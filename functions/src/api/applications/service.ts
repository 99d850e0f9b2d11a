export { toMyApplication, toStaffApplication } from './dto.js';
import { APPLICATION_MESSAGES, JOB_MESSAGES, PDF_MIME_TYPE, type MyApplicationDto } from '@hr-portal/contract';
import type { Caller } from '../../lib/auth-middleware.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { isSafeId } from '../../lib/ids.js';
import { documentIdFromLink, isValidLink } from '../../lib/file-links.js';
import { toMyApplication } from './dto.js';
import { findUser } from '../users/repository.js';
import { fileStore } from '../../storage/index.js';
import { findDocument } from '../documents/repository.js';
import { findJob } from '../jobs/repository.js';
import { applicationId, createApplication, deleteApplication, findApplication } from './repository.js';

/**
 * Applies the caller to an active job with one of their own documents. The resume is copied next to the
 * application, so HR can still read it if the candidate later deletes or replaces the document. If the copy
 * fails, the application is removed again.
 */
export async function apply(caller: Caller, jobId: string, resumeUrl: string): Promise<MyApplicationDto> {
  const job = await findJob(jobId);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  if (!job.isActive) throw conflict(APPLICATION_MESSAGES.jobClosed);

  const documentId = documentIdFromLink(resumeUrl) ?? resumeUrl;
  const document = isSafeId(documentId) ? await findDocument(documentId) : null;
  if (!document || document.ownerId !== caller.uid) throw forbidden(APPLICATION_MESSAGES.notYourResume);

  const id = applicationId(jobId, caller.uid);
  const resumePath = `applications/${id}/resume.pdf`;
  const record = await createApplication({
    id,
    jobId,
    jobSnapshot: { title: job.title, location: job.location, jobType: job.jobType },
    candidate: caller.uid,
    candidateEmail: caller.email,
    candidateName: (await findUser(caller.uid))?.name ?? '',
    stage: job.stages[0]!.id,
    resumeDocumentId: document.id,
    resumePath,
  });
  try {
    const bytes = await fileStore().get(document.storagePath);
    if (!bytes) throw conflict(APPLICATION_MESSAGES.resumeMissing);
    await fileStore().put(resumePath, bytes, PDF_MIME_TYPE);
  } catch (error) {
    await deleteApplication(id).catch((cleanup: unknown) =>
      console.error('Could not roll back application', id, cleanup),
    );
    throw error;
  }
  return toMyApplication(record);
}

/** The resume kept with an application, for a valid signed link. */
export async function openApplicationResume(id: string, expires: unknown, signature: unknown) {
  if (!isValidLink('application', id, expires, signature)) {
    throw forbidden(APPLICATION_MESSAGES.resumeLinkInvalid);
  }
  const record = await findApplication(id);
  const bytes = record ? await fileStore().get(record.resumePath) : null;
  if (!record || !bytes) throw notFound(APPLICATION_MESSAGES.resumeNotFound);
  return { bytes, fileName: `resume-${record.candidateEmail || record.candidate}.pdf` };
}
