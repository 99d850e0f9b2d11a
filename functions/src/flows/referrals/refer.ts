import { randomUUID } from 'node:crypto';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  isExpired,
  JOB_MESSAGES,
  PDF_MIME_TYPE,
  REFERRAL_MESSAGES,
  REFERRAL_SOURCE,
  type JobDto,
  type ReferralResultDto,
} from '@hr-portal/contract';
import type { ReferralInput } from '@hr-portal/contract/schemas';
import { personTarget, recordAudit } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { conflict, notFound } from '../../lib/errors.js';
import { log } from '../../lib/log.js';
import { queueMail } from '../../lib/mail.js';
import type { MultipartResult } from '../../lib/multipart.js';
import { fileStore } from '../../lib/storage/index.js';
import { runTransaction } from '../../lib/transactions.js';
import {
  applicationId as applicationIdOf,
  applicationIn,
  createApplicationIn,
  findApplication,
} from '../../data/applications/applications.js';
import { newDocumentId } from '../../data/documents/documents.js';
import { setKeysIn, uidWithKeyIn } from '../../data/duplicates/duplicates.js';
import { findJob } from '../../data/jobs/jobs.js';
import { loadTemplates, type MailTemplates } from '../../data/mail/templates.js';
import { tagsIn } from '../../data/people/people.js';
import { createReferralIn, referralIn } from '../../data/referrals/referrals.js';
import { createSourcedUserIn, linkStandingIn, noticeResentIn } from '../../data/users/sourced.js';
import { hasOptedOutOf } from '../shared/opt-outs.js';
import { findUser, newPersonId, uidWithEmailIn, userIn } from '../../data/users/users.js';
import { checkedPdf, recordCheckedPdfIn, type CheckedPdf } from '../documents/documents.js';
import { normalisedEmail } from '../shared/addresses.js';
import { checkDuplicatesAfter } from '../duplicates/detect.js';
import { composeMail, portalLink } from '../shared/compose-mail.js';
import { createAccountUrl, newLinkNonce, removeDataUrl } from '../shared/person-links.js';
import { indexedApplication, newPersonIndex, personIndexFor } from '../shared/person-index.js';
import { e164 } from '../shared/phone.js';
import { toMyReferral } from './view.js';

/** Whom the address belongs to: the same address, or one its provider reads as the same (Gmail dots, +tags). */
async function personWithAddressIn(transaction: Transaction, email: string): Promise<string | null> {
  return (await uidWithEmailIn(transaction, email)) ?? (await uidWithKeyIn(transaction, `e:${normalisedEmail(email)}`));
}

/** The referred person was found (or created) by someone else between the look and the transaction: look again. */
class PersonChanged extends Error {}

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

interface Prepared {
  input: ReferralInput;
  phone: string | null;
  pdf: CheckedPdf | null;
  job: JobDto;
  templates: MailTemplates;
  referrerName: string;
}

/**
 * POST /api/referrals: someone the caller knows, for an open job. Finds the person by address (or creates them,
 * as staff adding someone would), puts them in the job's first stage with source `referral` and the referrer on
 * the application, records the referral, and e-mails the person at once; all in one transaction, or nothing (the
 * files, stored first, are removed again). A person already on the job, or referred to it by someone else at the
 * same moment, gets "already being considered" and nothing changes.
 */
export async function refer(
  caller: Caller,
  input: ReferralInput,
  file: MultipartResult['file'] = null,
): Promise<ReferralResultDto> {
  if (normalisedEmail(input.email) === normalisedEmail(caller.email)) throw conflict(REFERRAL_MESSAGES.self);
  const phone = input.phone ? e164(input.phone) : null;
  const pdf = file ? await checkedPdf(file) : null;
  const [job, templates, referrer, optedOut] = await Promise.all([
    findJob(input.jobId),
    loadTemplates(),
    findUser(caller.uid),
    hasOptedOutOf(input.email),
  ]);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  if (!job.isActive || isExpired(job.validThrough)) throw conflict(REFERRAL_MESSAGES.jobClosed);
  // Someone who asked us to remove their data: the same answer as for anyone we cannot put on the job again, so
  // the referrer learns nothing about them.
  if (optedOut) return NOT_MADE;
  const prepared = { input, phone, pdf, job, templates, referrerName: referrer?.name ?? '' };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await referOnce(caller, prepared);
    } catch (error) {
      // Someone else's referral (or sign-up) created the person meanwhile: again, now finding them.
      if (!(error instanceof PersonChanged)) throw error;
      if (attempt >= LOOKUPS) throw conflict(REFERRAL_MESSAGES.tryAgain);
    }
  }
}

/** How often the person is looked up again when someone else created or changed them meanwhile. */
const LOOKUPS = 3;

/**
 * The answer when nothing was made: the person is already on the job, works here, asked us to remove their data,
 * or is being erased. One answer for all, so a referrer learns nothing about someone from it.
 */
const NOT_MADE: ReferralResultDto = {
  outcome: 'already_considered',
  message: REFERRAL_MESSAGES.alreadyConsidered,
  referral: null,
};

async function referOnce(caller: Caller, prepared: Prepared): Promise<ReferralResultDto> {
  const { input, pdf, job } = prepared;
  const known = await runTransaction((transaction) => personWithAddressIn(transaction, input.email));
  const uid = known ?? newPersonId();
  const applicationId = applicationIdOf(job._id, uid);
  // The resume becomes a document of someone new (as when staff add a person); someone already in the portal keeps
  // their documents their own: the referrer's file stays with the application only.
  const documentId = pdf && !known ? newDocumentId() : null;
  const documentPath = documentId ? `documents/${uid}/${Date.now()}_${pdf!.fileName}` : null;
  const resumePath = pdf ? `applications/${applicationId}/resume-${randomUUID()}.pdf` : '';
  const stored = [documentPath, resumePath].filter((path): path is string => Boolean(path));
  if (pdf) await Promise.all(stored.map((path) => fileStore().put(path, pdf.bytes, PDF_MIME_TYPE)));
  let made = false;
  try {
    const result = await runTransaction(async (transaction) => {
      made = false;
      if ((await personWithAddressIn(transaction, input.email)) !== known) throw new PersonChanged();
      const [existing, application, referral, index, standing, tags] = await Promise.all([
        known ? userIn(transaction, known) : null,
        applicationIn(transaction, applicationId),
        referralIn(transaction, applicationId),
        known ? personIndexFor(transaction, known) : null,
        known ? linkStandingIn(transaction, known) : null,
        known ? tagsIn(transaction, known) : [],
      ]);
      // Staff, someone being erased ("Remove my data", retention), or someone already on the job: nothing is made.
      if (existing && existing.role !== 'candidate') return null;
      if (standing?.erasingAt || standing?.anonymisingAt || application || referral) return null;
      made = true;
      writeReferral(transaction, caller, prepared, {
        uid,
        applicationId,
        documentId,
        documentPath,
        resumePath,
        existing: existing && standing ? { name: existing.name, hasAccount: standing.hasAccount } : null,
        index,
        tags,
      });
      return applicationId;
    });
    if (!made) await removeFiles(stored);
    if (!result) return NOT_MADE;
  } catch (error) {
    // Unless the transaction did commit (a lost answer): then the records point at the files.
    const committed = pdf && (await findApplication(applicationId).catch(() => null))?.resumePath === resumePath;
    if (!committed) await removeFiles(stored);
    throw error;
  }
  if (!known) await checkDuplicatesAfter(uid);
  return {
    outcome: 'referred',
    message: REFERRAL_MESSAGES.referred,
    referral: toMyReferral({
      id: applicationId,
      jobId: job._id,
      jobTitle: job.title,
      name: input.name,
      status: 'received',
      createdAt: new Date(),
    }),
  };
}

interface Target {
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
function writeReferral(transaction: Transaction, caller: Caller, prepared: Prepared, target: Target): void {
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

async function removeFiles(paths: string[]): Promise<void> {
  await Promise.all(
    paths.map((path) =>
      fileStore()
        .delete(path)
        .catch((cleanup: unknown) => log.error('Could not remove an unused upload', cleanup, { path })),
    ),
  );
}
