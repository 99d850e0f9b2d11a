import { WITHDRAWN_STAGE, type ApplicationDto, type MyApplicationDto } from '@hr-portal/contract';
import { mintLink } from '../../lib/file-links.js';
import type { ApplicationRecord } from './record.js';

/** As the candidate sees it: statuses only (stage moves that keep the status, reasons and who are staff business). */
export function toMyApplication(record: ApplicationRecord): MyApplicationDto {
  return {
    _id: record.id,
    job: { _id: record.jobId, ...record.jobSnapshot },
    status: record.status,
    createdAt: record.createdAt?.toISOString() ?? null,
    history: record.history
      .filter((change) => change.from !== change.to)
      .map(({ from, to, by, at }) => ({ from, to, by, at })),
    withdrawn: record.stage === WITHDRAWN_STAGE.id,
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
    history: record.history,
    interviewEvents: record.interviewEvents,
    scorecards: record.scorecards,
  };
}
