import {
  APPLICATION_MESSAGES,
  HIRED_STATUS,
  PIPELINE_MESSAGES,
  firstStageShowing,
  WITHDRAWN_STAGE,
  CLOSING_STAGE_IDS,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/auth-middleware.js';
import { conflict, notFound } from '../../lib/errors.js';
import { fileStore } from '../../storage/index.js';
import { findDocument, storeCheckedPdf } from '../documents/service.js';
import { findJob } from '../jobs/service.js';
import { changeRole, findUser } from '../users/service.js';
import { findApplication, setResumeDocument } from './repository.js';
import { moveMailer } from '../mail/service.js';
import { moveStage } from './move-repository.js';

export interface HireResult {
  _id: string;
  stage: string;
  role: 'employee';
  /** Whether this call changed anything (a repeated hire changes nothing). */
  changed: boolean;
}

/**
 * Hires from an application: it moves to the job's hired stage, the candidate becomes an employee (role in
 * the users document with its audit entry, claim, old sessions ended) and the resume they applied with is
 * among their documents, which the employee screens show. Each step checks first, so a second call changes
 * nothing.
 */
export async function hire(caller: Caller, id: string): Promise<HireResult> {
  const record = await findApplication(id);
  if (!record) throw notFound(APPLICATION_MESSAGES.notFound);
  if (record.stage === WITHDRAWN_STAGE.id) throw conflict(PIPELINE_MESSAGES.alreadyClosed);
  const person = await findUser(record.candidate);
  if (!person || (person.role !== 'candidate' && person.role !== 'employee'))
    throw conflict(PIPELINE_MESSAGES.notCandidate);
  const stages = (await findJob(record.jobId))?.stages ?? [];
  const hired = firstStageShowing(
    stages.filter((stage) => !CLOSING_STAGE_IDS.includes(stage.id)),
    HIRED_STATUS,
  );
  if (!hired) throw conflict(PIPELINE_MESSAGES.unknownStage);

  let changed = false;
  if (record.stage !== hired.id) {
    const decide = () => ({ stage: hired, reason: null, closedIn: [WITHDRAWN_STAGE.id], event: 'hired' as const });
    await moveStage(id, decide, caller, await moveMailer());
    changed = true;
  }
  if (person.role === 'candidate') {
    await changeRole(caller, person._id, 'employee');
    changed = true;
  }
  // The resume the application was made with: kept as a document of theirs unless it still is one.
  if (!(await findDocument(record.resumeDocumentId))) {
    const bytes = await fileStore().get(record.resumePath);
    if (bytes) {
      const document = await storeCheckedPdf(
        person._id,
        caller.uid,
        `resume-${record.jobSnapshot.title.replace(/[^A-Za-z0-9 ._-]+/g, '-').slice(0, 80) || 'job'}.pdf`,
        bytes,
      );
      await setResumeDocument(record, document._id, caller.uid);
      changed = true;
    }
  }
  return { _id: id, stage: hired.id, role: 'employee', changed };
}
