import type { Transaction } from 'firebase-admin/firestore';
import { personTarget, recordAudit, type AuditActor } from '../../lib/audit.js';
import { findPoolsIn } from '../../data/talent-pools/pools.js';
import { leavePoolsIn, membershipsOfIn, type MemberRecord } from '../../data/talent-pools/members.js';

/**
 * The person's memberships and their pools' names, read in a transaction before it writes: what `leave` then
 * takes the person out of, each removal audited (the person withdrawing, or the portal's sweep).
 */
export async function poolsToLeaveIn(transaction: Transaction, uid: string) {
  const memberships = await membershipsOfIn(transaction, uid);
  const pools = await findPoolsIn(
    transaction,
    memberships.map((membership) => membership.poolId),
  );
  return {
    memberships,
    leave(actor: AuditActor): void {
      leavePoolsIn(transaction, memberships);
      for (const membership of memberships) auditLeaving(transaction, actor, membership, pools.get(membership.poolId));
    },
  };
}

function auditLeaving(transaction: Transaction, actor: AuditActor, membership: MemberRecord, poolName = '') {
  recordAudit(transaction, {
    actor,
    action: 'talent_pool.member_removed',
    target: personTarget(membership.uid),
    before: { pool: poolName || membership.poolId },
    after: null,
  });
}
