import type { MyReferralDto, ReferralBonusDto, ReferralStatus } from '@hr-portal/contract';
import type { ReferralRecord } from '../../data/referrals/referrals.js';

/**
 * A referral as its referrer sees it: the job, the name they gave, the coarse status and when. Built field by
 * field from the record, so nothing else it holds (the person's id, the bonus) can reach them.
 */
export function toMyReferral(
  record: Pick<ReferralRecord, 'id' | 'jobId' | 'jobTitle' | 'name' | 'status' | 'createdAt'>,
): MyReferralDto {
  return {
    _id: record.id,
    jobId: record.jobId,
    jobTitle: record.jobTitle,
    name: record.name,
    status: record.status,
    referredAt: record.createdAt?.toISOString() ?? null,
  };
}

export function toBonus(
  record: ReferralRecord,
  referrers: Map<string, { name: string; email: string }>,
): ReferralBonusDto | null {
  if (!record.bonus) return null;
  const referrer = referrers.get(record.referrer);
  return {
    _id: record.id,
    referrer: record.referrer,
    referrerName: referrer?.name ?? record.referrerName,
    referrerEmail: referrer?.email ?? '',
    candidateName: record.name,
    jobTitle: record.jobTitle,
    amount: record.bonus.amount,
    currency: record.bonus.currency,
    state: record.bonus.state,
    hiredAt: record.bonus.hiredAt?.toISOString() ?? null,
    dueAt: record.bonus.dueAt?.toISOString() ?? null,
    paidAt: record.bonus.paidAt?.toISOString() ?? null,
  };
}

/** The coarse status of an application: its closing stages, a hire, its first stage, or anything between. */
export function coarseStatus(
  application: { stage: string; status: string } | null,
  firstStage: string,
  closingStages: readonly string[],
): ReferralStatus {
  if (!application || closingStages.includes(application.stage)) return 'not_moving_forward';
  if (application.status === 'selected') return 'hired';
  if (application.stage === firstStage) return 'received';
  return 'in_process';
}
