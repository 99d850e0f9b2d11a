import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { APPLICATION_MESSAGES } from '@hr-portal/contract';
import { conflict } from '../../lib/errors.js';
import { FIRESTORE_CODES, isFirestoreCode } from '../../lib/firebase.js';
import { queueMail, type OutboxMail } from '../../lib/mail.js';
import { runTransaction } from '../../lib/transactions.js';
import { indexedApplication, updatePersonIndex, updatePersonIndexTogether } from '../shared/person-index.js';
import type { PersonIndexSources } from '../../data/search/index-record.js';
import { log } from '../../lib/log.js';
import {
  applicationId,
  createApplicationIn,
  findApplication,
  type NewApplication,
} from '../../data/applications/applications.js';
import { mergedIntoIn } from '../../data/users/merges.js';
import { userIn } from '../../data/users/users.js';
import { readStoredSession } from '../../data/users/session.js';
import type { ApplicationRecord } from '../../data/applications/record.js';
import { retentionStandingIn, voidRetentionNoticeIn } from '../../data/users/retention.js';
import { tagsIn } from '../../data/people/people.js';

/**
 * Files the application and queues `mail` (the confirmation) in one transaction, with what `alongside` adds (a
 * consent given with it): all, or nothing. A person a retention run has claimed for anonymisation cannot apply
 * (409), and a retention notice they were sent is void from now on. A second application for the job is 409.
 * The transaction writes nothing of the person's own (unless the consent or a notice changes): so one person's
 * concurrent applies do not queue behind each other. Their search index takes the application just after, the
 * applies that arrive together in one transaction.
 */
export async function fileApplication(
  record: NewApplication,
  mail: OutboxMail | null,
  /** `candidate` is whom the application is filed under (the survivor, when a merge claimed the applicant). */
  alongside: (writer: Transaction, candidate: string) => unknown = () => null,
): Promise<ApplicationRecord> {
  let filed = record;
  try {
    await runTransaction(async (transaction) => {
      filed = await intoSurvivor(transaction, record);
      const [standing, tags] = await Promise.all([
        retentionStandingIn(transaction, filed.candidate),
        tagsIn(transaction, filed.candidate),
      ]);
      if (standing.anonymising) throw conflict(APPLICATION_MESSAGES.dataBeingRemoved);
      if (standing.noticed) voidRetentionNoticeIn(transaction, filed.candidate);
      const now = Timestamp.now();
      createApplicationIn(transaction, filed, mail ? queueMail(transaction, mail) : null, now, tags);
      alongside(transaction, filed.candidate);
    });
  } catch (error) {
    if (isFirestoreCode(error, FIRESTORE_CODES.alreadyExists)) throw conflict(APPLICATION_MESSAGES.alreadyApplied);
    throw error;
  }
  const application = (await findApplication(filed.id))!;
  // The index reads the consent the transaction stored; the application itself is filed whatever happens here. If
  // the person's index stays contended past its retries, the trigger on the "applied" event indexes it later.
  await updatePersonIndexTogether(filed.candidate, withApplication(application)).catch((error: unknown) =>
    log.error('Could not index an application now: the applied event will', error, { id: filed.id }),
  );
  return application;
}

/** The index change that lists a filed application (none when a move or withdrawal already wrote it as it is now). */
const withApplication = (application: ApplicationRecord) => (sources: PersonIndexSources) => {
  if (sources.applications[application.id]) return false;
  sources.applications[application.id] = indexedApplication(application);
};

/**
 * The "applied" event's trigger: the application is in its person's index, whatever became of the attempt made
 * while applying (one person's applies in several instances at once can keep the index contended past its
 * retries). Safe to run again; a failure throws, so the trigger retries. An application gone, or a person gone,
 * merged, disabled or being erased, indexes nothing.
 */
export async function indexFiledApplication(applicationId: string): Promise<boolean> {
  const application = await findApplication(applicationId);
  if (!application) return false;
  // A person being erased (closed first) or disabled gets no index back from a late retry.
  if (!(await readStoredSession(application.candidate)).exists) return false;
  await updatePersonIndex(application.candidate, withApplication(application));
  return true;
}

/**
 * An application by someone a merge has claimed (it raced the merge past the session check) is the survivor's:
 * filed under them, so nothing of the merged person is left behind by it.
 */
async function intoSurvivor(transaction: Transaction, record: NewApplication): Promise<NewApplication> {
  const survivor = await mergedIntoIn(transaction, record.candidate);
  if (!survivor) return record;
  const person = await userIn(transaction, survivor);
  return {
    ...record,
    id: applicationId(record.jobId, survivor),
    candidate: survivor,
    candidateEmail: person?.email ?? record.candidateEmail,
    candidateName: person?.name ?? record.candidateName,
  };
}
