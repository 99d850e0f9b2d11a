import { log } from '../../lib/log.js';
import { runTransaction } from '../../lib/transactions.js';
import { peopleWhoseConsentEnded } from '../../data/search/person-index.js';
import { leavePoolsIn, membershipsOfIn } from '../../data/talent-pools/members.js';
import { personIndexFor } from '../shared/person-index.js';

const PAGE = 100;

/**
 * One person whose consent the index says has ended: out of every pool, and their index rewritten without the
 * consent (so suggestions and the talent-pool filter drop them, and the sweep never finds them again). A consent
 * renewed meanwhile ("keep my data") only refreshes the index. Answers whether they left any pool.
 */
async function settleEndedConsent(uid: string, now: number): Promise<boolean> {
  return runTransaction(async (transaction) => {
    const [index, memberships] = await Promise.all([
      personIndexFor(transaction, uid),
      membershipsOfIn(transaction, uid),
    ]);
    const renewed = (index.person?.talentPoolUntil?.getTime() ?? 0) > now;
    const leaving = renewed ? [] : memberships;
    leavePoolsIn(transaction, leaving);
    index.update((sources) => {
      if (!renewed) sources.pools = [];
    });
    return leaving.length > 0;
  });
}

/**
 * The hourly consent sweep (under the emulators also on demand): everyone whose talent-pool consent ended leaves
 * every pool. Pools and suggestions already hide them from the moment it ends; this removes them for good.
 * Answers how many people left at least one pool.
 */
export async function sweepEndedConsents(now = Date.now()): Promise<number> {
  let left = 0;
  const seen = new Set<string>();
  for (;;) {
    const due = (await peopleWhoseConsentEnded(now, PAGE)).filter((uid) => !seen.has(uid));
    // Someone the index still lists after their turn (their users document is gone: erasure removes the index
    // next) is not looked at twice.
    if (due.length === 0) break;
    for (const uid of due) {
      seen.add(uid);
      try {
        if (await settleEndedConsent(uid, now)) left += 1;
      } catch (error) {
        log.error('Could not end a talent-pool membership', error, { uid });
      }
    }
  }
  return left;
}
