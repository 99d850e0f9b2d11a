import type { ReferralInsightsDto } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { listReferralsBy, readTallies } from '../../data/referrals/referrals.js';

/** How many jobs and referrers the insights list (those with the most referrals). */
const TOP = 20;

/** "My referrals": a page of the caller's own referrals, newest first (the record; the http tier shapes it). */
export function myReferrals(caller: Caller, limit: number, after: { at: number; id: string } | null) {
  return listReferralsBy(caller.uid, limit, after);
}

/** Referrals and hires per job and per referrer, and the share of referrals hired. */
export async function referralInsights(): Promise<ReferralInsightsDto> {
  const { total, jobs, referrers } = await readTallies(TOP);
  return {
    total,
    hireRate: total.referrals > 0 ? total.hired / total.referrals : null,
    jobs,
    referrers,
  };
}
