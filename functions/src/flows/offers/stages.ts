import { CLOSING_STAGE_IDS, isOfferStage, OFFER_MESSAGES, pipelineOf, type StageDto } from '@hr-portal/contract';
import { conflict } from '../../lib/errors.js';
import { findJob } from '../../data/jobs/jobs.js';

/** The job's whole pipeline (a deleted job's applications keep the default one). */
export const offerStagesOf = async (jobId: string): Promise<StageDto[]> => pipelineOf((await findJob(jobId))?.stages);

/**
 * An offer follows its application: nothing is drafted, submitted, approved or accepted for an application that
 * is closed (409) or no longer in an Offer stage of its job (409 with `notThere`).
 */
export function requireOfferStage(
  stageId: string,
  stages: readonly StageDto[],
  notThere: string = OFFER_MESSAGES.notAtOfferStage,
) {
  if (CLOSING_STAGE_IDS.includes(stageId)) throw conflict(OFFER_MESSAGES.applicationClosed);
  const stage = stages.find((candidate) => candidate.id === stageId);
  if (!stage || !isOfferStage(stage)) throw conflict(notThere);
}
