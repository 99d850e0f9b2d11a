import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { REFERRAL_SOURCE, type JobDto } from '@hr-portal/contract';
import type { ReferralInput } from '@hr-portal/contract/schemas';
import { personTarget, recordAudit } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { queueMail } from '../../lib/mail.js';
import { createApplicationIn } from '../../data/applications/applications.js';
import { setKeysIn } from '../../data/duplicates/duplicates.js';
import { type MailTemplates } from '../../data/mail/templates.js';
import { createReferralIn } from '../../data/referrals/referrals.js';
import { createSourcedUserIn, noticeResentIn } from '../../data/users/sourced.js';
import { recordCheckedPdfIn, type CheckedPdf } from '../documents/documents.js';
import { normalisedEmail } from '../shared/addresses.js';
import { composeMail, portalLink } from '../shared/compose-mail.js';
import { createAccountUrl, newLinkNonce, removeDataUrl } from '../shared/person-links.js';
import { indexedApplication, newPersonIndex, personIndexFor } from '../shared/person-index.js';

// What one referral writes in its transaction: the person (found or new), the application, the referral and the e-mails.

/** The e-mail to the referred person: who referred them to what, the privacy notice, and their two links. */
function referredNotice(
  templates: MailTemplates,
  person: { uid: string; name: string; email: string; hasAccount: boolean },
  referrerName: string,
  jobTitle: string,
  nonce: string | null,
) {
  const links = nonce
    ? { portalUrl: createAccountUrl(person.uid, nonce), removeUrl: removeDataUrl(person.uid, nonce) }
    : // With an account: their applications, and their profile, where they export or erase their data.
      { portalUrl: portalLink('/candidate/applications'), removeUrl: portalLink('/candidate/profile') };
  const values = {
    candidateName: person.name,
    referrerName,
    jobTitle,
    ...links,
    privacyUrl: portalLink('/privacy'),
  };
  return composeMail(templates, 'person_referred', person.email, values, { recipientUid: person.uid });
}

export interface Prepared {
  input: ReferralInput;
  phone: string | null;
  pdf: CheckedPdf | null;
  job: JobDto;
  templates: MailTemplates;
  referrerName: string;
}

export interface Target {
  uid: string;
  applicationId: string;
  documentId: string | null;
  documentPath: string | null;
  resumePath: string;
  /** The person as they were found; null for someone new. */
  existing: { name: string; hasAccount: boolean } | null;
  index: Awaited<ReturnType<typeof personIndexFor>> | null;
  tags: string[];
}

/** The writes of a referral that counts (every read is done). */
export function writeReferral(transaction: Transaction, caller: Caller, prepared: Prepared, target: Target): void {
  const { input, phone, pdf, job, templates, referrerName } = prepared;
  const { uid, applicationId, documentId, documentPath, resumePath, existing } = target;
  const now = Timestamp.now();
  // A new link value for anyone without an account (the old links of an earlier e-mail stop working).
  const nonce = existing?.hasAccount ? null : newLinkNonce();
  const name = existing?.name || input.name;
  const person = { uid, name, email: input.email, hasAccount: existing?.hasAccount ?? false };
  const notice = referredNotice(templates, person, referrerName, job.title, nonce);
  const mailId = notice ? queueMail(transaction, notice, now.toMillis()) : null;
  if (!existing) {
    // Their address as its provider reads it is a key from this moment: a referral of the same person under
    // another form of the address, racing this one, finds them (the full keys follow with the duplicate check).
    setKeysIn(transaction, uid, [`e:${normalisedEmail(input.email)}`, ...(phone ? [`p:${phone}`] : [])]);
    createSourcedUserIn(
      transaction,
      { uid, name, email: input.email, phone, location: '', links: [], source: 'colleague', addedBy: caller.uid },
      now,
      nonce!,
      mailId,
    );
  } else if (nonce && mailId) {
    noticeResentIn(transaction, uid, mailId, nonce);
  }
  if (pdf && documentId && documentPath) {
    recordCheckedPdfIn(transaction, pdf, {
      id: documentId,
      ownerId: uid,
      uploadedBy: caller.uid,
      storagePath: documentPath,
    });
  }
  const firstStage = job.stages[0]!.id;
  const application = {
    id: applicationId,
    jobId: job._id,
    jobSnapshot: { title: job.title, location: job.location, jobType: job.jobType },
    candidate: uid,
    candidateEmail: input.email,
    candidateName: name,
    stage: firstStage,
    resumeDocumentId: documentId ?? '',
    resumePath,
    source: REFERRAL_SOURCE,
    referral: {
      id: applicationId,
      by: caller.uid,
      byName: referrerName,
      relationship: input.relationship ?? '',
      note: input.note ?? '',
      at: now.toDate(),
    },
  };
  createApplicationIn(transaction, application, null, now, target.tags, caller.uid);
  createReferralIn(
    transaction,
    {
      id: applicationId,
      jobId: job._id,
      jobTitle: job.title,
      person: uid,
      name: input.name,
      referrer: caller.uid,
      referrerName,
      firstStage,
    },
    now,
  );
  const index =
    target.index ??
    newPersonIndex(transaction, uid, {
      role: 'candidate',
      email: input.email,
      name,
      location: '',
      createdAt: now.toDate(),
      talentPoolUntil: null,
      talentPoolWithdrawnAt: null,
    });
  index.update((sources) => {
    if (pdf?.text && documentId)
      sources.resumes[documentId] = { fileName: pdf.fileName, text: pdf.text, at: now.toMillis(), shared: true };
    sources.applications[applicationId] = indexedApplication({
      ...application,
      status: 'applied',
      createdAt: now.toDate(),
    });
  });
  recordAudit(transaction, {
    actor: caller,
    action: 'person.referred',
    target: personTarget(uid),
    before: null,
    after: { jobId: job._id, job: job.title, resume: Boolean(pdf), new: !existing },
  });
}
