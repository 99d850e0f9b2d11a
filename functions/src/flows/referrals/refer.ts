import { randomUUID } from 'node:crypto';
import { type Transaction } from 'firebase-admin/firestore';
import { isExpired, JOB_MESSAGES, PDF_MIME_TYPE, REFERRAL_MESSAGES, type ReferralResultDto } from '@hr-portal/contract';
import type { ReferralInput } from '@hr-portal/contract/schemas';
import type { Caller } from '../../lib/caller.js';
import { conflict, notFound } from '../../lib/errors.js';
import { log } from '../../lib/log.js';
import type { MultipartResult } from '../../lib/multipart.js';
import { fileStore } from '../../lib/storage/index.js';
import { runTransaction } from '../../lib/transactions.js';
import {
  applicationId as applicationIdOf,
  applicationIn,
  findApplication,
} from '../../data/applications/applications.js';
import { newDocumentId } from '../../data/documents/documents.js';
import { uidWithKeyIn } from '../../data/duplicates/duplicates.js';
import { findJob } from '../../data/jobs/jobs.js';
import { loadTemplates } from '../../data/mail/templates.js';
import { tagsIn } from '../../data/people/people.js';
import { referralIn } from '../../data/referrals/referrals.js';
import { linkStandingIn } from '../../data/users/sourced.js';
import { hasOptedOutOf } from '../shared/opt-outs.js';
import { findUser, newPersonId, uidWithEmailIn, userIn } from '../../data/users/users.js';
import { checkedPdf } from '../documents/documents.js';
import { normalisedEmail } from '../shared/addresses.js';
import { checkDuplicatesAfter } from '../duplicates/detect.js';
import { personIndexFor } from '../shared/person-index.js';
import { e164 } from '../shared/phone.js';
import { toMyReferral } from './view.js';
import { type Prepared, writeReferral } from './referral-writes.js';

/** Whom the address belongs to: the same address, or one its provider reads as the same (Gmail dots, +tags). */
async function personWithAddressIn(transaction: Transaction, email: string): Promise<string | null> {
  return (await uidWithEmailIn(transaction, email)) ?? (await uidWithKeyIn(transaction, `e:${normalisedEmail(email)}`));
}

/** The referred person was found (or created) by someone else between the look and the transaction: look again. */
class PersonChanged extends Error {}

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

async function removeFiles(paths: string[]): Promise<void> {
  await Promise.all(
    paths.map((path) =>
      fileStore()
        .delete(path)
        .catch((cleanup: unknown) => log.error('Could not remove an unused upload', cleanup, { path })),
    ),
  );
}
