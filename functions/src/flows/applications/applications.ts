import { randomUUID } from 'node:crypto';
import { requireApplication } from '../shared/require-application.js';
import {
  APPLICATION_MESSAGES,
  isExpired,
  JOB_MESSAGES,
  EVENT_MESSAGES,
  type ApplicationEventDto,
  type MyApplicationDto,
  type StatusChange,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { isValidLink } from '../../lib/file-links.js';
import { toMyApplication, toStaffEvent, toStatusChange } from './dto.js';
import type { EventRecord } from '../../lib/event-log.js';
import type { CursorPosition } from '../../lib/paging.js';
import { addTalentPoolConsent } from '../../data/users/consent.js';
import { findRecipient, findUsers } from '../../data/users/users.js';
import { retentionSettings } from '../shared/settings.js';
import { seesStaffView } from '../shared/job-views.js';
import { fileStore } from '../../lib/storage/index.js';
import { findJob } from '../../data/jobs/jobs.js';
import { applicationId, findApplication } from '../../data/applications/applications.js';
import { listApplications, type ApplicationFilters } from '../../data/applications/staff-lists.js';
import { listApplicationsOf, listAllApplicationsOf } from '../../data/applications/of-person.js';
import { listEvents } from '../../data/applications/event-reads.js';
import { composeMail, portalLink } from '../shared/compose-mail.js';
import { loadTemplates } from '../../data/mail/templates.js';
import { noteOn, notesOn } from './notes.js';
import { eventSubjectOf } from '../../data/applications/record.js';

import { fileApplication } from './file-application.js';
import { checkAnswers, copyFile, copyFileAnswers, ownDocument, removeCopies } from './answers.js';
import { checkDuplicatesAfter } from '../duplicates/detect.js';
import { mentioned, mentionedStaff } from '../shared/notification-drafts.js';

/** The most status changes one application's export lists (an application has a handful). */
const HISTORY_EXPORTED = 500;

/** A candidate's own applications as they see them, each with its status history (their data export). */
export async function applicationsToExport(uid: string) {
  const records = await listAllApplicationsOf(uid);
  return Promise.all(
    records.map(async (record) => ({
      ...toMyApplication(record),
      source: record.source,
      // Their answers as they gave them (never the knockout rules or the flags: candidates do not see those).
      answers: record.answers.map(({ filePath: _file, ...answer }) => answer),
      statusHistory: (await listEvents(record.id, HISTORY_EXPORTED, null, true)).map(toStatusChange),
    })),
  );
}

/** One page of the caller's own applications, newest first. */
export const applicationsOf = (uid: string, limit: number, after: CursorPosition | null) =>
  listApplicationsOf(uid, limit, after);

/** One page of the staff list, newest first, optionally of one job or status. */
export const applicationsFor = (filters: ApplicationFilters, limit: number, after: CursorPosition | null) =>
  listApplications(filters, limit, after);

/** A private note on an application (hr, admin); the staff it names with @ are notified. */
export async function addNoteTo(caller: Caller, id: string, text: string, mentions: string[] = []) {
  const application = await requireApplication(id);
  const named = await mentionedStaff(text, mentions);
  const notified = { ...application, jobTitle: application.jobSnapshot.title };
  return noteOn(eventSubjectOf(application), caller, text, (noteId) => mentioned(notified, noteId, named, caller));
}

export async function notesAbout(id: string) {
  await requireApplication(id);
  return notesOn(id);
}

/**
 * Applies the caller to an active job with one of their own documents and their answers to its questions. The
 * resume (and each file answer) is copied first, to a path of its own, so HR can still read it if the candidate
 * later deletes or replaces the document; then the application and the candidate's confirmation e-mail are
 * written together. If that fails (e.g. they had applied already), the copies are removed again: nothing is left
 * half-done.
 */
export async function apply(
  caller: Caller,
  jobId: string,
  resumeLink: string,
  options: { source?: string | null; talentPool?: boolean; answers?: Record<string, unknown> } = {},
): Promise<MyApplicationDto> {
  const source = options.source ?? null;
  const job = await findJob(jobId);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  // Past its last day, a job takes no applications even before the hourly job marks it closed.
  if (!job.isActive || isExpired(job.validThrough)) throw conflict(APPLICATION_MESSAGES.jobClosed);

  const document = await ownDocument(caller.uid, resumeLink);
  if (!document) throw forbidden(APPLICATION_MESSAGES.notYourResume);
  // Every answer is checked before anything is copied or written (a bad one is 400 naming its question).
  const { answers, flags } = checkAnswers(job.questions, options.answers ?? {});

  const id = applicationId(jobId, caller.uid);
  const [bytes, person, templates, retention] = await Promise.all([
    fileStore().get(document.storagePath),
    findRecipient(caller.uid),
    loadTemplates(),
    retentionSettings(),
  ]);
  if (!bytes) throw conflict(APPLICATION_MESSAGES.resumeMissing);
  const candidateName = person?.name ?? '';
  const values = {
    candidateName: candidateName || caller.email,
    jobTitle: job.title,
    stageName: job.stages[0]!.name,
    portalUrl: portalLink('/login'),
  };
  const mail = composeMail(
    templates,
    'application_received',
    caller.email,
    values,
    { applicationId: id, recipientUid: caller.uid },
    person?.language,
  );
  // Every file this application keeps (the resume, file answers), listed before it is written: removed again if
  // the application is not filed.
  const copies: string[] = [];
  try {
    const resumePath = await copyFile(copies, `applications/${id}/resume-${randomUUID()}.pdf`, bytes);
    await copyFileAnswers(caller, answers, id, copies);
    const record = await fileApplication(
      {
        id,
        jobId,
        jobSnapshot: { title: job.title, location: job.location, jobType: job.jobType },
        candidate: caller.uid,
        candidateEmail: caller.email,
        candidateName,
        stage: job.stages[0]!.id,
        resumeDocumentId: document.id,
        resumePath,
        source,
        answers,
        flags,
      },
      mail,
      // Consent to the talent pool is given with the application, so it is recorded with it: both, or neither.
      (writer, candidate) => options.talentPool && addTalentPoolConsent(writer, candidate, retention.talentPoolMonths),
    );
    await checkDuplicatesAfter(caller.uid);
    return toMyApplication(record);
  } catch (error) {
    await removeCopies(copies);
    throw error;
  }
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

/** A file answer's copy kept with an application, for a valid signed link. */
export async function openAnswerFile(id: string, questionId: string, expires: unknown, signature: unknown) {
  if (!isValidLink('answer', `${id}/${questionId}`, expires, signature)) {
    throw forbidden(APPLICATION_MESSAGES.resumeLinkInvalid);
  }
  const record = await findApplication(id);
  const answer = record?.answers.find((item) => item.questionId === questionId && item.filePath);
  const bytes = answer?.filePath ? await fileStore().get(answer.filePath) : null;
  if (!answer || !bytes) throw notFound(APPLICATION_MESSAGES.resumeNotFound);
  return { bytes, fileName: answer.text || `${questionId}.pdf` };
}

/**
 * One page of an application's event log for its audience: hr and admin read every event, newest first, with the
 * people named; the candidate reads only status changes of their own application, oldest first.
 */
export async function eventsFor(
  caller: Caller,
  id: string,
  limit: number,
  after: CursorPosition | null,
): Promise<{ page: EventRecord[]; toDto: (event: EventRecord) => ApplicationEventDto | StatusChange }> {
  const record = await requireApplication(id);
  if (seesStaffView(caller)) {
    const page = await listEvents(id, limit, after);
    const people = await findUsers(page.flatMap((event) => [event.actor, event.interviewerUid ?? '']).filter(Boolean));
    return { page, toDto: (event) => toStaffEvent(event, people) };
  }
  if (record.candidate !== caller.uid) throw forbidden(EVENT_MESSAGES.notYours);
  return { page: await listEvents(id, limit, after, true), toDto: toStatusChange };
}
