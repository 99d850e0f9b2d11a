import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { isExpired, JOB_MESSAGES, PDF_MIME_TYPE, SOURCING_MESSAGES, type SourcedPersonDto } from '@hr-portal/contract';
import type { SourcePersonInput } from '@hr-portal/contract/schemas';
import { personTarget, recordAudit } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { conflict, notFound } from '../../lib/errors.js';
import { auth } from '../../lib/firebase.js';
import { log } from '../../lib/log.js';
import { queueMail } from '../../lib/mail.js';
import type { MultipartResult } from '../../lib/multipart.js';
import { fileStore } from '../../lib/storage/index.js';
import { runTransaction } from '../../lib/transactions.js';
import { applicationId as applicationIdOf, createApplicationIn } from '../../data/applications/applications.js';
import { newDocumentId } from '../../data/documents/documents.js';
import { findJob } from '../../data/jobs/jobs.js';
import { loadTemplates } from '../../data/mail/templates.js';
import { createSourcedUserIn } from '../../data/users/sourced.js';
import { hasOptedOutOf } from '../shared/opt-outs.js';
import { emailHeldIn, findUser, findUserByEmail, newPersonId } from '../../data/users/users.js';
import { checkedPdf, recordCheckedPdfIn, type CheckedPdf } from '../documents/documents.js';
import { newLinkNonce, sourcedNotice } from '../shared/person-links.js';
import { indexedApplication, newPersonIndex } from '../shared/person-index.js';
import { checkDuplicatesAfter } from '../duplicates/detect.js';
import { e164 } from '../shared/phone.js';

/** Where the files of a new person go: the document, and the application's own copy when they join a job. */
function filePaths(uid: string, pdf: CheckedPdf | null, applicationId: string | null) {
  if (!pdf) return { documentPath: null, resumePath: '' };
  return {
    documentPath: `documents/${uid}/${Date.now()}_${pdf.fileName}`,
    resumePath: applicationId ? `applications/${applicationId}/resume-${randomUUID()}.pdf` : '',
  };
}

/**
 * Staff add a person who did not apply (POST /api/people): their users document (a candidate without an account),
 * the resume when given (through the caged PDF checks), their application in the first stage of a job when asked,
 * their search index, the audit entry and the Article 14 e-mail, in one transaction: all of it, or nothing (the
 * files, stored first, are removed again). 409 when someone in the portal has the address, or the job is closed.
 */
export async function sourcePerson(
  caller: Caller,
  input: SourcePersonInput,
  file: MultipartResult['file'] = null,
): Promise<SourcedPersonDto> {
  const phone = input.phone ? e164(input.phone) : null;
  const pdf = file ? await checkedPdf(file) : null;
  const [held, account, optedOut, job, templates] = await Promise.all([
    findUserByEmail(input.email),
    auth()
      .getUserByEmail(input.email)
      .catch(() => null),
    hasOptedOutOf(input.email),
    input.jobId ? findJob(input.jobId) : null,
    loadTemplates(),
  ]);
  if (held || account) throw conflict(SOURCING_MESSAGES.addressHeld);
  if (optedOut) throw conflict(SOURCING_MESSAGES.optedOut);
  if (input.jobId && !job) throw notFound(JOB_MESSAGES.notFound);
  if (job && (!job.isActive || isExpired(job.validThrough))) throw conflict(SOURCING_MESSAGES.jobClosed);

  const uid = newPersonId();
  const nonce = newLinkNonce();
  const person = { uid, name: input.name, email: input.email };
  const notice = sourcedNotice(templates, person, input.source, nonce);
  const applicationId = job ? applicationIdOf(job._id, uid) : null;
  const documentId = pdf ? newDocumentId() : null;
  const { documentPath, resumePath } = filePaths(uid, pdf, applicationId);
  const stored = [documentPath, resumePath].filter((path): path is string => Boolean(path));
  if (pdf) await Promise.all(stored.map((path) => fileStore().put(path, pdf.bytes, PDF_MIME_TYPE)));
  try {
    await runTransaction(async (transaction) => {
      // Two staff adding the same address at once: the second sees the first's person here and gets the 409.
      if (await emailHeldIn(transaction, input.email)) throw conflict(SOURCING_MESSAGES.addressHeld);
      const now = Timestamp.now();
      const noticeMailId = notice ? queueMail(transaction, notice, now.toMillis()) : null;
      const location = input.location ?? '';
      createSourcedUserIn(
        transaction,
        { ...person, phone, location, links: input.links ?? [], source: input.source, addedBy: caller.uid },
        now,
        nonce,
        noticeMailId,
      );
      if (pdf && documentId && documentPath) {
        recordCheckedPdfIn(transaction, pdf, {
          id: documentId,
          ownerId: uid,
          uploadedBy: caller.uid,
          storagePath: documentPath,
        });
      }
      const application = job &&
        applicationId && {
          id: applicationId,
          jobId: job._id,
          jobSnapshot: { title: job.title, location: job.location, jobType: job.jobType },
          candidate: uid,
          candidateEmail: input.email,
          candidateName: input.name,
          stage: job.stages[0]!.id,
          resumeDocumentId: documentId ?? '',
          resumePath,
          source: input.source,
        };
      if (application) createApplicationIn(transaction, application, null, now, [], caller.uid);
      newPersonIndex(transaction, uid, {
        role: 'candidate',
        email: input.email,
        name: input.name,
        location,
        createdAt: now.toDate(),
        talentPoolUntil: null,
        talentPoolWithdrawnAt: null,
      }).update((sources) => {
        if (pdf?.text && documentId)
          sources.resumes[documentId] = { fileName: pdf.fileName, text: pdf.text, at: now.toMillis(), shared: true };
        if (application) {
          sources.applications[application.id] = indexedApplication({
            ...application,
            addedBy: caller.uid,
            status: 'applied',
            createdAt: now.toDate(),
          });
        }
      });
      recordAudit(transaction, {
        actor: caller,
        action: 'person.sourced',
        target: personTarget(uid),
        before: null,
        after: { source: input.source, jobId: job?._id ?? null, resume: Boolean(pdf) },
      });
    });
  } catch (error) {
    // Unless the transaction did commit (a lost answer): then the records point at the files.
    if (await findUser(uid).catch(() => null)) throw error;
    await Promise.all(
      stored.map((path) =>
        fileStore()
          .delete(path)
          .catch((cleanup: unknown) => log.error('Could not remove an unused upload', cleanup, { path })),
      ),
    );
    throw error;
  }
  await checkDuplicatesAfter(uid);
  return { _id: uid, applicationId };
}
