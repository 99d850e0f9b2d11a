import {
  APPLICATION_MESSAGES,
  HIRED_STATUS,
  PIPELINE_MESSAGES,
  firstStageShowing,
  CLOSING_STAGE_IDS,
  type StageDto,
} from '@hr-portal/contract';
import type { AuditActor } from '../../lib/audit.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { fileStore } from '../../lib/storage/index.js';
import { fileNamePart } from '../shared/file-name.js';
import { findDocument } from '../../data/documents/documents.js';
import { storeCheckedPdf } from '../documents/documents.js';
import { findJob } from '../../data/jobs/jobs.js';
import { changeRole, hasNoAccount } from '../users/users.js';
import { findUser } from '../../data/users/users.js';
import { findApplication } from '../../data/applications/applications.js';
import { setResumeDocument } from '../../data/applications/pointers.js';
import type { ApplicationRecord } from '../../data/applications/record.js';
import { moveMailer } from '../shared/move-mail.js';
import { moveStage } from './move-stage.js';

export interface HireResult {
  _id: string;
  stage: string;
  role: 'employee';
  /** Whether this call changed anything (a repeated hire changes nothing). */
  changed: boolean;
}

/** A PDF the hire files among the new employee's documents (the signed offer), under a fixed id. */
export interface HireDocument {
  documentId: string;
  fileName: string;
  bytes: Buffer;
}

/** The fixed id of the resume copy a hire files, so two hires of one application file it once. */
const hiredResumeId = (applicationId: string) => `resume-${applicationId}`;

/** Where a hire moves the application: a given hired stage (a move into it), else the job's first one. */
export interface HireInto {
  stage?: StageDto;
  /** Refuse (409) when the application is no longer in this stage (a move based on a stale view). */
  expectedStage?: string;
}

/**
 * The hire rule: an admin hires from any open application; everyone else (hr, an API key acting as hr, the
 * candidate accepting) only through an accepted offer (403 otherwise), so no hire skips the offer's four eyes unless
 * an admin decides it.
 */
function refuseHireWithoutOffer(caller: AuditActor, application: ApplicationRecord): void {
  if (caller.role !== 'admin' && application.offerStatus !== 'accepted')
    throw forbidden(PIPELINE_MESSAGES.hireNeedsOffer);
}

/**
 * Hires from an application (POST /api/application/:id/hire, a move into a hired stage, an accepted offer): it
 * moves to the job's hired stage, the candidate becomes an employee (role in the users document with its audit
 * entry, claim, old sessions ended) and the resume they applied with (and `documents`, e.g. the signed offer) are
 * among their documents, which the employee screens show. The hire rule is checked first and again in the move's
 * transaction. Each step checks first and the copies have fixed ids, so a second call, even a concurrent one,
 * changes nothing.
 */
export async function hire(
  caller: AuditActor,
  id: string,
  documents: HireDocument[] = [],
  into: HireInto = {},
): Promise<HireResult> {
  const record = await findApplication(id);
  if (!record) throw notFound(APPLICATION_MESSAGES.notFound);
  refuseHireWithoutOffer(caller, record);
  if (CLOSING_STAGE_IDS.includes(record.stage)) throw conflict(PIPELINE_MESSAGES.alreadyClosed);
  const person = await findUser(record.candidate);
  if (!person || (person.role !== 'candidate' && person.role !== 'employee'))
    throw conflict(PIPELINE_MESSAGES.notCandidate);
  const stages = (await findJob(record.jobId))?.stages ?? [];
  const hired =
    into.stage ??
    firstStageShowing(
      stages.filter((stage) => !CLOSING_STAGE_IDS.includes(stage.id)),
      HIRED_STATUS,
    );
  if (!hired) throw conflict(PIPELINE_MESSAGES.unknownStage);

  let changed = false;
  if (record.stage !== hired.id) {
    const decide = (current: ApplicationRecord) => {
      refuseHireWithoutOffer(caller, current);
      const { expectedStage } = into;
      return { stage: hired, reason: null, expectedStage, closedIn: CLOSING_STAGE_IDS, event: 'hired' as const };
    };
    await moveStage(id, decide, caller, await moveMailer());
    changed = true;
  }
  // Someone staff added (a referral, a sourced person) who has no account yet has no role to change.
  if (person.role === 'candidate' && !(await hasNoAccount(person._id))) {
    await changeRole(caller, person._id, 'employee');
    changed = true;
  }
  // The resume the application was made with: kept as a document of theirs unless it still is one. (A referral or
  // a sourced person may have none.)
  const keptResume = record.resumeDocumentId ? await findDocument(record.resumeDocumentId) : null;
  if (record.resumePath && !keptResume) {
    const bytes = await fileStore().get(record.resumePath);
    if (bytes) {
      const document = await storeCheckedPdf(
        person._id,
        caller.uid,
        `resume-${fileNamePart(record.jobSnapshot.title, 'job')}.pdf`,
        bytes,
        hiredResumeId(id),
      );
      await setResumeDocument(record, document._id, caller.uid);
      changed = true;
    }
  }
  for (const document of documents) {
    if (await findDocument(document.documentId)) continue;
    await storeCheckedPdf(person._id, caller.uid, document.fileName, document.bytes, document.documentId);
    changed = true;
  }
  return { _id: id, stage: hired.id, role: 'employee', changed };
}
