import {
  WITHDRAWN_STAGE,
  type ApplicationDto,
  type ApplicationEventDto,
  type MyApplicationDto,
  type StatusChange,
} from '@hr-portal/contract';
import { SYSTEM_ACTOR_UID, type EventRecord } from '../../lib/event-log.js';
import { mintLink } from '../../lib/file-links.js';
import type { ApplicationRecord } from '../../data/applications/record.js';

/** As the candidate sees it: statuses only (stage moves that keep the status, reasons and who are staff business). */
export function toMyApplication(record: ApplicationRecord): MyApplicationDto {
  return {
    _id: record.id,
    job: { _id: record.jobId, ...record.jobSnapshot },
    status: record.status,
    createdAt: record.createdAt?.toISOString() ?? null,
    withdrawn: record.stage === WITHDRAWN_STAGE.id,
    referredBy: record.referral ? record.referral.byName : null,
  };
}

export function toStaffApplication(record: ApplicationRecord): ApplicationDto {
  return {
    _id: record.id,
    job: record.jobId,
    jobTitle: record.jobSnapshot.title,
    candidate: record.candidate,
    candidateEmail: record.candidateEmail,
    candidateName: record.candidateName,
    source: record.source,
    status: record.status,
    stage: record.stage,
    stageEnteredAt: record.stageEnteredAt?.toISOString() ?? null,
    resumeUrl: mintLink('application', record.id),
    createdAt: record.createdAt?.toISOString() ?? null,
    scorecards: record.scorecards,
    answers: record.answers.map(({ filePath, ...answer }) => ({
      ...answer,
      ...(filePath ? { fileUrl: mintLink('answer', `${record.id}/${answer.questionId}`) } : {}),
    })),
    flags: record.flags,
    referral: record.referral && {
      by: record.referral.by,
      byName: record.referral.byName,
      relationship: record.referral.relationship,
      note: record.referral.note,
      at: record.referral.at?.toISOString() ?? null,
    },
  };
}

/** An event as the candidate sees it: the status before and after, and when (only status changes reach them). */
export const toStatusChange = (event: EventRecord): StatusChange => ({
  from: event.fromStatus,
  to: event.toStatus!,
  at: event.at.toISOString(),
});

/** An event as staff see it, the people it names resolved through `people` (users read in one getAll). */
export function toStaffEvent(event: EventRecord, people: Map<string, { name: string }>): ApplicationEventDto {
  // An integration acts as `apikey_<id>`: no person, so the timeline says what it was.
  const person = (uid: string) => ({
    uid,
    name: people.get(uid)?.name ?? (uid.startsWith('apikey_') ? 'API key' : ''),
  });
  return {
    _id: event.id,
    type: event.type,
    at: event.at.toISOString(),
    actor: event.actor && event.actor !== SYSTEM_ACTOR_UID ? person(event.actor) : null,
    fromStage: event.fromStage,
    toStage: event.toStage,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    reasonId: event.reasonId,
    source: event.source,
    ...(event.interviewerUid ? { interviewer: person(event.interviewerUid) } : {}),
    ...(event.mailId ? { mailId: event.mailId } : {}),
    ...(event.noteId ? { noteId: event.noteId } : {}),
    ...(event.documentId ? { documentId: event.documentId } : {}),
    ...(event.offerId ? { offerId: event.offerId } : {}),
    ...(event.ruleId ? { ruleId: event.ruleId } : {}),
    ...(event.ruleAction ? { ruleAction: event.ruleAction } : {}),
    ...(event.skipped ? { skipped: event.skipped } : {}),
  };
}
