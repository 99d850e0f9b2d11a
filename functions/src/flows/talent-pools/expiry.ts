import { SYSTEM_ACTOR } from '../../lib/audit.js';
import { log } from '../../lib/log.js';
import type { PageAfter } from '../../data/search/people-queries.js';
import { runTransaction } from '../../lib/transactions.js';
import { peopleDueToLeavePools } from '../../data/search/pool-standing.js';
import { poolsToLeaveIn } from '../shared/leave-pools.js';
import { mayBeInPools, poolConsentOf, poolsAllowedUntil } from '../shared/pool-eligibility.js';
import { personIndexFor } from '../shared/person-index.js';

const PAGE = 100;

/**
 * One person whose index says their time in pools is up: read again in a transaction, and out of every pool
 * (audited as the portal) unless a renewed consent or a new open application lets them stay, in which case
 * the index is only brought up to date. Answers whether they left.
 */
async function settle(uid: string, now: number): Promise<boolean> {
  return runTransaction(async (transaction) => {
    const [index, pools] = await Promise.all([personIndexFor(transaction, uid), poolsToLeaveIn(transaction, uid)]);
    // No users document (an erasure under way): nobody may keep them in a pool.
    const stays =
      index.person !== null &&
      mayBeInPools(poolsAllowedUntil(poolConsentOf(index.person), index.applications, now), now);
    if (!stays) pools.leave(SYSTEM_ACTOR);
    index.update((sources) => {
      if (!stays) sources.pools = [];
    });
    return !stays && pools.memberships.length > 0;
  });
}

/**
 * The hourly pool sweep (under the emulators also on demand): everyone whose consent ended, or whose last open
 * application closed without a consent, leaves every pool. Lists, search and suggestions already leave them out
 * from that moment; this removes them for good. Answers how many people left.
 */
export async function sweepPools(now = Date.now()): Promise<number> {
  let left = 0;
  let after: PageAfter | null = null;
  for (;;) {
    const due = await peopleDueToLeavePools(now, PAGE, after);
    for (const { id } of due) {
      try {
        if (await settle(id, now)) left += 1;
      } catch (error) {
        log.error('Could not take a person out of talent pools', error, { uid: id });
      }
    }
    if (due.length < PAGE) return left;
    after = due.at(-1)!;
  }
}
